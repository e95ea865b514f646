import { expect, it } from "vitest";
import { getExhibitor } from "~/features/catalogue/exhibitors.server";
import { getProducer } from "~/features/catalogue/producers.server";
import { listEventProducers } from "~/features/catalogue/producers-list.server";
import { PRODUCT_TEXT_FIELDS } from "~/features/catalogue/product-texts";
import { removeProductFromEvent, updateProduct } from "~/features/catalogue/product-writes.server";
import { getProduct } from "~/features/catalogue/products.server";
import { catalogueVersion, recordCatalogueChange } from "~/features/events/catalogue-versions.server";
import { parseExhibitorQuery, parseProductQuery } from "~/features/search/filters";
import { searchExhibitors, searchProducts } from "~/features/search/search-service.server";
import type { Filters } from "~/lib/hash-filters";
import {
  insertEvent,
  insertExhibitor,
  insertProducer,
  insertProduct,
  register,
} from "../../../tests/factories/catalogue";
import { describeEachDialect } from "../../../tests/support/test-database";
import { PACKAGE_CHUNK as CHUNK, offlinePackageSummary, writeOfflinePackage } from "./offline-package.server";
import { type PackageLine, parsePackageLine } from "./package-format";
import { buildSavedCatalogue, searchSavedExhibitors, searchSavedProducts } from "./saved-search";

const noTexts = Object.fromEntries(PRODUCT_TEXT_FIELDS.map((field) => [field, ""])) as Record<
  (typeof PRODUCT_TEXT_FIELDS)[number],
  string
>;

describeEachDialect("the saved fair's package", (t) => {
  async function fair(extraProducts = 0) {
    const eventId = await insertEvent(t.db, { name: "Offline Fair" });
    const exhibitorId = await insertExhibitor(t.db, { name: "Weingut Jörg Häußler" });
    const producerId = await insertProducer(t.db, { name: "Kellerei Süd" });
    const riesling = await insertProduct(t.db, {
      exhibitor_id: exhibitorId,
      name: "Riesling Spätlese",
      vintage: 2021,
      producer_id: producerId,
    });
    const rose = await insertProduct(t.db, { exhibitor_id: exhibitorId, name: "Rosé", vintage: null });
    await t.db
      .insertInto("product_translations")
      .values([
        { ...noTexts, product_id: riesling, locale: "en", description: "Ripe peach." },
        { ...noTexts, product_id: riesling, locale: "de", description: "Reifer Pfirsich." },
      ])
      .execute();
    const more: string[] = [];
    for (let at = 0; at < extraProducts; at++)
      more.push(await insertProduct(t.db, { exhibitor_id: exhibitorId, name: `Cuvée ${at}` }));
    await register(t.db, {
      eventId,
      exhibitorId,
      tableNumber: "B 12",
      products: [riesling, rose, ...more].map((id) => ({ id })),
    });
    return { eventId, exhibitorId, producerId, riesling, rose };
  }

  async function linesOf(request: Parameters<typeof writeOfflinePackage>[1]): Promise<PackageLine[]> {
    let text = "";
    await writeOfflinePackage(t.db, request, async (line) => {
      text += line;
    });
    return text
      .split("\n")
      .filter(Boolean)
      .map((line) => parsePackageLine(line));
  }

  it("holds every record as its page shows it, in the language asked, with the labels' codes, and ends with the count", async () => {
    const { eventId, exhibitorId, producerId, riesling, rose } = await fair();
    const lines = await linesOf({ eventId, locale: "de", since: null });
    const [first, ...rest] = lines;
    expect(first).toMatchObject({
      type: "fair",
      format: 1,
      eventId,
      locale: "de",
      version: 0,
      since: null,
      counts: { products: 2, exhibitors: 1, producers: 1 },
    });
    expect(rest.at(-1)).toEqual({ type: "end", records: 4 });
    // The saved home counts the producers as the event home and its A–Z do.
    const home = await listEventProducers(t.db, { eventId, locale: "de" });
    expect(first.type === "fair" && first.event.counts.producers).toBe(home.total);
    const products = rest.flatMap((line) => (line.type === "product" ? [line] : []));
    expect(products.map((line) => line.product.id).sort()).toEqual([riesling, rose].sort());
    const shown = await getProduct(t.db, { eventId, productId: riesling, locale: "de" });
    const saved = products.find((line) => line.product.id === riesling);
    expect(saved?.product).toEqual(JSON.parse(JSON.stringify(shown)));
    expect(saved?.product.description).toBe("Reifer Pfirsich.");
    expect(saved?.code).toMatch(/^[A-Z0-9]{6}$/);
    const exhibitor = rest.find((line) => line.type === "exhibitor");
    expect(exhibitor).toEqual({
      type: "exhibitor",
      exhibitor: JSON.parse(JSON.stringify(await getExhibitor(t.db, { eventId, exhibitorId, locale: "de" }))),
    });
    const producer = rest.find((line) => line.type === "producer");
    expect(producer).toEqual({
      type: "producer",
      producer: JSON.parse(JSON.stringify(await getProducer(t.db, { eventId, producerId, locale: "de" }))),
    });
  });

  it("reads a fair larger than a chunk whole, each product once", async () => {
    const { eventId } = await fair(CHUNK);
    const lines = await linesOf({ eventId, locale: "en", since: null });
    const ids = lines.flatMap((line) => (line.type === "product" ? [line.product.id] : []));
    expect(ids).toHaveLength(CHUNK + 2);
    expect(new Set(ids).size).toBe(CHUNK + 2);
  });

  it("brings a saved version up to date with what changed and what left, and sends nothing to an up-to-date one", async () => {
    const { eventId, riesling, rose } = await fair();
    const saved = await catalogueVersion(t.db, eventId);
    await updateProduct(t.db, { productId: riesling, changes: { name: "Riesling Auslese" }, actor: "test" });
    await removeProductFromEvent(t.db, { eventId, productId: rose, actor: "test" });
    const now = await catalogueVersion(t.db, eventId);
    expect(now).toBe(saved + 2);

    const diff = await linesOf({ eventId, locale: "en", since: saved });
    expect(diff[0]).toMatchObject({ type: "fair", version: now, since: saved });
    const changed = diff.flatMap((line) => (line.type === "product" ? [line.product] : []));
    expect(changed.map((product) => [product.id, product.name])).toEqual([[riesling, "Riesling Auslese"]]);
    expect(diff).toContainEqual({ type: "removed", entity: "product", id: rose });
    expect(diff.at(-1)?.type).toBe("end");

    const current = await linesOf({ eventId, locale: "en", since: now });
    expect(current.map((line) => line.type)).toEqual(["fair", "end"]);
    expect(current[0]).toMatchObject({
      version: now,
      since: now,
      counts: { products: 0, exhibitors: 0, producers: 0 },
    });
  });

  it("sends a difference larger than a chunk whole, each changed product once", async () => {
    const { eventId } = await fair(CHUNK);
    const ids = (
      await t.db.selectFrom("registered_products").select("product_id").where("event_id", "=", eventId).execute()
    ).map((row) => row.product_id);
    await recordCatalogueChange(t.db, [eventId], { productIds: ids });
    const diff = await linesOf({ eventId, locale: "en", since: 0 });
    const sent = diff.flatMap((line) => (line.type === "product" ? [line.product.id] : []));
    expect(sent.toSorted()).toEqual(ids.toSorted());
    expect(diff.at(-1)).toEqual({ type: "end", records: CHUNK + 2 });
  });

  it("stops between chunks when the client has gone, without its end line", async () => {
    const { eventId } = await fair(CHUNK);
    let text = "";
    await writeOfflinePackage(
      t.db,
      { eventId, locale: "en", since: null },
      async (line) => {
        text += line;
      },
      () => text.length > 0,
    );
    expect(text).not.toContain('"type":"end"');
    expect(text.split("\n").filter(Boolean)).toHaveLength(1);
  });

  it("answers nothing for an event the site does not have", async () => {
    expect(await writeOfflinePackage(t.db, { eventId: "nope", locale: "en", since: null }, async () => {})).toBeNull();
    expect(await offlinePackageSummary(t.db, { eventId: "nope", locale: "en" })).toBeNull();
  });

  it("estimates the stored size within a fifth of the package's", async () => {
    const { eventId } = await fair(60);
    const summary = await offlinePackageSummary(t.db, { eventId, locale: "en" });
    let bytes = 0;
    await writeOfflinePackage(t.db, { eventId, locale: "en", since: null }, async (line) => {
      bytes += line.length;
    });
    expect(summary?.counts).toEqual({ products: 62, exhibitors: 1, producers: 1 });
    expect(Math.abs((summary?.bytes ?? 0) - bytes) / bytes).toBeLessThan(0.2);
  });

  it("gives 60 concurrent catalogue writes 60 versions, each change marked with the latest that touched it", async () => {
    const { eventId, riesling, rose } = await fair();
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, at) =>
        recordCatalogueChange(t.db, [eventId], { productIds: [at % 2 ? riesling : rose] }),
      ),
    );
    const versions = results.map((result) => result.get(eventId)).sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(versions).toEqual(Array.from({ length: 60 }, (_, at) => at + 1));
    expect(await catalogueVersion(t.db, eventId)).toBe(60);
    const marks = await t.db
      .selectFrom("catalogue_changes")
      .select(["entity_id", "version"])
      .where("event_id", "=", eventId)
      .execute();
    expect(Math.max(...marks.map((mark) => Number(mark.version)))).toBe(60);
    expect(marks).toHaveLength(2);
  });
  it("searches the saved records in the browser as the server searches the fair: typos, facets, counts and order", async () => {
    const { eventId } = await fair();
    const second = await insertExhibitor(t.db, { name: "Domaine du Loup", country: "FR" });
    const products = [
      await insertProduct(t.db, {
        exhibitor_id: second,
        name: "Sancerre Blanc",
        country: "FR",
        region: "Loire",
        color: "White",
      }),
      await insertProduct(t.db, { exhibitor_id: second, name: "Chinon", country: "FR", region: "Loire", color: "Red" }),
      await insertProduct(t.db, { exhibitor_id: second, name: "Loup Pale Ale", kind: "Beer", country: "FR" }),
    ];
    await register(t.db, {
      eventId,
      exhibitorId: second,
      tableNumber: "C 3",
      products: products.map((id) => ({ id })),
    });
    const lines = await linesOf({ eventId, locale: "fr", since: null });
    const catalogue = await buildSavedCatalogue({
      products: lines.flatMap((line) => (line.type === "product" ? [line.product] : [])),
      exhibitors: lines.flatMap((line) => (line.type === "exhibitor" ? [line.exhibitor] : [])),
    });
    const productSearches: Filters[] = [
      {},
      { q: ["sancere"] },
      { q: ["loup"] },
      { kind: ["Wine"], country: ["FR"] },
      { sort: ["name"] },
    ];
    for (const filters of productSearches) {
      const online = await searchProducts(t.db, eventId, parseProductQuery(filters), "fr");
      const saved = searchSavedProducts(catalogue, filters, "fr");
      expect(
        saved.hits.map((hit) => hit.id),
        JSON.stringify(filters),
      ).toEqual(online.hits.map((hit) => hit.id));
      expect(saved.total).toBe(online.total);
      expect(saved.facets).toEqual(online.facets);
      expect(saved.suggestion).toBe(online.suggestion);
    }
    expect(searchSavedProducts(catalogue, { q: ["sancere"] }, "fr").hits.map((hit) => hit.name)).toEqual([
      "Sancerre Blanc",
    ]);
    const exhibitorSearches: Filters[] = [{}, { q: ["lou"] }, { country: ["FR"] }, { sort: ["table"] }];
    for (const filters of exhibitorSearches) {
      const online = await searchExhibitors(t.db, eventId, parseExhibitorQuery(filters), "fr");
      const saved = searchSavedExhibitors(catalogue, filters, "fr");
      expect(saved.hits, JSON.stringify(filters)).toEqual(online.hits);
      expect(saved.facets).toEqual(online.facets);
    }
    expect(catalogue.producers("fr", "")).toEqual(await listEventProducers(t.db, { eventId, locale: "fr" }));
    expect(catalogue.producers("fr", "")).toMatchObject({ total: 3 });
    expect(catalogue.producers("fr", "kellerei").producers.map((p) => p.name)).toEqual(["Kellerei Süd"]);
  });
});
