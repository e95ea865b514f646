import { expect, it } from "vitest";
import { createInProcessBus } from "~/.server/realtime/bus";
import { insertEvent, insertExhibitor, insertProduct, register } from "../../../tests/factories/catalogue";
import { describeEachDialect } from "../../../tests/support/test-database";
import { parseProductQuery } from "./filters";
import { createSearchService } from "./search-service.server";
import { eventsToWarm, warmSearchAtStart } from "./warm-search.server";

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

  it("warms events while the budget has room, the primary one always, and keeps the primary one when others are searched", async () => {
    const events: string[] = [];
    for (const [i, starts] of ["2027-05-01", "2027-06-01", "2027-07-01"].entries()) {
      const eventId = await insertEvent(t.db, { slug: `budget-fair-${i}` });
      await t.db.updateTable("events").set({ starts_on: starts, ends_on: starts }).where("id", "=", eventId).execute();
      const exhibitorId = await insertExhibitor(t.db);
      const products = [];
      for (let k = 0; k < 3; k++) products.push({ id: await insertProduct(t.db, { exhibitor_id: exhibitorId }) });
      await register(t.db, { eventId, exhibitorId, products });
      events.push(eventId);
    }
    const service = createSearchService({ bus: createInProcessBus() });
    try {
      // Room for one event's three products: the primary (the newest) is warmed, the others wait for a search.
      service.setProductBudget(3);
      await warmSearchAtStart(t.db, { log: () => {}, today: "2027-01-01" }, service);
      expect(
        service
          .states()
          .filter((s) => s.index === "products")
          .map((s) => s.eventId),
      ).toEqual([events[2]]);
      // Searching the other two: each is built, and the one searched before it is let go; the primary stays.
      for (const eventId of [events[0], events[1]]) {
        expect((await service.searchProducts(t.db, eventId, parseProductQuery({}))).total).toBe(3);
      }
      const held = service
        .states()
        .filter((s) => s.index === "products")
        .map((s) => s.eventId);
      expect(held.sort()).toEqual([events[1], events[2]].sort());
    } finally {
      service.close();
    }
  });
});
