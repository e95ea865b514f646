import { beforeAll, expect, it } from "vitest";
import { applySync } from "~/features/data-in/apply-sync.server";
import type { SourceCatalogue } from "~/features/data-in/product-api/read-source.server";
import { newTextsRow } from "~/features/data-in/write-product.server";
import { getExhibitorIndex, getProductIndex } from "~/features/search/search-service.server";
import { insertEvent } from "../../../tests/factories/catalogue";
import { fixtureData, readFixtureSource } from "../../../tests/support/product-api-fixture";
import { failingQueries, queryCounter } from "../../../tests/support/query-plugins";
import { describeEachDialect } from "../../../tests/support/test-database";
import { runPublicQuery } from "./execute.server";

// What a page of products loads for all its products at once
// (ProductNode.preload): the same answers as field by field, the texts read
// once, and a failed read failing only the fields that need it.

const data = fixtureData();
const ORIGIN = "https://fair.example";
let original: SourceCatalogue;

beforeAll(async () => {
  original = await readFixtureSource(data);
});

describeEachDialect("a page of the public API's products, preloaded", (t) => {
  let eventId: string;

  beforeAll(async () => {
    eventId = await insertEvent(t.db);
    await applySync(t.db, { eventId, source: original, actor: "sync" });
  });

  it("answers the same locale whether a page reads all its texts or descriptions alone, reading the texts once", async () => {
    type Node = { productId: string; locale: string; description: string; vinification?: string };
    const [onlyOther, empty] = [data.products[2].productId, data.products[3].productId];
    const ROLLBACK = new Error("rollback");
    const answers = await t.db
      .transaction()
      .execute(async (trx) => {
        // In German: one product with no description but another text, one with a row holding nothing.
        for (const [id, texts] of [
          [onlyOther, { description: "", vinification: "Im Stahltank." }],
          [empty, { description: "", vinification: "" }],
        ] as const) {
          await trx
            .insertInto("product_translations")
            .values(newTextsRow(id, "de", texts))
            .onConflict((oc) => oc.columns(["product_id", "locale"]).doUpdateSet(texts))
            .execute();
        }
        const ask = async (fields: string) => {
          const counter = queryCounter();
          const { status, body } = await runPublicQuery(
            trx.withPlugin(counter.plugin),
            {
              query: `query($id: ID!) { event(eventId: $id, locale: "de") { products(first: 10) { nodes { ${fields} } } } }`,
              variables: { id: eventId },
            },
            ORIGIN,
          );
          expect(status).toBe(200);
          return {
            queries: counter.count(),
            nodes: (body.data as { event: { products: { nodes: Node[] } } }).event.products.nodes,
          };
        };
        await ask("productId"); // the event's indexes, read once whatever a page asks
        const result = {
          short: await ask("productId locale description"),
          all: await ask("productId locale description vinification"),
        };
        throw Object.assign(ROLLBACK, { result });
      })
      .catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
        return (ROLLBACK as Error & { result: Record<"short" | "all", { queries: number; nodes: Node[] }> }).result;
      });
    const { short, all } = answers;
    expect(all.nodes.map(({ vinification: _, ...rest }) => rest)).toEqual(short.nodes);
    const byId = new Map(all.nodes.map((node) => [node.productId, node]));
    expect(byId.get(onlyOther)).toEqual({
      productId: onlyOther,
      locale: "de",
      description: "",
      vinification: "Im Stahltank.",
    });
    expect(byId.get(empty)).toMatchObject({ locale: "en", description: "Rich and long." });
    // All the texts hold the descriptions and say the locale: no second read of the texts.
    expect(all.queries).toBe(short.queries);
  });

  it("reads the texts and the soils once when a page asks for every locale's texts and facts too (a sync's page)", async () => {
    const ask = async (fields: string) => {
      const counter = queryCounter();
      const { status, body } = await runPublicQuery(
        t.db.withPlugin(counter.plugin),
        {
          query: `query($id: ID!) { event(eventId: $id, locale: "de") { products(first: 10) { nodes { ${fields} } } } }`,
          variables: { id: eventId },
        },
        ORIGIN,
      );
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      type Node = Record<string, unknown> & { productId: string };
      return {
        queries: counter.count(),
        nodes: (body.data as { event: { products: { nodes: Node[] } } }).event.products.nodes,
      };
    };
    await ask("productId"); // the event's indexes, read once whatever a page asks
    const own = "productId locale description vinification soilTypes { soilType percentage }";
    const translations = "translations { locale description soilTypes { soilType percentage } }";
    const alone = await ask(own);
    const factsAlone = await ask("productId residualSugar");
    const facts = await ask(`productId residualSugar ${translations}`);
    const both = await ask(`${own} residualSugar ${translations}`);
    // The same answers as each read alone: the own locale's texts and soils, every locale's, the facts.
    expect(
      both.nodes.map(({ productId, locale, description, vinification, soilTypes }) => ({
        productId,
        locale,
        description,
        vinification,
        soilTypes,
      })),
    ).toEqual(alone.nodes);
    expect(
      both.nodes.map(({ productId, residualSugar, translations }) => ({ productId, residualSugar, translations })),
    ).toEqual(facts.nodes);
    // The fixture's products have soils and German texts: the check above compares answers, not empties.
    expect(alone.nodes.some((node) => (node.soilTypes as unknown[]).length > 0)).toBe(true);
    expect(alone.nodes.some((node) => node.locale === "de")).toBe(true);
    // Every locale's texts are one query more than the facts: their soils come with the facts.
    expect(facts.queries).toBe(factsAlone.queries + 1);
    // Asking for the own locale's texts and soils as well costs no query: they are taken from what the page reads.
    expect(both.queries).toBe(facts.queries);
  });

  it("a failed read of every locale's texts fails the translations, and leaves no rejection unhandled", async () => {
    await getProductIndex(t.db, eventId);
    await getExhibitorIndex(t.db, eventId);
    const textsFail = failingQueries(
      (node) => JSON.stringify(node).includes('"product_translations"'),
      "disk I/O error",
    );
    const unhandled: unknown[] = [];
    const note = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", note);
    try {
      // Without the own locale's texts, and with them (taken from every locale's: the same failed read).
      for (const [fields, failing] of [
        ["productId residualSugar translations { locale }", ["translations"]],
        ["productId locale description translations { locale }", ["locale", "description", "translations"]],
      ] as const) {
        const { status, body } = await runPublicQuery(
          t.db.withPlugin(textsFail),
          {
            query: `query($id: ID!) { event(eventId: $id) { products(first: 10) { nodes { ${fields} } } } }`,
            variables: { id: eventId },
          },
          ORIGIN,
        );
        // A turn of the event loop, for a rejection nobody handled to be reported.
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect(status).toBe(200);
        // The fields are never null: their failure nulls the page, as any failed read of such a field.
        const errors = body.errors as { message: string; path: (string | number)[] }[];
        expect(errors.length, fields).toBeGreaterThan(0);
        for (const error of errors) {
          expect(error.message).toBe("Internal error");
          expect(failing).toContain(error.path.at(-1));
        }
      }
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", note);
    }
  });

  it("fails only the fields whose read failed: the rest of the page is answered", async () => {
    await getProductIndex(t.db, eventId);
    await getExhibitorIndex(t.db, eventId);
    const factsFail = failingQueries((node) => JSON.stringify(node).includes('"residual_sugar"'), "disk I/O error");
    type Node = { productId: string; name: string; residualSugar: number | null; soilTypes: unknown[] };
    type Page = { event: { products: { nodes: Node[] } } };
    // The soils come with the facts when a page reads those; when that read fails they are read alone.
    const ask = (db: typeof t.db) =>
      runPublicQuery(
        db,
        {
          query: `query($id: ID!) { event(eventId: $id) { products(first: 10) { nodes { productId name description residualSugar soilTypes { soilType } } } } }`,
          variables: { id: eventId },
        },
        ORIGIN,
      );
    // Without the failure, the page answers a residual sugar (the fixture's Riesling has one): null below is the failure's.
    const answered = ((await ask(t.db)).body.data as Page).event.products.nodes;
    expect(answered.some((node) => node.residualSugar !== null)).toBe(true);
    const { status, body } = await ask(t.db.withPlugin(factsFail));
    expect(status).toBe(200);
    const nodes = (body.data as Page).event.products.nodes;
    expect(nodes).toHaveLength(4); // the event's products (the "localizes" test counts them)
    expect(nodes.every((node) => node.name && node.residualSugar === null)).toBe(true);
    expect(nodes.map((node) => node.soilTypes)).toEqual(answered.map((node) => node.soilTypes));
    expect(answered.some((node) => node.soilTypes.length > 0)).toBe(true);
    const errors = body.errors as { message: string; path: (string | number)[] }[];
    expect(errors).toHaveLength(nodes.length);
    expect(errors.every((error) => error.message === "Internal error" && error.path.at(-1) === "residualSugar")).toBe(
      true,
    );
  });
});
