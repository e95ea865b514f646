import type { Kysely } from "kysely";

// Leads at the stand (issue 31, docs/leads.md): every attendee's personal
// badge code at an event, and the leads a stand scanned from them. The
// database holds the rules: one badge per event and user, codes unique, one
// lead per stand (exhibitor) and person.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("badges")
    .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull())
    // The person the user claimed at the event when the badge was made.
    .addColumn("person_id", "text", (c) => c.notNull().references("person_profiles.id").onDelete("cascade"))
    // Upper-case letters and digits; renewing replaces it.
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("renewed_at", "text")
    .addPrimaryKeyConstraint("badges_pk", ["event_id", "user_id"])
    .execute();

  await db.schema
    .createTable("leads")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
    // The stand: the exhibitor whose representatives scanned.
    .addColumn("exhibitor_id", "text", (c) => c.notNull())
    .addColumn("person_id", "text", (c) => c.notNull().references("person_profiles.id").onDelete("cascade"))
    .addColumn("score", "text")
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("scanned_at", "text", (c) => c.notNull())
    // The representative (user) who first scanned.
    .addColumn("scanned_by", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("leads_stand_person", ["event_id", "exhibitor_id", "person_id"])
    .execute();
  await db.schema
    .createIndex("leads_stand_time")
    .on("leads")
    .columns(["event_id", "exhibitor_id", "scanned_at"])
    .execute();
  await db.schema.createIndex("leads_person").on("leads").columns(["event_id", "person_id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("leads").execute();
  await db.schema.dropTable("badges").execute();
}
