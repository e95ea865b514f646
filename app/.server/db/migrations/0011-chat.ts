import { type Kysely, sql } from "kysely";

// Chat (issue 16, docs/product/chat.md): one conversation per pair of people
// of an event; its messages numbered 1, 2, 3… in the order they were
// committed (the conversation row's counter, raised in the message's
// transaction); each participant's read position; who blocked whom; reports
// to the organizers. People are person profiles, as in meetings.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("chat_conversations")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
    // The pair, the smaller id first: one conversation per pair, whoever starts it.
    .addColumn("person_low", "text", (c) => c.notNull().references("person_profiles.id").onDelete("cascade"))
    .addColumn("person_high", "text", (c) => c.notNull().references("person_profiles.id").onDelete("cascade"))
    .addColumn("started_by", "text", (c) => c.notNull())
    .addColumn("last_seq", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_message_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("chat_conversations_pair", ["event_id", "person_low", "person_high"])
    .addCheckConstraint("chat_conversations_two_people", sql`person_low < person_high`)
    .execute();
  await db.schema
    .createIndex("chat_conversations_started")
    .on("chat_conversations")
    .columns(["started_by", "created_at"])
    .execute();

  await db.schema
    .createTable("chat_participants")
    .addColumn("conversation_id", "text", (c) => c.notNull().references("chat_conversations.id").onDelete("cascade"))
    .addColumn("person_id", "text", (c) => c.notNull().references("person_profiles.id").onDelete("cascade"))
    .addColumn("event_id", "text", (c) => c.notNull())
    // The last message this person has read (their own count as read).
    .addColumn("read_seq", "integer", (c) => c.notNull().defaultTo(0))
    // The last message an e-mail digest told them about.
    .addColumn("notified_seq", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("chat_participants_pk", ["conversation_id", "person_id"])
    .execute();
  await db.schema
    .createIndex("chat_participants_person")
    .on("chat_participants")
    .columns(["person_id", "conversation_id"])
    .execute();

  await db.schema
    .createTable("chat_messages")
    .addColumn("conversation_id", "text", (c) => c.notNull().references("chat_conversations.id").onDelete("cascade"))
    .addColumn("seq", "integer", (c) => c.notNull())
    .addColumn("sender_id", "text", (c) => c.notNull())
    // The sender's own id for the message, so a retried send is not a second message.
    .addColumn("client_id", "text")
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("chat_messages_pk", ["conversation_id", "seq"])
    .addUniqueConstraint("chat_messages_client", ["conversation_id", "sender_id", "client_id"])
    .execute();
  await db.schema
    .createIndex("chat_messages_sender")
    .on("chat_messages")
    .columns(["sender_id", "created_at"])
    .execute();

  await db.schema
    .createTable("chat_blocks")
    .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("blocker_id", "text", (c) => c.notNull().references("person_profiles.id").onDelete("cascade"))
    .addColumn("blocked_id", "text", (c) => c.notNull().references("person_profiles.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("chat_blocks_pk", ["blocker_id", "blocked_id"])
    .execute();
  await db.schema.createIndex("chat_blocks_blocked").on("chat_blocks").columns(["blocked_id", "blocker_id"]).execute();

  await db.schema
    .createTable("chat_reports")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("conversation_id", "text", (c) => c.notNull().references("chat_conversations.id").onDelete("cascade"))
    .addColumn("reporter_id", "text", (c) => c.notNull())
    .addColumn("reported_id", "text", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    // The conversation up to the report, as the organizers will read it.
    .addColumn("last_seq", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("handled_at", "text")
    .execute();
  await db.schema.createIndex("chat_reports_event").on("chat_reports").columns(["event_id", "created_at"]).execute();

  // When each person was last sent a digest of unread messages (at most one an hour).
  await db.schema
    .createTable("chat_digests")
    .addColumn("person_id", "text", (c) => c.primaryKey().references("person_profiles.id").onDelete("cascade"))
    .addColumn("sent_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "chat_digests",
    "chat_reports",
    "chat_blocks",
    "chat_messages",
    "chat_participants",
    "chat_conversations",
  ])
    await db.schema.dropTable(table).ifExists().execute();
}
