import type { Kysely } from "kysely";
import { type DialectColumns, text } from "./columns";

/** The history of catalogue changes, entry by entry. */
export async function createHistoryTable(db: Kysely<any>, { dialect }: DialectColumns): Promise<void> {
  await text(
    db.schema
      .createTable("history")
      .addColumn("id", dialect === "postgres" ? "serial" : "integer", (c) =>
        dialect === "postgres" ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn("event_id", "text")
      .addColumn("old_value", "text")
      .addColumn("new_value", "text")
      .addColumn("collection_id", "text"),
    "entity_type",
    "entity_id",
    "kind",
    "field",
    "actor",
    "created_at",
  ).execute();
  await db.schema.createIndex("history_entity").on("history").columns(["entity_type", "entity_id"]).execute();
}
