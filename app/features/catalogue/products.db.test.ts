import { beforeAll, expect, it } from "vitest";
import { dialectOf, fromBool } from "~/.server/db/dialect";
import { describeEachDialect } from "~/.server/db/test-database";
import { insertEvent, insertExhibitor, insertProducer, insertProduct, register, testId } from "../../../tests/factories/catalogue";
import { getProduct } from "./products.server";
import { PLACEHOLDER_PRODUCER_ID } from "./vocabulary";

describeEachDialect("getProduct", (t) => {
  const ids = {} as Record<"event" | "otherEvent" | "exhibitor" | "other" | "producer" | "full" | "placeholder" | "missing" | "elsewhere", string>;

  beforeAll(async () => {
    const db = t.db;
    const bool = (value: boolean) => fromBool(dialectOf(db), value);
    ids.event = await insertEvent(db);
    ids.otherEvent = await insertEvent(db);
    ids.exhibitor = await insertExhibitor(db, { name: "Weingut Sonnenhang", country: "DE" });
    ids.other = await insertExhibitor(db, { name: "Other Stand" });
    ids.producer = await insertProducer(db, { name: "Domaine du Clos", country: "FR", region: "Loire" });
    await db.insertInto("images").values({
      id: "b".repeat(24), width: 400, height: 1200, alt: "Bottle", placeholder: "", created_at: "2026-01-01",
      variants: JSON.stringify([{ width: 400, height: 1200, src: "/media/b-400.webp" }, { width: 200, height: 600, src: "/media/b-200.webp" }]),
    }).execute();
    ids.full = await insertProduct(db, {
      exhibitor_id: ids.exhibitor, producer_id: ids.producer, name: "Clos des Pierres", vintage: 2021, color: "white",
      region: "Loire", subregion: "Savennières", alcohol: 13.5, residual_sugar: 2.1, ph: 3.21, bottle_size: 750, closure: "naturalCork",
      price_range: "10to20", characteristics: JSON.stringify(["SUSTAINABLE", "NOT_A_CHARACTERISTIC"]), is_vegan: bool(true),
      fining_agents: JSON.stringify(["bentonite"]), whole_cluster_fermentation: bool(true), bottle_image_id: "b".repeat(24),
      sensory: JSON.stringify({ body: "full", acidity: "high", wood: "loud", fruit: 3 }),
    });
    await db.insertInto("product_translations").values([
      { product_id: ids.full, locale: "en", description: "Chenin on schist.", vineyard_information: "", vinification: "Barrel fermented.", viticulture: "", pruning: "", food_pairing: "Oysters", harvest_notes: "" },
      { product_id: ids.full, locale: "de", description: "Chenin auf Schiefer.", vineyard_information: "", vinification: "", viticulture: "", pruning: "", food_pairing: "", harvest_notes: "" },
    ]).execute();
    await db.insertInto("product_grape_varieties").values([
      { product_id: ids.full, position: 1, variety_name: "Chardonnay", percentage: 10 },
      { product_id: ids.full, position: 0, variety_name: "Chenin Blanc", percentage: 90 },
    ]).execute();
    await db.insertInto("product_soil_types").values({ product_id: ids.full, position: 0, soil_type: "Schist", percentage: null }).execute();
    await db.insertInto("product_awards").values({ product_id: ids.full, position: 0, award: "Concours de Paris", medal: "gold", year: 2023 }).execute();
    await db.insertInto("files").values({
      id: testId(), owner_type: "product", owner_id: ids.full, position: 0, kind: "liveInfoSheet", name: "Tech sheet",
      languages: JSON.stringify(["en", "fr"]), is_live: bool(true), url: "/files/sheet.pdf", mime_type: "application/pdf", size_bytes: 120000, thumbnail_image_id: null,
    }).execute();
    ids.placeholder = await insertProduct(db, { exhibitor_id: ids.exhibitor, producer_id: PLACEHOLDER_PRODUCER_ID, name: "House Red" });
    ids.missing = await insertProduct(db, { exhibitor_id: ids.exhibitor, producer_id: "f".repeat(24), name: "Orphan Rosé" });
    ids.elsewhere = await insertProduct(db, { exhibitor_id: ids.exhibitor, name: "Other Fair Only" });
    await register(db, {
      eventId: ids.event, exhibitorId: ids.exhibitor, tableNumber: "A1",
      products: [{ id: ids.full, tableNumber: "B7", price: 24.5, isNew: true }, { id: ids.placeholder }, { id: ids.missing }],
    });
    await register(db, { eventId: ids.event, exhibitorId: ids.other });
    await register(db, { eventId: ids.otherEvent, exhibitorId: ids.exhibitor, products: [{ id: ids.elsewhere }] });
  });

  const load = (productId: string, extra: Partial<Parameters<typeof getProduct>[1]> = {}) =>
    getProduct(t.db, { eventId: ids.event, productId, locale: "en", ...extra });

  it("merges the registration for the event into the product", async () => {
    const product = await load(ids.full, { path: { exhibitorId: ids.exhibitor } });
    expect(product).toMatchObject({
      name: "Clos des Pierres", tableNumber: "B7", price: 24.5, currency: "EUR", isNew: true,
      // The registration leaves the price range empty: the product's own stays.
      priceRange: "10to20",
      denomination: "Savennières",
      exhibitor: { id: ids.exhibitor, name: "Weingut Sonnenhang" },
      producer: { id: ids.producer, name: "Domaine du Clos", isExhibitor: false },
    });
  });

  it("reads every detail: lists in order, flags as booleans, sensory values it knows, characteristics from list and flags", async () => {
    const product = (await load(ids.full))!;
    expect(product.grapeVarieties).toEqual([{ varietyName: "Chenin Blanc", percentage: 90 }, { varietyName: "Chardonnay", percentage: 10 }]);
    expect(product.soilTypes).toEqual([{ soilType: "Schist", percentage: null }]);
    expect(product.awards).toEqual([{ award: "Concours de Paris", medal: "gold", year: 2023 }]);
    expect(product.characteristics).toEqual(["SUSTAINABLE", "VEGAN"]);
    expect(product.sensory).toEqual({ body: "full", acidity: "high" });
    expect(product.fermentation.wholeCluster).toBe(true);
    expect(product.isVegan).toBe(true);
    expect(product.isBiodynamic).toBe(false);
    expect(product.finingAgents).toEqual(["bentonite"]);
    expect(product.alcohol).toBe(13.5);
    expect(product.bottleImage).toMatchObject({ src: "/media/b-400.webp", srcSet: "/media/b-200.webp 200w, /media/b-400.webp 400w" });
    expect(product.files).toEqual([
      expect.objectContaining({ name: "Tech sheet", kind: "liveInfoSheet", languages: ["en", "fr"], isLive: true, sizeBytes: 120000, thumbnail: null }),
    ]);
  });

  it("takes texts in the locale, field by field falling back to the event's language", async () => {
    const product = (await load(ids.full, { locale: "de" }))!;
    expect(product.description).toBe("Chenin auf Schiefer.");
    expect(product.vinification).toBe("Barrel fermented.");
    expect(product.foodPairing).toBe("Oysters");
  });

  it("keeps the exhibitor's table when the registration gives the product none", async () => {
    expect((await load(ids.placeholder))!.tableNumber).toBe("A1");
  });

  it("lets the exhibitor stand in for the placeholder producer and for a producer that does not exist", async () => {
    for (const productId of [ids.placeholder, ids.missing]) {
      const product = await load(productId, { path: { producerId: ids.exhibitor } });
      expect(product?.producer).toEqual({ id: ids.exhibitor, name: "Weingut Sonnenhang", country: "DE", region: "", isExhibitor: true });
      expect(await load(productId, { path: { producerId: PLACEHOLDER_PRODUCER_ID } })).toBeNull();
    }
  });

  it("is reachable by its producer", async () => {
    expect((await load(ids.full, { path: { producerId: ids.producer } }))?.id).toBe(ids.full);
  });

  it("is not found through another exhibitor or producer than its own", async () => {
    expect(await load(ids.full, { path: { exhibitorId: ids.other } })).toBeNull();
    expect(await load(ids.full, { path: { producerId: ids.exhibitor } })).toBeNull();
  });

  it("is not found when unknown or not registered in this event", async () => {
    expect(await load("0".repeat(24))).toBeNull();
    expect(await load(ids.elsewhere, { path: { exhibitorId: ids.exhibitor } })).toBeNull();
    expect(await getProduct(t.db, { eventId: ids.otherEvent, productId: ids.elsewhere, locale: "en" })).not.toBeNull();
  });
});
