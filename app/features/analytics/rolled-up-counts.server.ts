import { sql } from "kysely";
import type { DB } from "~/.server/db";
import type { AnalyticsItemCountsTable, AnalyticsMeasure } from "~/.server/db/schema-analytics";

// Reading the counts rolled up per batch and by the bookmark triggers
// (issue 32, migration 0023): a range's totals per measure, summed over its
// quarter hours, and the whole event's top lists (docs/analytics.md "Counts
// rolled up per batch").
//
// A product's views in a range are its views since the first less those
// outside the range. The counts since the first are read most first, and the
// walk stops once the next one could not enter the list even with none of
// its views outside: for a range holding most of the event's rows (a report
// of the fair's month) it reads a few dozen counts and the few rows outside
// the range. The counts are walked in the order `before` compares them
// (count, then item and detail byte by byte: the columns are collated "C" on
// PostgreSQL). When most rows lie outside, the caller counts the rows in the
// range.

export interface ItemCount {
  item: string;
  detail: string;
  count: number;
}

/** Counts read per page of the walk, and the most read before counting the range's rows is cheaper. */
const PAGE = 200;
const MAX_WALK = 4000;

/** Each measure's count in [start, end) (every measure listed, 0 when none), from the quarter-hour counts. */
export async function countsInRange<M extends AnalyticsMeasure>(
  db: DB,
  options: { eventId: string; start: string; end: string; measures: readonly M[] },
): Promise<Record<M, number>> {
  const rows = await db
    .selectFrom("analytics_counts")
    .select(["measure", sql<number | string>`sum(count)`.as("n")])
    .where("event_id", "=", options.eventId)
    .where("measure", "in", options.measures)
    .where("bucket", ">=", options.start.slice(0, 16))
    .where("bucket", "<", options.end.slice(0, 16))
    .groupBy("measure")
    .execute();
  const counts = Object.fromEntries(options.measures.map((measure) => [measure, 0])) as Record<M, number>;
  for (const row of rows) counts[row.measure as M] = Number(row.n);
  return counts;
}

/** The measures' counts in and out of the range, from the quarter-hour counts. */
async function splitByRange(db: DB, eventId: string, measures: AnalyticsMeasure[], start: string, end: string) {
  const inside = sql<
    number | string
  >`sum(case when bucket >= ${start.slice(0, 16)} and bucket < ${end.slice(0, 16)} then count else 0 end)`;
  const row = await db
    .selectFrom("analytics_counts")
    .select([inside.as("inside"), sql<number | string>`sum(count)`.as("total")])
    .where("event_id", "=", eventId)
    .where("measure", "in", measures)
    .executeTakeFirst();
  const total = Number(row?.total ?? 0);
  const insideCount = Number(row?.inside ?? 0);
  return { inside: insideCount, outside: total - insideCount };
}

const keyOf = (item: string, detail: string) => `${item}\u0000${detail}`;

const before = (a: ItemCount, b: ItemCount) =>
  a.count !== b.count ? a.count > b.count : a.item !== b.item ? a.item < b.item : a.detail < b.detail;

/** Keeps `best` the `limit` first counts, most first. */
function offer(best: ItemCount[], candidate: ItemCount, limit: number) {
  if (best.length === limit && !before(candidate, best[limit - 1])) return;
  let at = best.length;
  while (at > 0 && before(candidate, best[at - 1])) at--;
  best.splice(at, 0, candidate);
  if (best.length > limit) best.pop();
}

/**
 * The `limit` items most counted in [start, end), most first (ties by item,
 * then detail); null when most of the event's rows lie outside the range
 * (or the walk grows long), and counting the range's rows is cheaper.
 */
export async function topInRange(
  db: DB,
  options: {
    eventId: string;
    start: string;
    end: string;
    limit: number;
    /** The item counts walked. */
    measure: AnalyticsItemCountsTable["measure"];
    /** The quarter-hour measures of the same rows, to weigh the range against the rest. */
    bucketMeasures: AnalyticsMeasure[];
    /** The rows outside the range, counted per item and detail. */
    outside: () => Promise<ItemCount[]>;
  },
): Promise<ItemCount[] | null> {
  const { eventId, limit } = options;
  const split = await splitByRange(db, eventId, options.bucketMeasures, options.start, options.end);
  if (split.inside === 0) return [];
  if (split.outside > split.inside) return null;
  const outside = new Map((await options.outside()).map((row) => [keyOf(row.item, row.detail), row.count]));
  const best: ItemCount[] = [];
  for (let offset = 0; offset < MAX_WALK; offset += PAGE) {
    const page = await db
      .selectFrom("analytics_item_counts")
      .select(["item", "detail", "count"])
      .where("event_id", "=", eventId)
      .where("measure", "=", options.measure)
      .orderBy("count", "desc")
      .orderBy("item")
      .orderBy("detail")
      .limit(PAGE)
      .offset(offset)
      .execute();
    for (const row of page) {
      const total = Number(row.count);
      // No item from here on can have more in the range than it has in all, and
      // those with as many in all come after this one: they would lose the tie.
      const last = best.length === limit ? best[limit - 1] : undefined;
      if (last && !before({ item: row.item, detail: row.detail, count: total }, last)) return best;
      const count = total - (outside.get(keyOf(row.item, row.detail)) ?? 0);
      if (count > 0) offer(best, { item: row.item, detail: row.detail, count }, limit);
    }
    if (page.length < PAGE) return best;
  }
  return null;
}
