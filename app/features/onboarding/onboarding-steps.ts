import { z } from "zod";
import { profileOnboardingSchema } from "~/features/accounts/profile-schema";
import { CONTACT_METHODS, VISIBILITIES } from "~/features/accounts/roles";

// The onboarding's steps (docs/product/accounts.md: representative, attendee and visitor
// onboarding) and what each step's form sends. The step is in the URL
// (?step=2), so reload and the back button show the same step; every form
// is a plain POST, so the flow works without JavaScript too.

export const STEP_NAMES = ["claim", "details", "preferences", "terms"] as const;
export type StepNumber = 1 | 2 | 3 | 4;
export type Step = StepNumber | "done";
export const LAST_STEP: StepNumber = 4;

export function parseStep(value: string | null | undefined): Step {
  if (value === "done") return "done";
  const n = Number(value);
  return n === 2 || n === 3 || n === 4 ? n : 1;
}

export function stepName(step: StepNumber): (typeof STEP_NAMES)[number] {
  return STEP_NAMES[step - 1];
}

export function nextStep(step: StepNumber): Step {
  return step === LAST_STEP ? "done" : ((step + 1) as StepNumber);
}

/** The search part of a step's URL. */
export function stepSearch(step: Step): string {
  return `?step=${step}`;
}

export const DETAILS_FIELDS = ["displayName", "jobTitle", "companyName", "telephone", "linkedInURL"] as const;
export const PREFERENCES_FIELDS = ["visibility", "contactMeVia"] as const;
export const TERMS_FIELDS = ["hasAcceptedTerms", "agreesToShareContactDetails"] as const;

export const CONTACT_METHOD_REQUIRED = "onboarding:errors.contactMethodRequired";

const detailsSchema = profileOnboardingSchema.pick({
  displayName: true,
  jobTitle: true,
  companyName: true,
  telephone: true,
  linkedInURL: true,
});
const preferencesSchema = z.object({
  visibility: z.array(z.enum(VISIBILITIES, { error: "accounts:errors.invalidVisibility" })),
  contactMeVia: z
    .array(z.enum(CONTACT_METHODS, { error: "accounts:errors.invalidContactMethod" }))
    .min(1, { error: CONTACT_METHOD_REQUIRED }),
});
const termsSchema = profileOnboardingSchema.pick({ hasAcceptedTerms: true, agreesToShareContactDetails: true });

export type DetailsValues = Record<(typeof DETAILS_FIELDS)[number], string>;
export interface PreferencesValues {
  visibility: string[];
  contactMeVia: string[];
}
export interface TermsValues {
  hasAcceptedTerms: boolean;
  agreesToShareContactDetails: boolean;
}
export type StepValues = DetailsValues | PreferencesValues | TermsValues;

export type StepForm =
  | { ok: true; values: StepValues; changes: Record<string, unknown> }
  | { ok: false; values: StepValues; errors: Record<string, string> };

function firstErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}

/**
 * Reads and checks the form of a step (2–4) with the onboarding rules:
 * changes for the profile record, or the values as typed with a message key
 * per field.
 */
export function readStepForm(step: 2 | 3 | 4, form: FormData): StepForm {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  if (step === 2) {
    const values = Object.fromEntries(DETAILS_FIELDS.map((name) => [name, text(name)])) as DetailsValues;
    const parsed = detailsSchema.safeParse(values);
    return parsed.success
      ? { ok: true, values, changes: parsed.data }
      : { ok: false, values, errors: firstErrors(parsed.error.issues) };
  }
  if (step === 3) {
    const values: PreferencesValues = {
      visibility: form.getAll("visibility").filter((v): v is string => typeof v === "string"),
      contactMeVia: form.getAll("contactMeVia").filter((v): v is string => typeof v === "string"),
    };
    const parsed = preferencesSchema.safeParse(values);
    return parsed.success
      ? { ok: true, values, changes: parsed.data }
      : { ok: false, values, errors: firstErrors(parsed.error.issues) };
  }
  const values: TermsValues = {
    hasAcceptedTerms: form.get("hasAcceptedTerms") === "on",
    agreesToShareContactDetails: form.get("agreesToShareContactDetails") === "on",
  };
  // An unticked box sends nothing, which the rules read as not accepted.
  const parsed = termsSchema.safeParse({
    hasAcceptedTerms: values.hasAcceptedTerms || undefined,
    agreesToShareContactDetails: values.agreesToShareContactDetails || undefined,
  });
  // Only the acceptance of the terms is kept; the consent is given with it.
  return parsed.success
    ? { ok: true, values, changes: { hasAcceptedTerms: true } }
    : { ok: false, values, errors: firstErrors(parsed.error.issues) };
}
