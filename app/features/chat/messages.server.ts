import type { DB } from "~/.server/db";
import { toBool } from "~/.server/db/dialect";
import { lockUserWrites } from "~/.server/db/user-write-lock";
import { AppError } from "~/.server/errors";
import { bus } from "~/.server/realtime/bus";
import type { Participant } from "~/features/people/participants.server";
import type { Locale } from "~/lib/locales";
import { CHAT_MESSAGES, MAX_MESSAGE_LENGTH, MESSAGE_PAGE, MESSAGES_PER_MINUTE, messageText } from "./chat-rules";
import type { ChatMessage, ChatUpdate } from "./chat-views";
import { getConversation } from "./conversations.server";

// Messages of a conversation (docs/product/chat.md). Each is numbered in its
// conversation by the conversation row's counter, raised in the message's
// own transaction: PostgreSQL holds the row until the commit, SQLite writes
// one transaction at a time, so the numbers are the commit order and no two
// messages share one. A send is answered only after its commit: an answered
// message is on disk. The same client id sent twice is one message.

interface MessageRow {
  conversation_id: string;
  seq: number;
  sender_id: string;
  body: string;
  created_at: string;
  client_id: string | null;
}

function toMessage(row: MessageRow, personId: string): ChatMessage {
  return {
    id: `${row.conversation_id}:${row.seq}`,
    conversationId: row.conversation_id,
    seq: Number(row.seq),
    senderId: row.sender_id,
    mine: row.sender_id === personId,
    body: row.body,
    sentAt: row.created_at,
    clientId: row.client_id,
  };
}

/** The conversation's other participant: their person and the user who claimed it (null while unclaimed). */
async function otherOf(db: DB, me: Participant, conversationId: string) {
  const row = await db
    .selectFrom("chat_participants as o")
    .innerJoin("person_profiles as p", "p.id", "o.person_id")
    .innerJoin("chat_participants as me", (join) =>
      join.onRef("me.conversation_id", "=", "o.conversation_id").on("me.person_id", "=", me.personId),
    )
    .select(["p.id", "p.claimed_by", "p.kind"])
    .where("o.conversation_id", "=", conversationId)
    .where("o.person_id", "<>", me.personId)
    .where("p.event_id", "=", me.eventId)
    .executeTakeFirst();
  if (!row) throw new AppError("not_found", CHAT_MESSAGES.conversationNotFound);
  return { personId: row.id, userId: row.claimed_by, kind: row.kind };
}

/** Tells the given people's open pages what changed in the conversation (no reading: the send knows it all). */
export async function publishChatChange(
  eventId: string,
  people: readonly { userId: string | null; personId: string }[],
  conversationId: string,
  row?: MessageRow,
): Promise<void> {
  await Promise.all(
    people.map(async ({ userId, personId }) => {
      if (!userId) return;
      const update: ChatUpdate = { conversationId, ...(row ? { message: toMessage(row, personId) } : {}) };
      await bus().publish({ type: "user.changed", userId, eventId, resource: "chat", set: [update] });
    }),
  );
}

/**
 * Sends a message: refused when the other has blocked the sender ("You cannot
 * write to this person."), past the sender's messages a minute, or empty or
 * too long. Moves the sender's own read position to it.
 */
export async function sendMessage(
  db: DB,
  me: Participant,
  options: {
    conversationId: string;
    body: string;
    clientId?: string | null;
    now?: Date;
    /** The language the sender writes in: their e-mail digests use it. */
    locale?: Locale;
  },
): Promise<{ message: ChatMessage; created: boolean }> {
  const body = messageText(options.body);
  if (!body)
    throw new AppError("invalid", CHAT_MESSAGES.bodyRequired, { fields: { body: CHAT_MESSAGES.bodyRequired.key } });
  if (body.length > MAX_MESSAGE_LENGTH)
    throw new AppError("invalid", CHAT_MESSAGES.bodyTooLong, { fields: { body: CHAT_MESSAGES.bodyTooLong.key } });
  const other = await otherOf(db, me, options.conversationId);
  const clientId = options.clientId ?? null;
  const sentAt = options.now ?? new Date();

  const result = await db.transaction().execute(async (trx) => {
    await lockUserWrites(trx, me.userId);
    if (clientId) {
      const sent = await trx
        .selectFrom("chat_messages")
        .selectAll()
        .where("conversation_id", "=", options.conversationId)
        .where("sender_id", "=", me.personId)
        .where("client_id", "=", clientId)
        .executeTakeFirst();
      if (sent) return { row: sent, created: false };
    }
    // Refused when the other has blocked the sender, or past the sender's messages a minute.
    const minuteAgo = new Date(sentAt.getTime() - 60_000).toISOString();
    const checks = await trx
      .selectNoFrom((eb) => [
        eb
          .exists(
            eb
              .selectFrom("chat_blocks")
              .select("blocker_id")
              .where("blocker_id", "=", other.personId)
              .where("blocked_id", "=", me.personId),
          )
          .as("blocked"),
        eb
          .selectFrom("chat_messages")
          .select((count) => count.fn.countAll<number>().as("n"))
          .where("sender_id", "=", me.personId)
          .where("created_at", ">", minuteAgo)
          .as("recent"),
      ])
      .executeTakeFirstOrThrow();
    if (toBool(checks.blocked)) throw new AppError("forbidden", CHAT_MESSAGES.blocked);
    if (Number(checks.recent) >= MESSAGES_PER_MINUTE) throw new AppError("limit", CHAT_MESSAGES.tooManyMessages);
    // The next number, and a time never earlier than the message before: both from the
    // conversation's row, which the statement holds until the commit.
    const at = sentAt.toISOString();
    const counted = await trx
      .updateTable("chat_conversations")
      .set((eb) => ({
        last_seq: eb("last_seq", "+", 1),
        last_message_at: eb.case().when("last_message_at", ">", at).then(eb.ref("last_message_at")).else(at).end(),
      }))
      .where("id", "=", options.conversationId)
      .returning(["last_seq", "last_message_at"])
      .executeTakeFirstOrThrow();
    const row: MessageRow = {
      conversation_id: options.conversationId,
      seq: Number(counted.last_seq),
      sender_id: me.personId,
      client_id: clientId,
      body,
      created_at: counted.last_message_at ?? at,
    };
    await trx.insertInto("chat_messages").values(row).execute();
    if (options.locale)
      await trx
        .updateTable("person_profiles")
        .set({ locale: options.locale })
        .where("id", "=", me.personId)
        .where("locale", "<>", options.locale)
        .execute();
    await trx
      .updateTable("chat_participants")
      .set({ read_seq: row.seq })
      .where("conversation_id", "=", options.conversationId)
      .where("person_id", "=", me.personId)
      .execute();
    return { row, created: true };
  });
  if (result.created) await publishChatChange(me.eventId, [me, other], options.conversationId, result.row);
  return { message: toMessage(result.row, me.personId), created: result.created };
}

/** A page of the conversation's messages, oldest first, before `before` (a seq) or the latest; `next` pages further back. */
export async function listMessages(
  db: DB,
  me: Participant,
  options: { conversationId: string; before?: number; limit?: number },
): Promise<{ messages: ChatMessage[]; next: number | null }> {
  await otherOf(db, me, options.conversationId);
  const limit = Math.min(Math.max(options.limit ?? MESSAGE_PAGE, 1), 200);
  let query = db
    .selectFrom("chat_messages")
    .selectAll()
    .where("conversation_id", "=", options.conversationId)
    .orderBy("seq", "desc")
    .limit(limit);
  if (options.before !== undefined) query = query.where("seq", "<", options.before);
  const rows = (await query.execute()).reverse();
  const oldest = rows[0] ? Number(rows[0].seq) : null;
  return {
    messages: rows.map((row) => toMessage(row, me.personId)),
    next: oldest !== null && oldest > 1 ? oldest : null,
  };
}

/** Marks the conversation read up to `seq` (never backwards, never past its last message). */
export async function markRead(
  db: DB,
  me: Participant,
  options: { conversationId: string; seq: number },
): Promise<{ readSeq: number }> {
  const { lastSeq } = await getConversation(db, me, options.conversationId);
  // The last message only ever grows, so a bound read first stays a bound.
  const target = Math.min(options.seq, lastSeq);
  const moved = await db
    .updateTable("chat_participants")
    .set({ read_seq: target })
    .where("conversation_id", "=", options.conversationId)
    .where("person_id", "=", me.personId)
    .where("read_seq", "<", target)
    .returning("read_seq")
    .executeTakeFirst();
  // The sender's other tabs: their unread count changed.
  if (moved) await publishChatChange(me.eventId, [me], options.conversationId);
  const conversation = await getConversation(db, me, options.conversationId);
  return { readSeq: conversation.readSeq };
}
