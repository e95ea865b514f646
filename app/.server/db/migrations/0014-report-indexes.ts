import type { Kysely } from "kysely";

// The reports page (issue 16, docs/analytics.md) counts over a range of days:
// - page views per day and page, for the event or for one exhibitor's pages:
//   both analytics indexes of migration 0010 grow to hold every column these
//   counts read, so they are counted from an index alone and never read the
//   rows; the entity index leads with the entity and then the event and
//   kind, so one exhibitor's report reads only its own pages' entries;
// - bookmarks and tasting notes per product: the tables' own keys start with
//   the user (each person's data is read by person), so counting one
//   product's bookmarks among 60,000 visitors' would read them all;
// - meetings per event by the day they were requested.

type Index = readonly [name: string, table: string, columns: readonly string[]];

const ADDED: Index[] = [
  ["analytics_events_report", "analytics_events", ["event_id", "kind", "created_at", "entity_type", "entity_id"]],
  [
    "analytics_events_entity_report",
    "analytics_events",
    ["entity_type", "entity_id", "event_id", "kind", "created_at"],
  ],
  ["favorites_item", "favorites", ["event_id", "type", "item_id", "added_at"]],
  ["tasting_notes_product", "tasting_notes", ["event_id", "product_id", "added_at"]],
  ["meetings_created", "meetings", ["event_id", "created_at"]],
];

/** The indexes the wider ones replace (a write keeps as many indexes up to date as before). */
const REPLACED: Index[] = [
  ["analytics_events_event_kind_time", "analytics_events", ["event_id", "kind", "created_at"]],
  ["analytics_events_entity", "analytics_events", ["entity_type", "entity_id", "created_at"]],
];

async function create(db: Kysely<any>, indexes: Index[]) {
  for (const [name, table, columns] of indexes) {
    await db.schema
      .createIndex(name)
      .on(table)
      .columns([...columns])
      .execute();
  }
}

async function drop(db: Kysely<any>, indexes: Index[]) {
  for (const [name] of indexes) await db.schema.dropIndex(name).execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await create(db, ADDED);
  await drop(db, REPLACED);
}

export async function down(db: Kysely<any>): Promise<void> {
  await create(db, REPLACED);
  await drop(db, ADDED);
}
