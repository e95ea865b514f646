import { randomUUID } from "node:crypto";
import type { SessionUser } from "~/.server/auth/session";
import type { DB } from "~/.server/db";
import { lockUserWrites } from "~/.server/db/user-write-lock";
import { mailer } from "~/.server/email";
import { mailbox } from "~/.server/email/mailbox-address";
import type { Mailer } from "~/.server/email/mailer";
import { AppError } from "~/.server/errors";
import { serverT } from "~/.server/i18n";
import { getEvent } from "~/features/events/events.server";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locales";
import { COMMON_MESSAGES, messageText } from "~/lib/messages";
import { CONTACT_MESSAGES, CONTACT_RATE_LIMITS, type ContactFieldErrors, rateLimitBroken } from "./contact-rules";
import { contactMessageInputSchema } from "./schemas";

// A signed-in visitor's message to one contact of an exhibitor at the event
// (docs/product/my-catalogue.md): validated, rate-limited per sender from the stored rows,
// stored, then emailed to the contact with Reply-To the sender.
//
// Unlike a sample request, a message exists only to be delivered: when the
// email fails, the stored row is removed again (it does not count against the
// limit) and the sender is asked to try later.

export interface SentContactMessage {
  id: string;
  createdAt: string;
  contactName: string;
}

interface Recipient {
  contactName: string;
  email: string;
  exhibitorName: string;
}

async function findRecipient(
  db: DB,
  options: { eventId: string; exhibitorId: string; contactId: string },
): Promise<Recipient> {
  const row = await db
    .selectFrom("exhibitor_contacts as c")
    .innerJoin("registration_exhibitors as re", "re.exhibitor_id", "c.exhibitor_id")
    .innerJoin("exhibitors as e", "e.id", "c.exhibitor_id")
    .select(["c.name", "c.email", "e.name as exhibitor_name"])
    .where("re.event_id", "=", options.eventId)
    .where("c.exhibitor_id", "=", options.exhibitorId)
    .where("c.id", "=", options.contactId)
    .executeTakeFirst();
  // A contact without an address cannot be written to: as good as unknown.
  if (!row?.email.trim()) throw new AppError("not_found", CONTACT_MESSAGES.notFound);
  return { contactName: row.name, email: row.email.trim(), exhibitorName: row.exhibitor_name };
}

/** Refused fields: `fields` in English (the API's words), `fieldKeys` for a page to translate. */
function invalid(fieldKeys: ContactFieldErrors): AppError {
  const fields = Object.fromEntries(Object.entries(fieldKeys).map(([field, key]) => [field, messageText(key) ?? key]));
  return new AppError("invalid", COMMON_MESSAGES.invalid, { fields, fieldKeys });
}

/** Sends the message in `input` ({ message, acceptPrivacy, locale? }); refusals are AppErrors with the fields or the limit. */
export async function sendContactMessage(
  db: DB,
  options: {
    /** The event's id or slug (the URL's collectionId). */
    eventId: string;
    exhibitorId: string;
    contactId: string;
    user: SessionUser;
    input: unknown;
    now?: Date;
    mail?: Pick<Mailer, "send">;
  },
): Promise<SentContactMessage> {
  const parsed = contactMessageInputSchema.safeParse(options.input);
  if (!parsed.success) {
    const fields: ContactFieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === "message" || field === "acceptPrivacy") && !fields[field]) fields[field] = issue.message;
    }
    throw invalid(fields);
  }
  const { message } = parsed.data;
  const event = await getEvent(db, { idOrSlug: options.eventId, locale: DEFAULT_LOCALE });
  if (!event) throw new AppError("not_found", CONTACT_MESSAGES.notFound);
  const senderLocale: Locale = parsed.data.locale ?? event.defaultLocale;
  const recipient = await findRecipient(db, {
    eventId: event.id,
    exhibitorId: options.exhibitorId,
    contactId: options.contactId,
  });
  const now = options.now ?? new Date();
  const { user } = options;

  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await lockUserWrites(trx, user.id);
    const longest = Math.max(...CONTACT_RATE_LIMITS.map((limit) => limit.windowMs));
    const recent = await trx
      .selectFrom("contact_messages")
      .select("created_at")
      .where("user_id", "=", user.id)
      .where("created_at", ">", new Date(now.getTime() - longest).toISOString())
      .execute();
    const broken = rateLimitBroken(
      recent.map((row) => row.created_at),
      now,
    );
    if (broken)
      // The message in the sender's language, as the API has always sent it.
      throw new AppError("limit", { key: broken.message.key, text: serverT(senderLocale)(broken.message.key) });
    await trx
      .insertInto("contact_messages")
      .values({
        id,
        event_id: event.id,
        user_id: user.id,
        exhibitor_id: options.exhibitorId,
        contact_id: options.contactId,
        sender_name: user.name,
        sender_email: user.email,
        message,
        locale: senderLocale,
        created_at: now.toISOString(),
        // The schema refuses a message without acceptPrivacy: it was accepted now.
        privacy_accepted_at: now.toISOString(),
      })
      .execute();
  });

  try {
    await sendContactEmail(options.mail ?? mailer(), {
      db,
      eventId: event.id,
      locale: event.defaultLocale,
      recipient,
      user,
      message,
    });
  } catch (error) {
    console.error(`could not email contact message ${id}:`, error);
    await db.deleteFrom("contact_messages").where("id", "=", id).execute();
    throw new AppError("internal");
  }
  return { id, createdAt: now.toISOString(), contactName: recipient.contactName };
}

/** In the event's language: the contact works for an exhibitor of that event. */
async function sendContactEmail(
  mail: Pick<Mailer, "send">,
  options: { db: DB; eventId: string; locale: Locale; recipient: Recipient; user: SessionUser; message: string },
): Promise<void> {
  const { recipient, user } = options;
  const t = serverT(options.locale);
  const event = await getEvent(options.db, { idOrSlug: options.eventId, locale: options.locale });
  const sender = user.name || user.email;
  const vars = { name: sender, email: user.email, exhibitor: recipient.exhibitorName, event: event?.name ?? "" };
  const lines = [
    recipient.contactName
      ? t("contact:email.greeting", { contact: recipient.contactName })
      : t("contact:email.greetingNoName"),
    "",
    t("contact:email.intro", vars),
    "",
    options.message,
    "",
    t("contact:email.reply", vars),
    "",
    t("auth:emails.signature"),
  ];
  await mail.send({
    to: recipient.contactName ? mailbox(recipient.contactName, recipient.email) : recipient.email,
    subject: t("contact:email.subject", vars),
    text: lines.join("\n"),
    headers: { "Reply-To": mailbox(user.name, user.email) },
  });
}
