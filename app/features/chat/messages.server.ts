import type { DB } from "~/.server/db";
import { lockUserWrites } from "~/.server/db/user-write-lock";
import { AppError } from "~/.server/errors";
import { bus } from "~/.server/realtime/bus";
import type { Participant } from "~/features/meetings/participants.server";
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

/** Tells both participants' open pages what changed, each as they see it. */
export async function publishChatChange(
  db: DB,
  me: Participant,
  conversationId: string,
  message?: { row: MessageRow },
): Promise<void> {
  const other = await otherOf(db, me, conversationId);
  const sides: Participant[] = [me];
  if (other.userId)
    sides.push({ eventId: me.eventId, personId: other.personId, userId: other.userId, kind: other.kind });
  await Promise.all(
    sides.map(async (side) => {
      const update: ChatUpdate = {
        conversation: await getConversation(db, side, conversationId),
        ...(message ? { message: toMessage(message.row, side.personId) } : {}),
      };
      await bus().publish({
        type: "user.changed",
        userId: side.userId,
        eventId: me.eventId,
        resource: "chat",
        set: [update],
      });
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
    const blocked = await trx
      .selectFrom("chat_blocks")
      .select("blocker_id")
      .where("blocker_id", "=", other.personId)
      .where("blocked_id", "=", me.personId)
      .executeTakeFirst();
    if (blocked) throw new AppError("forbidden", CHAT_MESSAGES.blocked);
    const minuteAgo = new Date((options.now ?? new Date()).getTime() - 60_000).toISOString();
    const recent = await trx
      .selectFrom("chat_messages")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("sender_id", "=", me.personId)
      .where("created_at", ">", minuteAgo)
      .executeTakeFirstOrThrow();
    if (Number(recent.n) >= MESSAGES_PER_MINUTE) throw new AppError("limit", CHAT_MESSAGES.tooManyMessages);
    const counted = await trx
      .updateTable("chat_conversations")
      .set((eb) => ({ last_seq: eb("last_seq", "+", 1) }))
      .where("id", "=", options.conversationId)
      .returning("last_seq")
      .executeTakeFirstOrThrow();
    // Timed once the conversation is held, so a later number never has an earlier time.
    const sentAt = (options.now ?? new Date()).toISOString();
    await trx
      .updateTable("chat_conversations")
      .set({ last_message_at: sentAt })
      .where("id", "=", options.conversationId)
      .execute();
    const row: MessageRow = {
      conversation_id: options.conversationId,
      seq: Number(counted.last_seq),
      sender_id: me.personId,
      client_id: clientId,
      body,
      created_at: sentAt,
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
  if (result.created) await publishChatChange(db, me, options.conversationId, { row: result.row });
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
  if (moved) await publishChatChange(db, me, options.conversationId);
  const conversation = await getConversation(db, me, options.conversationId);
  return { readSeq: conversation.readSeq };
}
