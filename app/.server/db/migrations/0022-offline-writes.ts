import type { Kysely } from "kysely";

// Writes made offline and sent again when the network returns (issue 31,
// docs/offline-writes.md). client_writes remembers every write id a device
// sent that was applied: the write and its row here commit together, so a
// write sent twice (a replay) changes nothing the second time. A tasting
// note's revision says which version an edit was made on; an edit made on an
// older one (the note changed on another device meanwhile) is not lost but
// kept beside the note in tasting_note_conflicts until its owner settles it.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("client_writes")
    .addColumn("user_id", "text", (c) => c.notNull().references("auth_users.id").onDelete("cascade"))
    .addColumn("write_id", "text", (c) => c.notNull())
    .addColumn("written_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("client_writes_pk", ["user_id", "write_id"])
    .execute();
  await db.schema
    .alterTable("tasting_notes")
    .addColumn("revision", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable("tasting_note_conflicts")
    .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("auth_users.id").onDelete("cascade"))
    .addColumn("product_id", "text", (c) => c.notNull())
    .addColumn("write_id", "text", (c) => c.notNull())
    .addColumn("rating", "integer")
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("sensory", "text", (c) => c.notNull().defaultTo("{}"))
    // When the device wrote it (as the device says), and when the server kept it.
    .addColumn("written_at", "text", (c) => c.notNull())
    .addColumn("kept_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("tasting_note_conflicts_pk", ["user_id", "write_id"])
    .execute();
  await db.schema
    .createIndex("tasting_note_conflicts_by_note")
    .on("tasting_note_conflicts")
    .columns(["event_id", "user_id", "product_id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("tasting_note_conflicts").execute();
  await db.schema.alterTable("tasting_notes").dropColumn("revision").execute();
  await db.schema.dropTable("client_writes").execute();
}
