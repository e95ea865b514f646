import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { claimPersonProfile } from "~/features/accounts/claims.server";
import { updateOwnPersonProfile } from "~/features/accounts/person-profiles.server";
import { insertEvent } from "../../../tests/factories/catalogue";
import { insertUser, makeOrganizer, personFormValues as person } from "../../../tests/factories/people";
import { describeEachDialect } from "../../../tests/support/test-database";
import { addPerson, changePerson, getConsolePerson } from "./people-admin.server";
import { PERSON_MESSAGES } from "./person-form";

// An organizer's form of a person is saved only against the version it
// showed, and the version is the time of the last change. With the clock
// stopped, every change falls in the same millisecond: each must still move
// the version, or a stale form is taken as current.

describeEachDialect("a person's version", (t) => {
  let eventId: string;
  let actor: { userId: string; email: string };

  beforeEach(async () => {
    eventId = await insertEvent(t.db, { name: "Uncork Test Fair" });
    const user = await insertUser(t.db, { email: `olga-${eventId}@example.com` });
    await makeOrganizer(t.db, eventId, user.id);
    actor = { userId: user.id, email: user.email };
    vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2026-11-30T00:00:00.000Z") });
  });
  afterEach(() => vi.useRealTimers());

  it("refuses a stale form even when the change before it came in the same millisecond", async () => {
    const { id } = await addPerson(t.db, { eventId, values: person(), actor });
    const shown = (await getConsolePerson(t.db, { eventId, personId: id }))!;
    await changePerson(t.db, {
      eventId,
      personId: id,
      base: shown.updatedAt,
      values: person({ name: "First" }),
      actor,
    });
    await expect(
      changePerson(t.db, { eventId, personId: id, base: shown.updatedAt, values: person({ name: "Late" }), actor }),
    ).rejects.toMatchObject({ code: "conflict", messageKey: PERSON_MESSAGES.changed.key });
    expect((await getConsolePerson(t.db, { eventId, personId: id }))?.name).toBe("First");
  });

  it("refuses a form that did not see the claim and the person's own change, made in the same millisecond", async () => {
    const email = `greta-${eventId}@example.com`;
    const { id } = await addPerson(t.db, { eventId, values: person({ email }), actor });
    const shown = (await getConsolePerson(t.db, { eventId, personId: id }))!;
    const user = await insertUser(t.db, { email });
    await claimPersonProfile(t.db, { eventId, user, kind: "attendee", personId: id });
    const claimed = (await getConsolePerson(t.db, { eventId, personId: id }))!;
    expect(claimed.updatedAt > shown.updatedAt).toBe(true);
    await updateOwnPersonProfile(t.db, eventId, user.id, { company: "Weingut Gast" });
    for (const base of [shown.updatedAt, claimed.updatedAt]) {
      await expect(
        changePerson(t.db, { eventId, personId: id, base, values: person({ email, attendeeType: "Press" }), actor }),
      ).rejects.toMatchObject({ code: "conflict", messageKey: PERSON_MESSAGES.changed.key });
    }
    expect(await getConsolePerson(t.db, { eventId, personId: id })).toMatchObject({
      company: "Weingut Gast",
      attendeeType: "Trade",
    });
  });

  it("lets exactly one of 50 changes made at once from the same form win, the others told of the change", async () => {
    const { id } = await addPerson(t.db, { eventId, values: person(), actor });
    const shown = (await getConsolePerson(t.db, { eventId, personId: id }))!;
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        changePerson(t.db, {
          eventId,
          personId: id,
          base: shown.updatedAt,
          values: person({ name: `Greta ${i}` }),
          actor,
        }),
      ),
    );
    const won = results.flatMap((result, i) => (result.status === "fulfilled" ? [i] : []));
    expect(won).toHaveLength(1);
    for (const result of results) {
      if (result.status === "rejected")
        expect(result.reason).toMatchObject({ code: "conflict", messageKey: PERSON_MESSAGES.changed.key });
    }
    const after = (await getConsolePerson(t.db, { eventId, personId: id }))!;
    expect(after.name).toBe(`Greta ${won[0]}`);
    expect(after.updatedAt > shown.updatedAt).toBe(true);
  });
});
