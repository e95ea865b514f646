import { sql } from "kysely";
import type { DB } from "~/.server/db";
import type { AnalyticsEntityType, OutboundLinkKind } from "~/.server/db/schema-analytics";
import { utcToWallClock, wallClockToUtc } from "../meetings/slots";

// The report's queries (issue 16; the page comes later, docs/analytics.md).
// Days are the event's: from and to are dates on its clock (inclusive), and
// a view at 23:30 in Vienna counts on Vienna's day, not UTC's.

export interface DayRange {
  eventId: string;
  /** First day, "YYYY-MM-DD" on the event's clock. */
  from: string;
  /** Last day, inclusive. */
  to: string;
}

function nextDay(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** The instants that open `from` and close `to` on the event's clock (its own zone unless one is given), as stored. */
async function instants(db: DB, range: DayRange & { timeZone?: string }) {
  const timeZone =
    range.timeZone ??
    (await db.selectFrom("events").select("timezone").where("id", "=", range.eventId).executeTakeFirst())?.timezone ??
    "UTC";
  return {
    timeZone,
    start: wallClockToUtc(range.from, "00:00", timeZone).toISOString(),
    end: wallClockToUtc(nextDay(range.to), "00:00", timeZone).toISOString(),
  };
}

export interface DayViews {
  day: string;
  views: number;
}

/**
 * Page views per day of the event's clock, every day of the range listed (0
 * for a day without views); only the views of one exhibitor's or product's
 * page with `entity`. The database counts per minute (ISO text sorts and
 * cuts the same in both dialects); the minutes are put on the zone's days
 * here, which holds for every offset, half and quarter hours included.
 */
export async function pageViewsByDay(
  db: DB,
  options: DayRange & { timeZone?: string; entity?: { type: AnalyticsEntityType; id: string } },
): Promise<DayViews[]> {
  const { start, end, timeZone } = await instants(db, options);
  const minute = sql<string>`substr(created_at, 1, 16)`;
  const rows = await db
    .selectFrom("analytics_events")
    .select([minute.as("minute"), (eb) => eb.fn.countAll<number | string>().as("views")])
    .where("event_id", "=", options.eventId)
    .where("kind", "=", "page_view")
    .where("created_at", ">=", start)
    .where("created_at", "<", end)
    .$if(options.entity !== undefined, (q) =>
      q.where("entity_type", "=", options.entity?.type ?? null).where("entity_id", "=", options.entity?.id ?? null),
    )
    .groupBy(minute)
    .execute();
  const days = new Map<string, number>();
  for (let day = options.from; day <= options.to; day = nextDay(day)) days.set(day, 0);
  for (const row of rows) {
    const { date } = utcToWallClock(`${row.minute}:00Z`, timeZone);
    const count = days.get(date);
    if (count !== undefined) days.set(date, count + Number(row.views));
  }
  return [...days].map(([day, views]) => ({ day, views }));
}

export interface TargetClicks {
  target: string;
  linkKind: OutboundLinkKind;
  clicks: number;
}

/** Outbound clicks per destination (origin and path) and kind of link, most clicked first. */
export async function outboundClicksByTarget(
  db: DB,
  options: DayRange & { timeZone?: string },
): Promise<TargetClicks[]> {
  const { start, end } = await instants(db, options);
  const rows = await db
    .selectFrom("analytics_events")
    .select(["target", "link_kind", (eb) => eb.fn.countAll<number | string>().as("clicks")])
    .where("event_id", "=", options.eventId)
    .where("kind", "=", "outbound_click")
    .where("created_at", ">=", start)
    .where("created_at", "<", end)
    .groupBy(["target", "link_kind"])
    .execute();
  return rows
    .map((row) => ({
      target: row.target ?? "",
      linkKind: row.link_kind ?? "other",
      clicks: Number(row.clicks),
    }))
    .sort((a, b) => b.clicks - a.clicks || a.target.localeCompare(b.target));
}
