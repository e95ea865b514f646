import { z } from "zod";
import { PROFILE_ERRORS } from "~/features/accounts/profile-schema";
import { LOCALES } from "~/lib/locales";

// The organizers page's forms (docs/product/site-settings.md "The organizers"):
// add an address (with the language of its e-mail), remove an organizer,
// withdraw an invitation. Issues carry message keys.

export const organizerFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("add"),
    email: z
      .string()
      .trim()
      .min(1, PROFILE_ERRORS.required)
      .max(254, PROFILE_ERRORS.invalidEmail)
      .regex(z.regexes.email, PROFILE_ERRORS.invalidEmail),
    language: z.enum(LOCALES, { error: PROFILE_ERRORS.invalid }),
  }),
  z.object({ intent: z.literal("remove"), userId: z.string().trim().min(1).max(100) }),
  z.object({ intent: z.literal("withdraw"), email: z.string().trim().min(1).max(254) }),
]);
export type OrganizerForm = z.infer<typeof organizerFormSchema>;
