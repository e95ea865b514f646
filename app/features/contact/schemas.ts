import { z } from "zod";
import { LOCALES } from "~/lib/locales";
import { CONTACT_MESSAGES, MAX_CONTACT_MESSAGE_LENGTH } from "./contact-rules";

/** POST …/contacts/{contactId}/messages. */
export const contactMessageInputSchema = z.object({
  message: z
    .string({ error: CONTACT_MESSAGES.required.key })
    .trim()
    .min(1, CONTACT_MESSAGES.required.key)
    .max(MAX_CONTACT_MESSAGE_LENGTH, CONTACT_MESSAGES.tooLong.key),
  acceptPrivacy: z.literal(true, { error: CONTACT_MESSAGES.privacy.key }),
  /** The sender's language, for the rate limit's `message`. */
  locale: z.enum(LOCALES).optional(),
});
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;
