import { randomBytes } from "node:crypto";
import type { DB } from "~/.server/db";
import { AppError } from "~/.server/errors";
import type { Participant } from "~/features/people/participants.server";
import { CHAT_MESSAGES, MAX_REASON_LENGTH } from "./chat-rules";
import { getConversation } from "./conversations.server";
import { publishChatChange } from "./messages.server";

// Blocking and reporting from a conversation (docs/product/chat.md). A
// blocked person can no longer write to the one who blocked them, nor
// request a meeting with them; a report keeps the conversation as it was
// for the organizers to read.

/** Blocks the conversation's other person; blocking twice is blocking once. */
export async function blockInConversation(
  db: DB,
  me: Participant,
  options: { conversationId: string; now?: Date },
): Promise<void> {
  const conversation = await getConversation(db, me, options.conversationId);
  await db
    .insertInto("chat_blocks")
    .values({
      event_id: me.eventId,
      blocker_id: me.personId,
      blocked_id: conversation.with.personId,
      created_at: (options.now ?? new Date()).toISOString(),
    })
    .onConflict((oc) => oc.columns(["blocker_id", "blocked_id"]).doNothing())
    .execute();
  await publishChatChange(me.eventId, [me], options.conversationId);
}

/** Lifts the block on the conversation's other person. */
export async function unblockInConversation(
  db: DB,
  me: Participant,
  options: { conversationId: string },
): Promise<void> {
  const conversation = await getConversation(db, me, options.conversationId);
  await db
    .deleteFrom("chat_blocks")
    .where("blocker_id", "=", me.personId)
    .where("blocked_id", "=", conversation.with.personId)
    .execute();
  await publishChatChange(me.eventId, [me], options.conversationId);
}

/** Reports the conversation to the event's organizers, with what it holds now. */
export async function reportConversation(
  db: DB,
  me: Participant,
  options: { conversationId: string; reason: string; now?: Date },
): Promise<{ reportId: string }> {
  const reason = options.reason.trim();
  if (reason.length > MAX_REASON_LENGTH)
    throw new AppError("invalid", CHAT_MESSAGES.reasonTooLong, { fields: { reason: CHAT_MESSAGES.reasonTooLong.key } });
  const conversation = await getConversation(db, me, options.conversationId);
  const id = randomBytes(12).toString("hex");
  await db
    .insertInto("chat_reports")
    .values({
      id,
      event_id: me.eventId,
      conversation_id: conversation.id,
      reporter_id: me.personId,
      reported_id: conversation.with.personId,
      reason,
      last_seq: conversation.lastSeq,
      created_at: (options.now ?? new Date()).toISOString(),
      handled_at: null,
    })
    .execute();
  return { reportId: id };
}
