import { beforeAll, expect, it } from "vitest";
import { fromBool } from "~/.server/db/dialect";
import type { Database } from "~/.server/db/schema";
import { PLACEHOLDER_PRODUCER_ID } from "~/features/catalogue/vocabulary";
import { describeEachDialect } from "../../../tests/support/test-database";
import { emptyProductQuery } from "./filters";
import { loadExhibitorDocuments, loadProductDocuments } from "./load-docs.server";
import { ProductIndex } from "./product-index";

const id = (c: string) => c.repeat(24);
const EVENT = id("e");
const OTHER_EVENT = id("f");
const ALPHA = id("a");
const BETA = id("b");
const PRODUCER = id("c");
const RIESLING = id("1");
const COTE_ROTIE = id("2");
const UNREGISTERED = id("3");
const now = "2026-01-01T00:00:00.000Z";
// SQLite cannot say DEFAULT in a multi-row insert, so every row names the same columns.
const PRODUCT_DEFAULTS = {
  vintage: null,
  region: "",
  subregion: "",
  color: "",
  alcohol: null,
  closure: "",
  price_range: "",
  characteristics: "[]",
  bottle_image_id: null,
};

describeEachDialect("search documents", (t) => {
  beforeAll(async () => {
    const db = t.db;
    const insert = <T extends keyof Database>(table: T, rows: Record<string, unknown>[]) =>
      db
        .insertInto(table)
        .values(rows as never)
        .execute();
    const bool = (value: boolean) => fromBool(t.dialect, value);

    await insert(
      "events",
      [EVENT, OTHER_EVENT].map((eventId, i) => ({
        id: eventId,
        slug: `fair-${i}`,
        default_locale: "en",
        locales: '["en"]',
        starts_on: "2026-03-01",
        ends_on: "2026-03-02",
        timezone: "Europe/Berlin",
        settings: "{}",
        created_at: now,
        updated_at: now,
      })),
    );
    await insert("images", [
      {
        id: id("9"),
        width: 600,
        height: 1200,
        alt: "Bottle",
        placeholder: "data:image/webp;base64,AAAA",
        created_at: now,
        variants: JSON.stringify([
          { width: 192, height: 384, src: "/media/b-192.webp" },
          { width: 96, height: 192, src: "/media/b-96.webp" },
        ]),
      },
    ]);
    await insert(
      "exhibitors",
      [
        {
          id: ALPHA,
          brand_id: id("d"),
          slug: "alpha",
          name: "Weingut Alpha",
          brand_name: "Alpha",
          country: "DE",
          offering: '["onlineShop","inPerson"]',
        },
        {
          id: BETA,
          brand_id: id("d"),
          slug: "beta",
          name: "Cave Beta",
          brand_name: "Beta",
          country: "FR",
          offering: "[]",
        },
      ].map((row) => ({ ...row, created_at: now, updated_at: now })),
    );
    await insert("exhibitor_markets", [
      { exhibitor_id: ALPHA, market: "AT", status: "hasDistribution" },
      { exhibitor_id: ALPHA, market: "US", status: "seekingDistribution" },
    ]);
    await insert("producers", [
      {
        id: PRODUCER,
        brand_id: id("d"),
        slug: "gamma",
        name: "Domaine Gamma",
        country: "FR",
        region: "Rhône",
        created_at: now,
        updated_at: now,
      },
    ]);
    const product = (row: Record<string, unknown>) => ({
      ...PRODUCT_DEFAULTS,
      is_vegan: bool(false),
      ...row,
      created_at: now,
      updated_at: now,
    });
    await insert(
      "products",
      [
        {
          id: RIESLING,
          exhibitor_id: ALPHA,
          producer_id: PLACEHOLDER_PRODUCER_ID,
          kind: "Wine",
          name: "Riesling Kabinett",
          vintage: 2022,
          country: "DE",
          region: "Mosel",
          subregion: "",
          color: "white",
          alcohol: 9.5,
          closure: "screwcap",
          price_range: "10to20",
          characteristics: '["SUSTAINABLE"]',
          is_vegan: bool(true),
          bottle_image_id: id("9"),
        },
        {
          id: COTE_ROTIE,
          exhibitor_id: BETA,
          producer_id: PRODUCER,
          kind: "Wine",
          name: "Côte-Rôtie",
          vintage: 2019,
          country: "FR",
          region: "Rhône",
          subregion: "Côte-Rôtie",
          color: "red",
          alcohol: 13.5,
          price_range: "40to80",
        },
        { id: UNREGISTERED, exhibitor_id: BETA, producer_id: null, kind: "Beer", name: "Bière Blonde", country: "FR" },
      ].map(product),
    );
    await insert("product_grape_varieties", [
      { product_id: RIESLING, position: 0, variety_name: "Riesling", percentage: 100 },
      { product_id: COTE_ROTIE, position: 1, variety_name: "Viognier", percentage: 5 },
      { product_id: COTE_ROTIE, position: 0, variety_name: "Syrah", percentage: 95 },
    ]);
    await insert("product_awards", [
      { product_id: COTE_ROTIE, position: 0, award: "Decanter", medal: "gold", year: 2023 },
      { product_id: COTE_ROTIE, position: 1, award: "IWC", medal: "silver", year: null },
    ]);
    await insert(
      "registrations",
      [
        { id: id("4"), event_id: EVENT, kind: "single", name: "", table_number: "R1", sort_number: 1 },
        { id: id("5"), event_id: EVENT, kind: "grouped", name: "Rhône stand", table_number: "G5", sort_number: 2 },
        { id: id("6"), event_id: OTHER_EVENT, kind: "single", name: "", table_number: "X1", sort_number: 1 },
      ].map((row) => ({ ...row, created_at: now, updated_at: now })),
    );
    await insert("registration_exhibitors", [
      { registration_id: id("4"), event_id: EVENT, exhibitor_id: ALPHA, table_number: "", sort_number: null },
      { registration_id: id("5"), event_id: EVENT, exhibitor_id: BETA, table_number: "B7", sort_number: 3 },
      { registration_id: id("6"), event_id: OTHER_EVENT, exhibitor_id: BETA, table_number: "", sort_number: null },
    ]);
    await insert("registered_products", [
      {
        event_id: EVENT,
        product_id: RIESLING,
        registration_id: id("4"),
        exhibitor_id: ALPHA,
        table_number: "",
        price: 12.5,
        currency: "EUR",
        price_range: "",
        is_new: bool(false),
      },
      {
        event_id: EVENT,
        product_id: COTE_ROTIE,
        registration_id: id("5"),
        exhibitor_id: BETA,
        table_number: "",
        price: null,
        currency: "",
        price_range: "over80",
        is_new: bool(true),
      },
      {
        event_id: OTHER_EVENT,
        product_id: UNREGISTERED,
        registration_id: id("6"),
        exhibitor_id: BETA,
        table_number: "T9",
        price: 4,
        currency: "EUR",
        price_range: "",
        is_new: bool(false),
      },
    ]);
  });

  it("holds only the products registered for the event", async () => {
    const docs = await loadProductDocuments(t.db, EVENT);
    expect(docs.map((doc) => doc.summary.id).sort()).toEqual([RIESLING, COTE_ROTIE].sort());
    const other = await loadProductDocuments(t.db, OTHER_EVENT);
    expect(other.map((doc) => doc.summary.id)).toEqual([UNREGISTERED]);
  });

  it("reads just the products asked for, as the whole event's load gives them; one not registered has none", async () => {
    const all = await loadProductDocuments(t.db, EVENT);
    const some = await loadProductDocuments(t.db, EVENT, [COTE_ROTIE, UNREGISTERED]);
    expect(some).toEqual(all.filter((doc) => doc.summary.id === COTE_ROTIE));
    expect(await loadProductDocuments(t.db, EVENT, [])).toEqual([]);
    const [alpha] = await loadExhibitorDocuments(t.db, EVENT, [ALPHA]);
    expect(alpha).toEqual((await loadExhibitorDocuments(t.db, EVENT)).find((doc) => doc.id === ALPHA));
  });

  it("lets the exhibitor stand in for a placeholder or missing producer", async () => {
    const docs = await loadProductDocuments(t.db, EVENT);
    const riesling = docs.find((doc) => doc.summary.id === RIESLING)!;
    expect(riesling.summary.producer).toEqual({
      id: ALPHA,
      name: "Weingut Alpha",
      country: "DE",
      region: "",
      isExhibitor: true,
    });
    const coteRotie = docs.find((doc) => doc.summary.id === COTE_ROTIE)!;
    expect(coteRotie.summary.producer).toEqual({
      id: PRODUCER,
      name: "Domaine Gamma",
      country: "FR",
      region: "Rhône",
      isExhibitor: false,
    });
    const [beer] = await loadProductDocuments(t.db, OTHER_EVENT);
    expect(beer.summary.producer).toMatchObject({ id: BETA, isExhibitor: true });
  });

  it("names the denomination by subregion, else region", async () => {
    const docs = await loadProductDocuments(t.db, EVENT);
    expect(docs.find((doc) => doc.summary.id === RIESLING)!.summary.denomination).toBe("Mosel");
    expect(docs.find((doc) => doc.summary.id === COTE_ROTIE)!.summary.denomination).toBe("Côte-Rôtie");
  });

  it("takes the table from the registered product, else the exhibitor's stand, else the registration", async () => {
    const docs = await loadProductDocuments(t.db, EVENT);
    expect(docs.find((doc) => doc.summary.id === RIESLING)!.summary.tableNumber).toBe("R1");
    expect(docs.find((doc) => doc.summary.id === COTE_ROTIE)!.summary.tableNumber).toBe("B7");
    const [beer] = await loadProductDocuments(t.db, OTHER_EVENT);
    expect(beer.summary.tableNumber).toBe("T9");
  });

  it("merges the event's price data and carries grapes, awards, characteristics and the bottle image", async () => {
    const docs = await loadProductDocuments(t.db, EVENT);
    const riesling = docs.find((doc) => doc.summary.id === RIESLING)!;
    expect(riesling.summary).toMatchObject({
      price: 12.5,
      currency: "EUR",
      priceRange: "10to20",
      characteristics: ["SUSTAINABLE", "VEGAN"],
    });
    expect(riesling).toMatchObject({ grapes: ["Riesling"], alcohol: 9.5, closure: "screwcap", subregion: "" });
    expect(riesling.summary.bottleImage).toEqual({
      id: id("9"),
      width: 600,
      height: 1200,
      aspectRatio: 0.5,
      alt: "Bottle",
      src: "/media/b-192.webp",
      srcSet: "/media/b-96.webp 96w, /media/b-192.webp 192w",
      sizes: "(min-width: 52em) 160px, 96px",
      placeholder: "data:image/webp;base64,AAAA",
    });
    const coteRotie = docs.find((doc) => doc.summary.id === COTE_ROTIE)!;
    expect(coteRotie.summary).toMatchObject({
      price: null,
      priceRange: "over80",
      bottleImage: null,
      exhibitor: { id: BETA, name: "Cave Beta" },
    });
    expect(coteRotie.grapes).toEqual(["Syrah", "Viognier"]);
    expect(coteRotie.summary.awards).toEqual([
      { award: "Decanter", medal: "gold", year: 2023 },
      { award: "IWC", medal: "silver", year: null },
    ]);
  });

  it("builds exhibitor cards with offering, markets, stand and product count", async () => {
    const docs = await loadExhibitorDocuments(t.db, EVENT);
    expect(docs.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      {
        id: BETA,
        slug: "beta",
        name: "Cave Beta",
        brandName: "Beta",
        country: "FR",
        logo: null,
        tableNumber: "B7",
        sortNumber: 3,
        offering: [],
        hasDistribution: [],
        seekingDistribution: [],
        productCount: 1,
      },
      {
        id: ALPHA,
        slug: "alpha",
        name: "Weingut Alpha",
        brandName: "Alpha",
        country: "DE",
        logo: null,
        tableNumber: "R1",
        sortNumber: 1,
        offering: ["onlineShop", "inPerson"],
        hasDistribution: ["AT"],
        seekingDistribution: ["US"],
        productCount: 1,
      },
    ]);
  });

  it("feeds an index that finds products by the stand-in producer", async () => {
    const index = new ProductIndex(await loadProductDocuments(t.db, EVENT));
    const result = index.search({ ...emptyProductQuery(), q: "alpha" });
    expect(result.hits.map((hit) => hit.id)).toEqual([RIESLING]);
  });
});
