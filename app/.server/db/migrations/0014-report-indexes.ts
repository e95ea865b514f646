import type { Kysely } from "kysely";

// The reports page (issue 16, docs/analytics.md) counts bookmarks and tasting
// notes per product and meetings per event over a range of days. The tables'
// own keys start with the user (each person's data is read by person), so
// counting one product's bookmarks among 60,000 visitors' would read them all.

const INDEXES = [
  ["favorites_item", "favorites", ["event_id", "item_id", "added_at"]],
  ["tasting_notes_product", "tasting_notes", ["event_id", "product_id", "added_at"]],
  ["meetings_created", "meetings", ["event_id", "created_at"]],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, table, columns] of INDEXES) {
    await db.schema
      .createIndex(name)
      .on(table)
      .columns([...columns])
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
