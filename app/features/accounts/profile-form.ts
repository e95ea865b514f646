import { z } from "zod";
import type { ProfileRole, Visibility } from "./roles";

// The profile page's two forms as submitted: the typed values (shown again
// when a save fails) and the changes handed to the domain, which applies the
// profile rules. Checkbox groups arrive as repeated names; an unticked box
// sends nothing.

export const PROFILE_TEXT_FIELDS = [
  "displayName",
  "email",
  "jobTitle",
  "companyName",
  "telephone",
  "linkedInURL",
] as const;
export const PROFILE_FIELDS = [...PROFILE_TEXT_FIELDS, "contactMeVia", "visibility"] as const;
export const PERSON_TEXT_FIELDS = [
  "jobTitle",
  "company",
  "telephone",
  "officePhone",
  "mobilePhone",
  "videoCallId",
  "attendeeType",
  "tableNumber",
] as const;
export const PERSON_FIELDS = [...PERSON_TEXT_FIELDS, "discoverable"] as const;

// A field missing from the submission is left as stored; the length cap only
// keeps absurd input away from the rules, which have their own limits.
const typed = z.string().max(10_000).optional();
const ticked = z.array(z.string().max(32)).max(20);

const profileFormSchema = z.object({
  displayName: typed,
  email: typed,
  jobTitle: typed,
  companyName: typed,
  telephone: typed,
  linkedInURL: typed,
  contactMeVia: ticked,
  visibility: ticked,
});
export type ProfileFormValues = z.output<typeof profileFormSchema>;

const personFormSchema = z.object({
  jobTitle: typed,
  company: typed,
  telephone: typed,
  officePhone: typed,
  mobilePhone: typed,
  videoCallId: typed,
  attendeeType: typed,
  tableNumber: typed,
  discoverable: z.boolean(),
});
export type PersonFormValues = z.output<typeof personFormSchema>;

function texts(form: FormData, names: readonly string[]): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const name of names) {
    const value = form.get(name);
    out[name] = typeof value === "string" ? value : undefined;
  }
  return out;
}

/** The user profile form's values, or null for a submission no form of ours sends. */
export function readProfileForm(form: FormData): ProfileFormValues | null {
  const parsed = profileFormSchema.safeParse({
    ...texts(form, PROFILE_TEXT_FIELDS),
    contactMeVia: form.getAll("contactMeVia"),
    visibility: form.getAll("visibility"),
  });
  return parsed.success ? parsed.data : null;
}

/** The directory entry form's values, or null for a submission no form of ours sends. */
export function readPersonForm(form: FormData): PersonFormValues | null {
  const parsed = personFormSchema.safeParse({
    ...texts(form, PERSON_TEXT_FIELDS),
    discoverable: form.get("discoverable") === "on",
  });
  return parsed.success ? parsed.data : null;
}

/** The values as changes: fields the form did not send are left out, so they keep their stored values. */
export function toChanges(values: ProfileFormValues | PersonFormValues): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/**
 * The domain's field errors (dot paths such as "contactMeVia.0") by the form
 * field that shows them; `unplaced` is true when an error concerns a field
 * the form does not have, which the user cannot fix there.
 */
export function placeFieldErrors(
  fieldErrors: Record<string, string>,
  fields: readonly string[],
): { errors: Record<string, string>; unplaced: boolean } {
  const errors: Record<string, string> = {};
  let unplaced = false;
  for (const [path, key] of Object.entries(fieldErrors)) {
    const field = path.split(".")[0];
    if (fields.includes(field)) errors[field] ??= key;
    else unplaced = true;
  }
  return { errors, unplaced };
}

const VISIBILITY_OF_ROLE: Record<ProfileRole, Visibility> = {
  REPRESENTATIVE: "EXHIBITOR",
  VISITOR: "VISITOR",
  ANONYMOUS: "PUBLIC",
};

/**
 * The visibility boxes to tick: the user's choice, or, before they made one,
 * what their role's defaults (visibleToRoles, docs/product/accounts.md) amount to. Saving the
 * form untouched then keeps who can see the profile.
 */
export function visibilityShown(profile: { visibility?: Visibility[]; visibleToRoles: ProfileRole[] }): Visibility[] {
  return profile.visibility ?? [...new Set(profile.visibleToRoles.map((role) => VISIBILITY_OF_ROLE[role]))];
}

/** What saving one of the page's forms answered; a refused save carries the values as typed. */
export type FormOutcome<Values> =
  | { status: "saved" }
  | { status: "invalid"; values: Values; errors: Record<string, string> }
  | { status: "failed"; values: Values | null };
