import type { DB } from "~/.server/db";
import { isUniqueViolation } from "~/.server/db/dialect";
import { nextVersion } from "~/.server/db/next-version";
import { leaveRepresentative, makeRepresentative } from "./claimant-profile.server";
import { claimError, findPerson, type Person } from "./claims.server";

// docs/product/accounts.md's profile fixes for representatives: set a person as a
// registration's representative, unset them from it, disconnect the user who
// claimed them, or convert them to a visitor. Allowed to the representative
// themself, another representative of the same registration, and the event's
// organizers (docs/product/accounts.md); the claimant's profile record follows in the same
// transaction.

export { FIX_ACTIONS, type FixAction } from "./claim-rules";

/**
 * Whether the actor may fix a person profile of `registrationId`: an
 * organizer of the event, a representative who claimed a profile of that
 * registration, or the claimant (`claimedBy`) themself.
 */
export async function mayFix(
  db: DB,
  options: { eventId: string; actorId: string; registrationId: string | null; claimedBy: string | null },
): Promise<boolean> {
  const { eventId, actorId, registrationId } = options;
  if (options.claimedBy === actorId) return true;
  const row = await db
    .selectFrom("events")
    .select("id")
    .where("id", "=", eventId)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom("event_roles")
            .select("role")
            .where("event_id", "=", eventId)
            .where("user_id", "=", actorId)
            .where("role", "=", "organizer"),
        ),
        ...(registrationId
          ? [
              eb.exists(
                eb
                  .selectFrom("person_profiles")
                  .select("id")
                  .where("event_id", "=", eventId)
                  .where("kind", "=", "representative")
                  .where("registration_id", "=", registrationId)
                  .where("claimed_by", "=", actorId),
              ),
            ]
          : []),
      ]),
    )
    .executeTakeFirst();
  return !!row;
}

interface FixOptions {
  eventId: string;
  actorId: string;
  personId: string;
}

async function representative(db: DB, options: FixOptions): Promise<Person> {
  const person = await findPerson(db, { eventId: options.eventId, kind: "representative", personId: options.personId });
  if (!person) throw claimError("not_found", "representativeNotFound");
  const allowed = await mayFix(db, {
    eventId: options.eventId,
    actorId: options.actorId,
    registrationId: person.registrationId,
    claimedBy: person.claimedBy,
  });
  if (!allowed) throw claimError("forbidden", "noPermission");
  return person;
}

/**
 * Changes a person's kind in one conditional write. An event keeps one person
 * of a kind per address (the unique index person_profiles_unique_email of
 * migration 0009), so a representative whose address an attendee already has
 * cannot become an attendee too, nor the other way round: the database
 * refuses, and so do we, with words the fix panel shows beside its buttons.
 * Merging the two would have to move one person's meetings, conversations
 * and claim onto the other, or drop them; the organizer decides instead
 * (disconnect, remove from the stand).
 */
async function changeKind(
  trx: DB,
  personId: string,
  changes: { kind: "attendee" | "representative"; registration_id: string | null },
): Promise<void> {
  try {
    await trx
      .updateTable("person_profiles")
      .set({ ...changes, updated_at: nextVersion(trx) })
      .where("id", "=", personId)
      .execute();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw claimError("conflict", changes.kind === "attendee" ? "visitorWithSameEmail" : "representativeWithSameEmail");
  }
}

/**
 * Makes the person (a representative elsewhere or of no registration, or an
 * attendee) a representative of `registrationId`; the user who claimed them
 * becomes that registration's representative. The claimant may only repair
 * their own registration's link, not move to another registration.
 */
export async function setRepresentative(db: DB, options: FixOptions & { registrationId: string }): Promise<Person> {
  const { eventId, registrationId } = options;
  return db.transaction().execute(async (trx) => {
    const person = await findPerson(trx, { eventId, personId: options.personId });
    if (!person) throw claimError("not_found", "representativeNotFound");
    const registration = await trx
      .selectFrom("registrations")
      .select("id")
      .where("id", "=", registrationId)
      .where("event_id", "=", eventId)
      .executeTakeFirst();
    if (!registration) throw claimError("not_found", "registrationNotFound");
    const ownLink = person.registrationId === registrationId ? person.claimedBy : null;
    if (!(await mayFix(trx, { eventId, actorId: options.actorId, registrationId, claimedBy: ownLink })))
      throw claimError("forbidden", "noPermission");
    await changeKind(trx, person.id, { kind: "representative", registration_id: registrationId });
    if (person.claimedBy) {
      await makeRepresentative(trx, { eventId, userId: person.claimedBy, registrationId, representativeId: person.id });
    }
    return { ...person, kind: "representative", registrationId };
  });
}

/** Takes the representative out of their registration; their user is a visitor until set again. */
export async function unsetFromRegistration(db: DB, options: FixOptions): Promise<Person> {
  return db.transaction().execute(async (trx) => {
    const person = await representative(trx, options);
    await trx
      .updateTable("person_profiles")
      .set({ registration_id: null, updated_at: nextVersion(trx) })
      .where("id", "=", person.id)
      .execute();
    if (person.claimedBy)
      await leaveRepresentative(trx, {
        eventId: options.eventId,
        userId: person.claimedBy,
        personId: person.id,
        keepAsAttendee: false,
      });
    return { ...person, registrationId: null };
  });
}

/** Ends the claim: the profile is open to be claimed again, the user who had it is a visitor. */
export async function disconnectRepresentative(db: DB, options: FixOptions): Promise<Person> {
  return db.transaction().execute(async (trx) => {
    const person = await representative(trx, options);
    await trx
      .updateTable("person_profiles")
      .set({ claimed_by: null, claimed_at: null, updated_at: nextVersion(trx) })
      .where("id", "=", person.id)
      .execute();
    if (person.claimedBy)
      await leaveRepresentative(trx, {
        eventId: options.eventId,
        userId: person.claimedBy,
        personId: person.id,
        keepAsAttendee: false,
      });
    return { ...person, claimedBy: null };
  });
}

/** Turns the representative into an attendee of the event; their user becomes a visitor holding that attendee profile. */
export async function convertToVisitor(db: DB, options: FixOptions): Promise<Person> {
  return db.transaction().execute(async (trx) => {
    const person = await representative(trx, options);
    await changeKind(trx, person.id, { kind: "attendee", registration_id: null });
    if (person.claimedBy)
      await leaveRepresentative(trx, {
        eventId: options.eventId,
        userId: person.claimedBy,
        personId: person.id,
        keepAsAttendee: true,
      });
    return { ...person, kind: "attendee", registrationId: null };
  });
}
