import type { Insertable } from "kysely";
import type { DB } from "~/.server/db";
import type { AnalyticsEventsTable } from "~/.server/db/schema-analytics";
import type { AnalyticsEventInput } from "~/lib/analytics-batch";
import { eventPathOf, pageEntityOf } from "~/lib/analytics-events";
import type { PathSegments } from "~/lib/links";
import { isLocale } from "~/lib/locales";
import { getPrimaryEventId, parseSettings } from "../events/events.server";
import { writeAnalyticsRows } from "./roll-up.server";

// Turns what browsers sent into rows and writes a batch in one insert
// (docs/analytics.md). Runs in the batch writer, never in a request: the
// event an address names (its id or slug, else the primary event) and its
// section names are looked up once per batch, and the batch's counts are
// rolled up with it (roll-up.server.ts).

/** An event as the endpoint received it: validated, with the time it arrived. */
export interface ReceivedAnalyticsEvent {
  event: AnalyticsEventInput;
  locale: string | null;
  receivedAt: string;
}

interface KnownEvent {
  id: string;
  segments: PathSegments;
}

async function eventsNamed(db: DB, names: string[]): Promise<Map<string, KnownEvent>> {
  const known = new Map<string, KnownEvent>();
  if (names.length === 0) return known;
  const rows = await db
    .selectFrom("events")
    .select(["id", "slug", "settings"])
    .where((eb) => eb.or([eb("id", "in", names), eb("slug", "in", names)]))
    .execute();
  for (const row of rows) {
    const event = { id: row.id, segments: parseSettings(row.settings).segments };
    known.set(row.slug, event);
    known.set(row.id, event);
  }
  return known;
}

export async function storeAnalyticsEvents(
  db: DB,
  items: readonly ReceivedAnalyticsEvent[],
  options: { configuredPrimaryEvent?: string },
): Promise<void> {
  if (items.length === 0) return;
  const placed = items.map((item) => ({ item, idOrSlug: eventPathOf(item.event.path).idOrSlug }));
  const names = [...new Set(placed.flatMap(({ idOrSlug }) => (idOrSlug === null ? [] : [idOrSlug])))];
  const needsPrimary = placed.some(({ idOrSlug }) => idOrSlug === null);
  const [known, primaryEventId] = await Promise.all([
    eventsNamed(db, names),
    needsPrimary ? getPrimaryEventId(db, { configured: options.configuredPrimaryEvent }) : null,
  ]);
  const rows = placed.map(({ item, idOrSlug }): Insertable<AnalyticsEventsTable> => {
    const { event } = item;
    const owner = idOrSlug === null ? null : known.get(idOrSlug);
    const entity = owner ? pageEntityOf(event.path, owner.segments) : null;
    return {
      kind: event.kind,
      event_id: idOrSlug === null ? primaryEventId : (owner?.id ?? null),
      path: event.path,
      entity_type: entity?.type ?? null,
      entity_id: entity?.id ?? null,
      target: event.kind === "outbound_click" ? event.target : null,
      link_kind: event.kind === "outbound_click" ? event.link : null,
      locale: item.locale !== null && isLocale(item.locale) ? item.locale : null,
      created_at: item.receivedAt,
    };
  });
  await writeAnalyticsRows(db, rows);
}
