import { afterAll, beforeAll, expect, it } from "vitest";
import { dialectOf, fromBool } from "~/.server/db/dialect";
import { applySync } from "~/features/data-in/apply-sync.server";
import { readSource, type SourceCatalogue } from "~/features/data-in/product-api/read-source.server";
import { getExhibitorIndex, getProductIndex } from "~/features/search/search-service.server";
import { LOCALES } from "~/lib/locales";
import { insertEvent } from "../../../tests/factories/catalogue";
import { fixtureData, readFixtureSource } from "../../../tests/support/product-api-fixture";
import { databaseQueriesFor, type PublicApiServer, servePublicApi } from "../../../tests/support/public-api-server";
import { describeEachDialect } from "../../../tests/support/test-database";
import { runPublicQuery } from "./execute.server";
import { MAX_DEPTH, MAX_FIELDS } from "./query-limits";

// The public API over HTTP, in the shape the sync reads: the fixture's
// catalogue synced into an event, read back from Uncork's own API by the
// same sync client, comes out as it went in.

const data = fixtureData();
const ORIGIN = "https://fair.example";
let original: SourceCatalogue;

beforeAll(async () => {
  original = await readFixtureSource(data);
});

describeEachDialect("the public GraphQL API", (t) => {
  let eventId: string;
  let api: PublicApiServer;

  beforeAll(async () => {
    eventId = await insertEvent(t.db);
    await applySync(t.db, { eventId, source: original, actor: "sync" });
    api = await servePublicApi(t.db, ORIGIN);
  });
  afterAll(() => api.close());

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
    const { status, body } = await runPublicQuery(
      t.db,
      {
        query: `query($id: ID!) { event(eventId: $id, locale: "de") { locale products(first: 10) { totalCount nodes { productId locale description producer { name } exhibitor { name } } } } }`,
        variables: { id: eventId },
      },
      ORIGIN,
    );
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
    const first = await runPublicQuery(t.db, { query, variables: { id: eventId } }, ORIGIN);
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
    const second = await runPublicQuery(
      t.db,
      { query, variables: { id: eventId, after: one.pageInfo.endCursor } },
      ORIGIN,
    );
    const two = (second.body.data as Answer).event.products;
    expect(two.nodes.map((n) => n.name)).toEqual(["Puligny-Montrachet"]);
    expect(two.pageInfo).toEqual({ hasNextPage: false, endCursor: null });
  });

  it("reads a page of products with producers, exhibitors and texts in a fixed number of queries", async () => {
    await getProductIndex(t.db, eventId);
    await getExhibitorIndex(t.db, eventId);
    const count = (first: number) =>
      databaseQueriesFor(t.db, ORIGIN, {
        query: `query($id: ID!, $first: Int) { event(eventId: $id) { products(first: $first) { nodes { name description vinification isVegan sensory { body } soilTypes { soilType } grapeVarieties { varietyName } awards { award } bottleImage { src } files { url } producer { name } exhibitor { name description website locations { city } distribution { market } logo { src } files { url } } } } } }`,
        variables: { id: eventId, first },
      });
    const forOne = await count(1);
    const forAll = await count(50);
    expect(forAll).toBe(forOne);
    // The texts (1: the descriptions come with the others) and exhibitors' descriptions (1), facts (4) and soils on their own (1: a question for
    // texts and soils alone, as a sync's later passes ask, reads no other fact), images and files (4), exhibitors' facts (6),
    // less what the page of 1 shares.
    expect(forAll).toBeLessThanOrEqual(16);
  });

  it("answers every field the public pages show: a product's facts, texts, image and files, an exhibitor's, the event's lists", async () => {
    const [riesling, silvaner] = [data.products[0].productId, data.products[1].productId];
    const keller = data.exhibitors[0].exhibitorId;
    const now = new Date().toISOString();
    const variants = (name: string) =>
      JSON.stringify([
        { width: 96, height: 136, src: `/media/${name}-96.webp` },
        { width: 192, height: 272, src: `/media/${name}-192.webp` },
      ]);
    await t.db
      .insertInto("images")
      .values([
        {
          id: `bottle-${eventId}`,
          width: 192,
          height: 272,
          alt: "Bottle",
          variants: variants("bottle"),
          placeholder: "",
          created_at: now,
        },
        {
          id: `logo-${eventId}`,
          width: 192,
          height: 272,
          alt: "Logo",
          variants: variants("logo"),
          placeholder: "",
          created_at: now,
        },
      ])
      .execute();
    await t.db
      .updateTable("products")
      .set({ bottle_image_id: `bottle-${eventId}` })
      .where("id", "=", riesling)
      .execute();
    await t.db
      .updateTable("exhibitors")
      .set({
        logo_image_id: `logo-${eventId}`,
        website: "https://keller.example",
        founded: 1789,
        offering: '["onlineShop"]',
      })
      .where("id", "=", keller)
      .execute();
    await t.db
      .insertInto("files")
      .values({
        id: `file-${eventId}`,
        owner_type: "product",
        owner_id: riesling,
        position: 0,
        kind: "uploaded",
        name: "Tech sheet",
        names: JSON.stringify({ de: "Datenblatt" }),
        languages: '["en","de"]',
        is_live: fromBool(dialectOf(t.db), false),
        url: "/media/tech-sheet.pdf",
        mime_type: "application/pdf",
        size_bytes: 1234,
        thumbnail_image_id: null,
      })
      .execute();
    await t.db
      .insertInto("product_lists")
      .values([
        {
          id: `list-${eventId}`,
          event_id: eventId,
          slug: "new-releases",
          position: 0,
          created_at: now,
          updated_at: now,
        },
        { id: `tour-${eventId}`, event_id: eventId, slug: "tour", position: 1, created_at: now, updated_at: now },
      ])
      .execute();
    await t.db
      .insertInto("product_list_translations")
      .values([
        { product_list_id: `list-${eventId}`, locale: "en", name: "New releases", description: "Just bottled." },
        { product_list_id: `list-${eventId}`, locale: "de", name: "Neuheiten", description: "Frisch abgefüllt." },
      ])
      .execute();
    await t.db
      .insertInto("product_list_items")
      .values([
        { product_list_id: `list-${eventId}`, product_id: silvaner, position: 0 },
        { product_list_id: `list-${eventId}`, product_id: riesling, position: 1 },
        { product_list_id: `tour-${eventId}`, product_id: riesling, position: 0 },
      ])
      .execute();

    const { status, body } = await runPublicQuery(
      t.db,
      {
        query: `query($id: ID!) {
          event(eventId: $id, locale: "de") {
            productLists { productListId slug name description products(first: 1) { totalCount pageInfo { hasNextPage endCursor } nodes { productId } } }
            productList(productListId: "new-releases") { name products(first: 5) { nodes { productId } } }
            none: productList(productListId: "nothing") { name }
            products(first: 1, query: "Abtserde") { nodes {
              productId designation isVegan isVegetarian eanBottle finingAgents characteristics vineyardElevation malolacticFermentation
              sensory { acidity body wood } soilTypes { soilType percentage } vinification pruning locale
              bottleImage { src srcSet width height alt } files { name url languages mimeType sizeBytes isLive kind }
              exhibitor { exhibitorId website founded offering distribution { market status } logo { src } files { name } }
            } }
          }
        }`,
        variables: { id: eventId },
      },
      ORIGIN,
    );
    expect(body.errors?.map((e) => e.message)).toBeUndefined();
    expect(status).toBe(200);
    const event = (body.data as { event: Record<string, unknown> }).event;
    expect(event.productLists).toEqual([
      {
        productListId: `list-${eventId}`,
        slug: "new-releases",
        name: "Neuheiten",
        description: "Frisch abgefüllt.",
        products: {
          totalCount: 2,
          pageInfo: { hasNextPage: true, endCursor: expect.any(String) },
          nodes: [{ productId: silvaner }],
        },
      },
      // Without a name in any language, a list is called by its slug; both lists' products in one query.
      {
        productListId: `tour-${eventId}`,
        slug: "tour",
        name: "tour",
        description: "",
        products: {
          totalCount: 1,
          pageInfo: { hasNextPage: false, endCursor: null },
          nodes: [{ productId: riesling }],
        },
      },
    ]);
    expect(event.productList).toEqual({
      name: "Neuheiten",
      products: { nodes: [{ productId: silvaner }, { productId: riesling }] },
    });
    expect(event.none).toBeNull();
    const [product] = (event.products as { nodes: Record<string, unknown>[] }).nodes;
    expect(product).toEqual({
      productId: riesling,
      designation: "Grosses Gewächs",
      isVegan: true,
      isVegetarian: false,
      eanBottle: "4006381333931",
      finingAgents: ["bentonite"],
      characteristics: ["VEGAN"],
      vineyardElevation: 220,
      malolacticFermentation: "none",
      sensory: { acidity: "high", body: "moderate", wood: null },
      soilTypes: [
        { soilType: "Kalkstein", percentage: 70 },
        { soilType: "Löss", percentage: 30 },
      ],
      vinification: "Spontan vergoren im Stückfass.",
      pruning: "",
      locale: "de",
      bottleImage: {
        src: `${ORIGIN}/media/bottle-192.webp`,
        srcSet: `${ORIGIN}/media/bottle-96.webp 96w, ${ORIGIN}/media/bottle-192.webp 192w`,
        width: 192,
        height: 272,
        alt: "Bottle",
      },
      files: [
        {
          name: "Datenblatt",
          url: `${ORIGIN}/media/tech-sheet.pdf`,
          languages: ["en", "de"],
          mimeType: "application/pdf",
          sizeBytes: 1234,
          isLive: false,
          kind: "uploaded",
        },
      ],
      exhibitor: {
        exhibitorId: keller,
        website: "https://keller.example",
        founded: 1789,
        offering: ["onlineShop"],
        // As synced from the fixture: markets by status, then by market.
        distribution: [
          { market: "US", status: "hasDistribution" },
          { market: "JP", status: "seekingDistribution" },
        ],
        logo: { src: `${ORIGIN}/media/logo-192.webp` },
        files: [],
      },
    });
  });

  it("refuses, with a message and no stack, what it will not run", async () => {
    // Introspection nests deepest (type { ofType { ofType … } }): GraphiQL's own query is answered, one level more than the limit is not.
    const nest = (levels: number) =>
      `{ __schema { types { fields { type { ${"ofType { ".repeat(levels - 5)}name${" }".repeat(levels - 5)} } } } } }`;
    expect((await runPublicQuery(t.db, { query: nest(MAX_DEPTH) }, ORIGIN)).status).toBe(200);
    const deep = await runPublicQuery(t.db, { query: nest(MAX_DEPTH + 1) }, ORIGIN);
    expect(deep.status).toBe(400);
    expect(deep.body.errors?.[0].message).toBe(
      `The query nests ${MAX_DEPTH + 1} levels deep; at most ${MAX_DEPTH} are answered.`,
    );

    // A fragment used twice counts twice.
    const fragment = `fragment f on Event { products { nodes { exhibitor { exhibitorId } } } } { events { ...f } event(eventId: "x") { ...f } }`;
    expect((await runPublicQuery(t.db, { query: fragment }, ORIGIN)).status).toBe(200);

    const wide = `{ events { ${Array.from({ length: MAX_FIELDS }, (_, i) => `a${i}: name`).join(" ")} } }`;
    const wideAnswer = await runPublicQuery(t.db, { query: wide }, ORIGIN);
    expect(wideAnswer.status).toBe(400);
    expect(wideAnswer.body.errors?.[0].message).toBe(
      `The query selects ${MAX_FIELDS + 1} fields; at most ${MAX_FIELDS} are answered.`,
    );
    expect(JSON.stringify(wideAnswer.body)).not.toMatch(/\bat .*\.(ts|js):\d+/);

    const big = await runPublicQuery(t.db, { query: `{ events { products(first: 101) { totalCount } } }` }, ORIGIN);
    expect(big.body.errors?.[0].message).toBe("first must be between 1 and 100.");
    const locale = await runPublicQuery(t.db, { query: `{ events(locale: "xx") { name } }` }, ORIGIN);
    expect(locale.body.errors?.[0].message).toBe('Unknown locale "xx": one of en, de, fr, es, it.');
    const cursor = await runPublicQuery(
      t.db,
      { query: `{ events { products(after: "nonsense") { totalCount } } }` },
      ORIGIN,
    );
    expect(cursor.body.errors?.[0].message).toBe("after is not a cursor this list gave.");
    const syntax = await runPublicQuery(t.db, { query: "{ events { " }, ORIGIN);
    expect(syntax.status).toBe(400);
    expect(syntax.body.errors?.[0].message).toMatch(/^Syntax Error/);

    // Asked again, each is refused the same way: a checked query is kept with its refusal, not as a document.
    const again = await Promise.all([wide, "{ events { "].map((query) => runPublicQuery(t.db, { query }, ORIGIN)));
    expect(again.map((answer) => [answer.status, answer.body.errors?.[0].message])).toEqual([
      [400, wideAnswer.body.errors?.[0].message],
      [400, syntax.body.errors?.[0].message],
    ]);
    // A query too long to be kept is checked each time, and answered.
    const long = `{ events { name } }${" ".repeat(9_000)}`;
    for (const answer of [
      await runPublicQuery(t.db, { query: long }, ORIGIN),
      await runPublicQuery(t.db, { query: long }, ORIGIN),
    ]) {
      expect(answer.status).toBe(200);
    }
  });
});
