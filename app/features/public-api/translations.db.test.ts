import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_TEXT_API_NAMES } from "~/features/catalogue/product-texts";
import { applySync } from "~/features/data-in/apply-sync.server";
import { readSource, type SourceCatalogue } from "~/features/data-in/product-api/read-source.server";
import { LOCALES } from "~/lib/locales";
import { insertEvent } from "../../../tests/factories/catalogue";
import { fixtureData, readFixtureSource } from "../../../tests/support/product-api-fixture";
import {
  databaseQueriesFor,
  type PublicApiServer,
  servePublicApi,
  withoutField,
} from "../../../tests/support/public-api-server";
import { describeEachDialect } from "../../../tests/support/test-database";
import { runPublicQuery } from "./execute.server";

// Product.translations (decision 0025): a product's texts in every locale
// it has, never a fallback, and the sync reading every locale in one pass
// with it: the same catalogue as a pass per locale, which it still reads
// from an API without the field.

const data = fixtureData();
const ORIGIN = "https://fair.example";
let original: SourceCatalogue;

beforeAll(async () => {
  original = await readFixtureSource(data);
});

type Translation = { locale: string; soilTypes: { soilType: string }[] } & Record<string, unknown>;
type Answer = { event: { products: { nodes: { productId: string; translations: Translation[] }[] } } };

describeEachDialect("Product.translations", (t) => {
  let eventId: string;
  const ask = async (args: string, db = t.db) => {
    const { status, body } = await runPublicQuery(
      db,
      {
        query: `query($id: ID!) { event(eventId: $id) { products(first: 10) { nodes { productId translations${args} { locale ${Object.values(PRODUCT_TEXT_API_NAMES).join(" ")} soilTypes { soilType } } } } } }`,
        variables: { id: eventId },
      },
      ORIGIN,
    );
    expect(body.errors).toBeUndefined();
    expect(status).toBe(200);
    return (body.data as Answer).event.products.nodes;
  };

  beforeAll(async () => {
    eventId = await insertEvent(t.db);
    await applySync(t.db, { eventId, source: original, actor: "sync" });
  });

  it("answers each locale a product has text or a named soil in, in the site's order, never another locale's texts", async () => {
    const nodes = await ask("");
    expect(nodes).toHaveLength(original.products.length);
    for (const node of nodes) {
      const product = original.products.find((p) => p.id === node.productId);
      const soilLocales = new Set(
        (product?.facts?.soilTypes ?? []).flatMap((soil) => Object.keys(soil.names).filter((l) => soil.names[l])),
      );
      const expected = LOCALES.filter((locale) => product?.texts[locale] || soilLocales.has(locale));
      expect(node.translations.map((tr) => tr.locale)).toEqual(expected);
      for (const translation of node.translations) {
        const texts = product?.texts[translation.locale as keyof typeof product.texts] ?? {};
        for (const [column, name] of Object.entries(PRODUCT_TEXT_API_NAMES)) {
          expect(translation[name]).toBe(texts[column as keyof typeof texts] ?? "");
        }
        expect(translation.soilTypes.map((soil) => soil.soilType)).toEqual(
          (product?.facts?.soilTypes ?? []).map((soil) => soil.names[translation.locale] || soil.soilType),
        );
      }
    }
    // The fixture has products without German texts, and one with German texts: the answer tells them apart.
    expect(nodes.filter((n) => n.translations.some((tr) => tr.locale === "de")).length).toBeGreaterThan(0);
    expect(nodes.filter((n) => !n.translations.some((tr) => tr.locale === "de")).length).toBeGreaterThan(0);
  });

  it("keeps only the locales asked for", async () => {
    const all = await ask("");
    const german = await ask('(locales: ["de"])');
    expect(german.map((n) => n.translations)).toEqual(
      all.map((n) => n.translations.filter((tr) => tr.locale === "de")),
    );
  });

  it("reads a page's translations in a fixed number of queries", async () => {
    const count = (first: number) =>
      databaseQueriesFor(t.db, ORIGIN, {
        query: `query($id: ID!, $first: Int) { event(eventId: $id) { products(first: $first) { nodes { name translations { locale description vinification soilTypes { soilType } } } } } }`,
        variables: { id: eventId, first },
      });
    const forOne = await count(1);
    expect(await count(10)).toBe(forOne);
  });

  describe("read by the sync", () => {
    let api: PublicApiServer;
    let without: PublicApiServer;
    beforeAll(async () => {
      api = await servePublicApi(t.db, ORIGIN);
      // As an API without the field refuses the query (graphql-js's message, 400).
      without = await servePublicApi(t.db, ORIGIN, withoutField("Product", "translations"));
    });
    afterAll(async () => {
      await api.close();
      await without.close();
    });
    const read = (server: PublicApiServer) =>
      readSource(
        { url: server.url, timeoutMs: 5_000, retries: 0, backoffMs: 10, pageSize: 2 },
        { eventId, locales: LOCALES },
      );

    it("reads every locale in one pass where the API has the field, and the same catalogue in a pass per locale where not", async () => {
      const onePass = await read(api);
      const perLocale = await read(without);
      expect(onePass.problems).toEqual([]);
      expect(onePass.products).toEqual(perLocale.products);
      expect(onePass.producers).toEqual(perLocale.producers);
      expect(onePass.products).toEqual(original.products);
      const products = (ops: string[]) => ops.filter((op) => op.startsWith("SyncEventProduct"));
      // Pages of two: one request a page in one pass; one a page and locale, after the refused first page, without the field.
      const pages = Math.ceil(original.products.length / 2);
      expect(products(api.operations)).toEqual(Array(pages).fill("SyncEventProductsInEveryLocale"));
      expect(products(without.operations)[0]).toBe("SyncEventProductsInEveryLocale");
      expect(products(without.operations).slice(1).sort()).toEqual(
        [
          ...Array(pages).fill("SyncEventProducts"),
          ...Array(pages * (LOCALES.length - 1)).fill("SyncEventProductTexts"),
        ].sort(),
      );
    });

    // Last: it takes a product's German texts away.
    it("answers a locale the product names a soil in but has no text in, and the sync keeps its soils' names both ways", async () => {
      const riesling = data.products[0].productId;
      await t.db
        .deleteFrom("product_translations")
        .where("product_id", "=", riesling)
        .where("locale", "=", "de")
        .execute();
      const [node] = (await ask("")).filter((n) => n.productId === riesling);
      const german = node.translations.find((tr) => tr.locale === "de");
      expect(german).toMatchObject({ description: "", vinification: "" });
      expect(german?.soilTypes.map((soil) => soil.soilType)).toEqual(["Kalkstein", "Löss"]);
      const [onePass, perLocale] = [await read(api), await read(without)];
      const read1 = onePass.products.find((p) => p.id === riesling);
      expect(read1?.texts.de).toBeUndefined();
      expect(read1?.facts?.soilTypes?.map((soil) => soil.names.de)).toEqual(["Kalkstein", "Löss"]);
      expect(onePass.products).toEqual(perLocale.products);
    });
  });
});
