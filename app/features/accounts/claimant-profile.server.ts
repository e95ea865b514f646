import type { DB } from "~/.server/db";
import { nextVersion } from "~/.server/db/next-version";
import { asRepresentative, asVisitor } from "./claim-rules";
import type { UserProfile } from "./profile-schema";
import { ensureProfile, parseProfile, writeProfile } from "./profiles.server";

// How a claim, or the end of one, reaches the claimant's profile record at
// the event. Called inside the transaction that changes the person profile,
// so the two never disagree. A user is one person per event: the person
// they claim last is who they are there, earlier claims are given up.

/** The user's profile at the event, created from their account if they have none there yet. */
async function profileOf(db: DB, eventId: string, userId: string): Promise<UserProfile | null> {
  const user = await db
    .selectFrom("auth_users")
    .select(["id", "email", "name", "image", "phone"])
    .where("id", "=", userId)
    .executeTakeFirst();
  return user ? ensureProfile(db, eventId, user) : null;
}

async function releaseOtherClaims(db: DB, eventId: string, userId: string, keepId: string): Promise<void> {
  await db
    .updateTable("person_profiles")
    .set({ claimed_by: null, claimed_at: null, updated_at: nextVersion(db) })
    .where("event_id", "=", eventId)
    .where("claimed_by", "=", userId)
    .where("id", "!=", keepId)
    .execute();
}

/** Makes the user the representative `representativeId` of a registration (docs/product/accounts.md defaults). */
export async function makeRepresentative(
  db: DB,
  options: { eventId: string; userId: string; registrationId: string; representativeId: string },
): Promise<UserProfile | null> {
  const { eventId, userId, registrationId, representativeId } = options;
  const stored = await profileOf(db, eventId, userId);
  if (!stored) return null;
  await releaseOtherClaims(db, eventId, userId, representativeId);
  const profile = parseProfile(asRepresentative(stored, { registrationId, representativeId }));
  await writeProfile(db, eventId, userId, profile);
  return profile;
}

/** Makes the user a visitor holding the attendee profile `attendeeId`. */
export async function makeAttendee(
  db: DB,
  options: { eventId: string; userId: string; attendeeId: string },
): Promise<UserProfile | null> {
  const stored = await profileOf(db, options.eventId, options.userId);
  if (!stored) return null;
  await releaseOtherClaims(db, options.eventId, options.userId, options.attendeeId);
  const profile = parseProfile(asVisitor(stored, [options.attendeeId]));
  await writeProfile(db, options.eventId, options.userId, profile);
  return profile;
}

/**
 * After a representative profile stops being the user's (disconnected,
 * removed from its registration, turned into an attendee): the user is a
 * visitor again, holding the attendee profile when it became one. A profile
 * record that points elsewhere already is left alone.
 */
export async function leaveRepresentative(
  db: DB,
  options: { eventId: string; userId: string; personId: string; keepAsAttendee: boolean },
): Promise<void> {
  const stored = await profileOf(db, options.eventId, options.userId);
  if (stored?.primaryRole !== "REPRESENTATIVE" || stored.representativeId !== options.personId) return;
  const profile = parseProfile(asVisitor(stored, options.keepAsAttendee ? [options.personId] : []));
  await writeProfile(db, options.eventId, options.userId, profile);
}

/**
 * After an attendee profile stops being the user's (removed from the event):
 * the user stays a visitor without it. A profile record that does not hold
 * it is left alone.
 */
export async function leaveAttendee(
  db: DB,
  options: { eventId: string; userId: string; personId: string },
): Promise<void> {
  const stored = await profileOf(db, options.eventId, options.userId);
  const held = stored && "attendeeProfileIds" in stored ? (stored.attendeeProfileIds ?? []) : [];
  if (!stored || !held.includes(options.personId)) return;
  const profile = parseProfile(
    asVisitor(
      stored,
      held.filter((id) => id !== options.personId),
    ),
  );
  await writeProfile(db, options.eventId, options.userId, profile);
}
