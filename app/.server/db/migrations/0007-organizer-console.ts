import type { Kysely } from "kysely";

// The organizer's console (issue 15, docs/product/site-settings.md):
// organizers invited by an address that has no account yet, who become
// organizers when they first sign in with that address verified; and the
// audit log of what organizers (and the command line, the admin API) change.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("organizer_invitations")
    .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("email", "text", (c) => c.notNull()) // lower case
    .addColumn("invited_by", "text") // a user id; NULL: the command line or ORGANIZER_EMAILS
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("organizer_invitations_pk", ["event_id", "email"])
    .execute();
  await db.schema.createIndex("organizer_invitations_email").on("organizer_invitations").column("email").execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
    // Who: a user (kept as its address at the time, so the entry outlives the account), or a tool.
    .addColumn("actor_id", "text")
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("details", "text", (c) => c.notNull().defaultTo("{}")) // JSON
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("audit_log_event_time")
    .on("audit_log")
    .columns(["event_id", "created_at", "id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("audit_log").ifExists().execute();
  await db.schema.dropTable("organizer_invitations").ifExists().execute();
}
