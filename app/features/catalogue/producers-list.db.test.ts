import { beforeAll, expect, it } from "vitest";
import {
  insertEvent,
  insertExhibitor,
  insertProducer,
  insertProduct,
  register,
} from "../../../tests/factories/catalogue";
import { describeEachDialect } from "../../../tests/support/test-database";
import { recordCatalogueChange } from "../events/catalogue-versions.server";
import { listEventProducers, readProducerEntries } from "./producers-list.server";
import { PLACEHOLDER_PRODUCER_ID } from "./vocabulary";

describeEachDialect("producers list", (t) => {
  let event = "";
  let zephyr = "";
  let alpha = "";
  let ammer = "";

  beforeAll(async () => {
    const db = t.db;
    event = await insertEvent(db);
    const otherEvent = await insertEvent(db);
    ammer = await insertExhibitor(db, { name: "Weingut Ämmer", country: "DE" });
    const beta = await insertExhibitor(db, { name: "Cave Beta", country: "FR" });
    zephyr = await insertProducer(db, { name: "Château Zéphyr", country: "FR", region: "Bordeaux" });
    alpha = await insertProducer(db, { name: "Domaine Alpha", country: "FR", region: "Loire" });
    const elsewhere = await insertProducer(db, { name: "Bodega Elsewhere", country: "ES" });
    await insertProducer(db, { id: PLACEHOLDER_PRODUCER_ID, name: "Placeholder" });

    const product = (exhibitor: string, producer: string | null) =>
      insertProduct(db, { exhibitor_id: exhibitor, producer_id: producer });
    // Ämmer's own wines: no producer, the placeholder, or a producer id without a record.
    const own = [
      await product(ammer, null),
      await product(ammer, PLACEHOLDER_PRODUCER_ID),
      await product(ammer, "f".repeat(24)),
    ];
    const ofAlpha = await product(ammer, alpha);
    const ofZephyr = [await product(beta, zephyr), await product(beta, zephyr)];
    const unregistered = await product(beta, alpha);
    const otherFair = await product(beta, elsewhere);

    await register(db, { eventId: event, exhibitorId: ammer, products: [...own, ofAlpha].map((id) => ({ id })) });
    await register(db, { eventId: event, exhibitorId: beta, products: ofZephyr.map((id) => ({ id })) });
    await register(db, { eventId: otherEvent, exhibitorId: beta, products: [{ id: otherFair }, { id: unregistered }] });
  });

  it("lists the producers of the event's products A–Z with their product counts", async () => {
    const list = await listEventProducers(t.db, { eventId: event, locale: "en" });
    expect(list.total).toBe(3);
    expect(list.producers).toEqual([
      { id: zephyr, name: "Château Zéphyr", country: "FR", region: "Bordeaux", productCount: 2, isExhibitor: false },
      { id: alpha, name: "Domaine Alpha", country: "FR", region: "Loire", productCount: 1, isExhibitor: false },
      // The exhibitor stands in for its products without a producer (docs/product/catalogue.md).
      { id: ammer, name: "Weingut Ämmer", country: "DE", region: "", productCount: 3, isExhibitor: true },
    ]);
  });

  it("gives the same list whatever the chunk the registrations are read in", async () => {
    const whole = await readProducerEntries(t.db, event);
    expect(whole).toHaveLength(3);
    for (const chunk of [1, 2, 3]) expect(await readProducerEntries(t.db, event, chunk)).toEqual(whole);
  });

  it("searches names without regard to accents and case, keeping the total", async () => {
    const zeph = await listEventProducers(t.db, { eventId: event, locale: "en", q: "chateau ZEPH" });
    expect(zeph.total).toBe(3);
    expect(zeph.matching).toBe(1);
    expect(zeph.letters).toEqual([{ letter: "C", page: 1 }]);
    expect(zeph.producers.map((p) => p.name)).toEqual(["Château Zéphyr"]);
    expect(
      (await listEventProducers(t.db, { eventId: event, locale: "en", q: "ammer" })).producers.map((p) => p.id),
    ).toEqual([ammer]);
    expect((await listEventProducers(t.db, { eventId: event, locale: "en", q: "nobody" })).producers).toEqual([]);
  });

  it("has nothing for an event without products", async () => {
    const empty = await insertEvent(t.db);
    expect(await listEventProducers(t.db, { eventId: empty, locale: "de" })).toEqual({
      total: 0,
      matching: 0,
      producers: [],
      page: 1,
      pageCount: 1,
      letters: [],
    });
  });

  it("keeps an event's list until its catalogue version moves, then reads it again", async () => {
    const names = async () =>
      (await listEventProducers(t.db, { eventId: event, locale: "en" })).producers.map((p) => p.name);
    expect(await names()).toEqual(["Château Zéphyr", "Domaine Alpha", "Weingut Ämmer"]);
    // Written behind the catalogue's back: the kept list does not know of it, in any language (one read for all) …
    await t.db.updateTable("producers").set({ name: "Zéphyr Nouveau" }).where("id", "=", zephyr).execute();
    expect(await names()).toEqual(["Château Zéphyr", "Domaine Alpha", "Weingut Ämmer"]);
    const german = await listEventProducers(t.db, { eventId: event, locale: "de" });
    expect(german.producers.map((p) => p.name)).toEqual(["Château Zéphyr", "Domaine Alpha", "Weingut Ämmer"]);
    // … until the change is recorded, as every catalogue write records it.
    await recordCatalogueChange(t.db, [event], { producerIds: [zephyr] });
    expect(await names()).toEqual(["Domaine Alpha", "Weingut Ämmer", "Zéphyr Nouveau"]);
    await t.db.updateTable("producers").set({ name: "Château Zéphyr" }).where("id", "=", zephyr).execute();
    await recordCatalogueChange(t.db, [event], { producerIds: [zephyr] });
    expect(await names()).toEqual(["Château Zéphyr", "Domaine Alpha", "Weingut Ämmer"]);
  });
});
