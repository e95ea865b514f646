import { type Kysely, sql } from "kysely";

// The exhibitor's desk (issue 16, docs/product/exhibitor-desk.md):
// - a sample request's handling by the exhibitor: open, sent or declined, with
//   a note, who changed it and when, and a revision the change is conditional
//   on (two representatives marking the same request cannot both win);
// - a contact message's consent: when the sender accepted the privacy policy
//   (the form has always required it, so the stored rows accepted it when sent).
// - a user's claimed people and organizer roles across events, which /api/me
//   reads on every signed-in page load for the menu's work pages (the
//   existing indexes lead with the event).
// (Favourites by item, which "who bookmarked" reads, are indexed by 0014.)

export const SAMPLE_REQUEST_STATUSES = ["open", "sent", "declined"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("sample_requests")
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("open")
        .check(sql`status in (${sql.join(SAMPLE_REQUEST_STATUSES.map((s) => sql.lit(s)))})`),
    )
    .execute();
  await db.schema
    .alterTable("sample_requests")
    .addColumn("status_note", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.alterTable("sample_requests").addColumn("status_changed_at", "text").execute();
  await db.schema.alterTable("sample_requests").addColumn("status_changed_by", "text").execute();
  await db.schema
    .alterTable("sample_requests")
    .addColumn("revision", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema.alterTable("contact_messages").addColumn("privacy_accepted_at", "text").execute();
  await db.updateTable("contact_messages").set({ privacy_accepted_at: sql`created_at` }).execute();

  await db.schema
    .createIndex("person_profiles_claimant")
    .on("person_profiles")
    .columns(["claimed_by", "kind"])
    .execute();
  await db.schema.createIndex("event_roles_user").on("event_roles").columns(["user_id", "role"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("event_roles_user").execute();
  await db.schema.dropIndex("person_profiles_claimant").execute();
  await db.schema.alterTable("contact_messages").dropColumn("privacy_accepted_at").execute();
  for (const column of ["revision", "status_changed_by", "status_changed_at", "status_note", "status"]) {
    await db.schema.alterTable("sample_requests").dropColumn(column).execute();
  }
}
