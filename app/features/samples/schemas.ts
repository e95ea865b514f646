import { z } from "zod";
import { LOCALES } from "~/lib/locales";
import { MAX_SAMPLE_MESSAGE_LENGTH } from "./cart-rules";
import { SAMPLE_MESSAGES } from "./sample-messages";

// What the sample API and the cart page accept.

export const productIdSchema = z.string().trim().min(1).max(100);

/** POST …/sampleRequests: an optional message to the exhibitors. */
export const sampleRequestInputSchema = z.object({
  message: z.string().trim().max(MAX_SAMPLE_MESSAGE_LENGTH, SAMPLE_MESSAGES.messageTooLong.key).optional().default(""),
  /** The requester's language for the confirmation; the page's language when the page sends it. */
  locale: z.enum(LOCALES).optional(),
});
export type SampleRequestInput = z.infer<typeof sampleRequestInputSchema>;
