import { beforeAll, expect, it } from "vitest";
import { getProductIndex, hasProductIndex } from "~/features/search/search-service.server";
import {
  insertEvent,
  insertExhibitor,
  insertProducer,
  insertProduct,
  register,
} from "../../../tests/factories/catalogue";
import { sqlitePlan } from "../../../tests/support/query-plan";
import { describeEachDialect } from "../../../tests/support/test-database";
import { getProduct } from "../catalogue/products.server";
import { PLACEHOLDER_PRODUCER_ID } from "../catalogue/vocabulary";
import {
  exhibitorProductSummaries,
  producerProductQuery,
  producerProductSummaries,
  producerRegistrations,
  productSummariesByIds,
  relatedProductSummaries,
} from "./product-summaries.server";

describeEachDialect("product summaries", (t) => {
  let eventId = "";
  let stand = "";
  let importer = "";
  let producer = "";
  const p: Record<string, string> = {};

  beforeAll(async () => {
    const db = t.db;
    eventId = await insertEvent(db);
    const otherEvent = await insertEvent(db);
    stand = await insertExhibitor(db, { name: "Domaine Stand" });
    importer = await insertExhibitor(db, { name: "Importer" });
    const late = await insertExhibitor(db, { name: "Elsewhere" });
    producer = await insertProducer(db, { name: "Domaine du Clos" });
    const otherProducer = await insertProducer(db, { name: "Château Autre" });
    const wine = (name: string, exhibitor: string, extra: Record<string, unknown> = {}) =>
      insertProduct(db, { exhibitor_id: exhibitor, name, kind: "Wine", color: "white", region: "Loire", ...extra });
    p.target = await wine("Target Chenin", stand, { producer_id: producer });
    p.standSameProducer = await wine("B Clos Cuvée", stand, { producer_id: producer, color: "red", region: "Anjou" });
    p.standOwn = await wine("C House Wine", stand, {
      producer_id: PLACEHOLDER_PRODUCER_ID,
      color: "red",
      region: "Anjou",
    });
    p.importerSameProducer = await wine("A Clos via Importer", importer, {
      producer_id: producer,
      color: "red",
      region: "Anjou",
    });
    p.sameStyle = await wine("Style Only", importer, { producer_id: otherProducer });
    p.sameGrape = await wine("Grape Only", importer, { producer_id: otherProducer, color: "red", region: "Bordeaux" });
    p.styleAndGrape = await wine("Style and Grape", importer, { producer_id: otherProducer });
    p.unrelated = await wine("Unrelated Syrah", importer, {
      producer_id: otherProducer,
      color: "red",
      region: "Rhône",
    });
    p.notInEvent = await wine("Not Here", late, { producer_id: otherProducer });
    const grapes = [
      [p.target, "Chenin Blanc"],
      [p.sameGrape, "Chenin Blanc"],
      [p.styleAndGrape, "Chenin Blanc"],
      [p.unrelated, "Syrah"],
      [p.notInEvent, "Chenin Blanc"],
    ];
    await db
      .insertInto("product_grape_varieties")
      .values(grapes.map(([product_id, variety_name]) => ({ product_id, variety_name, position: 0, percentage: 100 })))
      .execute();
    await register(db, {
      eventId,
      exhibitorId: stand,
      tableNumber: "S1",
      products: [p.target, p.standSameProducer, p.standOwn].map((id) => ({ id })),
    });
    await register(db, {
      eventId,
      exhibitorId: importer,
      tableNumber: "I1",
      products: [p.importerSameProducer, p.sameStyle, p.sameGrape, p.styleAndGrape, p.unrelated].map((id) => ({
        id,
        price: 12,
      })),
    });
    await register(db, { eventId: otherEvent, exhibitorId: late, products: [{ id: p.notInEvent }] });
  });

  const names = (list: { name: string }[]) => list.map((s) => s.name);

  // Runs first: the event's index is not built yet.
  it("before the event's index is built: the producer's and the stand's products from the database, marked incomplete", async () => {
    expect(hasProductIndex(eventId)).toBe(false);
    const product = (await getProduct(t.db, { eventId, productId: p.target, locale: "en" }))!;
    const related = await relatedProductSummaries(t.db, { eventId, product });
    expect(related.complete).toBe(false);
    expect(names(related.sameProducer)).toEqual(["A Clos via Importer", "B Clos Cuvée"]);
    expect(names(related.sameExhibitor)).toEqual(["C House Wine"]);
    expect(related.similar).toEqual([]);
    const summaries = await productSummariesByIds(t.db, { eventId, productIds: [p.unrelated, p.notInEvent, p.target] });
    expect(names(summaries)).toEqual(["Unrelated Syrah", "Target Chenin"]);
    // Asking started the build; once it is done the same cards come from the index.
    await getProductIndex(t.db, eventId);
    expect(hasProductIndex(eventId)).toBe(true);
    expect(await productSummariesByIds(t.db, { eventId, productIds: [p.unrelated, p.notInEvent, p.target] })).toEqual(
      summaries,
    );
  });

  it("finds a producer's products at the event through the producer's index, not by walking the event's registrations", async () => {
    const others = producerProductQuery(t.db, { eventId, productId: p.target, producerId: producer, limit: 4 });
    expect((await others.execute()).map((row) => row.product_id)).toEqual([
      p.importerSameProducer,
      p.standSameProducer,
    ]);
    const all = producerRegistrations(t.db, eventId, producer);
    expect((await all.execute()).map((row) => row.product_id).sort()).toEqual(
      [p.target, p.standSameProducer, p.importerSameProducer].sort(),
    );
    if (t.dialect === "sqlite") {
      // As a join on the producer, SQLite read every registration of the event (568–621 ms at 100,000 products).
      for (const query of [others, all]) {
        const steps = await sqlitePlan(t.db, query);
        expect(steps).toMatch(/USING INDEX products_producer \(producer_id=\?\)/);
        expect(steps).toMatch(/registered_products_1 \(event_id=\? AND product_id=\?\)/);
      }
    }
  });

  it("picks the producer's other products, then the stand's not already shown, then similar ones from elsewhere", async () => {
    const product = (await getProduct(t.db, { eventId, productId: p.target, locale: "en" }))!;
    const related = await relatedProductSummaries(t.db, { eventId, product });
    expect(related.complete).toBe(true);
    expect(names(related.sameProducer).sort()).toEqual(["A Clos via Importer", "B Clos Cuvée"]);
    expect(names(related.sameExhibitor)).toEqual(["C House Wine"]);
    // Same style and a shared grape outranks either alone; a style match outranks one shared grape.
    expect(names(related.similar)).toEqual(["Style and Grape", "Style Only", "Grape Only"]);
  });

  it("has no producer group when the exhibitor stands in for the producer", async () => {
    const product = (await getProduct(t.db, { eventId, productId: p.standOwn, locale: "en" }))!;
    const related = await relatedProductSummaries(t.db, { eventId, product });
    expect(related.sameProducer).toEqual([]);
    expect(names(related.sameExhibitor).sort()).toEqual(["B Clos Cuvée", "Target Chenin"]);
    expect(related.similar.every((s) => s.exhibitor.id !== stand)).toBe(true);
  });

  it("lists an exhibitor's and a producer's products in the event by name, as the index summarises them", async () => {
    const ofImporter = await exhibitorProductSummaries(t.db, { eventId, exhibitorId: importer, locale: "en" });
    expect(names(ofImporter)).toEqual([
      "A Clos via Importer",
      "Grape Only",
      "Style and Grape",
      "Style Only",
      "Unrelated Syrah",
    ]);
    expect(ofImporter[0]).toMatchObject({ tableNumber: "I1", price: 12, exhibitor: { id: importer } });
    const ofProducer = await producerProductSummaries(t.db, { eventId, producerId: producer, locale: "en" });
    expect(names(ofProducer)).toEqual(["A Clos via Importer", "B Clos Cuvée", "Target Chenin"]);
  });

  it("keeps the order of the ids asked for and leaves out products not in the event", async () => {
    const summaries = await productSummariesByIds(t.db, { eventId, productIds: [p.unrelated, p.notInEvent, p.target] });
    expect(names(summaries)).toEqual(["Unrelated Syrah", "Target Chenin"]);
  });
});
