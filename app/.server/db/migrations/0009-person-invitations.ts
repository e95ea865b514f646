import { type Kysely, sql } from "kysely";

// The organizer's people pages (issue 15, docs/product/site-settings.md
// "People"): when a person was last invited to claim their profile, and in
// which language; and one address per role at an event, held by the
// database, so two organizers adding the same person at once cannot both
// win. A representative may also hold an attendee entry under the same
// address (docs/product/accounts.md), hence the role in the index. An empty
// address is no address and may repeat.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("person_profiles").addColumn("invited_at", "text").execute();
  await db.schema
    .alterTable("person_profiles")
    .addColumn("invited_locale", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  const duplicates = await sql<{ n: number }>`
    select count(*) as n from (
      select 1 from person_profiles where email <> ''
      group by event_id, kind, email having count(*) > 1
    ) as d`.execute(db);
  if (Number(duplicates.rows[0]?.n ?? 0) > 0)
    throw new Error(
      "person_profiles holds the same address twice for one role at an event; resolve those entries before this migration",
    );
  await sql`create unique index person_profiles_unique_email on person_profiles (event_id, kind, email) where email <> ''`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("person_profiles_unique_email").execute();
  await db.schema.alterTable("person_profiles").dropColumn("invited_locale").execute();
  await db.schema.alterTable("person_profiles").dropColumn("invited_at").execute();
}
