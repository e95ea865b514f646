import { randomBytes } from "node:crypto";
import type { DB } from "~/.server/db";
import { lockUserWrites } from "~/.server/db/user-write-lock";
import { AppError } from "~/.server/errors";
import { findPersonWithPrivacy, type Participant } from "~/features/people/participants.server";
import { hasBlocked } from "~/features/people/person-blocks.server";
import { CHAT_MESSAGES, CONVERSATIONS_PER_HOUR, pairOf, startRefusal, unreadCount } from "./chat-rules";
import type { ChatConversation } from "./chat-views";

// Conversations (docs/product/chat.md): one per pair of people of an event,
// whoever starts it; the pair's uniqueness is the database's. A person's
// list, newest message first, with what they have not read.

/** How many conversations the list shows (the most recent). */
export const CONVERSATION_LIST_LIMIT = 200;

function conversationRows(db: DB, personId: string) {
  return db
    .selectFrom("chat_participants as me")
    .innerJoin("chat_conversations as c", "c.id", "me.conversation_id")
    .innerJoin("chat_participants as o", (join) =>
      join.onRef("o.conversation_id", "=", "c.id").onRef("o.person_id", "<>", "me.person_id"),
    )
    .innerJoin("person_profiles as p", "p.id", "o.person_id")
    .leftJoin("chat_messages as m", (join) =>
      join.onRef("m.conversation_id", "=", "c.id").onRef("m.seq", "=", "c.last_seq"),
    )
    .leftJoin("chat_blocks as b", (join) =>
      join.onRef("b.blocker_id", "=", "me.person_id").onRef("b.blocked_id", "=", "o.person_id"),
    )
    .select([
      "c.id",
      "c.started_by",
      "c.last_seq",
      "c.last_message_at",
      "c.created_at",
      "me.read_seq",
      "p.id as other_id",
      "p.name as other_name",
      "p.company as other_company",
      "p.kind as other_kind",
      "p.profile_image_url as other_image",
      "m.seq as m_seq",
      "m.sender_id as m_sender",
      "m.body as m_body",
      "m.created_at as m_created_at",
      "m.client_id as m_client_id",
      "b.created_at as blocked_at",
    ])
    .where("me.person_id", "=", personId);
}

type ConversationRow = Awaited<ReturnType<ReturnType<typeof conversationRows>["executeTakeFirstOrThrow"]>>;

function toConversation(row: ConversationRow, personId: string): ChatConversation {
  return {
    id: row.id,
    with: {
      personId: row.other_id,
      name: row.other_name,
      company: row.other_company,
      kind: row.other_kind,
      profileImageUrl: row.other_image,
    },
    startedBy: row.started_by,
    lastMessage:
      row.m_seq === null || row.m_seq === undefined
        ? null
        : {
            id: `${row.id}:${row.m_seq}`,
            conversationId: row.id,
            seq: Number(row.m_seq),
            senderId: row.m_sender ?? "",
            mine: row.m_sender === personId,
            body: row.m_body ?? "",
            sentAt: row.m_created_at ?? "",
            clientId: row.m_client_id ?? null,
          },
    lastSeq: Number(row.last_seq),
    readSeq: Number(row.read_seq),
    unread: unreadCount(Number(row.last_seq), Number(row.read_seq)),
    blockedByMe: row.blocked_at !== null && row.blocked_at !== undefined,
    createdAt: row.created_at,
    lastMessageAt: row.last_message_at,
  };
}

/** The person's conversations at the event, the most recent first. */
export async function listConversations(
  db: DB,
  me: Participant,
): Promise<{ conversations: ChatConversation[]; unreadTotal: number }> {
  const rows = await conversationRows(db, me.personId)
    .where("c.event_id", "=", me.eventId)
    .orderBy("c.last_message_at", "desc")
    .orderBy("c.created_at", "desc")
    .orderBy("c.id")
    .limit(CONVERSATION_LIST_LIMIT)
    .execute();
  const conversations = rows.map((row) => toConversation(row, me.personId));
  return { conversations, unreadTotal: await unreadTotal(db, me) };
}

/** Unread messages over all of the person's conversations (the header's count). */
export async function unreadTotal(db: DB, me: Participant): Promise<number> {
  const row = await db
    .selectFrom("chat_participants as me")
    .innerJoin("chat_conversations as c", "c.id", "me.conversation_id")
    .select((eb) => eb.fn.sum<number>(eb("c.last_seq", "-", eb.ref("me.read_seq"))).as("unread"))
    .where("me.person_id", "=", me.personId)
    .where("c.event_id", "=", me.eventId)
    .executeTakeFirst();
  return Number(row?.unread ?? 0);
}

/** One of the person's conversations; another's (or none) is the same "not found". */
export async function getConversation(db: DB, me: Participant, conversationId: string): Promise<ChatConversation> {
  const row = await conversationRows(db, me.personId)
    .where("c.id", "=", conversationId)
    .where("c.event_id", "=", me.eventId)
    .executeTakeFirst();
  if (!row) throw new AppError("not_found", CHAT_MESSAGES.conversationNotFound);
  return toConversation(row, me.personId);
}

/** The id of the conversation between the person and another at the event, or null. */
async function conversationOfPair(db: DB, me: Participant, personId: string): Promise<string | null> {
  const pair = pairOf(me.personId, personId);
  const row = await db
    .selectFrom("chat_conversations")
    .select("id")
    .where("event_id", "=", me.eventId)
    .where("person_low", "=", pair.low)
    .where("person_high", "=", pair.high)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Whether the person may open a conversation with another: one exists already, or they may start it. */
export async function mayChatWith(db: DB, me: Participant, personId: string): Promise<boolean> {
  if (await conversationOfPair(db, me, personId)) return true;
  const recipient = await findPersonWithPrivacy(db, { eventId: me.eventId, personId });
  if (!recipient) return false;
  const blocked = await hasBlocked(db, { blocker: recipient.id, blocked: me.personId });
  return startRefusal({ id: me.personId, kind: me.kind }, recipient, blocked) === null;
}

/**
 * The conversation between the person and another, started if there is none:
 * only with someone they may see, who accepts chats from their role and has
 * not blocked them, and within the limit of conversations started an hour.
 * Two people starting it at once get the same conversation (the pair is unique).
 */
export async function startConversation(
  db: DB,
  me: Participant,
  options: { personId: string; now?: Date },
): Promise<{ conversation: ChatConversation; created: boolean }> {
  const existing = await conversationOfPair(db, me, options.personId);
  if (existing) return { conversation: await getConversation(db, me, existing), created: false };
  const pair = pairOf(me.personId, options.personId);

  const recipient = await findPersonWithPrivacy(db, { eventId: me.eventId, personId: options.personId });
  if (!recipient) throw new AppError("not_found", CHAT_MESSAGES.personNotFound);
  const blocked = await hasBlocked(db, { blocker: recipient.id, blocked: me.personId });
  const refusal = startRefusal({ id: me.personId, kind: me.kind }, recipient, blocked);
  if (refusal) throw new AppError(refusal === "personNotFound" ? "not_found" : "forbidden", CHAT_MESSAGES[refusal]);

  const now = options.now ?? new Date();
  const id = randomBytes(12).toString("hex");
  const created = await db.transaction().execute(async (trx) => {
    await lockUserWrites(trx, me.userId);
    const hourAgo = new Date(now.getTime() - 60 * 60 * 1000).toISOString();
    const started = await trx
      .selectFrom("chat_conversations")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("started_by", "=", me.personId)
      .where("created_at", ">", hourAgo)
      .executeTakeFirstOrThrow();
    if (Number(started.n) >= CONVERSATIONS_PER_HOUR) throw new AppError("limit", CHAT_MESSAGES.tooManyConversations);
    const inserted = await trx
      .insertInto("chat_conversations")
      .values({
        id,
        event_id: me.eventId,
        person_low: pair.low,
        person_high: pair.high,
        started_by: me.personId,
        last_message_at: null,
        created_at: now.toISOString(),
      })
      .onConflict((oc) => oc.columns(["event_id", "person_low", "person_high"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) return false;
    await trx
      .insertInto("chat_participants")
      .values(
        [pair.low, pair.high].map((personId) => ({ conversation_id: id, person_id: personId, event_id: me.eventId })),
      )
      .execute();
    return true;
  });
  if (created) return { conversation: await getConversation(db, me, id), created: true };
  // The other started it at the same moment: theirs is ours.
  return startConversation(db, me, options);
}
