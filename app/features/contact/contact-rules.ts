// Sending a message to an exhibitor's contact (SPEC §1, §5, §8): the rules
// the form and the server share. Pure and without zod, so the form that
// loads on the exhibitor page stays small.

export const MAX_CONTACT_MESSAGE_LENGTH = 5000;

export const CONTACT_MESSAGES = {
  required: "This is a required field",
  privacy: "I accept the data privacy policy for sending my message.",
  tooLong: "A message can have at most 5,000 characters.",
  notFound: "Nothing found.",
} as const;

export type ContactField = "message" | "acceptPrivacy";
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/** The contact.json key of each field message. */
export const CONTACT_MESSAGE_KEYS: Record<string, string> = {
  [CONTACT_MESSAGES.required]: "errors.required",
  [CONTACT_MESSAGES.privacy]: "errors.privacy",
  [CONTACT_MESSAGES.tooLong]: "errors.tooLong",
};

/** What the form checks before sending (the server checks the same with its schema). */
export function checkContactForm(input: { message: string; acceptPrivacy: boolean }): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  const message = input.message.trim();
  if (!message) errors.message = CONTACT_MESSAGES.required;
  else if (message.length > MAX_CONTACT_MESSAGE_LENGTH) errors.message = CONTACT_MESSAGES.tooLong;
  if (!input.acceptPrivacy) errors.acceptPrivacy = CONTACT_MESSAGES.privacy;
  return errors;
}

/** Per sender, across events: at most 5 messages in 10 minutes and 20 in a day. */
export const CONTACT_RATE_LIMITS = [
  { windowMs: 10 * 60 * 1000, max: 5, messageKey: "contact:errors.tooManyRecent" },
  { windowMs: 24 * 60 * 60 * 1000, max: 20, messageKey: "contact:errors.tooManyToday" },
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
