import { get } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// The indexes' searches (synchronous, as ProductIndex.search is), recorded with the event they ran for.
const searchProducts = vi.fn((_db: unknown, eventId: string, query: { page: number }, locale: string) => ({
  total: 1,
  page: query.page,
  pageSize: 24,
  hits: [{ eventId, locale }],
  facets: {},
}));
const searchExhibitors = vi.fn((_db: unknown, _eventId: string, _query: unknown, _locale: string) => ({
  total: 0,
  page: 1,
  pageSize: 24,
  hits: [],
  facets: {},
}));

vi.mock("~/.server/db", () => ({ db: () => ({}) }));
vi.mock("~/features/events/events.server", () => ({
  getEvent: async (_db: unknown, { idOrSlug }: { idOrSlug: string }) =>
    idOrSlug === "fair" || idOrSlug === "e1" ? { id: "e1" } : null,
}));
// One index object per event, as the search service keeps them (answers are cached per index).
const productIndexes = new Map<string, { search: (query: { page: number }, locale: string) => unknown }>();
const exhibitorIndexes = new Map<string, { search: (query: unknown, locale: string) => unknown }>();
vi.mock("~/features/search/search-service.server", () => ({
  getProductIndex: async (db: unknown, eventId: string) => {
    if (!productIndexes.has(eventId))
      productIndexes.set(eventId, { search: (query, locale) => searchProducts(db, eventId, query, locale) });
    return productIndexes.get(eventId);
  },
  getExhibitorIndex: async (db: unknown, eventId: string) => {
    if (!exhibitorIndexes.has(eventId))
      exhibitorIndexes.set(eventId, { search: (query, locale) => searchExhibitors(db, eventId, query, locale) });
    return exhibitorIndexes.get(eventId);
  },
}));

const { searchApiRouter } = await import("./api-search");
const { apiErrorHandler } = await import("./api-errors");

let base = "";
let close: () => void = () => {};

beforeAll(async () => {
  const app = express();
  app.use("/api/search", searchApiRouter);
  app.use(apiErrorHandler);
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/search`;
  close = () => server.close();
});

afterAll(() => close());

describe("search API", () => {
  it("answers a product search with the filters it understood, cacheable for a few seconds", async () => {
    const response = await fetch(
      `${base}/fair/products?country=de,AT&region=Bordeaux%2C%20Rive%20droite&vintage=19x9&page=2&locale=fr`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=5");
    const body = await response.json();
    expect(body.filters).toEqual({ country: ["DE", "AT"], region: ["Bordeaux, Rive droite"], page: ["2"] });
    expect(body.hits).toEqual([{ eventId: "e1", locale: "fr" }]);
    expect(body.page).toBe(2);
  });

  it("falls back to English for a missing or unknown locale and ignores malformed parts", async () => {
    const body = await (await fetch(`${base}/fair/exhibitors?offering=bogus&offering=onlineShop&=x&locale=xx`)).json();
    expect(body.filters).toEqual({ offering: ["onlineShop"] });
    expect(searchExhibitors).toHaveBeenLastCalledWith(
      expect.anything(),
      "e1",
      expect.objectContaining({ q: "" }),
      "en",
    );
  });

  it("answers a repeated search from the index's answer cache, gzipped when asked, 304 when unchanged", async () => {
    const url = `${base}/e1/products?q=pinot&country=FR&sort=name`;
    const first = await fetch(url, { headers: { "accept-encoding": "gzip" } });
    expect(first.headers.get("content-encoding")).toBe("gzip");
    expect(first.headers.get("vary")).toBe("Accept-Encoding");
    const body = await first.json();
    const calls = searchProducts.mock.calls.length;

    // The same normalized query (other order, explicit defaults) is not searched again.
    const again = await fetch(`${base}/fair/products?sort=name&country=fr&q=pinot&page=1`, {
      headers: { "accept-encoding": "identity" },
    });
    expect(again.headers.get("content-encoding")).toBeNull();
    expect(await again.json()).toEqual(body);
    expect(searchProducts.mock.calls.length).toBe(calls);

    const etag = first.headers.get("etag")!;
    expect(etag).toBe(again.headers.get("etag"));
    // node:http, since fetch marks a request with If-None-Match as not to be answered from a cache.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      get(url, { headers: { "if-none-match": etag } }, (response) => resolve(response.resume().statusCode)).on(
        "error",
        reject,
      );
    });
    expect(status).toBe(304);

    // Another query, or a rebuilt index (a new index object), searches.
    await fetch(`${base}/e1/products?q=pinot&country=FR&sort=name&page=2`);
    expect(searchProducts.mock.calls.length).toBe(calls + 1);
    productIndexes.clear();
    const fresh = await fetch(url);
    expect(searchProducts.mock.calls.length).toBe(calls + 2);
    expect(fresh.headers.get("etag")).not.toBe(etag);
  });

  it("sends long facets folded when asked, whole without `fold` and for the facets in `more`", async () => {
    const countries = Array.from({ length: 12 }, (_, i) => ({ value: `C${i}`, count: 100 - i, selected: i === 10 }));
    searchExhibitors.mockImplementation((_db, _eventId, _query, _locale) => ({
      total: 12,
      page: 1,
      pageSize: 24,
      hits: [],
      facets: { country: countries, offering: countries.slice(0, 2) },
    }));
    try {
      const ask = async (query: string) => (await fetch(`${base}/fair/exhibitors?q=folding&${query}`)).json();
      const whole = await ask("locale=en");
      expect(whole.facets.country).toHaveLength(12);
      expect(whole.facetTails).toBeUndefined();
      const folded = await ask("locale=en&fold=1");
      // The first eight and the chosen one.
      expect(folded.facets.country.map((entry: { value: string }) => entry.value)).toEqual([
        ...countries.slice(0, 8).map((entry) => entry.value),
        "C10",
      ]);
      expect(folded.facets.offering).toHaveLength(2);
      expect(folded.facetTails).toEqual({ country: 3 });
      expect(folded.openFacets).toEqual([]);
      const opened = await ask("locale=en&fold=1&more=country,nothing");
      expect(opened.facets.country).toHaveLength(12);
      expect(opened.facetTails).toEqual({});
      expect(opened.openFacets).toEqual(["country"]);
    } finally {
      searchExhibitors.mockReset();
    }
  });

  it("is a JSON 404 for an unknown event", async () => {
    const response = await fetch(`${base}/nope/products`);
    expect(response.status).toBe(404);
    expect((await response.json()).error).toEqual({
      code: "not_found",
      message: "We couldn't load the event.",
      messageKey: "common:errors.eventNotLoaded",
    });
  });
});
