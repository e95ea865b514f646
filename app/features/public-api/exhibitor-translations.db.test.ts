import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

// Exhibitor.translations: an exhibitor's description in every locale it has
// one in, never a fallback, and the sync reading the exhibitors in one pass
// with it: the same exhibitors as a pass per locale, which it still reads
// from an API without the field (as Product.translations, decision 0025).

const data = fixtureData();
const ORIGIN = "https://fair.example";
let original: SourceCatalogue;

beforeAll(async () => {
  original = await readFixtureSource(data);
});

type Answer = {
  event: { exhibitors: { nodes: { exhibitorId: string; translations: { locale: string; description: string }[] }[] } };
};

describeEachDialect("Exhibitor.translations", (t) => {
  let eventId: string;
  const ask = async (args: string) => {
    const { status, body } = await runPublicQuery(
      t.db,
      {
        query: `query($id: ID!) { event(eventId: $id) { exhibitors(first: 10) { nodes { exhibitorId translations${args} { locale description } } } } }`,
        variables: { id: eventId },
      },
      ORIGIN,
    );
    expect(body.errors).toBeUndefined();
    expect(status).toBe(200);
    return (body.data as Answer).event.exhibitors.nodes;
  };

  beforeAll(async () => {
    eventId = await insertEvent(t.db);
    await applySync(t.db, { eventId, source: original, actor: "sync" });
  });

  it("answers each locale an exhibitor has a description in, in the site's order, never another locale's", async () => {
    const nodes = await ask("");
    expect(nodes.map((n) => n.exhibitorId).sort()).toEqual(original.exhibitors.map((e) => e.id).sort());
    for (const node of nodes) {
      const exhibitor = original.exhibitors.find((e) => e.id === node.exhibitorId);
      const expected = LOCALES.flatMap((locale) => {
        const description = exhibitor?.descriptions[locale];
        return description ? [{ locale, description }] : [];
      });
      expect(node.translations).toEqual(expected);
    }
    // The fixture has an exhibitor with a German description and one without: the answer tells them apart.
    expect(nodes.filter((n) => n.translations.some((tr) => tr.locale === "de"))).toHaveLength(1);
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
        query: `query($id: ID!, $first: Int) { event(eventId: $id) { exhibitors(first: $first) { nodes { name translations { locale description } } } } }`,
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
      // As an older Uncork refuses the query (graphql-js's message, 400).
      without = await servePublicApi(t.db, ORIGIN, withoutField("Exhibitor", "translations"));
    });
    afterAll(async () => {
      await api.close();
      await without.close();
    });
    const read = (server: PublicApiServer) =>
      readSource(
        { url: server.url, timeoutMs: 5_000, retries: 0, backoffMs: 10, pageSize: 1 },
        { eventId, locales: LOCALES },
      );
    const exhibitorOps = (ops: string[]) => ops.filter((op) => op.startsWith("SyncEventExhibitors"));

    it("reads every locale in one pass where the API has the field, and the same exhibitors in a pass per locale where not", async () => {
      const onePass = await read(api);
      const perLocale = await read(without);
      expect(onePass.exhibitors).toEqual(perLocale.exhibitors);
      expect(onePass.exhibitors).toEqual(original.exhibitors);
      // Pages of one: one request a page in one pass; one a page and locale, after the refused first page, without the field.
      const pages = original.exhibitors.length;
      expect(exhibitorOps(api.operations)).toEqual(Array(pages).fill("SyncEventExhibitorsInEveryLocale"));
      expect(exhibitorOps(without.operations)).toEqual([
        "SyncEventExhibitorsInEveryLocale",
        ...Array(pages * LOCALES.length).fill("SyncEventExhibitors"),
      ]);
    });

    // Last: it gives an exhibitor a blank French description.
    it("answers no locale whose description is blank, and the sync keeps none for it either way", async () => {
      const keller = data.exhibitors[0].exhibitorId;
      await t.db
        .insertInto("exhibitor_translations")
        .values({ exhibitor_id: keller, locale: "fr", description: "   ", opening_hours_note: "" })
        .execute();
      const [node] = (await ask("")).filter((n) => n.exhibitorId === keller);
      expect(node.translations.map((tr) => tr.locale)).toEqual(["en", "de"]);
      const [onePass, perLocale] = [await read(api), await read(without)];
      expect(onePass.exhibitors.find((e) => e.id === keller)?.descriptions).toEqual({
        en: "A family estate in Rheinhessen.",
        de: "Ein Familienweingut in Rheinhessen.",
      });
      expect(onePass.exhibitors).toEqual(perLocale.exhibitors);
    });
  });
});
