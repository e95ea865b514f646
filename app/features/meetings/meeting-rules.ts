import type { PersonKind } from "~/features/accounts/claim-rules";
import { maySeePerson, type PersonPrivacy, roleOfPerson } from "~/features/people/privacy";

// Who may request and block what (docs/product/meetings.md); who may see
// whom is the people's rule (app/features/people/privacy.ts). A visitor
// accepts meetings from representatives only, a representative from
// representatives and visitors, unless their profile says otherwise.

/** Booking is on only when the setting is the string "true" (docs/product/meetings.md). */
export function isBookingOn(settings: { meetingBooking: string }): boolean {
  return settings.meetingBooking === "true";
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
