import { expect, it } from "vitest";
import { insertEvent } from "../../../tests/factories/catalogue";
import { describeEachDialect } from "../../../tests/support/test-database";
import { eventsToWarm } from "./warm-search.server";

describeEachDialect("search indexes built at start", (t) => {
  it("builds the primary event's first, then every event not yet over, never one that has ended", async () => {
    const past = await insertEvent(t.db);
    const current = await insertEvent(t.db);
    const next = await insertEvent(t.db, { slug: "next-fair" });
    const dates = {
      [past]: ["2025-03-01", "2025-03-03"],
      [current]: ["2026-11-24", "2026-11-26"],
      [next]: ["2027-03-01", "2027-03-03"],
    };
    for (const [id, [starts_on, ends_on]] of Object.entries(dates)) {
      await t.db.updateTable("events").set({ starts_on, ends_on }).where("id", "=", id).execute();
    }
    const today = "2026-11-25";
    // Without PRIMARY_EVENT the newest is primary.
    expect(await eventsToWarm(t.db, { today })).toEqual([next, current]);
    // PRIMARY_EVENT by slug or id comes first, even when it is over.
    expect(await eventsToWarm(t.db, { today, primaryEvent: past })).toEqual([past, next, current]);
    expect(await eventsToWarm(t.db, { today, primaryEvent: "next-fair" })).toEqual([next, current]);
    // An unknown PRIMARY_EVENT warms what is current.
    expect(await eventsToWarm(t.db, { today, primaryEvent: "gone" })).toEqual([next, current]);
  });
});
