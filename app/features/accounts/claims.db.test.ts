import { beforeAll, describe, expect, it } from "vitest";
import { AppError } from "~/.server/errors";
import { insertEvent, insertExhibitor, register } from "../../../tests/factories/catalogue";
import { insertPerson, insertUser, type TestUser } from "../../../tests/factories/people";
import { describeEachDialect } from "../../../tests/support/test-database";
import { autoClaim, claimPersonProfile, claimStatus, findPerson } from "./claims.server";
import { getProfile } from "./profiles.server";

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describeEachDialect("claiming a person profile", (t) => {
  let eventId: string;
  let registrationId: string;
  let otherRegistrationId: string;

  beforeAll(async () => {
    eventId = await insertEvent(t.db);
    registrationId = await register(t.db, { eventId, exhibitorId: await insertExhibitor(t.db) });
    otherRegistrationId = await register(t.db, { eventId, exhibitorId: await insertExhibitor(t.db) });
  });

  const representative = (email: string, registration = registrationId) =>
    insertPerson(t.db, eventId, {
      kind: "representative",
      registrationId: registration,
      email,
      name: "Rita Rep",
      jobTitle: "Export Manager",
      company: "Weingut Test",
    });
  const attendee = (email: string) => insertPerson(t.db, eventId, { kind: "attendee", email, name: "Vera Visitor" });
  const claimRep = (user: TestUser, personId: string, registration = registrationId) =>
    claimPersonProfile(t.db, { eventId, user, kind: "representative", personId, registrationId: registration });

  it("makes the owner of the address the representative, with docs/product/accounts.md's defaults, and again without harm", async () => {
    const user = await insertUser(t.db, { email: "Rita@Weingut.example" });
    const personId = await representative("rita@weingut.example");
    const { person, profile } = await claimRep(user, personId);
    expect(person).toMatchObject({ id: personId, claimedBy: user.id, registrationId });
    expect(profile).toMatchObject({
      primaryRole: "REPRESENTATIVE",
      registrationId,
      representativeId: personId,
      roles: ["REPRESENTATIVE"],
      visibleToRoles: ["REPRESENTATIVE", "VISITOR", "ANONYMOUS"],
      acceptsChatsFrom: ["REPRESENTATIVE", "VISITOR"],
    });
    expect(await getProfile(t.db, eventId, user.id)).toEqual(profile);
    const row = await t.db
      .selectFrom("person_profiles")
      .select(["claimed_by", "claimed_at"])
      .where("id", "=", personId)
      .executeTakeFirstOrThrow();
    expect(row.claimed_by).toBe(user.id);
    expect(row.claimed_at).toBeTruthy();

    const again = await claimRep(user, personId);
    expect(again.profile).toEqual(profile);
  });

  it("makes an attendee's owner a visitor holding the attendee id", async () => {
    const user = await insertUser(t.db, { email: "vera@visitors.example" });
    const personId = await attendee("vera@visitors.example");
    const { profile } = await claimPersonProfile(t.db, { eventId, user, kind: "attendee", personId });
    expect(profile).toMatchObject({ primaryRole: "VISITOR", attendeeProfileIds: [personId], roles: ["VISITOR"] });
  });

  it("answers docs/product/accounts.md's not-found texts for unknown ids and a representative of another registration", async () => {
    const user = await insertUser(t.db, { email: "nobody@example.com" });
    const personId = await representative("nobody@example.com");
    const unknownRep = await failure(claimRep(user, "f".repeat(24)));
    expect([unknownRep.code, unknownRep.message, unknownRep.messageKey]).toEqual([
      "not_found",
      "Representative not found",
      "onboarding:errors.representativeNotFound",
    ]);
    expect((await failure(claimRep(user, personId, otherRegistrationId))).message).toBe("Representative not found");
    const unknownVisitor = await failure(
      claimPersonProfile(t.db, { eventId, user, kind: "attendee", personId: "e".repeat(24) }),
    );
    expect([unknownVisitor.code, unknownVisitor.message]).toEqual(["not_found", "Visitor not found"]);
    // A representative is not an attendee.
    expect((await failure(claimPersonProfile(t.db, { eventId, user, kind: "attendee", personId }))).message).toBe(
      "Visitor not found",
    );
  });

  it("refuses a profile someone else claimed, and an address that is not the verified login", async () => {
    const owner = await insertUser(t.db, { email: "owner@example.com" });
    const personId = await representative("owner@example.com");
    await claimRep(owner, personId);
    const stranger = await insertUser(t.db, { email: "stranger@example.com" });
    const taken = await failure(claimRep(stranger, personId));
    expect([taken.code, taken.message, taken.messageKey, taken.details]).toEqual([
      "conflict",
      "Profile already claimed.",
      "onboarding:errors.alreadyClaimed",
      { detailKey: "onboarding:errors.alreadyClaimedDetail" },
    ]);

    const open = await representative("someone@example.com");
    const wrong = await failure(claimRep(stranger, open));
    expect([wrong.code, wrong.message]).toEqual([
      "forbidden",
      "There is no attendee or representative profile you can claim",
    ]);
    const unverified = await insertUser(t.db, { email: "late@example.com", verified: false });
    const waiting = await representative("late@example.com");
    expect((await failure(claimRep(unverified, waiting))).code).toBe("forbidden");
    expect((await findPerson(t.db, { personId: waiting }))?.claimedBy).toBeNull();
  });

  it("lets exactly one of two simultaneous claims win", async () => {
    for (let round = 0; round < 5; round++) {
      // better-auth stores addresses lower-cased; two spellings stand for two accounts of one address.
      const first = await insertUser(t.db, { email: `race${round}@example.com` });
      const second = await insertUser(t.db, { email: `RACE${round}@example.com` });
      const personId = await representative(`race${round}@example.com`);
      const results = await Promise.allSettled([claimRep(first, personId), claimRep(second, personId)]);
      const won = results.filter((r) => r.status === "fulfilled");
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0].reason).toBeInstanceOf(AppError);
      expect((lost[0].reason as AppError).message).toBe("Profile already claimed.");

      const winner = results[0].status === "fulfilled" ? first : second;
      const loser = winner === first ? second : first;
      expect((await findPerson(t.db, { personId }))?.claimedBy).toBe(winner.id);
      expect(await getProfile(t.db, eventId, winner.id)).toMatchObject({
        primaryRole: "REPRESENTATIVE",
        representativeId: personId,
      });
      const loserProfile = await getProfile(t.db, eventId, loser.id);
      expect(loserProfile?.primaryRole ?? "VISITOR").toBe("VISITOR");
    }
  });

  it("keeps a user to one person per event: a new claim gives up the earlier one", async () => {
    const user = await insertUser(t.db, { email: "both@example.com" });
    const asAttendee = await attendee("both@example.com");
    const asRep = await representative("both@example.com");
    await claimPersonProfile(t.db, { eventId, user, kind: "attendee", personId: asAttendee });
    const { profile } = await claimRep(user, asRep);
    expect(profile).toMatchObject({ primaryRole: "REPRESENTATIVE", representativeId: asRep });
    expect(profile).not.toHaveProperty("attendeeProfileIds");
    expect((await findPerson(t.db, { personId: asAttendee }))?.claimedBy).toBeNull();
  });

  describe("automatic claim with the login address", () => {
    it("claims the representative profile of the address, ignoring case", async () => {
      const user = await insertUser(t.db, { email: "auto@example.com" });
      const personId = await representative("Auto@Example.com");
      const outcome = await autoClaim(t.db, { eventId, user });
      expect(outcome).toMatchObject({
        status: "claimed",
        person: { id: personId, kind: "representative", claimedBy: user.id },
      });
      expect(await getProfile(t.db, eventId, user.id)).toMatchObject({
        primaryRole: "REPRESENTATIVE",
        representativeId: personId,
        registrationId,
      });
      // At the next sign-in: still theirs.
      expect(await autoClaim(t.db, { eventId, user })).toMatchObject({ status: "claimed", person: { id: personId } });
    });

    it("tells what it would claim without claiming it", async () => {
      const user = await insertUser(t.db, { email: "look@example.com" });
      const personId = await representative("look@example.com");
      expect(await claimStatus(t.db, { eventId, user })).toMatchObject({
        status: "claimable",
        person: { id: personId, claimedBy: null },
      });
      expect((await findPerson(t.db, { personId }))?.claimedBy).toBeNull();
      await autoClaim(t.db, { eventId, user });
      expect(await claimStatus(t.db, { eventId, user })).toMatchObject({ status: "claimed", person: { id: personId } });
    });

    it("prefers a representative profile to an attendee profile of the same address", async () => {
      const user = await insertUser(t.db, { email: "dual@example.com" });
      await attendee("dual@example.com");
      const rep = await representative("dual@example.com");
      expect(await autoClaim(t.db, { eventId, user })).toMatchObject({ status: "claimed", person: { id: rep } });
    });

    it("says already claimed, or nothing, and never matches an unverified address", async () => {
      const owner = await insertUser(t.db, { email: "first@example.com" });
      await attendee("shared@example.com");
      const shared = await insertUser(t.db, { email: "shared@example.com" });
      const sharedToo = await insertUser(t.db, { email: "SHARED@example.com" });
      expect((await autoClaim(t.db, { eventId, user: shared })).status).toBe("claimed");
      expect(await autoClaim(t.db, { eventId, user: sharedToo })).toEqual({ status: "alreadyClaimed" });
      expect(await autoClaim(t.db, { eventId, user: owner })).toEqual({ status: "nothing" });

      const unverified = await insertUser(t.db, { email: "unverified@example.com", verified: false });
      await attendee("unverified@example.com");
      expect(await autoClaim(t.db, { eventId, user: unverified })).toEqual({ status: "nothing" });
    });

    it("looks at the event asked for only", async () => {
      const otherEvent = await insertEvent(t.db);
      const user = await insertUser(t.db, { email: "elsewhere@example.com" });
      await insertPerson(t.db, otherEvent, { kind: "attendee", email: "elsewhere@example.com", name: "E" });
      expect(await autoClaim(t.db, { eventId, user })).toEqual({ status: "nothing" });
      expect((await autoClaim(t.db, { eventId: otherEvent, user })).status).toBe("claimed");
    });
  });
});
