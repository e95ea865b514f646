import { beforeAll, expect, it } from "vitest";
import { dialectOf, fromBool } from "~/.server/db/dialect";
import type { Locale } from "~/lib/locales";
import {
  insertEvent,
  insertExhibitor,
  insertProducer,
  insertProduct,
  register,
  testId,
} from "../../../tests/factories/catalogue";
import { describeEachDialect } from "../../../tests/support/test-database";
import { getProduct } from "./products.server";
import { PLACEHOLDER_PRODUCER_ID } from "./vocabulary";

describeEachDialect("getProduct", (t) => {
  const ids = {} as Record<
    "event" | "otherEvent" | "exhibitor" | "other" | "producer" | "full" | "placeholder" | "missing" | "elsewhere",
    string
  >;

  beforeAll(async () => {
    const db = t.db;
    const bool = (value: boolean) => fromBool(dialectOf(db), value);
    ids.event = await insertEvent(db);
    ids.otherEvent = await insertEvent(db);
    ids.exhibitor = await insertExhibitor(db, { name: "Weingut Sonnenhang", country: "DE" });
    ids.other = await insertExhibitor(db, { name: "Other Stand" });
    ids.producer = await insertProducer(db, { name: "Domaine du Clos", country: "FR", region: "Loire" });
    await db
      .insertInto("images")
      .values({
        id: "b".repeat(24),
        width: 400,
        height: 1200,
        alt: "Bottle",
        placeholder: "",
        created_at: "2026-01-01",
        variants: JSON.stringify([
          { width: 400, height: 1200, src: "/media/b-400.webp" },
          { width: 200, height: 600, src: "/media/b-200.webp" },
        ]),
      })
      .execute();
    ids.full = await insertProduct(db, {
      exhibitor_id: ids.exhibitor,
      producer_id: ids.producer,
      name: "Clos des Pierres",
      vintage: 2021,
      color: "white",
      region: "Loire",
      subregion: "Savennières",
      alcohol: 13.5,
      residual_sugar: 2.1,
      ph: 3.21,
      bottle_size: 750,
      closure: "naturalCork",
      price_range: "10to20",
      characteristics: JSON.stringify(["SUSTAINABLE", "NOT_A_CHARACTERISTIC"]),
      is_vegan: bool(true),
      fining_agents: JSON.stringify(["bentonite"]),
      whole_cluster_fermentation: bool(true),
      bottle_image_id: "b".repeat(24),
      sensory: JSON.stringify({ body: "full", acidity: "high", wood: "loud", fruit: 3 }),
    });
    // Every row names every column: SQLite has no DEFAULT inside a multi-row VALUES.
    const blank = {
      vineyard_information: "",
      vinification: "",
      viticulture: "",
      pruning: "",
      food_pairing: "",
      harvest_notes: "",
      apparent_color: "",
      bottling: "",
      maturation: "",
      training: "",
      soil_type: "",
      fermentation_type: "",
      fermentation_vessel: "",
      oak_influence: "",
    };
    await db
      .insertInto("product_translations")
      .values([
        {
          ...blank,
          product_id: ids.full,
          locale: "en",
          description: "Chenin on schist.",
          vinification: "Barrel fermented.",
          food_pairing: "Oysters",
          apparent_color: "pale gold",
          bottling: "Estate bottled",
          maturation: "10 months in oak barrels",
          training: "Guyot",
          soil_type: "Schist",
          fermentation_type: "Spontaneous (indigenous yeasts)",
          fermentation_vessel: "Oak barrels",
          oak_influence: "light (older French oak)",
        },
        // No bottling and no training in German: those fall back, field by field.
        {
          ...blank,
          product_id: ids.full,
          locale: "de",
          description: "Chenin auf Schiefer.",
          apparent_color: "helles Goldgelb",
          maturation: "10 Monate in Eichenfässern",
          soil_type: "Schiefer",
          fermentation_type: "Spontangärung (wilde Hefen)",
          fermentation_vessel: "Eichenfässer",
          oak_influence: "dezent (ältere französische Eiche)",
        },
        {
          ...blank,
          product_id: ids.full,
          locale: "fr",
          description: "Chenin sur schiste.",
          maturation: "10 mois en fûts de chêne",
          bottling: "Mis en bouteille au domaine",
        },
      ])
      .execute();
    await db
      .insertInto("product_grape_varieties")
      .values([
        { product_id: ids.full, position: 1, variety_name: "Chardonnay", percentage: 10 },
        { product_id: ids.full, position: 0, variety_name: "Chenin Blanc", percentage: 90 },
      ])
      .execute();
    await db
      .insertInto("product_soil_types")
      .values([
        {
          product_id: ids.full,
          position: 0,
          soil_type: "Schist",
          names: JSON.stringify({ en: "Schist", de: "Schiefer", fr: "Schiste" }),
          percentage: 70,
        },
        { product_id: ids.full, position: 1, soil_type: "Tuffeau", names: "{}", percentage: 30 },
      ])
      .execute();
    await db
      .insertInto("product_awards")
      .values({ product_id: ids.full, position: 0, award: "Concours de Paris", medal: "gold", year: 2023 })
      .execute();
    await db
      .insertInto("files")
      .values({
        id: testId(),
        owner_type: "product",
        owner_id: ids.full,
        position: 0,
        kind: "liveInfoSheet",
        name: "Tech sheet",
        languages: JSON.stringify(["en", "fr"]),
        is_live: bool(true),
        url: "/files/sheet.pdf",
        mime_type: "application/pdf",
        size_bytes: 120000,
        thumbnail_image_id: null,
      })
      .execute();
    ids.placeholder = await insertProduct(db, {
      exhibitor_id: ids.exhibitor,
      producer_id: PLACEHOLDER_PRODUCER_ID,
      name: "House Red",
    });
    await db
      .insertInto("files")
      .values({
        id: testId(),
        owner_type: "product",
        owner_id: ids.placeholder,
        position: 0,
        kind: "linked",
        name: "Price list",
        names: JSON.stringify({ de: "Preisliste", fr: "Tarifs" }),
        languages: "[]",
        is_live: bool(false),
        url: "https://example.com/p.pdf",
        mime_type: "application/pdf",
        size_bytes: null,
        thumbnail_image_id: null,
      })
      .execute();
    ids.missing = await insertProduct(db, {
      exhibitor_id: ids.exhibitor,
      producer_id: "f".repeat(24),
      name: "Orphan Rosé",
    });
    ids.elsewhere = await insertProduct(db, { exhibitor_id: ids.exhibitor, name: "Other Fair Only" });
    await register(db, {
      eventId: ids.event,
      exhibitorId: ids.exhibitor,
      tableNumber: "A1",
      products: [
        { id: ids.full, tableNumber: "B7", price: 24.5, isNew: true },
        { id: ids.placeholder },
        { id: ids.missing },
      ],
    });
    await register(db, { eventId: ids.event, exhibitorId: ids.other });
    await register(db, { eventId: ids.otherEvent, exhibitorId: ids.exhibitor, products: [{ id: ids.elsewhere }] });
  });

  const load = (productId: string, extra: Partial<Parameters<typeof getProduct>[1]> = {}) =>
    getProduct(t.db, { eventId: ids.event, productId, locale: "en", ...extra });

  it("merges the registration for the event into the product", async () => {
    const product = await load(ids.full, { path: { exhibitorId: ids.exhibitor } });
    expect(product).toMatchObject({
      name: "Clos des Pierres",
      tableNumber: "B7",
      price: 24.5,
      currency: "EUR",
      isNew: true,
      // The registration leaves the price range empty: the product's own stays.
      priceRange: "10to20",
      denomination: "Savennières",
      exhibitor: { id: ids.exhibitor, name: "Weingut Sonnenhang" },
      producer: { id: ids.producer, name: "Domaine du Clos", isExhibitor: false },
    });
  });

  it("reads every detail: lists in order, flags as booleans, sensory values it knows, characteristics from list and flags", async () => {
    const product = (await load(ids.full))!;
    expect(product.grapeVarieties).toEqual([
      { varietyName: "Chenin Blanc", percentage: 90 },
      { varietyName: "Chardonnay", percentage: 10 },
    ]);
    expect(product.soilTypes).toEqual([
      { soilType: "Schist", percentage: 70 },
      { soilType: "Tuffeau", percentage: 30 },
    ]);
    expect(product.awards).toEqual([{ award: "Concours de Paris", medal: "gold", year: 2023 }]);
    expect(product.characteristics).toEqual(["SUSTAINABLE", "VEGAN"]);
    expect(product.sensory).toEqual({ body: "full", acidity: "high" });
    expect(product.fermentation.wholeCluster).toBe(true);
    expect(product.isVegan).toBe(true);
    expect(product.isBiodynamic).toBe(false);
    expect(product.finingAgents).toEqual(["bentonite"]);
    expect(product.alcohol).toBe(13.5);
    expect(product.bottleImage).toMatchObject({
      src: "/media/b-400.webp",
      srcSet: "/media/b-200.webp 200w, /media/b-400.webp 400w",
    });
    expect(product.files).toEqual([
      expect.objectContaining({
        name: "Tech sheet",
        kind: "liveInfoSheet",
        languages: ["en", "fr"],
        isLive: true,
        sizeBytes: 120000,
        thumbnail: null,
      }),
    ]);
  });

  it("takes texts in the locale, field by field falling back to the event's language", async () => {
    const product = (await load(ids.full, { locale: "de" }))!;
    expect(product.description).toBe("Chenin auf Schiefer.");
    expect(product.vinification).toBe("Barrel fermented.");
    expect(product.foodPairing).toBe("Oysters");
  });

  it("reads the technical facts in the locale, each missing one from the fallback languages", async () => {
    const german = (await load(ids.full, { locale: "de" }))!;
    expect(german).toMatchObject({
      apparentColor: "helles Goldgelb",
      maturation: "10 Monate in Eichenfässern",
      soilType: "Schiefer",
      // Not in German: English, the event's language.
      bottling: "Estate bottled",
      training: "Guyot",
    });
    expect(german.fermentation).toMatchObject({
      type: "Spontangärung (wilde Hefen)",
      vesselType: "Eichenfässer",
      oakInfluence: "dezent (ältere französische Eiche)",
    });
    // Italian has no row at all: the event's language where it has the field, English where it does not.
    const italian = (await load(ids.full, { locale: "it", fallbackLocale: "fr" }))!;
    expect(italian).toMatchObject({
      maturation: "10 mois en fûts de chêne",
      bottling: "Mis en bouteille au domaine",
      soilType: "Schist",
      apparentColor: "pale gold",
    });
    expect(italian.fermentation.vesselType).toBe("Oak barrels");
  });

  it("names files in the locale by the same rule, and by their single name when they have no names per locale", async () => {
    const names = async (productId: string, locale: Locale, fallbackLocale?: Locale) =>
      (await load(productId, { locale, fallbackLocale }))!.files.map((f) => f.name);
    expect(await names(ids.placeholder, "de")).toEqual(["Preisliste"]);
    expect(await names(ids.placeholder, "it", "fr")).toEqual(["Tarifs"]);
    expect(await names(ids.full, "de")).toEqual(["Tech sheet"]);
  });

  it("names soil types in the locale, falling back like every text, and by their single name without names", async () => {
    const soils = async (locale: Locale, fallbackLocale?: Locale) =>
      (await load(ids.full, { locale, fallbackLocale }))!.soilTypes.map((s) => `${s.soilType} ${s.percentage}`);
    expect(await soils("de")).toEqual(["Schiefer 70", "Tuffeau 30"]);
    expect(await soils("it", "fr")).toEqual(["Schiste 70", "Tuffeau 30"]);
    expect(await soils("es")).toEqual(["Schist 70", "Tuffeau 30"]);
  });

  it("keeps the exhibitor's table when the registration gives the product none", async () => {
    expect((await load(ids.placeholder))!.tableNumber).toBe("A1");
  });

  it("lets the exhibitor stand in for the placeholder producer and for a producer that does not exist", async () => {
    for (const productId of [ids.placeholder, ids.missing]) {
      const product = await load(productId, { path: { producerId: ids.exhibitor } });
      expect(product?.producer).toEqual({
        id: ids.exhibitor,
        name: "Weingut Sonnenhang",
        country: "DE",
        region: "",
        isExhibitor: true,
      });
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
