import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { buildSchema, graphql } from "graphql";
import { LOCALES } from "~/lib/locales";
import { readSource, type SourceCatalogue } from "../../app/features/data-in/product-api/read-source.server";
import { type Descriptions, type FixtureData, type FixtureProduct, fixtureData } from "./product-api-fixture-data";
import { FIXTURE_SCHEMA } from "./product-api-fixture-schema";

export { type FixtureData, fixtureData } from "./product-api-fixture-data";

// A real GraphQL server (graphql-js on node:http) in the test process,
// serving data in the shape of a product API: an event's exhibitors,
// producers, products and registered products, per locale, in pages. Tests
// of the sync call it over HTTP like the real API; nothing is mocked. It
// records every request (headers and body) and can be told to fail: a
// status for the next N calls of an operation, with a Retry-After, or no
// answer at all (to test the timeout).

export interface Fault {
  /** The operation to fail ("*" for any). */
  operationName: string;
  /** How many calls fail before it answers again. */
  times: number;
  /** The status to answer with; "hang" answers nothing (the client's timeout). */
  status: number | "hang";
  retryAfter?: string;
  /** Calls of the operation answered as usual before it starts failing. */
  after?: number;
  /** Waited for before the failing answer: a test decides when the failure arrives. */
  until?: Promise<void>;
}

export interface RecordedRequest {
  method: string;
  headers: IncomingMessage["headers"];
  body: { operationName?: string; variables?: Record<string, unknown>; query?: string };
}

/**
 * One page of a list by an opaque cursor (the index after which it starts):
 * at most 100 nodes, or an error for a larger `first` when `refusesOver` is
 * set (an API that refuses page sizes it does not give instead of giving fewer).
 */
function page<T>(
  items: readonly T[],
  first: number | null | undefined,
  after: string | null | undefined,
  refusesOver?: number,
) {
  if (refusesOver !== undefined && (first ?? 0) > refusesOver) {
    throw new Error(`first must be between 1 and ${refusesOver}.`);
  }
  const start = after ? Number(Buffer.from(after, "base64url").toString()) : 0;
  const size = Math.max(1, Math.min(first ?? 100, 100));
  const nodes = items.slice(start, start + size);
  const end = start + nodes.length;
  return {
    nodes,
    pageInfo: {
      hasNextPage: end < items.length,
      endCursor: nodes.length ? Buffer.from(String(end)).toString("base64url") : null,
    },
  };
}

type PageArgs = { first?: number | null; after?: string | null };

export async function startProductApiFixture(
  data: FixtureData = fixtureData(),
  options: {
    token?: string;
    /** Locales whose products are listed last first: a source whose passes disagree on the order. */
    reversedIn?: readonly string[];
    /** Refuses a page of registered products larger than this, instead of giving 100. */
    refusesRegistrationsOver?: number;
  } = {},
): Promise<{ url: string; requests: RecordedRequest[]; faults: Fault[]; close: () => Promise<void> }> {
  const schema = buildSchema(FIXTURE_SCHEMA);
  const requests: RecordedRequest[] = [];
  const faults: Fault[] = [];
  const rootValue = {
    event: ({ eventId, locale }: { eventId: string; locale?: string | null }) => {
      if (eventId !== data.eventId) return null;
      const lang = locale ?? "en";
      // The item in the asked locale, else the English one (which says so).
      const localized = <T extends { descriptions: Descriptions }>(item: T) => ({
        ...item,
        locale: item.descriptions[lang] === undefined ? "en" : lang,
        description: item.descriptions[lang] ?? item.descriptions.en ?? null,
      });
      const product = (item: FixtureProduct) => {
        const own = item.descriptions[lang] === undefined ? "en" : lang;
        return {
          ...localized(item),
          ...item.more,
          ...item.texts?.[own],
          soilTypes: item.soilTypes?.[lang] ?? item.soilTypes?.en ?? [],
        };
      };
      return {
        eventId: data.eventId,
        locale: data.eventNames[lang] ? lang : "en",
        slug: "fixture-wine-fair",
        name: data.eventNames[lang] ?? data.eventNames.en,
        startsOn: data.startsOn,
        endsOn: data.endsOn,
        timezone: data.timezone,
        exhibitors: ({ first, after }: PageArgs) => page(data.exhibitors.map(localized), first, after),
        products: ({ first, after }: PageArgs) => {
          const listed = data.products.map(product);
          return page(options.reversedIn?.includes(lang) ? listed.reverse() : listed, first, after);
        },
        registeredProducts: ({ first, after }: PageArgs) =>
          page(data.registrations, first, after, options.refusesRegistrationsOver),
      };
    },
  };

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: RecordedRequest["body"] = {};
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
    } catch {
      res.writeHead(400, { "content-type": "application/json" }).end('{"errors":[{"message":"bad JSON"}]}');
      return;
    }
    requests.push({ method: req.method ?? "", headers: req.headers, body });
    const fault = faults.find(
      (f) => f.times > 0 && (f.operationName === "*" || f.operationName === body.operationName),
    );
    if (fault?.after) {
      fault.after--;
    } else if (fault) {
      fault.times--;
      await fault.until;
      if (fault.status === "hang") return; // never answers; the client gives up
      res.writeHead(fault.status, fault.retryAfter ? { "retry-after": fault.retryAfter } : {}).end("busy");
      return;
    }
    if (options.token && req.headers.authorization !== `Bearer ${options.token}`) {
      res.writeHead(401, { "content-type": "application/json" });
      res.end(JSON.stringify({ errors: [{ message: "Not authorised" }] }));
      return;
    }
    const result = await graphql({
      schema,
      source: body.query ?? "",
      rootValue,
      variableValues: body.variables,
      operationName: body.operationName,
    });
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(result));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    requests,
    faults,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The fixture's event as readSource reads it over HTTP, in every locale (the server is closed afterwards). */
export async function readFixtureSource(data: FixtureData = fixtureData()): Promise<SourceCatalogue> {
  const fixture = await startProductApiFixture(data);
  try {
    return await readSource(
      { url: fixture.url, timeoutMs: 2_000, retries: 1, backoffMs: 10 },
      { eventId: data.eventId, locales: LOCALES },
    );
  } finally {
    await fixture.close();
  }
}
