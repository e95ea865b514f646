import { z } from "zod";
import { newPersonSchema } from "~/features/accounts/new-person-schema";
import { PROFILE_ERRORS } from "~/features/accounts/profile-schema";
import { LOCALES } from "~/lib/locales";
import { COMMON_MESSAGES, defineMessages } from "~/lib/messages";

// The console's person form (docs/product/site-settings.md "People"): add
// one, edit one, invite one to claim. How a posted form reads; errors are
// message keys by the form's field names.

export const PERSON_MESSAGES = defineMessages("organizer:person.errors", {
  emailTaken: "Another person of this role at the event has this e-mail address.",
  registrationRequired: "Choose the exhibitor this representative belongs to.",
  changed: "Someone else changed this person in the meantime. Reload to see their values, then make your change again.",
  noEmail: "This person has no e-mail address to invite.",
});

/** The fields the form shows, in its order. */
export const PERSON_FIELDS = [
  "kind",
  "registrationId",
  "name",
  "email",
  "company",
  "jobTitle",
  "telephone",
  "country",
  "attendeeType",
  "tableNumber",
  "discoverable",
] as const;

/** What stays the organizer's once someone claimed the entry; the rest is its owner's (docs/product/accounts.md). */
export const ORGANIZER_PERSON_FIELDS = ["registrationId", "attendeeType", "tableNumber"] as const;

const required = (max: number) =>
  z.string().trim().min(1, { error: PROFILE_ERRORS.required, abort: true }).max(max, { error: PROFILE_ERRORS.tooLong });

const formSchema = newPersonSchema
  .pick({
    kind: true,
    email: true,
    company: true,
    jobTitle: true,
    telephone: true,
    country: true,
    attendeeType: true,
    tableNumber: true,
    discoverable: true,
  })
  .extend({
    kind: z.enum(["representative", "attendee"], { error: PROFILE_ERRORS.invalidRole }),
    name: required(200),
    email: required(254).regex(z.regexes.email, { error: PROFILE_ERRORS.invalidEmail }),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^([A-Z]{2})?$/, { error: PROFILE_ERRORS.invalid }),
    registrationId: z.string().trim().max(100),
  });

export interface PersonFormValues {
  kind: "representative" | "attendee";
  /** The registration of a representative; null for an attendee. */
  registrationId: string | null;
  name: string;
  email: string;
  company: string;
  jobTitle: string;
  telephone: string;
  country: string;
  attendeeType: string;
  tableNumber: string;
  discoverable: boolean;
}

export type PersonFormResult = { ok: true; values: PersonFormValues } | { ok: false; errors: Record<string, string> };

function issuesByField(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}

/** The fields a claimed profile's form leaves out: its owner's. */
const OWNERS_FIELDS = ["kind", "name", "email", "company", "jobTitle", "telephone", "country"] as const;

/**
 * Reads a posted person form. A representative belongs to one of the
 * registrations offered (the event's); an attendee to none. For a claimed
 * profile (`claimed`, its stored values) the owner's fields keep their
 * stored values whatever was posted.
 */
export function readPersonForm(
  form: FormData,
  options: { registrationIds: readonly string[]; claimed?: PersonFormValues },
): PersonFormResult {
  const { registrationIds, claimed } = options;
  const text = (name: string) => {
    const owners = claimed && (OWNERS_FIELDS as readonly string[]).includes(name);
    return owners ? String(claimed[name as (typeof OWNERS_FIELDS)[number]]) : String(form.get(name) ?? "");
  };
  const parsed = formSchema.safeParse({
    kind: text("kind"),
    registrationId: text("registrationId"),
    name: text("name"),
    email: text("email"),
    company: text("company"),
    jobTitle: text("jobTitle"),
    telephone: text("telephone"),
    country: text("country"),
    attendeeType: text("attendeeType"),
    tableNumber: text("tableNumber"),
    discoverable: claimed ? claimed.discoverable : form.has("discoverable"),
  });
  const errors = parsed.success ? {} : issuesByField(parsed.error.issues);
  const kind = parsed.success ? parsed.data.kind : text("kind");
  const registrationId = text("registrationId").trim();
  if (kind === "representative" && !registrationIds.includes(registrationId))
    errors.registrationId ??= PERSON_MESSAGES.registrationRequired.key;
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const values = parsed.data;
  return {
    ok: true,
    values: {
      ...values,
      email: values.email.toLowerCase(),
      registrationId: values.kind === "representative" ? registrationId : null,
    },
  };
}

/** The invitation's language: one of the site's. */
export const inviteFormSchema = z.object({
  intent: z.literal("invite"),
  language: z.enum(LOCALES, { error: COMMON_MESSAGES.invalid.key }),
});

/** The console's list: what the search box and the role filter ask for. */
export const peopleQuerySchema = z.object({
  kind: z.enum(["representative", "attendee"]).optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
});

/** The form as the organizer filled it in, to show again beside its errors; `base` for what it did not send. */
export function postedPersonValues(form: FormData, base: PersonFormValues): PersonFormValues {
  const text = (name: Exclude<keyof PersonFormValues, "discoverable">) =>
    form.has(name) ? String(form.get(name)) : String(base[name] ?? "");
  return {
    kind: text("kind") === "representative" ? "representative" : "attendee",
    registrationId: text("registrationId") || null,
    name: text("name"),
    email: text("email"),
    company: text("company"),
    jobTitle: text("jobTitle"),
    telephone: text("telephone"),
    country: text("country"),
    attendeeType: text("attendeeType"),
    tableNumber: text("tableNumber"),
    discoverable: form.has("discoverable"),
  };
}
