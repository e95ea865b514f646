import { COMMON_MESSAGES, defineMessages } from "~/lib/messages";
import type { UserProfile, UserProfileInput } from "./profile-schema";
import { defaultsForRole } from "./roles";

// The pure rules of claiming a person profile (docs/product/accounts.md): who may claim
// what, what an automatic claim at sign-in takes, and how the user's profile
// record changes when a claim is made or undone.

/** The two kinds of person profile (person_profiles.kind). */
export type PersonKind = "representative" | "attendee";

/** docs/product/accounts.md's fixes of a representative profile. */
export const FIX_ACTIONS = [
  "setRepresentative",
  "unsetFromRegistration",
  "disconnectRepresentative",
  "convertToVisitor",
] as const;
export type FixAction = (typeof FIX_ACTIONS)[number];

/** The claim errors (locales/<lng>/onboarding.json "errors"); the words of docs/product/accounts.md in English. */
export const CLAIM_MESSAGES = {
  ...defineMessages("onboarding:errors", {
    representativeNotFound: "Representative not found",
    visitorNotFound: "Visitor not found",
    registrationNotFound: "Registration not found",
    alreadyClaimed: "Profile already claimed.",
    alreadyClaimedDetail: "Someone has already claimed this profile",
    nothingToClaim: "There is no attendee or representative profile you can claim",
    visitorWithSameEmail: "This event already has a visitor with this email address.",
    visitorWithSameEmailDetail:
      "Whoever signs in with this address can claim the visitor's profile: remove this profile from the stand, or disconnect it from its account, instead.",
    representativeWithSameEmail: "This event already has a representative with this email address.",
  }),
  noPermission: COMMON_MESSAGES.forbidden,
};

/** Login and registered addresses are compared without case and surrounding spaces. */
export function sameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = (a ?? "").trim().toLowerCase();
  return left !== "" && left === (b ?? "").trim().toLowerCase();
}

/**
 * docs/product/accounts.md: a person profile is claimed by the owner of its address only, and
 * only once the login has proved that it owns the address.
 */
export function mayClaim(user: { email: string; emailVerified: boolean }, person: { email: string }): boolean {
  return user.emailVerified && sameEmail(user.email, person.email);
}

export interface ClaimCandidate {
  id: string;
  kind: PersonKind;
  registrationId: string | null;
  claimedBy: string | null;
}

export type AutoClaimPlan =
  | { action: "claim"; id: string }
  | { action: "mine"; id: string }
  | { action: "alreadyClaimed" }
  | { action: "nothing" };

/**
 * What the automatic claim does with the event's person profiles of the
 * login address (docs/product/accounts.md). A user is one person per event: a claim they
 * already hold stands; otherwise the first open representative profile with
 * a registration is taken, else the first open attendee profile. Candidates
 * come ordered (oldest first), so the choice is stable.
 */
export function planAutoClaim(candidates: readonly ClaimCandidate[], userId: string): AutoClaimPlan {
  const mine = candidates.find((c) => c.claimedBy === userId);
  if (mine) return { action: "mine", id: mine.id };
  const open = candidates.filter((c) => c.claimedBy === null);
  const pick =
    open.find((c) => c.kind === "representative" && c.registrationId !== null) ??
    open.find((c) => c.kind === "attendee");
  if (pick) return { action: "claim", id: pick.id };
  return candidates.length > 0 ? { action: "alreadyClaimed" } : { action: "nothing" };
}

/**
 * The user's profile as the representative of a registration: docs/product/accounts.md's
 * representative defaults, the two ids, no attendee list.
 */
export function asRepresentative(
  profile: UserProfile,
  ids: { registrationId: string; representativeId: string },
): UserProfileInput {
  const { attendeeProfileIds: _attendees, ...common } = profile as UserProfile & { attendeeProfileIds?: string[] };
  return { ...common, ...defaultsForRole("REPRESENTATIVE"), primaryRole: "REPRESENTATIVE", ...ids };
}

/**
 * The user's profile as a visitor holding the attendee profiles given (none
 * after a representative claim ends). A former representative gets the
 * visitor defaults of docs/product/accounts.md (a representative is visible to everyone, a
 * visitor to representatives only); a visitor keeps their own choices.
 */
export function asVisitor(profile: UserProfile, attendeeProfileIds: readonly string[]): UserProfileInput {
  const {
    registrationId: _registration,
    representativeId: _representative,
    attendeeProfileIds: _attendees,
    ...common
  } = profile as UserProfile & { registrationId?: string; representativeId?: string; attendeeProfileIds?: string[] };
  const defaults = profile.primaryRole === "REPRESENTATIVE" ? defaultsForRole("VISITOR") : {};
  return {
    ...common,
    ...defaults,
    primaryRole: "VISITOR",
    ...(attendeeProfileIds.length ? { attendeeProfileIds: [...attendeeProfileIds] } : {}),
  };
}
