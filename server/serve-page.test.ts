import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheNot, cachePublicly, type RequestContext } from "~/.server/request-context";
import { pageCache } from "./page-cache-instance";
import { securityHeaders } from "./security-headers";
import { answersAsCanonical, cacheKeyOf, servePage } from "./serve-page";

// Which renderings the page cache keeps: a public page, unless a loader said
// this rendering is incomplete (a product page before the search index is
// built); never a private one. A data request that names its routes is
// answered with its page's data.

let server: Server;
let origin = "";
let renders = 0;

beforeAll(async () => {
  const app = express();
  app.use(securityHeaders());
  app.use((req, res, next) => {
    servePage(req, res, async (request, context) => {
      renders++;
      const ctx = context as RequestContext;
      const url = new URL(request.url);
      const kind = url.pathname
        .split("/")
        .pop()
        ?.replace(/\.data$/, "");
      if (kind !== "private") cachePublicly(ctx, `test:${kind}`);
      if (kind === "incomplete") cacheNot(ctx);
      // As React Router does: a HEAD is answered without a body.
      const body =
        request.method === "HEAD" ? null : `<!doctype html><html><body>${kind} ${renders}${url.search}</body></html>`;
      return new Response(body, { headers: { "content-type": "text/html; charset=utf-8" } });
    }).catch(next);
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
});

describe("the page cache keeps", () => {
  const twice = async (path: string) => {
    const first = await (await fetch(origin + path)).text();
    const second = await (await fetch(origin + path)).text();
    return { first, second, cached: pageCache.get(path) !== undefined };
  };

  it("a public page: the second visitor gets the first rendering", async () => {
    const { first, second, cached } = await twice("/en/serve-page-test/public");
    expect(second).toBe(first);
    expect(cached).toBe(true);
  });

  it("not a public page rendered incomplete: each visitor gets a new rendering", async () => {
    const { first, second, cached } = await twice("/en/serve-page-test/incomplete");
    expect(second).not.toBe(first);
    expect(cached).toBe(false);
  });

  it("not a private page", async () => {
    const { first, second, cached } = await twice("/en/serve-page-test/private");
    expect(second).not.toBe(first);
    expect(cached).toBe(false);
  });
});

describe("a HEAD of a page", () => {
  it("is answered with the page's length and no body, and leaves the whole page for the next visitor", async () => {
    const path = "/en/serve-page-test/head-first";
    const before = renders;
    const head = await fetch(origin + path, { method: "HEAD", headers: { "accept-encoding": "identity" } });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const get = await fetch(origin + path, { headers: { "accept-encoding": "identity" } });
    const page = await get.text();
    expect(page).toMatch(/^<!doctype html><html><body>head-first \d+<\/body><\/html>$/);
    expect(Number(head.headers.get("content-length"))).toBe(Buffer.byteLength(page));
    // The GET was the cache's copy of the HEAD's rendering, not a second one.
    expect(renders).toBe(before + 1);
    const again = await fetch(origin + path, { method: "HEAD", headers: { "accept-encoding": "identity" } });
    expect(again.headers.get("etag")).toBe(get.headers.get("etag"));
  });

  it("of a private page is answered without a body, rendered for it alone", async () => {
    const before = renders;
    const head = await fetch(`${origin}/en/serve-page-test/private`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect(renders).toBe(before + 1);
  });
});

describe("a data request naming its routes (React Router's `_routes`)", () => {
  const get = (path: string) => fetch(origin + path, { redirect: "manual" });

  it("is answered with its canonical page's data, without a redirect, rendered once for both", async () => {
    const before = renders;
    const named = await get("/en/serve-page-test/named.data?_routes=routes%2Fevent%2Fsection");
    expect(named.status).toBe(200);
    const page = await named.text();
    // Rendered at the canonical address: every route's data, which the client reads its routes from.
    expect(page).toMatch(/^<!doctype html><html><body>named \d+<\/body><\/html>$/);
    expect(pageCache.get("/en/serve-page-test/named.data")).toBeDefined();
    expect(await (await get("/en/serve-page-test/named.data")).text()).toBe(page);
    expect(await (await get("/en/serve-page-test/named.data?_routes=event-item")).text()).toBe(page);
    // The request's own rendering (its routes only) and the canonical one; none after.
    expect(renders).toBe(before + 2);
  });

  it("keeps its list's query in the canonical order", async () => {
    const named = await get("/en/serve-page-test/list.data?q=ros%C3%A9&sort=name&_routes=event-section");
    expect(named.status).toBe(200);
    expect(await named.text()).toMatch(/^<!doctype html><html><body>list \d+\?q=ros%C3%A9&sort=name<\/body><\/html>$/);
  });

  it("with anything else outside the canonical query, is sent to the canonical address", async () => {
    for (const query of ["?_routes=event-item&utm_source=x", "?sort=name&q=x&_routes=event-item"]) {
      const response = await get(`/en/serve-page-test/other.data${query}`);
      expect(response.status).toBe(301);
      expect(response.headers.get("location")).toMatch(/^\/en\/serve-page-test\/other\.data(\?q=x&sort=name)?$/);
    }
  });

  it("of a private page is rendered as sent, for it alone", async () => {
    const response = await get("/en/serve-page-test/private.data?_routes=event-item");
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(
      /^<!doctype html><html><body>private \d+\?_routes=event-item<\/body><\/html>$/,
    );
    expect(pageCache.get("/en/serve-page-test/private.data")).toBeUndefined();
  });

  it("of a page (not its data) is sent to the canonical address", async () => {
    expect((await get("/en/serve-page-test/public?_routes=event-item")).status).toBe(301);
  });
});

describe("a URL's address (its cache key, whether it is canonical)", () => {
  it("is the same however often it is asked, among thousands of other URLs", () => {
    const check = (i: number) => {
      expect(cacheKeyOf(`/en/x/products?page=${i}&utm_source=a`, undefined)).toBe(`/en/x/products?page=${i}`);
      expect(answersAsCanonical(`/en/x/products?page=${i}&utm_source=a`)).toBe(false);
      expect(answersAsCanonical(`/en/x/products?page=${i}`)).toBe(true);
      expect(cacheKeyOf(`/p/events?page=${i}`, "de-DE,de;q=0.9")).toBe(`/p/events?page=${i}|de`);
      expect(cacheKeyOf(`/p/events?page=${i}`, "fr")).toBe(`/p/events?page=${i}|fr`);
    };
    for (let i = 2; i < 10_000; i++) check(i);
    // Asked again, after more URLs than are kept.
    for (let i = 2; i < 50; i++) check(i);
    // A URL longer than those kept, twice.
    const long = `/en/x/products?q=${"a".repeat(2_000)}&utm_source=a`;
    for (let i = 0; i < 2; i++) {
      expect(cacheKeyOf(long, undefined)).toBe(`/en/x/products?q=${"a".repeat(2_000)}`);
      expect(answersAsCanonical(long)).toBe(false);
    }
  });
});
