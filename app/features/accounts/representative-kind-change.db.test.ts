import { beforeAll, expect, it } from "vitest";
import { isUniqueViolation } from "~/.server/db/dialect";
import { AppError } from "~/.server/errors";
import { insertEvent, insertExhibitor, register } from "../../../tests/factories/catalogue";
import { insertPerson, insertUser, makeOrganizer, type TestUser } from "../../../tests/factories/people";
import { describeEachDialect } from "../../../tests/support/test-database";
import { claimPersonProfile, findPerson } from "./claims.server";
import { getProfile } from "./profiles.server";
import { convertToVisitor, setRepresentative } from "./representative-fixes.server";

// An event keeps one person of a kind per address (migration 0009). A fix
// that changes a person's kind into one whose address is taken (convert to a
// visitor when an attendee has the address; make an attendee a
// representative when a representative has it) is refused with words the
// fix panel shows, never a 500, and changes nothing; racing an attendee
// added with the same address, exactly one of the two wins.

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describeEachDialect("a fix that changes a person's kind to one whose address is taken", (t) => {
  let eventId: string;
  let registrationId: string;
  let organizer: TestUser;
  let n = 0;

  async function claimedRep(email = `kind${++n}@example.com`): Promise<{ user: TestUser; personId: string }> {
    const user = await insertUser(t.db, { email });
    const personId = await insertPerson(t.db, eventId, {
      kind: "representative",
      registrationId,
      email,
      name: `Rep ${n}`,
    });
    await claimPersonProfile(t.db, { eventId, user, kind: "representative", personId, registrationId });
    return { user, personId };
  }

  beforeAll(async () => {
    eventId = await insertEvent(t.db);
    registrationId = await register(t.db, { eventId, exhibitorId: await insertExhibitor(t.db) });
    organizer = await insertUser(t.db, { email: "kind-organizer@example.com" });
    await makeOrganizer(t.db, eventId, organizer.id);
  });

  it("refuses to convert a representative to a visitor when an attendee has the address, and changes nothing", async () => {
    const email = `taken${++n}@example.com`;
    const { user, personId } = await claimedRep(email);
    await insertPerson(t.db, eventId, { kind: "attendee", email: email.toUpperCase(), name: "Same Address" });
    const before = await findPerson(t.db, { personId });
    const profileBefore = await getProfile(t.db, eventId, user.id);

    const error = await refusal(convertToVisitor(t.db, { eventId, actorId: organizer.id, personId }));
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
    const email = `taken${++n}@example.com`;
    await claimedRep(email);
    const attendee = await insertPerson(t.db, eventId, { kind: "attendee", email, name: "Attendee Twin" });
    const error = await refusal(
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
});
