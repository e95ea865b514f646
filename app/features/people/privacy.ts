import { type PersonKind, sameEmail } from "~/features/accounts/claim-rules";
import { defaultsForRole, type PrimaryRole, type ProfileRole } from "~/features/accounts/roles";

// Who may see whom at an event (docs/product/meetings.md, the directory and
// chat share it). The roles and their defaults are the accounts'
// (app/features/accounts/roles.ts): a visitor is seen by representatives
// only, a representative by everyone. A claimed person follows their user
// profile's choices; an unclaimed one has the defaults of their kind.

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

/**
 * Booking needs a login whose address is approved, that is the
 * address of a registered person of the event, the one the user acts as.
 */
export function isApprovedForBooking(loginEmail: string, person: { email: string } | null): boolean {
  return !!person && sameEmail(loginEmail, person.email);
}
