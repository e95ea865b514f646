import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, expect, it } from "vitest";
import { type BusMessage, createInProcessBus } from "~/.server/realtime/bus";
import { describeEachDialect } from "../../../tests/support/test-database";
import { emptyExhibitorQuery, emptyProductQuery } from "./filters";
import { createIndexSnapshots, type IndexSnapshots } from "./index-snapshots.server";
import { createSearchService } from "./search-service.server";

const id = (c: string) => c.repeat(24);
const EVENT = id("e");
const now = "2026-01-01T00:00:00.000Z";

describeEachDialect("search service", (t) => {
  const insertProduct = async (productId: string, name: string) => {
    await t.db
      .insertInto("products")
      .values({
        id: productId,
        exhibitor_id: id("a"),
        producer_id: null,
        kind: "Wine",
        name,
        created_at: now,
        updated_at: now,
      } as never)
      .execute();
    await t.db
      .insertInto("registered_products")
      .values({
        event_id: EVENT,
        product_id: productId,
        registration_id: id("r"),
        exhibitor_id: id("a"),
      } as never)
      .execute();
  };

  beforeAll(async () => {
    await t.db
      .insertInto("events")
      .values({
        id: EVENT,
        slug: "fair",
        default_locale: "en",
        locales: '["en"]',
        starts_on: "2026-03-01",
        ends_on: "2026-03-02",
        timezone: "Europe/Berlin",
        settings: "{}",
        created_at: now,
        updated_at: now,
      } as never)
      .execute();
    await t.db
      .insertInto("exhibitors")
      .values({
        id: id("a"),
        brand_id: id("b"),
        slug: "alpha",
        name: "Weingut Alpha",
        country: "DE",
        created_at: now,
        updated_at: now,
      } as never)
      .execute();
    await t.db
      .insertInto("registrations")
      .values({
        id: id("r"),
        event_id: EVENT,
        kind: "single",
        name: "",
        table_number: "A1",
        created_at: now,
        updated_at: now,
      } as never)
      .execute();
    await t.db
      .insertInto("registration_exhibitors")
      .values({
        registration_id: id("r"),
        event_id: EVENT,
        exhibitor_id: id("a"),
        table_number: "",
      } as never)
      .execute();
    await insertProduct(id("1"), "Riesling Kabinett");
  });

  it("builds an event's index once for concurrent callers", async () => {
    const service = createSearchService({ bus: createInProcessBus() });
    const [a, b] = await Promise.all([service.getProductIndex(t.db, EVENT), service.getProductIndex(t.db, EVENT)]);
    expect(a).toBe(b);
    expect(a.size).toBe(1);
    const exhibitors = await service.searchExhibitors(t.db, EVENT, emptyExhibitorQuery());
    expect(exhibitors.hits.map((hit) => hit.productCount)).toEqual([1]);
    service.close();
  });

  it("takes the changed products into the index on catalogue.changed, and the next search sees them", async () => {
    const bus = createInProcessBus();
    const service = createSearchService({ bus });
    await service.warmSearch(t.db, [EVENT]);
    const before = await service.getProductIndex(t.db, EVENT);

    await insertProduct(id("2"), "Grüner Veltliner");
    await bus.publish({
      type: "catalogue.changed",
      eventIds: [EVENT],
      tags: [],
      productIds: [id("2")],
      exhibitorIds: [id("a")],
    });
    // No idle(): a search made after the message waits for the update.
    const result = await service.searchProducts(t.db, EVENT, { ...emptyProductQuery(), q: "gruner" });
    expect(result.hits.map((hit) => hit.name)).toEqual(["Grüner Veltliner"]);
    expect((await service.getExhibitorIndex(t.db, EVENT)).get(id("a"))?.productCount).toBe(2);
    // The same index, updated in place: nothing was rebuilt.
    expect(await service.getProductIndex(t.db, EVENT)).toBe(before);

    // Taken out of the event: gone from search and from the stand's count.
    await t.db.deleteFrom("registered_products").where("product_id", "=", id("2")).execute();
    await bus.publish({
      type: "catalogue.changed",
      eventIds: [EVENT],
      tags: [],
      productIds: [id("2")],
      exhibitorIds: [id("a")],
    });
    expect((await service.searchProducts(t.db, EVENT, { ...emptyProductQuery(), q: "gruner" })).total).toBe(0);
    expect((await service.getExhibitorIndex(t.db, EVENT)).get(id("a"))?.productCount).toBe(1);
    await t.db.deleteFrom("products").where("id", "=", id("2")).execute();
    service.close();
  });

  it("rebuilds in the background when a change names no documents, and swaps when done", async () => {
    const bus = createInProcessBus();
    const service = createSearchService({ bus });
    await service.warmSearch(t.db, [EVENT]);
    const before = await service.getProductIndex(t.db, EVENT);
    await bus.publish({ type: "catalogue.changed", eventIds: [EVENT], tags: [], productIds: [], exhibitorIds: [] });
    // Until the rebuild finishes, searches use the previous index.
    expect(await service.getProductIndex(t.db, EVENT)).toBe(before);
    await service.idle();
    expect(await service.getProductIndex(t.db, EVENT)).not.toBe(before);
    service.close();
  });

  it("rebuilds again when a change arrives while a build is running", async () => {
    const bus = createInProcessBus();
    const service = createSearchService({ bus });
    const building = service.getProductIndex(t.db, EVENT);
    await insertProduct(id("3"), "Blaufränkisch");
    await bus.publish({
      type: "catalogue.changed",
      eventIds: [EVENT],
      tags: [],
      productIds: [id("3")],
      exhibitorIds: [],
    });
    await building;
    await service.idle();
    const result = await service.searchProducts(t.db, EVENT, { ...emptyProductQuery(), q: "blaufrankisch" });
    expect(result.total).toBe(1);
    service.close();
  });

  it("ignores changes of events it has not loaded", async () => {
    const bus = createInProcessBus();
    const service = createSearchService({ bus });
    const before = await service.getProductIndex(t.db, EVENT);
    await bus.publish({ type: "catalogue.changed", eventIds: [id("0")], tags: [], productIds: [], exhibitorIds: [] });
    await service.idle();
    expect(await service.getProductIndex(t.db, EVENT)).toBe(before);
    service.close();
  });

  it("rebuilds every loaded index on bus.resync (another instance's change may have been missed)", async () => {
    const bus = createInProcessBus();
    const heard: ((message: BusMessage) => void)[] = [];
    const service = createSearchService({
      bus: {
        ...bus,
        subscribe(listener) {
          heard.push(listener);
          return bus.subscribe(listener);
        },
      },
    });
    await service.warmSearch(t.db, [EVENT]);
    // Written by "another instance" whose message this one never heard.
    await insertProduct(id("4"), "Grüner Veltliner");
    const query = { ...emptyProductQuery(), q: "veltliner" };
    expect((await service.searchProducts(t.db, EVENT, query)).total).toBe(0);
    for (const listener of heard) listener({ type: "bus.resync" });
    await service.idle();
    expect((await service.searchProducts(t.db, EVENT, query)).total).toBe(1);
    await t.db.deleteFrom("registered_products").where("product_id", "=", id("4")).execute();
    await t.db.deleteFrom("products").where("id", "=", id("4")).execute();
    service.close();
  });

  it("restarts from the snapshot its last build wrote, and a stop waits for that snapshot to be written", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "search-service-snapshots-"));
    const froms: string[] = [];
    const inner = createIndexSnapshots({ dir, code: "test", maxChanges: 100, log: () => {} });
    const snapshots: IndexSnapshots = {
      async productIndex(db, eventId, build) {
        const result = await inner.productIndex(db, eventId, build);
        froms.push(result.from);
        return result;
      },
    };
    try {
      const first = createSearchService({ bus: createInProcessBus() });
      first.setSnapshots(snapshots);
      await first.warmSearch(t.db, [EVENT]);
      await first.snapshotsWritten();
      expect(await readdir(dir)).toEqual([`products-${EVENT}.snapshot`]);
      const expected = await first.searchProducts(t.db, EVENT, { ...emptyProductQuery(), q: "riesling" });
      first.close();

      // The next process: the index comes from the snapshot and takes edits as a built one does.
      const bus = createInProcessBus();
      const second = createSearchService({ bus });
      second.setSnapshots(snapshots);
      expect(await second.searchProducts(t.db, EVENT, { ...emptyProductQuery(), q: "riesling" })).toEqual(expected);
      expect(froms).toEqual(["database", "snapshot"]);
      await insertProduct(id("5"), "Silvaner Trocken");
      await bus.publish({
        type: "catalogue.changed",
        eventIds: [EVENT],
        tags: [],
        productIds: [id("5")],
        exhibitorIds: [id("a")],
      });
      expect((await second.searchProducts(t.db, EVENT, { ...emptyProductQuery(), q: "silvaner" })).total).toBe(1);
      second.close();
    } finally {
      await t.db.deleteFrom("registered_products").where("product_id", "=", id("5")).execute();
      await t.db.deleteFrom("products").where("id", "=", id("5")).execute();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
