import { z } from "zod";
import { personProfileSchema } from "./profile-schema";

// A person profile as the organizer registers it (imports, the admin API,
// the console's people pages): the profile's fields, the role and, for a
// representative, the exhibitor registration it belongs to.

export const newPersonSchema = personProfileSchema.extend({
  kind: z.enum(["representative", "attendee"]),
  registrationId: z
    .string()
    .regex(/^[0-9a-f]{24}$/)
    .nullish(),
  /** ISO 3166-1 alpha-2, for the people directory's country filter. */
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2})?$/)
    .default(""),
});
export type NewPerson = z.input<typeof newPersonSchema>;
