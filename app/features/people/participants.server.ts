import type { DB } from "~/.server/db";
import { toBool } from "~/.server/db/dialect";
import type { PersonKind } from "~/.server/db/schema-accounts";
import { AppError } from "~/.server/errors";
import { claimedPersonRow } from "~/features/accounts/person-profiles.server";
import type { ProfileRole } from "~/features/accounts/roles";
import { PARTICIPANT_MESSAGES } from "./participant-messages";
import { isApprovedForBooking, type PersonPrivacy, privacyOf, type Viewer, viewerRole } from "./privacy";

// Who a signed-in user is at an event's meetings: the person profile they
// claimed there (docs/product/meetings.md). Every meeting function takes the
// Participant this returns, and every query carries its person id.

export interface Participant {
  eventId: string;
  userId: string;
  personId: string;
  kind: PersonKind;
}

/** The signed-in user as the API and pages know them; null when nobody is signed in. */
export interface MeetingUser {
  id: string;
  email: string;
}

/**
 * The user as a meeting participant. Not signed in: "We can't load the
 * meeting details because you are not logged in." A login whose address is
 * not a registered person's of the event: "Email address not registered for
 * meeting booking", with its detail and advice as further keys
 * (docs/product/meetings.md).
 */
export async function meetingParticipant(
  db: DB,
  options: { eventId: string; user: MeetingUser | null },
): Promise<Participant> {
  const { eventId, user } = options;
  if (!user) throw new AppError("unauthenticated", PARTICIPANT_MESSAGES.notLoggedIn);
  const person = await claimedPersonRow(db, eventId, user.id);
  if (!person || !isApprovedForBooking(user.email, person)) {
    throw new AppError("forbidden", PARTICIPANT_MESSAGES.emailNotRegistered, {
      detailKey: PARTICIPANT_MESSAGES.emailNotApproved.key,
      adviceKey: PARTICIPANT_MESSAGES.notApprovedAdvice.key,
    });
  }
  return { eventId, userId: user.id, personId: person.id, kind: person.kind };
}

/**
 * The person a user claimed at the event, without the login check: for a
 * request that proves who it is otherwise (the calendar feed's token).
 */
export async function participantOfUser(
  db: DB,
  options: { eventId: string; userId: string },
): Promise<Participant | null> {
  const person = await claimedPersonRow(db, options.eventId, options.userId);
  return person ? { eventId: options.eventId, userId: options.userId, personId: person.id, kind: person.kind } : null;
}

/** Who looks at the directory or at someone's slots: anonymous, or the user with the person they claimed. */
export async function directoryViewer(db: DB, options: { eventId: string; user: MeetingUser | null }): Promise<Viewer> {
  if (!options.user) return { role: viewerRole({ signedIn: false, kind: null }), personId: null };
  const person = await claimedPersonRow(db, options.eventId, options.user.id);
  return { role: viewerRole({ signedIn: true, kind: person?.kind ?? null }), personId: person?.id ?? null };
}

export interface PersonWithPrivacy {
  id: string;
  kind: PersonKind;
  name: string;
  email: string;
  company: string;
  tableNumber: string;
  claimedBy: string | null;
  privacy: PersonPrivacy;
}

interface StoredChoices {
  visibleToRoles?: ProfileRole[];
  acceptsMeetingsFrom?: ProfileRole[];
  acceptsChatsFrom?: ProfileRole[];
}

/** The choices in a claimant's stored profile (JSON); null when there is none. */
export function storedChoices(data: string | null): StoredChoices | null {
  if (!data) return null;
  const parsed = JSON.parse(data) as StoredChoices;
  return {
    visibleToRoles: parsed.visibleToRoles,
    acceptsMeetingsFrom: parsed.acceptsMeetingsFrom,
    acceptsChatsFrom: parsed.acceptsChatsFrom,
  };
}

/** A person of the event with what decides who sees them and who may ask them; null when unknown. */
export async function findPersonWithPrivacy(
  db: DB,
  options: { eventId: string; personId: string },
): Promise<PersonWithPrivacy | null> {
  const row = await db
    .selectFrom("person_profiles as p")
    .leftJoin("user_profiles as u", (join) =>
      join.onRef("u.event_id", "=", "p.event_id").onRef("u.user_id", "=", "p.claimed_by"),
    )
    .leftJoin("registrations as r", "r.id", "p.registration_id")
    .select([
      "p.id",
      "p.kind",
      "p.name",
      "p.email",
      "p.company",
      "p.table_number",
      "p.discoverable",
      "p.claimed_by",
      "u.data",
      "r.table_number as stand_table",
    ])
    .where("p.event_id", "=", options.eventId)
    .where("p.id", "=", options.personId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    company: row.company,
    tableNumber: tableNumber(row.kind, row.table_number, row.stand_table),
    claimedBy: row.claimed_by,
    privacy: privacyOf({ kind: row.kind, discoverable: toBool(row.discoverable) }, storedChoices(row.data)),
  };
}

/** A representative's table: their own number, else their stand's; attendees have none. */
export function tableNumber(kind: PersonKind, own: string, stand: string | null): string {
  if (kind !== "representative") return "";
  return own.trim() || (stand ?? "").trim();
}
