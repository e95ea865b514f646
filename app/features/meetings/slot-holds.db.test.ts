import { beforeEach, expect, it } from "vitest";
import { isUniqueViolation } from "~/.server/db/dialect";
import { at, type MeetingsFixture, meetingsFixture } from "../../../tests/support/meetings-fixture";
import { describeEachDialect } from "../../../tests/support/test-database";

// The rule itself, below the application: the database refuses a second
// hold of one person's slot, whoever writes it and whatever kind it is.

describeEachDialect("slot holds", (t) => {
  let f: MeetingsFixture;
  beforeEach(async () => {
    f = await meetingsFixture(t.db);
  });

  const hold = (personId: string, kind: "meeting" | "proposal" | "block", start = at("10:00")) => ({
    event_id: f.eventId,
    person_id: personId,
    slot_start: start,
    slot_end: at("10:30"),
    kind,
    meeting_id: null,
    block_id: null,
  });

  it("refuses a second hold of one person's slot, of any kind", async () => {
    await t.db.insertInto("slot_holds").values(hold(f.rep.personId, "block")).execute();
    for (const kind of ["meeting", "proposal", "block"] as const) {
      const error = await t.db
        .insertInto("slot_holds")
        .values(hold(f.rep.personId, kind))
        .execute()
        .catch((e: unknown) => e);
      expect(isUniqueViolation(error), kind).toBe(true);
    }
    // Another person, or another slot, is free.
    await t.db.insertInto("slot_holds").values(hold(f.anna.personId, "meeting")).execute();
    await t.db
      .insertInto("slot_holds")
      .values(hold(f.rep.personId, "meeting", at("10:30")))
      .execute();
  });

  it("keeps a meeting's two holds together: one taken slot refuses both", async () => {
    await t.db.insertInto("slot_holds").values(hold(f.rep.personId, "block")).execute();
    const error = await t.db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto("slot_holds").values(hold(f.anna.personId, "meeting")).execute();
        await trx.insertInto("slot_holds").values(hold(f.rep.personId, "meeting")).execute();
      })
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    const annas = await t.db.selectFrom("slot_holds").selectAll().where("person_id", "=", f.anna.personId).execute();
    expect(annas).toEqual([]);
  });
});
