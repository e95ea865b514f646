import type { Kysely } from "kysely";

// What changed in an event's catalogue, for the offline package's updates by
// difference (issue 31, docs/offline-package.md). catalogue_versions holds
// one number per event, raised by every catalogue write; catalogue_changes
// the version at which each product, exhibitor or producer (or the event
// itself) last changed: one row per entity, so the table never grows past
// the catalogue. A removed entity keeps its row: the package reads it again,
// finds it gone and sends its removal.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("catalogue_versions")
    .addColumn("event_id", "text", (c) => c.primaryKey().references("events.id").onDelete("cascade"))
    .addColumn("version", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("catalogue_changes")
    .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
    // product, exhibitor, producer or event.
    .addColumn("entity", "text", (c) => c.notNull())
    .addColumn("entity_id", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("catalogue_changes_pk", ["event_id", "entity", "entity_id"])
    .execute();
  await db.schema
    .createIndex("catalogue_changes_by_version")
    .on("catalogue_changes")
    .columns(["event_id", "version"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("catalogue_changes").execute();
  await db.schema.dropTable("catalogue_versions").execute();
}
