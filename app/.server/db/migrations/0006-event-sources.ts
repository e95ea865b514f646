import type { Kysely } from "kysely";

// Which event of the product API an event mirrors (issue 14, docs/data-in.md):
// recorded by the first sync given one, used by every later sync. NULL: the
// event was not synced, or mirrors the API's event of the same id.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("events").addColumn("source_event_id", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("events").dropColumn("source_event_id").execute();
}
