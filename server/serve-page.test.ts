import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheNot, cachePublicly, type RequestContext } from "~/.server/request-context";
import { pageCache } from "./page-cache-instance";
import { securityHeaders } from "./security-headers";
import { servePage } from "./serve-page";

// Which renderings the page cache keeps: a public page, unless a loader said
// this rendering is incomplete (a product page before the search index is
// built); never a private one.

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
      const kind = new URL(request.url).pathname.split("/").pop();
      if (kind !== "private") cachePublicly(ctx, `test:${kind}`);
      if (kind === "incomplete") cacheNot(ctx);
      return new Response(`<!doctype html><html><body>${kind} ${renders}</body></html>`, {
        headers: { "content-type": "text/html; charset=utf-8" },
      });
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
