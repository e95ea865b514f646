import type { Kysely } from "kysely";
import { sql } from "kysely";
import { columnTypes, dialectOf } from "../dialect";

// Meetings between the event's people, their history, the time people block
// in their schedules, the slot holds that keep one meeting per person and
// slot, and the secret calendar-feed tokens (docs/meetings.md). Instants are
// ISO 8601 UTC text ("2026-12-07T09:00:00.000Z"), so they compare as text
// the same way in both dialects.

export async function up(db: Kysely<any>): Promise<void> {
  const dialect = dialectOf(db);
  const { bool } = columnTypes(dialect);
  const falseValue = dialect === "postgres" ? sql`false` : 0;

  // A person's country, for the people directory (an attendee's own; a
  // representative's defaults to their exhibitor's when empty).
  await db.schema
    .alterTable("person_profiles")
    .addColumn("country", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  // The language a person last used for meetings: their meeting e-mails are
  // written in it ("" until they act: the event's default language).
  await db.schema
    .alterTable("person_profiles")
    .addColumn("locale", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  for (const column of ["country", "company", "attendee_type"]) {
    await db.schema
      .createIndex(`person_profiles_${column}`)
      .on("person_profiles")
      .columns(["event_id", column])
      .execute();
  }
  await db.schema
    .createIndex("person_profiles_directory")
    .on("person_profiles")
    .columns(["event_id", "kind", "name"])
    .execute();
  await db.schema
    .createIndex("person_profiles_registration")
    .on("person_profiles")
    .columns(["registration_id"])
    .execute();

  await db.schema
    .createTable("meetings")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("requester_id", "text", (c) => c.notNull().references("person_profiles.id").onDelete("cascade"))
    .addColumn("partner_id", "text", (c) => c.notNull().references("person_profiles.id").onDelete("cascade"))
    .addColumn("status", "text", (c) => c.notNull()) // requested | confirmed | rescheduled | cancelled
    .addColumn("awaiting", "text") // requester | partner: whose answer the meeting waits for
    .addColumn("slot_start", "text") // null: the requester left the time to the partner
    .addColumn("slot_end", "text")
    .addColumn("proposed_start", "text") // a pending reschedule's slot
    .addColumn("proposed_end", "text")
    .addColumn("proposed_by", "text")
    .addColumn("resumes_status", "text") // what a declined proposal returns to
    .addColumn("cancelled_by", "text")
    .addColumn("declined", bool, (c) => c.notNull().defaultTo(falseValue))
    .addColumn("place", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("requester_telephone", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("requester_shares_contact", bool, (c) => c.notNull().defaultTo(falseValue))
    .addColumn("partner_shares_contact", bool, (c) => c.notNull().defaultTo(falseValue))
    // Raised by every change; a change is conditional on the version read (and the iCalendar SEQUENCE).
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("meetings_requester")
    .on("meetings")
    .columns(["event_id", "requester_id", "slot_start"])
    .execute();
  await db.schema
    .createIndex("meetings_partner")
    .on("meetings")
    .columns(["event_id", "partner_id", "slot_start"])
    .execute();

  // One row per change, keyed by the version it made: who did what, and where the meeting stood after.
  await db.schema
    .createTable("meeting_history")
    .addColumn("meeting_id", "text", (c) => c.notNull().references("meetings.id").onDelete("cascade"))
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("actor_id", "text", (c) => c.notNull()) // the person who acted
    .addColumn("actor_side", "text", (c) => c.notNull()) // requester | partner
    .addColumn("action", "text", (c) => c.notNull()) // request | confirm | accept | decline | cancel | reschedule
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("slot_start", "text")
    .addColumn("proposed_start", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("meeting_history_pk", ["meeting_id", "version"])
    .execute();

  // Time a representative blocked, as they gave it (a range, or a part of a day).
  await db.schema
    .createTable("schedule_blocks")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("person_id", "text", (c) => c.notNull().references("person_profiles.id").onDelete("cascade"))
    .addColumn("starts_at", "text", (c) => c.notNull())
    .addColumn("ends_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("schedule_blocks_person")
    .on("schedule_blocks")
    .columns(["event_id", "person_id", "starts_at"])
    .execute();

  // A slot holds one thing per person: a meeting, a pending reschedule's
  // proposal or a block. The primary key is the rule; a meeting writes the
  // rows of both people in its own transaction, so of two racing writes for
  // one person's slot exactly one commits.
  await db.schema
    .createTable("slot_holds")
    .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("person_id", "text", (c) => c.notNull().references("person_profiles.id").onDelete("cascade"))
    .addColumn("slot_start", "text", (c) => c.notNull())
    .addColumn("slot_end", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull()) // meeting | proposal | block
    .addColumn("meeting_id", "text", (c) => c.references("meetings.id").onDelete("cascade"))
    .addColumn("block_id", "text", (c) => c.references("schedule_blocks.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("slot_holds_pk", ["event_id", "person_id", "slot_start"])
    .execute();
  await db.schema.createIndex("slot_holds_meeting").on("slot_holds").columns(["meeting_id"]).execute();
  await db.schema.createIndex("slot_holds_block").on("slot_holds").columns(["block_id"]).execute();

  // A user's secret calendar-feed token at an event: only its hash is kept,
  // so the database alone does not open anyone's calendar.
  await db.schema
    .createTable("calendar_tokens")
    .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("auth_users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("nonce", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("calendar_tokens_pk", ["event_id", "user_id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["calendar_tokens", "slot_holds", "schedule_blocks", "meeting_history", "meetings"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  for (const index of [
    "person_profiles_registration",
    "person_profiles_directory",
    "person_profiles_attendee_type",
    "person_profiles_company",
    "person_profiles_country",
  ]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  await db.schema.alterTable("person_profiles").dropColumn("locale").execute();
  await db.schema.alterTable("person_profiles").dropColumn("country").execute();
}
