import { z } from "zod";
import type { DB } from "~/.server/db";
import { AppError } from "~/.server/errors";
import { bus } from "~/.server/realtime/bus";
import { COMMON_MESSAGES } from "~/lib/messages";
import { parseSettings } from "./events.server";
import { meetingScheduleSchema } from "./meeting-schedule";
import type { EventSettings } from "./types";

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

/**
 * Merges the changes into the event's settings. Two clients switching
 * different settings at once must both win, so the write is conditional on
 * the settings read (compare and swap, the same on SQLite and PostgreSQL)
 * and repeats on a lost race.
 */
export async function updateEventSettings(
  db: DB,
  options: { idOrSlug: string; changes: EventSettingsChanges },
): Promise<{ eventId: string; settings: EventSettings }> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const row = await db
      .selectFrom("events")
      .select(["id", "settings"])
      .where((eb) => eb.or([eb("id", "=", options.idOrSlug), eb("slug", "=", options.idOrSlug)]))
      .executeTakeFirst();
    if (!row) throw new AppError("not_found", COMMON_MESSAGES.eventNotLoaded);
    const stored = JSON.parse(row.settings || "{}") as Record<string, unknown>;
    const next = JSON.stringify({ ...stored, ...options.changes });
    const result = await db
      .updateTable("events")
      .set({ settings: next, updated_at: new Date().toISOString() })
      .where("id", "=", row.id)
      .where("settings", "=", row.settings)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) {
      // The event's pages are tagged with it; its catalogue (the search
      // index) is unchanged, so no event id asks for a rebuild.
      const tags = [`event:${row.id}`, `catalogue:${row.id}`];
      await bus().publish({ type: "catalogue.changed", eventIds: [], tags, productIds: [], exhibitorIds: [] });
      return { eventId: row.id, settings: parseSettings(next) };
    }
  }
  throw new AppError("conflict", "This was changed in the meantime. Please try again.");
}
