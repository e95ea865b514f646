import { execute, parse } from "graphql";
import { compileQuery } from "graphql-jit";
import { beforeAll, beforeEach, expect, it, vi } from "vitest";
import { applySync } from "~/features/data-in/apply-sync.server";
import { readSource, type SourceCatalogue } from "~/features/data-in/product-api/read-source.server";
import { SOURCE_OPERATIONS } from "~/features/data-in/product-api/source-operations";
import { LOCALES } from "~/lib/locales";
import { insertEvent } from "../../../tests/factories/catalogue";
import { fixtureData, readFixtureSource } from "../../../tests/support/product-api-fixture";
import { servePublicApi } from "../../../tests/support/public-api-server";
import { failingQueries } from "../../../tests/support/query-plugins";
import { describeEachDialect } from "../../../tests/support/test-database";
import { apiContext } from "./api-context.server";
import { compilations, compiledAnswer, compiledOperation } from "./compiled-query.server";
import { runPublicQuery } from "./execute.server";
import { rootValue } from "./resolvers.server";
import { publicSchema } from "./schema";

// A query asked again runs compiled by graphql-jit (compiled-query.server.ts):
// its answer must be graphql-js's to the byte, and where the compiled one
// has errors, graphql-js's answer is given, as before.

// Counted, to tell which queries were compiled.
vi.mock("graphql-jit", async (actual) => {
  const jit = await actual<typeof import("graphql-jit")>();
  return { ...jit, compileQuery: vi.fn(jit.compileQuery) };
});

const data = fixtureData();
const ORIGIN = "https://fair.example";
let original: SourceCatalogue;

beforeAll(async () => {
  original = await readFixtureSource(data);
});

/** The sync's operations compiled, over both databases' runs. */
const syncCompiled = new Set<string | undefined>();

const PRODUCT_CARD = `fragment Card on Product { productId name vintage price producer { name } exhibitor { name stand } }`;

/** Queries with what graphql-jit compiles on its own: aliases, fragments, directives, arguments, lists, variables' coercion. */
const QUERIES: { query: string; variables: (eventId: string) => Record<string, unknown>; operationName?: string }[] = [
  ...Object.values(SOURCE_OPERATIONS).map(({ operationName, query }) => ({
    operationName,
    query,
    variables: (eventId: string) => ({ eventId, locale: "de", locales: LOCALES, first: 3, withFacts: true }),
  })),
  {
    query: `${PRODUCT_CARD}
    query Cards($id: ID!, $withTexts: Boolean!, $skipFacts: Boolean = false, $locales: [String!]) {
      __typename
      events(locale: "fr") { eventId name }
      event(eventId: $id, locale: "de") {
        first: products(first: 2) { nodes { ...Card } pageInfo { hasNextPage endCursor } totalCount }
        burgundy: products(first: 5, filter: { region: ["Burgundy"] }, sort: name) { nodes { ...Card description } }
        products(first: 4) {
          nodes {
            __typename
            ...Card
            ... on Product @include(if: $withTexts) { vinification translations(locales: $locales) { locale description } }
            sensory @skip(if: $skipFacts) { body acidity }
            soilTypes @include(if: $withTexts) { soilType percentage }
          }
        }
        exhibitors(first: 3) { nodes { exhibitorId name locations { city } distribution { market status } } }
        productLists { slug products(first: 1) { totalCount } }
        none: productList(productListId: "nothing") { name }
      }
      nothing: event(eventId: "no-such-event") { name }
    }`,
    operationName: "Cards",
    // A single value where a list is expected is coerced to a list of one.
    variables: (id: string) => ({ id, withTexts: true, locales: "de" }),
  },
  {
    query: `query($id: ID!, $withTexts: Boolean!) { event(eventId: $id) { products(first: 3) { nodes { name vinification @include(if: $withTexts) } } } }`,
    variables: (id: string) => ({ id, withTexts: false }),
  },
];

describeEachDialect("the public API's compiled queries", (t) => {
  let eventId: string;

  beforeAll(async () => {
    eventId = await insertEvent(t.db);
    await applySync(t.db, { eventId, source: original, actor: "sync" });
  });
  beforeEach(() => {
    vi.mocked(compileQuery).mockClear();
  });

  it("answers what graphql-js answers, to the byte, compiled on a query's second use", async () => {
    for (const { query, variables, operationName } of QUERIES) {
      const document = parse(query);
      const kept = compilations();
      expect(compiledOperation(kept, document, operationName)).toBeNull();
      const compiled = compiledOperation(kept, document, operationName);
      expect(compiled, operationName).not.toBeNull();
      expect(compiledOperation(kept, document, operationName)).toBe(compiled);
      const fast = await compiledAnswer(
        compiled as NonNullable<typeof compiled>,
        apiContext(t.db, ORIGIN),
        variables(eventId),
      );
      const slow = await execute({
        schema: publicSchema,
        document,
        rootValue,
        contextValue: apiContext(t.db, ORIGIN),
        variableValues: variables(eventId),
        operationName,
      });
      expect(slow.errors, operationName).toBeUndefined();
      expect(JSON.stringify(fast), operationName).toBe(JSON.stringify(slow));
    }
  });

  it("syncs the same catalogue through the compiled queries", async () => {
    const api = await servePublicApi(t.db, ORIGIN);
    try {
      const read = () =>
        readSource(
          { url: api.url, timeoutMs: 5_000, retries: 0, backoffMs: 10, pageSize: 2 },
          { eventId, locales: LOCALES },
        );
      const first = await read();
      const again = await read();
      expect(again.problems).toEqual([]);
      expect(again).toEqual(first);
      expect(again.products).toEqual(original.products);
      // The second read ran compiled: every operation the sync sent was compiled once it was sent again (in this
      // database's run, or kept from the one before: the kept queries outlive a test).
      for (const [, , operationName] of vi.mocked(compileQuery).mock.calls) syncCompiled.add(operationName);
      expect(syncCompiled).toEqual(new Set(api.operations));
    } finally {
      await api.close();
    }
  });

  it("has no compiled answer when there is an error, and graphql-js answers it as before", async () => {
    // Unique to this database's run: the kept queries outlive a test.
    const query = `# ${eventId}
query Page($id: ID!, $first: Int, $after: String) { event(eventId: $id) { products(first: $first, after: $after) { nodes { name } } } }`;
    const ask = (variables: Record<string, unknown>, operationName?: string) =>
      runPublicQuery(t.db, { query, variables, operationName }, ORIGIN);
    await ask({ id: eventId }); // the first use, on graphql-js: the next are compiled
    expect(compileQuery).not.toHaveBeenCalled();

    expect(await ask({ id: eventId, first: 101 })).toEqual({
      status: 200,
      body: {
        data: { event: null },
        errors: [
          {
            message: "first must be between 1 and 100.",
            locations: [{ line: 2, column: 75 }],
            path: ["event", "products"],
          },
        ],
      },
    });
    expect((await ask({ id: eventId, after: "nonsense" })).body.errors?.map((e) => e.message)).toEqual([
      "after is not a cursor this list gave.",
    ]);
    // Variables that do not fit run nothing: graphql-js's words (graphql-jit's add "Expected type Int;").
    expect(await ask({ id: eventId, first: "ten" })).toEqual({
      status: 400,
      body: {
        errors: [
          {
            message: 'Variable "$first" got invalid value "ten"; Int cannot represent non-integer value: "ten"',
            locations: [{ line: 2, column: 22 }],
          },
        ],
      },
    });
    expect(await ask({})).toEqual({
      status: 400,
      body: {
        errors: [
          { message: 'Variable "$id" of required type "ID!" was not provided.', locations: [{ line: 2, column: 12 }] },
        ],
      },
    });
    expect(await ask({ id: eventId }, "Other")).toEqual({
      status: 400,
      body: { errors: [{ message: 'Unknown operation named "Other".' }] },
    });
    // An empty name is no operation's either (graphql-jit would take it for none).
    expect(await ask({ id: eventId }, "")).toEqual({
      status: 400,
      body: { errors: [{ message: 'Unknown operation named "".' }] },
    });
    // Compiled once for its operation, once for the one it does not have (kept as such: not compiled again).
    await ask({ id: eventId }, "Other");
    expect(vi.mocked(compileQuery).mock.calls.map(([, , operationName]) => operationName)).toEqual([
      undefined,
      "Other",
    ]);
  });

  it('answers a failure that is not the API\'s own as "Internal error", compiled or not', async () => {
    const failing = t.db.withPlugin(failingQueries(() => true, "connection lost"));
    const query = `# ${eventId}
query Events { events { name } }`;
    const document = parse(query);
    const kept = compilations();
    compiledOperation(kept, document, undefined);
    const compiled = compiledOperation(kept, document, undefined);
    expect(await compiledAnswer(compiled as NonNullable<typeof compiled>, apiContext(failing, ORIGIN), {})).toBeNull();
    vi.mocked(compileQuery).mockClear();
    for (let i = 0; i < 2; i++) {
      expect(await runPublicQuery(failing, { query }, ORIGIN)).toEqual({
        status: 200,
        body: {
          data: null,
          errors: [{ message: "Internal error", locations: [{ line: 2, column: 16 }], path: ["events"] }],
        },
      });
    }
    expect(compileQuery).toHaveBeenCalledOnce();
  });

  it("runs a query too long to be kept on graphql-js, each time", async () => {
    const short = `# ${eventId}
query($id: ID!) { event(eventId: $id) { name } }`;
    const long = `${short}${" ".repeat(9_000)}`;
    for (let i = 0; i < 3; i++) {
      expect(await runPublicQuery(t.db, { query: long, variables: { id: eventId } }, ORIGIN)).toEqual({
        status: 200,
        body: { data: { event: { name: expect.any(String) } } },
      });
    }
    expect(compileQuery).not.toHaveBeenCalled();
    for (let i = 0; i < 3; i++) await runPublicQuery(t.db, { query: short, variables: { id: eventId } }, ORIGIN);
    expect(compileQuery).toHaveBeenCalledOnce();
  });
});
