import type { CreateTableBuilder, Kysely } from "kysely";
import { sql } from "kysely";
import { columnTypes, dialectOf } from "../dialect";

// Accounts: better-auth's four tables (users, sessions, accounts with the
// password hash or the identity provider's tokens, verifications for sign-in
// links and password resets) plus its rate-limit counters; then what the site
// keeps per event: user profiles (docs/product/accounts.md user profile record), person
// profiles (attendees and representatives, which a user claims) and the
// organizer role.
//
// better-auth reads and writes Date values: PostgreSQL stores them as
// timestamptz; on SQLite its adapter converts them to ISO text itself.

type Table = CreateTableBuilder<any, any>;

export async function up(db: Kysely<any>): Promise<void> {
  const dialect = dialectOf(db);
  const { bool } = columnTypes(dialect);
  const time = dialect === "postgres" ? "timestamptz" : "text";
  const falseValue = dialect === "postgres" ? sql`false` : 0;
  const text = (t: Table, ...names: string[]) =>
    names.reduce((acc, name) => acc.addColumn(name, "text", (c) => c.notNull().defaultTo("")), t);
  const stamps = (t: Table) =>
    t.addColumn("created_at", time, (c) => c.notNull()).addColumn("updated_at", time, (c) => c.notNull());

  await stamps(
    db.schema
      .createTable("auth_users")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull().unique())
      .addColumn("email_verified", bool, (c) => c.notNull().defaultTo(falseValue))
      .addColumn("image", "text")
      // From the identity provider's phone_number claim: seeds the profile's telephone.
      .addColumn("phone", "text"),
  ).execute();

  await stamps(
    db.schema
      .createTable("auth_sessions")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("auth_users.id").onDelete("cascade"))
      .addColumn("token", "text", (c) => c.notNull().unique())
      .addColumn("expires_at", time, (c) => c.notNull())
      .addColumn("ip_address", "text")
      .addColumn("user_agent", "text"),
  ).execute();
  await db.schema.createIndex("auth_sessions_user").on("auth_sessions").column("user_id").execute();

  await stamps(
    db.schema
      .createTable("auth_accounts")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("auth_users.id").onDelete("cascade"))
      .addColumn("account_id", "text", (c) => c.notNull())
      .addColumn("provider_id", "text", (c) => c.notNull())
      .addColumn("access_token", "text")
      .addColumn("refresh_token", "text")
      .addColumn("id_token", "text")
      .addColumn("access_token_expires_at", time)
      .addColumn("refresh_token_expires_at", time)
      .addColumn("scope", "text")
      .addColumn("password", "text"),
  ).execute();
  await db.schema.createIndex("auth_accounts_user").on("auth_accounts").column("user_id").execute();

  await stamps(
    db.schema
      .createTable("auth_verifications")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("identifier", "text", (c) => c.notNull())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("expires_at", time, (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex("auth_verifications_identifier").on("auth_verifications").column("identifier").execute();

  await db.schema
    .createTable("auth_rate_limits")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("last_request", "bigint", (c) => c.notNull())
    .execute();

  // The user profile record of one user at one event (the spec's
  // collections/{collectionId}/users/{uid}). `data` holds the validated
  // record as JSON; the columns beside it are what queries filter on.
  await db.schema
    .createTable("user_profiles")
    .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("auth_users.id").onDelete("cascade"))
    .addColumn("primary_role", "text", (c) => c.notNull())
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("user_profiles_pk", ["event_id", "user_id"])
    .execute();

  // Attendees and exhibitor representatives as the organizer registered
  // them; a user claims one by signing in with its email.
  await text(
    db.schema
      .createTable("person_profiles")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
      .addColumn("kind", "text", (c) => c.notNull()) // representative | attendee
      .addColumn("registration_id", "text", (c) => c.references("registrations.id").onDelete("set null"))
      .addColumn("claimed_by", "text", (c) => c.references("auth_users.id").onDelete("set null"))
      .addColumn("claimed_at", "text")
      .addColumn("sort_number", "integer")
      .addColumn("discoverable", bool, (c) => c.notNull().defaultTo(falseValue))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull()),
    "email",
    "name",
    "job_title",
    "company",
    "telephone",
    "linkedin_url",
    "video_call_id",
    "office_phone",
    "mobile_phone",
    "profile_image_url",
    "attendee_type",
    "table_number",
  ).execute();
  await db.schema.createIndex("person_profiles_email").on("person_profiles").columns(["event_id", "email"]).execute();
  await db.schema
    .createIndex("person_profiles_claimed_by")
    .on("person_profiles")
    .columns(["event_id", "claimed_by"])
    .execute();

  await db.schema
    .createTable("event_roles")
    .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("auth_users.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull()) // organizer
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("event_roles_pk", ["event_id", "user_id", "role"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "event_roles",
    "person_profiles",
    "user_profiles",
    "auth_rate_limits",
    "auth_verifications",
    "auth_accounts",
    "auth_sessions",
    "auth_users",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
