import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLACEHOLDER_PRODUCER_ID } from "~/features/catalogue/vocabulary";
import { LOCALES } from "~/lib/locales";
import { fixtureData, startProductApiFixture } from "../../../../tests/support/product-api-fixture";
import type { ProductApiConfig } from "./graphql-client.server";
import { PAGES_AHEAD } from "./locale-passes.server";
import {
  kindOf,
  REGISTRATIONS_PAGE,
  readSource,
  readSourceHead,
  readSourceParts,
  type SourceCatalogue,
} from "./read-source.server";

// readSource against a real GraphQL server over HTTP (product-api.fixture.server.ts):
// the catalogue rules applied to recorded-shape data.

const data = fixtureData();
const [keller, leflaive] = data.exhibitors;
const pid = (n: number) => data.products[n - 1].productId;
let fixture: Awaited<ReturnType<typeof startProductApiFixture>>;
let catalogue: SourceCatalogue;

beforeAll(async () => {
  fixture = await startProductApiFixture(data);
  const config: ProductApiConfig = { url: fixture.url, timeoutMs: 2_000, retries: 2, backoffMs: 10, pageSize: 2 };
  // Pages of two, so every list takes more than one call; the second products page fails once.
  fixture.faults.push({ operationName: "SyncEventProducts", times: 1, status: 503 });
  catalogue = await readSource(config, { eventId: data.eventId, locales: LOCALES });
});

afterAll(() => fixture.close());

const product = (n: number) => catalogue.products.find((p) => p.id === pid(n));

describe("readSource", () => {
  it("reads the event's name and exhibitors", () => {
    expect(catalogue.name).toBe("Fixture Wine Fair");
    expect(catalogue.exhibitors.map((e) => [e.id, e.name, e.country])).toEqual([
      [keller.exhibitorId, "Weingut Keller", "DE"],
      [leflaive.exhibitorId, "Domaine Leflaive", "FR"],
    ]);
  });

  it("keeps only products registered for the event, with the registration's stand", () => {
    expect(catalogue.products.map((p) => p.id)).toEqual([pid(1), pid(2), pid(3), pid(4)]);
    expect(product(1)?.tableNumber).toBe("B12");
    expect(product(2)?.tableNumber).toBe("");
  });

  it("gives the exhibitor as producer to a product without producer or with the placeholder producer", () => {
    expect(product(1)?.producerId).toBe(data.products[0].producer?.producerId);
    expect(product(2)?.producerId).toBeNull();
    expect(product(3)?.producerId).toBeNull();
    expect(catalogue.producers.map((p) => p.name)).toEqual(["Keller Estate", "Leflaive Frères"]);
    expect(catalogue.producers.map((p) => p.id)).not.toContain(PLACEHOLDER_PRODUCER_ID);
  });

  it("takes the subregion as denomination, else the region", () => {
    expect(product(1)?.denomination).toBe("Westhofen");
    expect(product(2)?.denomination).toBe("Rheinhessen");
    expect(product(3)?.denomination).toBe("Burgundy");
    expect(product(4)?.denomination).toBe("Bâtard-Montrachet");
  });

  it("links each product to its exhibitor and maps the product type to the catalogue's kind", () => {
    expect(product(1)?.exhibitorId).toBe(keller.exhibitorId);
    expect(product(4)?.exhibitorId).toBe(leflaive.exhibitorId);
    expect(catalogue.products.every((p) => p.kind === "Wine")).toBe(true);
  });

  it("reads every fact once, soils with their names in each language, and the sensory scales that have a value", () => {
    expect(product(1)?.facts).toMatchObject({
      isVegan: true,
      isVegetarian: false,
      eanBottle: "4006381333931",
      finingAgents: ["bentonite"],
      vineyardElevation: 220,
      malolacticFermentation: "none",
      sensory: { acidity: "high", body: "moderate" },
      soilTypes: [
        { soilType: "limestone", names: { de: "Kalkstein" }, percentage: 70 },
        { soilType: "loess", names: { de: "Löss" }, percentage: 30 },
      ],
    });
    expect(product(1)?.facts?.sensory).not.toHaveProperty("wood");
    expect(product(2)?.facts).toMatchObject({ isVegan: false, soilTypes: [], sensory: {}, eanBottle: "" });
  });

  it("keeps per locale only the texts the API sent in that locale", () => {
    const descriptions = (n: number) =>
      Object.fromEntries(Object.entries(product(n)?.texts ?? {}).map(([locale, t]) => [locale, t?.description]));
    expect(descriptions(1)).toEqual({ en: "Mineral and taut.", de: "Mineralisch und straff." });
    // Asked in German, the API sent the English item: no German text.
    expect(descriptions(4)).toEqual({ en: "Rich and long." });
    // Every text column of a locale the API sent, the empty ones too (so an emptied text is emptied).
    expect(product(1)?.texts.de).toMatchObject({ vinification: "Spontan vergoren im Stückfass.", pruning: "" });
    expect(product(1)?.texts.en).toMatchObject({ vinification: "Wild ferment in large oak casks.", pruning: "" });
    expect(catalogue.exhibitors[1].descriptions).toEqual({ en: "Biodynamic white Burgundy." });
  });

  it("read every page in every locale, the failed one again, whole products only in the first pass", () => {
    const products = fixture.requests.filter((r) => r.body.operationName === "SyncEventProducts");
    const texts = fixture.requests.filter((r) => r.body.operationName === "SyncEventProductTexts");
    expect(new Set(products.map((r) => r.body.variables?.locale))).toEqual(new Set(["en"]));
    expect(new Set(texts.map((r) => r.body.variables?.locale))).toEqual(new Set(LOCALES.filter((l) => l !== "en")));
    // Five products in pages of two, in five locales, and the one failed attempt.
    expect(products).toHaveLength(3 + 1);
    expect(texts).toHaveLength(3 * (LOCALES.length - 1));
    expect(catalogue.problems).toEqual([]);
  });
});

describe("readSourceParts", () => {
  const config = (url: string): ProductApiConfig => ({ url, timeoutMs: 2_000, retries: 0, backoffMs: 10, pageSize: 2 });

  it("hands each page's products on while the passes read a few pages ahead, never the whole catalogue first", async () => {
    const api = await startProductApiFixture(data);
    try {
      const onePerPage = { ...config(api.url), pageSize: 1 };
      const head = await readSourceHead(onePerPage, { eventId: data.eventId, locales: LOCALES });
      const pages = () => api.requests.filter((r) => r.body.operationName?.startsWith("SyncEventProduct")).length;
      const seen: { products: string[]; pagesRead: number }[] = [];
      for await (const part of readSourceParts(onePerPage, head)) {
        seen.push({ products: part.products.map((p) => p.id), pagesRead: pages() });
      }
      // A page a product: the first comes after its page in each locale, with every locale's texts, while each
      // pass has at most its next PAGES_AHEAD pages under way, not the catalogue's five.
      expect(seen[0].products).toEqual([pid(1)]);
      expect(seen[0].pagesRead).toBeGreaterThanOrEqual(LOCALES.length);
      expect(seen[0].pagesRead).toBeLessThanOrEqual(LOCALES.length * (1 + PAGES_AHEAD));
      expect(PAGES_AHEAD + 1).toBeLessThan(catalogue.products.length);
      expect(seen.flatMap((s) => s.products)).toEqual(catalogue.products.map((p) => p.id));
    } finally {
      await api.close();
    }
  });

  it("reads a source whose locales list the products in another order as it reads one that agrees", async () => {
    const api = await startProductApiFixture(data, { reversedIn: ["de", "it"] });
    try {
      const reversed = await readSource(config(api.url), { eventId: data.eventId, locales: LOCALES });
      // The same products, each complete, in the order the passes completed them.
      const byId = (products: SourceCatalogue["products"]) => [...products].sort((a, b) => a.id.localeCompare(b.id));
      expect(byId(reversed.products)).toEqual(byId(catalogue.products));
      expect(reversed.products.map((p) => p.texts.de?.description)).toContain("Mineralisch und straff.");
      expect(new Set(reversed.producers.map((p) => p.id))).toEqual(new Set(catalogue.producers.map((p) => p.id)));
    } finally {
      await api.close();
    }
  });
});

describe("readSourceHead", () => {
  const config = (url: string): ProductApiConfig => ({ url, timeoutMs: 2_000, retries: 0, backoffMs: 10 });
  const registrationPages = (api: {
    requests: { body: { operationName?: string; variables?: Record<string, unknown> } }[];
  }) =>
    api.requests
      .filter((r) => r.body.operationName === "SyncEventRegisteredProducts")
      .map((r) => r.body.variables?.first);

  it("asks for the registrations a thousand at a time unless the config sets a page size", async () => {
    const api = await startProductApiFixture(data);
    try {
      const head = await readSourceHead(config(api.url), { eventId: data.eventId, locales: LOCALES });
      expect(registrationPages(api)).toEqual([REGISTRATIONS_PAGE]);
      expect([...head.registrations.keys()]).toEqual(data.registrations.map((r) => r.productId));
    } finally {
      await api.close();
    }
  });

  it("reads the registrations in pages of 100 from an API that refuses pages of a thousand", async () => {
    const api = await startProductApiFixture(data, { refusesRegistrationsOver: 100 });
    try {
      const head = await readSourceHead(config(api.url), { eventId: data.eventId, locales: LOCALES });
      expect(registrationPages(api)).toEqual([REGISTRATIONS_PAGE, 100]);
      expect([...head.registrations.keys()]).toEqual(data.registrations.map((r) => r.productId));
      // Told a page size, the sync asks for that and nothing larger.
      const told = await startProductApiFixture(data, { refusesRegistrationsOver: 1 });
      try {
        await readSourceHead({ ...config(told.url), pageSize: 1 }, { eventId: data.eventId, locales: LOCALES });
        expect(new Set(registrationPages(told))).toEqual(new Set([1]));
      } finally {
        await told.close();
      }
    } finally {
      await api.close();
    }
  });

  it("fails on an API that refuses every page of registrations, naming the operation and the API's words", async () => {
    const api = await startProductApiFixture(data, { refusesRegistrationsOver: 0 });
    try {
      await expect(readSourceHead(config(api.url), { eventId: data.eventId, locales: LOCALES })).rejects.toThrow(
        "The product API refused SyncEventRegisteredProducts: first must be between 1 and 0.",
      );
      expect(registrationPages(api)).toEqual([REGISTRATIONS_PAGE, 100]);
    } finally {
      await api.close();
    }
  });
});

describe("kindOf", () => {
  it("maps the API's product types whatever their case", () => {
    expect(kindOf("WINE")).toBe("Wine");
    expect(kindOf("beer")).toBe("Beer");
    expect(kindOf("Spirit")).toBe("Spirit");
    expect(kindOf("Sake")).toBeNull();
  });
});
