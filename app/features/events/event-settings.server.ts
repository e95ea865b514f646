import { z } from "zod";
import { recordAudit } from "~/.server/audit/audit-log";
import type { DB } from "~/.server/db";
import { AppError } from "~/.server/errors";
import { bus } from "~/.server/realtime/bus";
import type { EventSettings } from "~/features/events/types";
import type { AuditActor } from "~/lib/audit-actions";
import { COMMON_MESSAGES } from "~/lib/messages";
import { recordCatalogueChange } from "./catalogue-versions.server";
import { EVENT_MESSAGES } from "./event-messages";
import { parseSettings } from "./events.server";
import { meetingScheduleSchema } from "./meeting-schedule";

// An event's site settings (docs/product/site-settings.md): switched by the organizer's tools and
// by the journeys that turn tasting notes or lists off.

/** The settings a client may switch; any other key is refused. */
export const eventSettingsChangesSchema = z
  .strictObject({
    tastingNotesEnabled: z.boolean(),
    listsEnabled: z.boolean(),
    showDistributionDetails: z.enum(["inMarket", "all", "none"]),
    meetingBooking: z.string().max(20),
    meetingSchedule: meetingScheduleSchema,
  })
  .partial();
export type EventSettingsChanges = z.infer<typeof eventSettingsChangesSchema>;

/** Attempts before giving up on a settings row that keeps changing under us. */
const MAX_ATTEMPTS = 5;

/** What a settings write may change: the settings, and the event's time zone (a column of its own). */
export type SettingsField = keyof EventSettingsChanges | "timezone";
type CurrentValues = Partial<Record<SettingsField, unknown>>;

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Merges the changes into the event's settings. The write is conditional on
 * the settings read (compare and swap, the same on SQLite and PostgreSQL) and
 * repeats on a lost race, so two clients switching different settings at once
 * both win. With `expected` (the values the client's form showed for the
 * fields it changes), a field someone else changed since is a conflict that
 * carries the current values instead of a silent overwrite. The audit entry
 * (`actor`) is written in the same transaction; a write that changes nothing
 * writes nothing.
 */
export async function updateEventSettings(
  db: DB,
  options: {
    idOrSlug: string;
    changes: EventSettingsChanges;
    timezone?: string;
    expected?: CurrentValues;
    actor?: AuditActor;
  },
): Promise<{ eventId: string; settings: EventSettings; timezone: string; changed: SettingsField[] }> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const row = await db
      .selectFrom("events")
      .select(["id", "settings", "timezone"])
      .where((eb) => eb.or([eb("id", "=", options.idOrSlug), eb("slug", "=", options.idOrSlug)]))
      .executeTakeFirst();
    if (!row) throw new AppError("not_found", COMMON_MESSAGES.eventNotLoaded);
    const effective: CurrentValues = { ...parseSettings(row.settings), timezone: row.timezone };
    const wanted: CurrentValues = { ...options.changes };
    if (options.timezone !== undefined) wanted.timezone = options.timezone;
    const fields = Object.keys(wanted) as SettingsField[];
    if (options.expected) {
      const expected = options.expected;
      const moved = fields.filter((field) => field in expected && !sameValue(effective[field], expected[field]));
      if (moved.length > 0) {
        const current = Object.fromEntries(fields.map((field) => [field, effective[field]]));
        throw new AppError("conflict", EVENT_MESSAGES.settingsChanged, { fields: moved, current });
      }
    }
    const changed = fields.filter((field) => !sameValue(effective[field], wanted[field]));
    if (changed.length === 0)
      return { eventId: row.id, settings: parseSettings(row.settings), timezone: row.timezone, changed };

    const stored = JSON.parse(row.settings || "{}") as Record<string, unknown>;
    const next = JSON.stringify({ ...stored, ...options.changes });
    const timezone = options.timezone ?? row.timezone;
    const won = await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable("events")
        .set({ settings: next, timezone, updated_at: new Date().toISOString() })
        .where("id", "=", row.id)
        .where("settings", "=", row.settings)
        .where("timezone", "=", row.timezone)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      if (options.actor) {
        const details = Object.fromEntries(
          changed.map((field) => [field, { from: effective[field] ?? null, to: wanted[field] ?? null }]),
        );
        await recordAudit(trx, { eventId: row.id, actor: options.actor, action: "settings.changed", details });
      }
      return true;
    });
    if (won) {
      // The event's pages are tagged with it; its catalogue (the search
      // index) is unchanged, so no event id asks for a rebuild. Open pages
      // of the event's people hear it over their live streams.
      const tags = [`event:${row.id}`, `catalogue:${row.id}`];
      // A saved fair carries the event's settings: its next update takes them.
      await recordCatalogueChange(db, [row.id], { event: true });
      await bus().publish({ type: "catalogue.changed", eventIds: [], tags, productIds: [], exhibitorIds: [] });
      await bus().publish({ type: "event.settingsChanged", eventId: row.id });
      return { eventId: row.id, settings: parseSettings(next), timezone, changed };
    }
  }
  throw new AppError("conflict", COMMON_MESSAGES.conflict);
}
