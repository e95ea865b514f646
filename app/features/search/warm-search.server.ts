import type { DB } from "~/.server/db";
import { pinSearchEvent, type SearchService, searchHasRoom, warmSearch } from "./search-service.server";

// At start, the search indexes of the events visitors open first are built
// in the background (in time slices: the site answers meanwhile), so the
// first list or search does not wait for a whole catalogue to load. One
// event at a time, the primary one first (kept whatever the budget:
// readiness waits for it), while the budget has room (SEARCH_MAX_PRODUCTS);
// events that have ended, and those beyond the budget, are built when
// someone asks for them.

/** The events worth an index at start: the primary one (PRIMARY_EVENT, else the newest), then those not yet over. */
export async function eventsToWarm(db: DB, options: { primaryEvent?: string; today: string }): Promise<string[]> {
  const rows = await db.selectFrom("events").select(["id", "slug", "ends_on"]).orderBy("starts_on", "desc").execute();
  const primary = options.primaryEvent
    ? rows.find((row) => row.id === options.primaryEvent || row.slug === options.primaryEvent)
    : rows[0];
  const ids = primary ? [primary.id] : [];
  for (const row of rows) if (row.ends_on >= options.today && !ids.includes(row.id)) ids.push(row.id);
  return ids;
}

let primaryEventToWarm: string | null | undefined;

/**
 * The event whose index readiness waits for (GET /api/health/ready): the
 * first warmSearchAtStart builds; null when there is no event; undefined
 * until the start has looked.
 */
export function primaryEventOfStart(): string | null | undefined {
  return primaryEventToWarm;
}

/**
 * Builds those events' indexes one after another, quietly (the start log
 * stays the three lines README promises); a failure is logged and the rest
 * go on (a request tries that event again).
 */
export async function warmSearchAtStart(
  db: DB,
  options: { primaryEvent?: string; log: (line: string) => void; today?: string },
  service: Pick<SearchService, "warmSearch" | "pin" | "hasRoom"> = {
    warmSearch,
    pin: pinSearchEvent,
    hasRoom: searchHasRoom,
  },
): Promise<void> {
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const eventIds = await eventsToWarm(db, { primaryEvent: options.primaryEvent, today });
  primaryEventToWarm = eventIds[0] ?? null;
  if (primaryEventToWarm) service.pin(primaryEventToWarm);
  for (const eventId of eventIds) {
    if (eventId !== primaryEventToWarm && !service.hasRoom()) break;
    try {
      await service.warmSearch(db, [eventId]);
    } catch (error) {
      options.log(`The search index of event ${eventId} could not be built: ${String(error)}`);
    }
  }
}
