import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { KyselyPlugin } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DB } from "~/.server/db";
import { describeEachDialect } from "~/.server/db/test-database";
import { applySync } from "~/features/product-sync/apply-sync.server";
import { fixtureData, readFixtureSource } from "~/features/product-sync/product-api.fixture.server";
import { readSource, type SourceCatalogue } from "~/features/product-sync/read-source.server";
import { getExhibitorIndex, getProductIndex } from "~/features/search/search-service.server";
import { LOCALES } from "~/lib/locales";
import { insertEvent } from "../../../tests/factories/catalogue";
import { runPublicQuery } from "./execute.server";
import { MAX_DEPTH, MAX_FIELDS } from "./query-limits";

// The public API over HTTP, in the shape the sync reads: the fixture's
// catalogue synced into an event, read back from Uncork's own API by the
// same sync client, comes out as it went in.

const data = fixtureData();
let original: SourceCatalogue;

beforeAll(async () => {
  original = await readFixtureSource(data);
});

/** Uncork's API on a port of its own, over the test's database. */
async function serve(db: DB): Promise<{ url: string; server: Server }> {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const { status, body } = await runPublicQuery(db, JSON.parse(Buffer.concat(chunks).toString("utf8")));
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/graphql`, server };
}

describeEachDialect("the public GraphQL API", (t) => {
  let eventId: string;
  let api: { url: string; server: Server };

  beforeAll(async () => {
    eventId = await insertEvent(t.db);
    await applySync(t.db, { eventId, source: original, actor: "sync" });
    api = await serve(t.db);
  });
  afterAll(() => new Promise<void>((resolve) => api.server.close(() => resolve())));

  it("serves what the sync reads: the synced catalogue comes back as it went in", async () => {
    const back = await readSource(
      { url: api.url, timeoutMs: 5_000, retries: 0, backoffMs: 10, pageSize: 2 },
      { eventId, locales: LOCALES },
    );
    expect(back.problems).toEqual([]);
    expect(back.exhibitors).toEqual(original.exhibitors);
    expect(back.producers).toEqual(original.producers);
    expect(back.products).toEqual(original.products);
  });

  it("localizes by the locale argument, falling back to English and saying so", async () => {
    const { status, body } = await runPublicQuery(t.db, {
      query: `query($id: ID!) { event(eventId: $id, locale: "de") { locale products(first: 10) { totalCount nodes { productId locale description producer { name } exhibitor { name } } } } }`,
      variables: { id: eventId },
    });
    expect(status).toBe(200);
    const event = (
      body.data as {
        event: {
          locale: string;
          products: {
            totalCount: number;
            nodes: {
              productId: string;
              locale: string;
              description: string;
              producer: { name: string } | null;
              exhibitor: { name: string };
            }[];
          };
        };
      }
    ).event;
    expect(event.locale).toBe("de");
    expect(event.products.totalCount).toBe(4);
    const byId = new Map(event.products.nodes.map((n) => [n.productId, n]));
    expect(byId.get(data.products[0].productId)).toMatchObject({
      locale: "de",
      description: "Mineralisch und straff.",
      producer: { name: "Keller Estate" },
      exhibitor: { name: "Weingut Keller" },
    });
    // No German text: the English one, marked as English. The exhibitor is the producer: no producer.
    expect(byId.get(data.products[3].productId)).toMatchObject({ locale: "en", description: "Rich and long." });
    expect(byId.get(data.products[1].productId)?.producer).toBeNull();
  });

  it("filters and orders as the product search does, paging by cursor", async () => {
    const query = `query($id: ID!, $after: String) { event(eventId: $id) { products(first: 1, after: $after, filter: { region: ["Burgundy"] }, sort: name) { totalCount pageInfo { hasNextPage endCursor } nodes { name } } } }`;
    const first = await runPublicQuery(t.db, { query, variables: { id: eventId } });
    type Answer = {
      event: {
        products: {
          totalCount: number;
          pageInfo: { hasNextPage: boolean; endCursor: string };
          nodes: { name: string }[];
        };
      };
    };
    const one = (first.body.data as Answer).event.products;
    expect(one.totalCount).toBe(2);
    expect(one.nodes.map((n) => n.name)).toEqual(["Bâtard-Montrachet Grand Cru"]);
    expect(one.pageInfo.hasNextPage).toBe(true);
    const second = await runPublicQuery(t.db, { query, variables: { id: eventId, after: one.pageInfo.endCursor } });
    const two = (second.body.data as Answer).event.products;
    expect(two.nodes.map((n) => n.name)).toEqual(["Puligny-Montrachet"]);
    expect(two.pageInfo).toEqual({ hasNextPage: false, endCursor: null });
  });

  it("reads a page of products with producers, exhibitors and texts in a fixed number of queries", async () => {
    await getProductIndex(t.db, eventId);
    await getExhibitorIndex(t.db, eventId);
    const count = async (first: number) => {
      let queries = 0;
      const counting: KyselyPlugin = {
        transformQuery: (args) => {
          queries++;
          return args.node;
        },
        transformResult: async (args) => args.result,
      };
      const { status } = await runPublicQuery(t.db.withPlugin(counting), {
        query: `query($id: ID!, $first: Int) { event(eventId: $id) { products(first: $first) { nodes { name description producer { name } exhibitor { name description } } } } }`,
        variables: { id: eventId, first },
      });
      expect(status).toBe(200);
      return queries;
    };
    const forOne = await count(1);
    const forAll = await count(50);
    expect(forAll).toBe(forOne);
    expect(forAll).toBeLessThanOrEqual(6);
  });

  it("refuses, with a message and no stack, what it will not run", async () => {
    // Introspection nests deepest (type { ofType { ofType … } }): GraphiQL's own query is answered, one level more than the limit is not.
    const nest = (levels: number) =>
      `{ __schema { types { fields { type { ${"ofType { ".repeat(levels - 5)}name${" }".repeat(levels - 5)} } } } } }`;
    expect((await runPublicQuery(t.db, { query: nest(MAX_DEPTH) })).status).toBe(200);
    const deep = await runPublicQuery(t.db, { query: nest(MAX_DEPTH + 1) });
    expect(deep.status).toBe(400);
    expect(deep.body.errors?.[0].message).toBe(
      `The query nests ${MAX_DEPTH + 1} levels deep; at most ${MAX_DEPTH} are answered.`,
    );

    // A fragment used twice counts twice.
    const fragment = `fragment f on Event { products { nodes { exhibitor { exhibitorId } } } } { events { ...f } event(eventId: "x") { ...f } }`;
    expect((await runPublicQuery(t.db, { query: fragment })).status).toBe(200);

    const wide = `{ events { ${Array.from({ length: MAX_FIELDS }, (_, i) => `a${i}: name`).join(" ")} } }`;
    const wideAnswer = await runPublicQuery(t.db, { query: wide });
    expect(wideAnswer.status).toBe(400);
    expect(wideAnswer.body.errors?.[0].message).toBe(
      `The query selects ${MAX_FIELDS + 1} fields; at most ${MAX_FIELDS} are answered.`,
    );
    expect(JSON.stringify(wideAnswer.body)).not.toMatch(/\bat .*\.(ts|js):\d+/);

    const big = await runPublicQuery(t.db, { query: `{ events { products(first: 101) { totalCount } } }` });
    expect(big.body.errors?.[0].message).toBe("first must be between 1 and 100.");
    const locale = await runPublicQuery(t.db, { query: `{ events(locale: "xx") { name } }` });
    expect(locale.body.errors?.[0].message).toBe('Unknown locale "xx": one of en, de, fr, es, it.');
    const cursor = await runPublicQuery(t.db, { query: `{ events { products(after: "nonsense") { totalCount } } }` });
    expect(cursor.body.errors?.[0].message).toBe("after is not a cursor this list gave.");
    const syntax = await runPublicQuery(t.db, { query: "{ events { " });
    expect(syntax.status).toBe(400);
    expect(syntax.body.errors?.[0].message).toMatch(/^Syntax Error/);
  });
});
