import { beforeAll, expect, it } from "vitest";
import { isUniqueViolation } from "~/.server/db/dialect";
import { AppError } from "~/.server/errors";
import { insertEvent, insertExhibitor, register } from "../../../tests/factories/catalogue";
import { insertPerson, insertUser, makeOrganizer, type TestUser } from "../../../tests/factories/people";
import { describeEachDialect } from "../../../tests/support/test-database";
import { claimPersonProfile, findPerson } from "./claims.server";
import { getProfile } from "./profiles.server";
import {
  convertToVisitor,
  disconnectRepresentative,
  mayFix,
  setRepresentative,
  unsetFromRegistration,
} from "./representative-fixes.server";

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describeEachDialect("representative profile fixes", (t) => {
  let eventId: string;
  let registrationId: string;
  let otherRegistrationId: string;
  let organizer: TestUser;
  let stranger: TestUser;
  let colleague: TestUser;
  let outsider: TestUser;
  let n = 0;

  /** A representative of the registration, claimed by a new user. */
  async function claimedRep(registration = registrationId): Promise<{ user: TestUser; personId: string }> {
    const email = `rep${++n}@example.com`;
    const user = await insertUser(t.db, { email });
    const personId = await insertPerson(t.db, eventId, {
      kind: "representative",
      registrationId: registration,
      email,
      name: `Rep ${n}`,
    });
    await claimPersonProfile(t.db, { eventId, user, kind: "representative", personId, registrationId: registration });
    return { user, personId };
  }

  beforeAll(async () => {
    eventId = await insertEvent(t.db);
    registrationId = await register(t.db, { eventId, exhibitorId: await insertExhibitor(t.db) });
    otherRegistrationId = await register(t.db, { eventId, exhibitorId: await insertExhibitor(t.db) });
    organizer = await insertUser(t.db, { email: "organizer@example.com" });
    await makeOrganizer(t.db, eventId, organizer.id);
    stranger = await insertUser(t.db, { email: "stranger@example.com" });
    colleague = (await claimedRep()).user;
    outsider = (await claimedRep(otherRegistrationId)).user;
  });

  it("allows the representative, a colleague of the registration and an organizer; nobody else", async () => {
    const { user, personId } = await claimedRep();
    const person = (await findPerson(t.db, { personId }))!;
    const may = (actorId: string) =>
      mayFix(t.db, { eventId, actorId, registrationId: person.registrationId, claimedBy: person.claimedBy });
    expect([await may(user.id), await may(colleague.id), await may(organizer.id)]).toEqual([true, true, true]);
    expect([await may(stranger.id), await may(outsider.id)]).toEqual([false, false]);
    for (const actor of [stranger, outsider]) {
      for (const fix of [disconnectRepresentative, unsetFromRegistration, convertToVisitor]) {
        const error = await failure(fix(t.db, { eventId, actorId: actor.id, personId }));
        expect([error.code, error.message]).toEqual(["forbidden", "No permission."]);
      }
    }
    expect(await findPerson(t.db, { personId })).toEqual(person);
  });

  it("disconnects: the profile is open again and the user a visitor with visitor defaults", async () => {
    const { user, personId } = await claimedRep();
    const person = await disconnectRepresentative(t.db, { eventId, actorId: colleague.id, personId });
    expect(person.claimedBy).toBeNull();
    const row = await t.db
      .selectFrom("person_profiles")
      .select(["claimed_by", "claimed_at", "registration_id"])
      .where("id", "=", personId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ claimed_by: null, claimed_at: null, registration_id: registrationId });
    const profile = await getProfile(t.db, eventId, user.id);
    expect(profile).toMatchObject({
      primaryRole: "VISITOR",
      roles: ["VISITOR"],
      visibleToRoles: ["REPRESENTATIVE"],
      acceptsMeetingsFrom: ["REPRESENTATIVE"],
    });
    expect(profile).not.toHaveProperty("representativeId");
  });

  it("unsets from the registration, then an organizer sets the person again", async () => {
    const { user, personId } = await claimedRep();
    await unsetFromRegistration(t.db, { eventId, actorId: organizer.id, personId });
    expect((await findPerson(t.db, { personId }))?.registrationId).toBeNull();
    expect((await getProfile(t.db, eventId, user.id))?.primaryRole).toBe("VISITOR");

    await setRepresentative(t.db, { eventId, actorId: organizer.id, personId, registrationId: otherRegistrationId });
    expect(await findPerson(t.db, { personId })).toMatchObject({
      kind: "representative",
      registrationId: otherRegistrationId,
      claimedBy: user.id,
    });
    expect(await getProfile(t.db, eventId, user.id)).toMatchObject({
      primaryRole: "REPRESENTATIVE",
      registrationId: otherRegistrationId,
      representativeId: personId,
    });
  });

  it("converts to a visitor holding the former representative profile as attendee", async () => {
    const { user, personId } = await claimedRep();
    const person = await convertToVisitor(t.db, { eventId, actorId: user.id, personId });
    expect(person).toMatchObject({ kind: "attendee", registrationId: null, claimedBy: user.id });
    expect(await getProfile(t.db, eventId, user.id)).toMatchObject({
      primaryRole: "VISITOR",
      attendeeProfileIds: [personId],
    });
    // No longer a representative: the representative fixes do not find it.
    expect((await failure(disconnectRepresentative(t.db, { eventId, actorId: organizer.id, personId }))).message).toBe(
      "Representative not found",
    );
  });

  // An event keeps one person of a kind per address (migration 0009): a fix
  // that changes a person's kind into one whose address is taken is refused
  // in words the fix panel shows, never a 500, and changes nothing; racing an
  // attendee added with the same address, exactly one of the two wins.
  it("refuses to convert a representative to a visitor when an attendee has the address, and changes nothing", async () => {
    const { user, personId } = await claimedRep();
    const email = (await findPerson(t.db, { personId }))?.email ?? "";
    await insertPerson(t.db, eventId, { kind: "attendee", email: email.toUpperCase(), name: "Same Address" });
    const before = await findPerson(t.db, { personId });
    const profileBefore = await getProfile(t.db, eventId, user.id);

    const error = await failure(convertToVisitor(t.db, { eventId, actorId: organizer.id, personId }));
    expect([error.code, error.status, error.message, error.messageKey, error.details]).toEqual([
      "conflict",
      409,
      "This event already has a visitor with this email address.",
      "onboarding:errors.visitorWithSameEmail",
      { detailKey: "onboarding:errors.visitorWithSameEmailDetail" },
    ]);
    expect(await findPerson(t.db, { personId })).toEqual(before);
    expect(await getProfile(t.db, eventId, user.id)).toEqual(profileBefore);
  });

  it("refuses to make an attendee a representative when a representative has the address", async () => {
    const { personId } = await claimedRep();
    const email = (await findPerson(t.db, { personId }))?.email ?? "";
    const attendee = await insertPerson(t.db, eventId, { kind: "attendee", email, name: "Attendee Twin" });
    const error = await failure(
      setRepresentative(t.db, { eventId, actorId: organizer.id, personId: attendee, registrationId }),
    );
    expect([error.code, error.message]).toEqual([
      "conflict",
      "This event already has a representative with this email address.",
    ]);
    expect(await findPerson(t.db, { personId: attendee })).toMatchObject({ kind: "attendee", registrationId: null });
  });

  it("50 writers at once: of each conversion and an attendee added with the same address, exactly one wins", async () => {
    const reps = await Promise.all(Array.from({ length: 25 }, () => claimedRep()));
    const emails = await Promise.all(
      reps.map(async ({ personId }) => (await findPerson(t.db, { personId }))?.email ?? ""),
    );
    // The fix is refused in words (a conflict); the plain insert by the database's index.
    const outcome = (write: Promise<unknown>, refused: (error: unknown) => boolean) =>
      write.then(
        () => "won",
        (error: unknown) => {
          if (refused(error)) return "refused";
          throw error;
        },
      );
    const conflict = (error: unknown) => error instanceof AppError && error.code === "conflict";
    const results = await Promise.all(
      reps.flatMap(({ personId }, i) => [
        outcome(convertToVisitor(t.db, { eventId, actorId: organizer.id, personId }), conflict),
        outcome(
          insertPerson(t.db, eventId, { kind: "attendee", email: emails[i] ?? "", name: `Racer ${i}` }),
          isUniqueViolation,
        ),
      ]),
    );
    for (let i = 0; i < reps.length; i++) {
      expect([results[2 * i], results[2 * i + 1]].sort(), `pair ${i}`).toEqual(["refused", "won"]);
      const attendees = await t.db
        .selectFrom("person_profiles")
        .select("id")
        .where("event_id", "=", eventId)
        .where("kind", "=", "attendee")
        .where("email", "=", emails[i] ?? "")
        .execute();
      expect(attendees).toHaveLength(1);
    }
  });
  it("lets a representative of a registration add an attendee to it, but nobody move themself elsewhere", async () => {
    const email = "joins@example.com";
    const user = await insertUser(t.db, { email });
    const personId = await insertPerson(t.db, eventId, { kind: "attendee", email, name: "Joins" });
    await claimPersonProfile(t.db, { eventId, user, kind: "attendee", personId });
    await setRepresentative(t.db, { eventId, actorId: colleague.id, personId, registrationId });
    expect(await getProfile(t.db, eventId, user.id)).toMatchObject({
      primaryRole: "REPRESENTATIVE",
      registrationId,
      representativeId: personId,
    });

    const moving = await failure(
      setRepresentative(t.db, { eventId, actorId: user.id, personId, registrationId: otherRegistrationId }),
    );
    expect([moving.code, moving.message]).toEqual(["forbidden", "No permission."]);
    // Repairing one's own link to the same registration is fine.
    await setRepresentative(t.db, { eventId, actorId: user.id, personId, registrationId });
  });

  it("answers not found for unknown people and registrations", async () => {
    const { personId } = await claimedRep();
    expect(
      (await failure(unsetFromRegistration(t.db, { eventId, actorId: organizer.id, personId: "a".repeat(24) }))).code,
    ).toBe("not_found");
    const noRegistration = await failure(
      setRepresentative(t.db, { eventId, actorId: organizer.id, personId, registrationId: "b".repeat(24) }),
    );
    expect([noRegistration.code, noRegistration.message]).toEqual(["not_found", "Registration not found"]);
  });
});
