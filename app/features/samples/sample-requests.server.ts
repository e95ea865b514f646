import { randomUUID } from "node:crypto";
import type { SessionUser } from "~/.server/auth/session";
import type { DB } from "~/.server/db";
import { lockUserWrites } from "~/.server/db/user-write-lock";
import { mailer } from "~/.server/email";
import type { Mailer } from "~/.server/email/mailer";
import { AppError } from "~/.server/errors";
import { getEvent } from "~/features/events/events.server";
import { publishUserChange } from "~/features/my-pages/publish.server";
import type { Locale } from "~/lib/locales";
import { COMMON_MESSAGES } from "~/lib/messages";
import { groupByExhibitor } from "./cart-rules";
import { listCart } from "./sample-cart.server";
import { SAMPLE_MESSAGES } from "./sample-messages";
import { sendConfirmationEmail, sendExhibitorEmail } from "./sample-request-emails.server";
import type { SampleSubmission, SubmissionPart } from "./types";

// Submitting the sample cart: each exhibitor receives its part of the
// request, the requester a confirmation listing every part.
//
// The request is stored first and the mail sent after: one transaction stores
// one sample_requests row per exhibitor (sharing a submission id) and empties
// the cart, so a request is either stored whole or not at all. Only then are
// the emails sent; a failed email does not undo the stored request (the
// exhibitor also sees it in its own view) but is reported in the answer, part
// by part, so the page can say which exhibitor was not told by email.

/** The exhibitor's email, else its first contact with one; "" when it has none. */
async function exhibitorAddress(db: DB, exhibitorId: string): Promise<string> {
  const exhibitor = await db.selectFrom("exhibitors").select("email").where("id", "=", exhibitorId).executeTakeFirst();
  if (exhibitor?.email.trim()) return exhibitor.email.trim();
  const contact = await db
    .selectFrom("exhibitor_contacts")
    .select("email")
    .where("exhibitor_id", "=", exhibitorId)
    .where("email", "<>", "")
    .orderBy("position")
    .executeTakeFirst();
  return contact?.email.trim() ?? "";
}

async function storeSubmission(
  db: DB,
  options: { eventId: string; user: SessionUser; message: string; locale: Locale; now: Date },
) {
  const { eventId, user, message, locale } = options;
  return db.transaction().execute(async (trx) => {
    await lockUserWrites(trx, user.id);
    const { items } = await listCart(trx, { eventId, userId: user.id });
    if (items.length === 0) throw new AppError("invalid", SAMPLE_MESSAGES.emptyCart);
    const submissionId = randomUUID();
    const createdAt = options.now.toISOString();
    const parts: Omit<SubmissionPart, "emailed">[] = [];
    for (const group of groupByExhibitor(items)) {
      const requestId = randomUUID();
      await trx
        .insertInto("sample_requests")
        .values({
          id: requestId,
          event_id: eventId,
          user_id: user.id,
          submission_id: submissionId,
          exhibitor_id: group.exhibitorId,
          product_ids: JSON.stringify(group.items.map((item) => item.productId)),
          message,
          requester_name: user.name,
          requester_email: user.email,
          locale,
          created_at: createdAt,
        })
        .execute();
      parts.push({
        requestId,
        exhibitorId: group.exhibitorId,
        exhibitorName: group.exhibitorName,
        products: group.items.map(({ productId, name }) => ({ productId, name })),
      });
    }
    // Products that left the event since they were added go too: they cannot be requested.
    await trx.deleteFrom("sample_cart_items").where("event_id", "=", eventId).where("user_id", "=", user.id).execute();
    return { submissionId, createdAt, parts, productIds: items.map((item) => item.productId) };
  });
}

/** Sends the user's cart at the event as a sample request; an empty cart is invalid. */
export async function submitSampleRequest(
  db: DB,
  options: {
    eventId: string;
    user: SessionUser;
    message: string;
    locale: Locale;
    now?: Date;
    mail?: Pick<Mailer, "send">;
  },
): Promise<SampleSubmission> {
  const { eventId, user, locale } = options;
  const message = options.message.trim();
  const event = await getEvent(db, { idOrSlug: eventId, locale });
  if (!event) throw new AppError("not_found", COMMON_MESSAGES.eventNotLoaded);
  // Exhibitors read the event's own language; the requester reads theirs.
  const eventName = {
    requester: event.name,
    exhibitor:
      event.defaultLocale === locale
        ? event.name
        : ((await getEvent(db, { idOrSlug: eventId, locale: event.defaultLocale }))?.name ?? event.name),
  };

  const stored = await storeSubmission(db, {
    eventId: event.id,
    user,
    message,
    locale,
    now: options.now ?? new Date(),
  });
  await publishUserChange({ eventId: event.id, userId: user.id, resource: "sampleCart", deleted: stored.productIds });

  const mail = options.mail ?? mailer();
  const parts: SubmissionPart[] = [];
  for (const part of stored.parts) {
    const to = await exhibitorAddress(db, part.exhibitorId);
    const emailed = to
      ? await deliver(
          () =>
            sendExhibitorEmail(mail, {
              to,
              locale: event.defaultLocale,
              eventName: eventName.exhibitor,
              part,
              user,
              message,
            }),
          `sample request ${part.requestId} to ${part.exhibitorId}`,
        )
      : false;
    parts.push({ ...part, emailed });
  }
  const confirmed = await deliver(
    () => sendConfirmationEmail(mail, { to: user.email, locale, eventName: eventName.requester, user, parts, message }),
    `sample request confirmation ${stored.submissionId}`,
  );
  return { submissionId: stored.submissionId, createdAt: stored.createdAt, message, parts, confirmed };
}

async function deliver(send: () => Promise<unknown>, what: string): Promise<boolean> {
  try {
    await send();
    return true;
  } catch (error) {
    console.error(`could not email the ${what}:`, error);
    return false;
  }
}
