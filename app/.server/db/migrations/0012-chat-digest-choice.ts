import { type Kysely, sql } from "kysely";
import { columnTypes, dialectOf } from "../dialect";

// Whether a person gets the e-mail digest of unread chat messages
// (docs/product/chat.md "The digest"): on unless they turn it off.

export async function up(db: Kysely<any>): Promise<void> {
  const dialect = dialectOf(db);
  const { bool } = columnTypes(dialect);
  await db.schema
    .alterTable("person_profiles")
    .addColumn("chat_digest", bool, (c) => c.notNull().defaultTo(dialect === "postgres" ? sql`true` : 1))
    .execute();
  // The digest's query: participants with something unread.
  await db.schema
    .createIndex("chat_conversations_last_message")
    .on("chat_conversations")
    .columns(["last_message_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("chat_conversations_last_message").execute();
  await db.schema.alterTable("person_profiles").dropColumn("chat_digest").execute();
}
