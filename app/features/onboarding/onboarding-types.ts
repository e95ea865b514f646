import type { FixAction } from "~/features/accounts/claim-rules";
import type { Locale } from "~/lib/locales";
import type { DetailsValues, PreferencesValues, Step, StepValues } from "./onboarding-steps";

// The data the onboarding pages render, shared by their server code and
// their components.

export type OnboardingKind = "representative" | "attendee" | "visitor";

/**
 * mine: the user claimed this person; claimable: open, and the user's
 * verified login address is the person's; taken: someone else claimed it;
 * notYours: open, another address; detached: no longer a representative of
 * the URL's registration (shown to those who may fix it and to its
 * claimant); visitor: the visitor onboarding, which claims nothing.
 */
export type Relation = "mine" | "claimable" | "taken" | "notYours" | "detached" | "visitor";

export interface StepDefaults {
  details: DetailsValues;
  preferences: PreferencesValues;
  hasAcceptedTerms: boolean;
}

export interface PersonView {
  kind: "representative" | "attendee";
  name: string;
  jobTitle: string;
  company: string;
  claimed: boolean;
}

export interface OnboardingPage {
  locale: Locale;
  kind: OnboardingKind;
  title: string;
  step: Step;
  state: Relation | "notFound";
  event: { id: string; name: string } | null;
  person: PersonView | null;
  registrationLabel: string;
  canFix: boolean;
  /** The fix awaiting confirmation (?confirm=…), and the one just done (?fixed=…). */
  confirm: FixAction | null;
  fixed: FixAction | null;
  userEmail: string;
  defaults: StepDefaults | null;
  /** For a claimant whose representative profile became an attendee's: that onboarding. */
  attendeeHref: string | null;
}

/** A refusal the page shows: a message (and detail) for a claim or fix, or field errors for a step. */
export type OnboardingRefusal =
  | { intent: "claim" | "fix"; messageKey: string; detailKey?: string }
  | { intent: "step"; step: 2 | 3 | 4; values: StepValues; errors: Record<string, string> };

/** The claim page: the outcome of the automatic claim (docs/product/accounts.md). */
export interface ClaimPage {
  locale: Locale;
  title: string;
  event: { id: string; name: string } | null;
  outcome: "claimed" | "claimable" | "alreadyClaimed" | "nothing";
  person: { kind: "representative" | "attendee"; name: string; registrationLabel: string } | null;
  /** Where the claimed person's onboarding continues. */
  continueHref: string | null;
  email: string;
  emailVerified: boolean;
}
