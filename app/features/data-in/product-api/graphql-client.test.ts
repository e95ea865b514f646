import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fixtureData, startProductApiFixture } from "../../../../tests/support/product-api-fixture";
import { callProductApi, type ProductApiConfig, ProductApiError, pagesOf } from "./graphql-client.server";

// The client against a real GraphQL server over HTTP (product-api.fixture.server.ts).

const TOKEN = "fixture-token-1234";
const data = fixtureData();
let fixture: Awaited<ReturnType<typeof startProductApiFixture>>;
let config: ProductApiConfig;

beforeEach(async () => {
  fixture = await startProductApiFixture(data, { token: TOKEN });
  config = {
    url: fixture.url,
    token: TOKEN,
    cacheHeader: ["Cache-Control", "no-cache"],
    timeoutMs: 2_000,
    retries: 3,
    backoffMs: 10,
  };
});

afterEach(() => fixture.close());

const EVENT_NAME = {
  operationName: "EventName",
  query: "query EventName($eventId: ID!, $locale: String) { event(eventId: $eventId, locale: $locale) { name } }",
  variables: { eventId: data.eventId, locale: "de" },
};

describe("callProductApi", () => {
  it("POSTs operationName, variables and query as JSON with the credentials and the cache-force header", async () => {
    const answer = await callProductApi<{ event: { name: string } }>(config, EVENT_NAME);
    expect(answer.event.name).toBe("Fixture-Weinmesse");
    expect(fixture.requests).toHaveLength(1);
    const [request] = fixture.requests;
    expect(request.method).toBe("POST");
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request.headers["cache-control"]).toBe("no-cache");
    expect(request.body).toEqual({
      operationName: "EventName",
      variables: { eventId: data.eventId, locale: "de" },
      query: EVENT_NAME.query,
    });
  });

  it("tries again after a 500 and after a 429, and returns the answer", async () => {
    fixture.faults.push({ operationName: "EventName", times: 1, status: 500 });
    fixture.faults.push({ operationName: "EventName", times: 1, status: 429, retryAfter: "0" });
    const answer = await callProductApi<{ event: { name: string } }>(config, EVENT_NAME);
    expect(answer.event.name).toBe("Fixture-Weinmesse");
    expect(fixture.requests).toHaveLength(3);
  });

  it("waits as long as Retry-After asks before trying again", async () => {
    fixture.faults.push({ operationName: "EventName", times: 1, status: 503, retryAfter: "1" });
    const started = performance.now();
    await callProductApi(config, EVENT_NAME);
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
  });

  it("gives up after its retries with an error naming the operation and the status", async () => {
    fixture.faults.push({ operationName: "EventName", times: 10, status: 502 });
    await expect(callProductApi(config, EVENT_NAME)).rejects.toThrow("The product API answered 502 to EventName");
    expect(fixture.requests).toHaveLength(config.retries + 1);
  });

  it("tries again when the API does not answer within the timeout", async () => {
    fixture.faults.push({ operationName: "EventName", times: 1, status: "hang" });
    const answer = await callProductApi<{ event: { name: string } }>({ ...config, timeoutMs: 300 }, EVENT_NAME);
    expect(answer.event.name).toBe("Fixture-Weinmesse");
    expect(fixture.requests).toHaveLength(2);
  });

  it("names the operation and the API's messages when the answer carries GraphQL errors, without trying again", async () => {
    const bad = { operationName: "Broken", query: "query Broken { event(eventId: 1) { nope } }" };
    const failure = await callProductApi(config, bad).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProductApiError);
    expect((failure as ProductApiError).operationName).toBe("Broken");
    expect((failure as Error).message).toMatch(/^The product API refused Broken: Cannot query field "nope"/);
    expect(fixture.requests).toHaveLength(1);
  });

  it("refuses at once when the credentials are wrong (401 is not worth trying again)", async () => {
    await expect(callProductApi({ ...config, token: "wrong" }, EVENT_NAME)).rejects.toThrow(
      "The product API answered 401 to EventName: Not authorised",
    );
    expect(fixture.requests).toHaveLength(1);
  });
});

describe("pagesOf", () => {
  const PRODUCTS = {
    operationName: "EventProducts",
    query: `query EventProducts($eventId: ID!, $first: Int, $after: String) {
      event(eventId: $eventId) { products(first: $first, after: $after) { nodes { productId } pageInfo { hasNextPage endCursor } } }
    }`,
    variables: { eventId: data.eventId },
  };
  type Answer = {
    event: { products: { nodes: { productId: string }[]; pageInfo: { hasNextPage: boolean; endCursor: string } } };
  };

  it("reads every page in order, a page that fails once included", async () => {
    fixture.faults.push({ operationName: "EventProducts", times: 0, status: 500 });
    const ids: string[] = [];
    let pages = 0;
    for await (const nodes of pagesOf({ ...config, pageSize: 2 }, PRODUCTS, (d: Answer) => d.event.products)) {
      // The second page's first attempt fails.
      if (pages === 0) fixture.faults[0].times = 1;
      pages++;
      ids.push(...nodes.map((n) => n.productId));
    }
    expect(ids).toEqual(data.products.map((p) => p.productId));
    expect(pages).toBe(3);
    expect(fixture.requests.map((r) => r.body.variables?.after ?? null)).toHaveLength(4);
    expect(fixture.requests.every((r) => r.body.variables?.first === 2)).toBe(true);
  });
});
