import type { Locale } from "~/lib/locales";
import { type Step, stepSearch } from "./onboarding-steps";

// The onboarding and claim pages' URLs (docs/product/accounts.md).

const enc = encodeURIComponent;

export const onboardingLinks = {
  representative: (locale: Locale, registrationId: string, representativeId: string, step?: Step) =>
    `/${locale}/registrations/${enc(registrationId)}/representatives/${enc(representativeId)}/onboarding${step ? stepSearch(step) : ""}`,
  attendee: (locale: Locale, attendeeProfileId: string, step?: Step) =>
    `/${locale}/attendees/${enc(attendeeProfileId)}/onboarding${step ? stepSearch(step) : ""}`,
  visitor: (locale: Locale, step?: Step) => `/${locale}/onboarding${step ? stepSearch(step) : ""}`,
  claim: (locale: Locale) => `/${locale}/my/claim`,
  profile: (locale: Locale) => `/${locale}/my/profile`,
};

/** Where a claimed person continues: their own onboarding, at the step given. */
export function personOnboardingLink(
  locale: Locale,
  person: { id: string; kind: "representative" | "attendee"; registrationId: string | null },
  step?: Step,
): string {
  return person.kind === "representative" && person.registrationId
    ? onboardingLinks.representative(locale, person.registrationId, person.id, step)
    : onboardingLinks.attendee(locale, person.id, step);
}
