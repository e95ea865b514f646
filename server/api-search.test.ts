import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const searchProducts = vi.fn(async (_db: unknown, eventId: string, query: { page: number }, locale: string) => ({
  total: 1, page: query.page, pageSize: 24, hits: [{ eventId, locale }], facets: {},
}));
const searchExhibitors = vi.fn(async () => ({ total: 0, page: 1, pageSize: 24, hits: [], facets: {} }));

vi.mock("~/.server/db", () => ({ db: () => ({}) }));
vi.mock("~/features/catalogue/events.server", () => ({
  getEvent: async (_db: unknown, { idOrSlug }: { idOrSlug: string }) => (idOrSlug === "fair" || idOrSlug === "e1" ? { id: "e1" } : null),
}));
vi.mock("~/features/search/search-service.server", () => ({ searchProducts, searchExhibitors }));

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
    const response = await fetch(`${base}/fair/products?country=de,AT&region=Bordeaux%2C%20Rive%20droite&vintage=19x9&page=2&locale=fr`);
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
    expect(searchExhibitors).toHaveBeenLastCalledWith(expect.anything(), "e1", expect.objectContaining({ q: "" }), "en");
  });

  it("is a JSON 404 for an unknown event", async () => {
    const response = await fetch(`${base}/nope/products`);
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe("not_found");
  });
});
