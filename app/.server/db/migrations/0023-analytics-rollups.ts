import { type Kysely, type RawBuilder, sql } from "kysely";
import { dialectOf } from "../dialect";

// Counts rolled up as each batch of analytics is written (issue 32,
// docs/analytics.md "Counts rolled up per batch"), so the whole event's
// report reads thousands of counts and not a million rows:
// - analytics_counts: page views and outbound clicks per UTC quarter hour
//   and measure (every time zone's midnight falls on a quarter hour, so a day
//   on any event's clock is a whole number of buckets);
// - analytics_item_counts: every product's page views and every link's
//   clicks since the first, and every item's bookmarks, ordered by count
//   for the report's top lists.
// Both are written in the batch's transaction by conditional upserts
// (count = count + n), so any number of writers add up. The bookmarks and
// tasting notes a report counts are kept there too (favorite:product by the
// quarter hour they were added, favorite items), by triggers: every way a
// bookmark is added or removed (a visitor, a list deleted, an account's
// erasure cascading) counts, in the same transaction. The rows written
// before this migration are counted into them here.

/** An ISO text column's quarter hour, "YYYY-MM-DDTHH:MM" (minutes 00, 15, 30 or 45). */
const bucketOf = (column: string) => {
  const minutes = sql.raw(`substr(${column}, 15, 2)`);
  return sql`substr(${sql.raw(column)}, 1, 14) || case
  when ${minutes} < '15' then '00'
  when ${minutes} < '30' then '15'
  when ${minutes} < '45' then '30'
  else '45' end`;
};
const BUCKET = bucketOf("created_at");

const MEASURE = sql`case kind
  when 'page_view' then 'view:' || coalesce(entity_type, 'other')
  else 'click:' || coalesce(link_kind, 'other') end`;

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === "postgres";
  await db.schema
    .createTable("analytics_counts")
    .addColumn("event_id", "text", (c) => c.notNull())
    .addColumn("bucket", "text", (c) => c.notNull())
    .addColumn("measure", "text", (c) => c.notNull())
    .addColumn("count", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("analytics_counts_pk", ["event_id", "bucket", "measure"])
    .execute();
  await db.schema
    .createTable("analytics_item_counts")
    .addColumn("event_id", "text", (c) => c.notNull())
    // product_view (item: the product's id) or click (item: the target, detail: the kind of link).
    .addColumn("measure", "text", (c) => c.notNull())
    // Compared byte by byte, as the report's walk compares them (rolled-up-counts.server.ts).
    .addColumn("item", postgres ? sql`text collate "C"` : "text", (c) => c.notNull())
    .addColumn("detail", postgres ? sql`text collate "C"` : "text", (c) => c.notNull())
    .addColumn("count", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("analytics_item_counts_pk", ["event_id", "measure", "item", "detail"])
    .execute();
  await db.schema
    .createIndex("analytics_item_counts_top")
    .on("analytics_item_counts")
    .columns(["event_id", "measure", "count desc", "item", "detail"])
    .execute();
  await sql`insert into analytics_counts (event_id, bucket, measure, count)
    select event_id, ${BUCKET}, ${MEASURE}, count(*) from analytics_events
    where event_id is not null group by event_id, ${BUCKET}, ${MEASURE}`.execute(db);
  await sql`insert into analytics_item_counts (event_id, measure, item, detail, count)
    select event_id, 'product_view', entity_id, '', count(*) from analytics_events
    where event_id is not null and kind = 'page_view' and entity_type = 'product' and entity_id is not null
    group by event_id, entity_id`.execute(db);
  await sql`insert into analytics_item_counts (event_id, measure, item, detail, count)
    select event_id, 'click', coalesce(target, ''), coalesce(link_kind, 'other'), count(*) from analytics_events
    where event_id is not null and kind = 'outbound_click'
    group by event_id, coalesce(target, ''), coalesce(link_kind, 'other')`.execute(db);
  await db.schema
    .createIndex("favorites_report_added")
    .on("favorites")
    .columns(["event_id", "type", "added_at", "item_id"])
    .execute();
  for (const counted of COUNTED) {
    await sql`insert into analytics_counts (event_id, bucket, measure, count)
      select event_id, ${bucketOf("added_at")}, ${counted.measure("")}, count(*) from ${sql.table(counted.table)}
      group by 1, 2, 3`.execute(db);
    if (counted.item) {
      await sql`insert into analytics_item_counts (event_id, measure, item, detail, count)
        select event_id, ${counted.measure("")}, ${sql.ref(counted.item)}, '', count(*) from ${sql.table(counted.table)}
        group by 1, 2, 3`.execute(db);
    }
    if (postgres) await postgresTriggers(db, counted);
    else await sqliteTriggers(db, counted);
  }
}

/** A table whose rows a report counts: by the quarter hour they were added, and per item. */
interface Counted {
  table: "favorites" | "tasting_notes";
  /** The measure of a row, its columns prefixed (e.g. "new."). */
  measure: (prefix: string) => RawBuilder<unknown>;
  /** The column naming the item, counted per event, item and type; none for tasting notes. */
  item?: string;
}

const COUNTED: Counted[] = [
  { table: "favorites", measure: (prefix) => sql.raw(`'favorite:' || ${prefix}type`), item: "item_id" },
  { table: "tasting_notes", measure: () => sql.raw(`'tasting_note'`) },
];

const UPSERT_COUNTS = sql.raw(
  "on conflict (event_id, bucket, measure) do update set count = analytics_counts.count + excluded.count",
);
const UPSERT_ITEMS = sql.raw(
  "on conflict (event_id, measure, item, detail) do update set count = analytics_item_counts.count + excluded.count",
);

/** SQLite: a trigger per row, adding the new row and taking away the old. */
async function sqliteTriggers(db: Kysely<any>, counted: Counted) {
  const change = (row: "new" | "old", sign: 1 | -1) => {
    const n = sql.lit(sign);
    const counts = sql`insert into analytics_counts (event_id, bucket, measure, count)
      values (${sql.raw(`${row}.event_id`)}, ${bucketOf(`${row}.added_at`)}, ${counted.measure(`${row}.`)}, ${n}) ${UPSERT_COUNTS};`;
    if (!counted.item) return counts;
    return sql`${counts} insert into analytics_item_counts (event_id, measure, item, detail, count)
      values (${sql.raw(`${row}.event_id`)}, ${counted.measure(`${row}.`)}, ${sql.raw(`${row}.${counted.item}`)}, '', ${n}) ${UPSERT_ITEMS};`;
  };
  const name = (what: string) => sql.raw(`${counted.table}_counted_${what}`);
  const table = sql.table(counted.table);
  const columns = sql.raw(["event_id", "added_at", ...(counted.item ? ["type", counted.item] : [])].join(", "));
  await sql`create trigger ${name("insert")} after insert on ${table} begin ${change("new", 1)} end`.execute(db);
  await sql`create trigger ${name("delete")} after delete on ${table} begin ${change("old", -1)} end`.execute(db);
  await sql`create trigger ${name("update")} after update of ${columns} on ${table}
    begin ${change("old", -1)} ${change("new", 1)} end`.execute(db);
}

/**
 * PostgreSQL: a trigger per statement, reading the statement's rows
 * (transition tables) and adding each count once, in key order, so two
 * writers lock the same counts in the same order and never deadlock.
 */
async function postgresTriggers(db: Kysely<any>, counted: Counted) {
  const deltas = (tables: { rows: string; sign: 1 | -1 }[], columns: (prefix: string) => RawBuilder<unknown>) =>
    sql.join(
      tables.map(({ rows, sign }) => sql`select ${columns("r.")}, ${sql.lit(sign)} as n from ${sql.raw(rows)} r`),
      sql` union all `,
    );
  const body = (tables: { rows: string; sign: 1 | -1 }[]) => {
    const counts = sql`insert into analytics_counts (event_id, bucket, measure, count)
      select event_id, bucket, measure, sum(n) from (${deltas(
        tables,
        (r) =>
          sql`${sql.raw(`${r}event_id`)} as event_id, ${bucketOf(`${r}added_at`)} as bucket, ${counted.measure(r)} as measure`,
      )}) d group by event_id, bucket, measure having sum(n) <> 0 order by event_id, bucket, measure ${UPSERT_COUNTS};`;
    if (!counted.item) return counts;
    return sql`${counts} insert into analytics_item_counts (event_id, measure, item, detail, count)
      select event_id, measure, item, '', sum(n) from (${deltas(
        tables,
        (r) =>
          sql`${sql.raw(`${r}event_id`)} as event_id, ${counted.measure(r)} as measure, ${sql.raw(`${r}${counted.item}`)} as item`,
      )}) d group by event_id, measure, item having sum(n) <> 0 order by event_id, measure, item ${UPSERT_ITEMS};`;
  };
  const operations = [
    { what: "insert", tables: [{ rows: "new_rows", sign: 1 as const }], referencing: "new table as new_rows" },
    { what: "delete", tables: [{ rows: "old_rows", sign: -1 as const }], referencing: "old table as old_rows" },
    {
      what: "update",
      tables: [
        { rows: "old_rows", sign: -1 as const },
        { rows: "new_rows", sign: 1 as const },
      ],
      referencing: "old table as old_rows new table as new_rows",
    },
  ];
  for (const { what, tables, referencing } of operations) {
    const name = sql.raw(`${counted.table}_counted_${what}`);
    await sql`create function ${name}() returns trigger language plpgsql as $$
      begin ${body(tables)} return null; end $$`.execute(db);
    await sql`create trigger ${name} after ${sql.raw(what)} on ${sql.table(counted.table)}
      referencing ${sql.raw(referencing)} for each statement execute function ${name}()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { table } of COUNTED) {
    for (const what of ["insert", "delete", "update"]) {
      const name = sql.raw(`${table}_counted_${what}`);
      if (dialectOf(db) === "postgres") {
        await sql`drop trigger ${name} on ${sql.table(table)}`.execute(db);
        await sql`drop function ${name}()`.execute(db);
      } else {
        await sql`drop trigger ${name}`.execute(db);
      }
    }
  }
  await db.schema.dropIndex("favorites_report_added").execute();
  await db.schema.dropTable("analytics_item_counts").execute();
  await db.schema.dropTable("analytics_counts").execute();
}
