import type { DB } from "~/.server/db";
import { dialectOf, fromBool, toBool } from "~/.server/db/dialect";
import type { Mailer } from "~/.server/email/mailer";
import { eventNameIn } from "~/features/events/event-name.server";
import { getEvent } from "~/features/events/events.server";
import type { Participant } from "~/features/people/participants.server";
import { isLocale, type Locale } from "~/lib/locales";
import { type DigestConversation, sendChatDigest } from "./chat-digest-email.server";

// The e-mail digest of unread chat messages (docs/product/chat.md "The
// digest"): once a conversation has been quiet for a while, a person with
// messages they have not read (and not yet been told about) gets one e-mail
// listing who wrote, at most one an hour. The hour is claimed by a
// conditional write, so two servers never both send it; what a digest told
// is remembered per conversation (notified_seq), so no message is announced twice.

export const DIGEST_EVERY_MS = 60 * 60 * 1000;
/** People handled a run: a bigger backlog waits for the next run. */
export const DIGEST_BATCH = 200;

interface Waiting {
  personId: string;
  eventId: string;
  to: string;
  locale: Locale | null;
  conversations: (DigestConversation & { id: string; lastSeq: number })[];
}

async function waitingPeople(db: DB, options: { now: Date; quietMs: number }): Promise<Waiting[]> {
  const quietSince = new Date(options.now.getTime() - options.quietMs).toISOString();
  const rows = await db
    .selectFrom("chat_participants as me")
    .innerJoin("chat_conversations as c", "c.id", "me.conversation_id")
    .innerJoin("person_profiles as p", "p.id", "me.person_id")
    .innerJoin("auth_users as u", "u.id", "p.claimed_by")
    .innerJoin("chat_participants as o", (join) =>
      join.onRef("o.conversation_id", "=", "c.id").onRef("o.person_id", "<>", "me.person_id"),
    )
    .innerJoin("person_profiles as op", "op.id", "o.person_id")
    .select([
      "me.person_id",
      "me.read_seq",
      "c.id",
      "c.event_id",
      "c.last_seq",
      "p.email",
      "p.locale",
      "u.email as login_email",
      "op.name as other_name",
      "op.company as other_company",
    ])
    .where("c.last_message_at", "<=", quietSince)
    .whereRef("c.last_seq", ">", "me.read_seq")
    .whereRef("c.last_seq", ">", "me.notified_seq")
    .where("p.chat_digest", "=", fromBool(dialectOf(db), true))
    .orderBy("me.person_id")
    .limit(DIGEST_BATCH * 5)
    .execute();
  const people = new Map<string, Waiting>();
  for (const row of rows) {
    const person = people.get(row.person_id) ?? {
      personId: row.person_id,
      eventId: row.event_id,
      to: row.email.trim() || row.login_email,
      locale: isLocale(row.locale) ? row.locale : null,
      conversations: [],
    };
    person.conversations.push({
      id: row.id,
      lastSeq: Number(row.last_seq),
      name: row.other_name,
      company: row.other_company,
      unread: Number(row.last_seq) - Number(row.read_seq),
    });
    people.set(row.person_id, person);
  }
  return [...people.values()].slice(0, DIGEST_BATCH);
}

/** Claims this hour's digest for the person: false when one went out within the hour. */
async function claimHour(db: DB, person: Waiting, now: Date): Promise<boolean> {
  const hourAgo = new Date(now.getTime() - DIGEST_EVERY_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("chat_digests")
      .values({ person_id: person.personId, sent_at: now.toISOString() })
      .onConflict((oc) =>
        oc.column("person_id").doUpdateSet({ sent_at: now.toISOString() }).where("chat_digests.sent_at", "<=", hourAgo),
      )
      .returning("person_id")
      .executeTakeFirst();
    if (!claimed) return false;
    for (const conversation of person.conversations)
      await trx
        .updateTable("chat_participants")
        .set({ notified_seq: conversation.lastSeq })
        .where("conversation_id", "=", conversation.id)
        .where("person_id", "=", person.personId)
        .where("notified_seq", "<", conversation.lastSeq)
        .execute();
    return true;
  });
}

/** One run: sends the digests that are due; returns how many went. A mail that fails is logged, not retried. */
export async function sendChatDigests(
  db: DB,
  options: { now?: Date; quietMs: number; origin: string; mail: Pick<Mailer, "send">; log?: (line: string) => void },
): Promise<{ sent: number }> {
  const now = options.now ?? new Date();
  let sent = 0;
  for (const person of await waitingPeople(db, { now, quietMs: options.quietMs })) {
    if (!person.to || !(await claimHour(db, person, now))) continue;
    const event = await getEvent(db, { idOrSlug: person.eventId, locale: person.locale ?? "en" });
    if (!event) continue;
    const locale = person.locale ?? event.defaultLocale;
    try {
      await sendChatDigest(options.mail, {
        to: person.to,
        locale,
        eventId: event.id,
        // The event's name in the digest's language, which may not be the one it was looked up in.
        eventName: await eventNameIn(db, event, locale),
        origin: options.origin,
        conversations: person.conversations,
      });
      sent++;
    } catch (error) {
      options.log?.(`The chat digest to ${person.to} could not be sent: ${String(error)}`);
    }
  }
  return { sent };
}

/** Whether the person gets the digest. */
export async function chatDigestChoice(db: DB, me: Participant): Promise<boolean> {
  const row = await db
    .selectFrom("person_profiles")
    .select("chat_digest")
    .where("id", "=", me.personId)
    .executeTakeFirstOrThrow();
  return toBool(row.chat_digest);
}

export async function setChatDigestChoice(db: DB, me: Participant, on: boolean): Promise<void> {
  await db
    .updateTable("person_profiles")
    .set({ chat_digest: fromBool(dialectOf(db), on) })
    .where("id", "=", me.personId)
    .execute();
}
