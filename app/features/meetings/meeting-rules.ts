import { type PersonKind, sameEmail } from "~/features/accounts/claim-rules";
import { defaultsForRole, type PrimaryRole, type ProfileRole } from "~/features/accounts/roles";

// Who may see, request and block what (docs/product/meetings.md). The roles
// and their defaults are the accounts' (app/features/accounts/roles.ts): a
// visitor is seen by and accepts meetings from representatives only, a
// representative is seen by everyone and accepts from representatives and
// visitors. A claimed person follows their user profile's choices; an
// unclaimed one has the defaults of their kind.

/** Booking is on only when the setting is the string "true" (docs/product/meetings.md). */
export function isBookingOn(settings: { meetingBooking: string }): boolean {
  return settings.meetingBooking === "true";
}

/** A person profile's role: representatives are REPRESENTATIVE, attendees VISITOR. */
export function roleOfPerson(kind: PersonKind): PrimaryRole {
  return kind === "representative" ? "REPRESENTATIVE" : "VISITOR";
}

/** Who looks: ANONYMOUS when not signed in, else the role of the person they claimed (VISITOR without one). */
export function viewerRole(viewer: { signedIn: boolean; kind: PersonKind | null }): ProfileRole {
  if (!viewer.signedIn) return "ANONYMOUS";
  return viewer.kind ? roleOfPerson(viewer.kind) : "VISITOR";
}

export interface PersonPrivacy {
  discoverable: boolean;
  visibleToRoles: readonly ProfileRole[];
  acceptsMeetingsFrom: readonly ProfileRole[];
  acceptsChatsFrom: readonly ProfileRole[];
}

/** A person's privacy: their claimant's profile choices, or their kind's defaults while unclaimed. */
export function privacyOf(
  person: { kind: PersonKind; discoverable: boolean },
  profile: {
    visibleToRoles?: readonly ProfileRole[];
    acceptsMeetingsFrom?: readonly ProfileRole[];
    acceptsChatsFrom?: readonly ProfileRole[];
  } | null,
): PersonPrivacy {
  const defaults = defaultsForRole(roleOfPerson(person.kind));
  return {
    discoverable: person.discoverable,
    visibleToRoles: profile?.visibleToRoles ?? defaults.visibleToRoles,
    acceptsMeetingsFrom: profile?.acceptsMeetingsFrom ?? defaults.acceptsMeetingsFrom,
    acceptsChatsFrom: profile?.acceptsChatsFrom ?? defaults.acceptsChatsFrom,
  };
}

/** The kinds an unclaimed person of which a role sees by default (the directory's query uses it). */
export function kindsVisibleByDefaultTo(role: ProfileRole): PersonKind[] {
  return (["representative", "attendee"] as const).filter((kind) =>
    defaultsForRole(roleOfPerson(kind)).visibleToRoles.includes(role),
  );
}

export interface Viewer {
  role: ProfileRole;
  /** The person the viewer is at the event, if any. */
  personId: string | null;
}

/** One sees oneself; others only when they are discoverable and visible to one's role. */
export function maySeePerson(viewer: Viewer, person: { id: string; privacy: PersonPrivacy }): boolean {
  if (viewer.personId === person.id) return true;
  return person.privacy.discoverable && person.privacy.visibleToRoles.includes(viewer.role);
}

export type RequestRefusal = "ownMeeting" | "personNotFound" | "notAccepted";

/**
 * Whether a person may ask another for a meeting: not themselves, only
 * someone they may see (anyone else is "not found", as if absent), and only
 * someone who accepts meetings from their role.
 */
export function meetingRequestRefusal(
  requester: { id: string; kind: PersonKind },
  partner: { id: string; privacy: PersonPrivacy },
): RequestRefusal | null {
  if (requester.id === partner.id) return "ownMeeting";
  const role = roleOfPerson(requester.kind);
  if (!maySeePerson({ role, personId: requester.id }, partner)) return "personNotFound";
  return partner.privacy.acceptsMeetingsFrom.includes(role) ? null : "notAccepted";
}

/**
 * Booking needs a login whose address is approved, that is the
 * address of a registered person of the event, the one the user acts as.
 */
export function isApprovedForBooking(loginEmail: string, person: { email: string } | null): boolean {
  return !!person && sameEmail(loginEmail, person.email);
}

/** Exhibitors (their representatives) block and unblock their own time. */
export function mayBlockTime(person: { kind: PersonKind }): boolean {
  return person.kind === "representative";
}

/**
 * A person's telephone, address and professional-network link show only to
 * someone with a confirmed meeting with them in which they agreed to share.
 */
export function mayViewContactDetails(meetings: readonly { status: string; sharedByThem: boolean }[]): boolean {
  return meetings.some((meeting) => meeting.status === "confirmed" && meeting.sharedByThem);
}
