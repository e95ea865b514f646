// Sending a message to an exhibitor's contact (docs/product/my-catalogue.md): the rules
// the form and the server share. Pure and without zod, so the form that
// loads on the exhibitor page stays small.

import { defineMessages } from "~/lib/messages";

export const MAX_CONTACT_MESSAGE_LENGTH = 5000;

export const CONTACT_MESSAGES = defineMessages("contact:errors", {
  required: "This is a required field",
  privacy: "I accept the data privacy policy for sending my message.",
  tooLong: "A message can have at most 5,000 characters.",
  notFound: "Nothing found.",
  tooManyRecent:
    "You have sent several messages in a short time. Please wait a few minutes before you send another one.",
  tooManyToday: "You have sent as many messages as allowed for one day. Please try again tomorrow.",
});

export type ContactField = "message" | "acceptPrivacy";
/** A refused field's message key (the API's `fieldKeys`; `fields` has the English). */
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/** What the form checks before sending (the server checks the same with its schema). */
export function checkContactForm(input: { message: string; acceptPrivacy: boolean }): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  const message = input.message.trim();
  if (!message) errors.message = CONTACT_MESSAGES.required.key;
  else if (message.length > MAX_CONTACT_MESSAGE_LENGTH) errors.message = CONTACT_MESSAGES.tooLong.key;
  if (!input.acceptPrivacy) errors.acceptPrivacy = CONTACT_MESSAGES.privacy.key;
  return errors;
}

/** Per sender, across events: at most 5 messages in 10 minutes and 20 in a day. */
export const CONTACT_RATE_LIMITS = [
  { windowMs: 10 * 60 * 1000, max: 5, message: CONTACT_MESSAGES.tooManyRecent },
  { windowMs: 24 * 60 * 60 * 1000, max: 20, message: CONTACT_MESSAGES.tooManyToday },
] as const;

export type RateLimit = (typeof CONTACT_RATE_LIMITS)[number];

/** The limit one more message would break, given when the sender's earlier messages were sent; null when it may go. */
export function rateLimitBroken(sentAt: readonly string[], now: Date): RateLimit | null {
  const times = sentAt.map((iso) => Date.parse(iso));
  for (const limit of CONTACT_RATE_LIMITS) {
    const since = now.getTime() - limit.windowMs;
    if (times.filter((time) => time > since).length >= limit.max) return limit;
  }
  return null;
}
