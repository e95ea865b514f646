import type { Insertable } from "kysely";
import type { DB } from "~/.server/db";
import type {
  AnalyticsCountsTable,
  AnalyticsEventsTable,
  AnalyticsItemCountsTable,
  AnalyticsMeasure,
} from "~/.server/db/schema-analytics";
import { chunksOf } from "~/lib/chunks";

// Counts rolled up as each batch is written (issue 32, docs/analytics.md
// "Counts rolled up per batch"): the batch's rows and what they add to
// analytics_counts and analytics_item_counts commit together, so a failed
// write leaves all three as they were. Each count is added by a conditional
// upsert (count = count + n), never read and written back, so writers on any
// number of instances add up; keys are written in one order, so two
// PostgreSQL writers never wait on each other in a circle.

type Row = Insertable<AnalyticsEventsTable>;

/** The UTC quarter hour an ISO instant falls in: "YYYY-MM-DDTHH:MM", minutes 00, 15, 30 or 45. */
export function quarterHourOf(instant: string): string {
  const minutes = Math.floor(Number(instant.slice(14, 16)) / 15) * 15;
  return `${instant.slice(0, 14)}${String(minutes).padStart(2, "0")}`;
}

/** What a row counts toward: a view of a kind of page, or a click on a kind of link. */
export function measureOf(row: Pick<Row, "kind" | "entity_type" | "link_kind">): AnalyticsMeasure {
  return row.kind === "page_view" ? `view:${row.entity_type ?? "other"}` : `click:${row.link_kind ?? "other"}`;
}

/** Rows a statement writes at most. */
const CHUNK = 1000;

function tally<K extends { count: number | string }>(
  counts: Map<string, K & { count: number }>,
  key: string,
  fields: Omit<K, "count">,
) {
  const found = counts.get(key);
  if (found) found.count += 1;
  else counts.set(key, { ...fields, count: 1 } as K & { count: number });
}

/** The counts a batch adds, each key once, in the order every writer takes their locks. */
export function countsOf(rows: readonly Row[]) {
  const buckets = new Map<string, AnalyticsCountsTable & { count: number }>();
  const items = new Map<string, AnalyticsItemCountsTable & { count: number }>();
  for (const row of rows) {
    const eventId = row.event_id;
    if (!eventId) continue;
    const bucket = quarterHourOf(row.created_at);
    const measure = measureOf(row);
    tally(buckets, `${eventId}\u0000${bucket}\u0000${measure}`, { event_id: eventId, bucket, measure });
    if (row.kind === "page_view" && row.entity_type === "product" && row.entity_id) {
      const item = row.entity_id;
      tally(items, `${eventId}\u0000product_view\u0000${item}\u0000`, {
        event_id: eventId,
        measure: "product_view",
        item,
        detail: "",
      });
    } else if (row.kind === "outbound_click") {
      const item = row.target ?? "";
      const detail = row.link_kind ?? "other";
      tally(items, `${eventId}\u0000click\u0000${item}\u0000${detail}`, {
        event_id: eventId,
        measure: "click",
        item,
        detail,
      });
    }
  }
  const sorted = <T>(counts: Map<string, T>) =>
    [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, value]) => value);
  return { buckets: sorted(buckets), items: sorted(items) };
}

/** Inserts a batch of analytics rows and adds them to the rolled-up counts, in one transaction. */
export async function writeAnalyticsRows(db: DB, rows: readonly Row[]): Promise<void> {
  if (rows.length === 0) return;
  const { buckets, items } = countsOf(rows);
  await db.transaction().execute(async (trx) => {
    for (const part of chunksOf(rows, CHUNK)) await trx.insertInto("analytics_events").values(part).execute();
    for (const part of chunksOf(buckets, CHUNK)) {
      await trx
        .insertInto("analytics_counts")
        .values(part)
        .onConflict((oc) =>
          oc
            .columns(["event_id", "bucket", "measure"])
            .doUpdateSet((eb) => ({ count: eb("analytics_counts.count", "+", eb.ref("excluded.count")) })),
        )
        .execute();
    }
    for (const part of chunksOf(items, CHUNK)) {
      await trx
        .insertInto("analytics_item_counts")
        .values(part)
        .onConflict((oc) =>
          oc
            .columns(["event_id", "measure", "item", "detail"])
            .doUpdateSet((eb) => ({ count: eb("analytics_item_counts.count", "+", eb.ref("excluded.count")) })),
        )
        .execute();
    }
  });
}
