import { z } from "zod";
import { isPhoneNumber } from "~/features/accounts/profile-schema";
import { COMMON_MESSAGES } from "~/lib/messages";
import { MEETING_MESSAGES } from "./meeting-messages";

// The booking form (docs/product/meetings.md): the partner, an optional
// suggested timeslot (without one the partner proposes the time), a message,
// the requester's telephone and two agreements. Each field's issue carries
// its own message key, so the form shows every error beside its field.

export const MAX_MESSAGE_LENGTH = 2_000;
const M = MEETING_MESSAGES;

/** A string that must be given and not blank: missing and empty say the same. */
function required(message: { key: string }, max: number, tooLong: { key: string } = COMMON_MESSAGES.invalid) {
  return z
    .string({ error: (issue) => (issue.input == null ? message.key : COMMON_MESSAGES.invalid.key) })
    .trim()
    .min(1, { error: message.key, abort: true })
    .max(max, { error: tooLong.key });
}

/** An instant with its offset, e.g. "2026-12-07T10:00:00+01:00"; the slot rules check the rest. */
export const instantSchema = z.iso.datetime({ offset: true, error: M.invalidTime.key });

export const bookingFormSchema = z.object({
  partnerId: required(COMMON_MESSAGES.invalid, 64),
  start: instantSchema.nullish().transform((value) => value ?? null),
  message: required(M.messageRequired, MAX_MESSAGE_LENGTH, M.messageTooLong),
  telephone: required(M.telephoneRequired, 40).refine(isPhoneNumber, { error: COMMON_MESSAGES.invalid.key }),
  shareContactDetails: z.literal(true, { error: M.shareContactDetailsRequired.key }),
  acceptTerms: z.literal(true, { error: M.termsRequired.key }),
});
export type BookingForm = z.output<typeof bookingFormSchema>;
export type BookingFormInput = z.input<typeof bookingFormSchema>;

/** POST …/reschedule: the proposed slot's start. */
export const rescheduleSchema = z.object({ start: instantSchema });
