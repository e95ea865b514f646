import { mkdtempSync, writeFileSync } from "node:fs";
import { Agent, createServer, get, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { compressPage } from "~/.server/cache/page-encodings";
import { logger } from "~/.server/observability/logger";
import { type RequestScope, runInRequestScope } from "~/.server/observability/request-scope";
import { AssetStore } from "./asset-store";
import { createFastPath } from "./fast-path";
import { pageCache } from "./page-cache-instance";
import { securityHeaders } from "./security-headers";
import { serveCachedPage } from "./serve-page";

// The fast path answers from memory what Express would answer: a page from
// the page cache with exactly the same status, headers and body, and built
// assets from their precompressed copies.

const PAGE = "/en/fast-path-test";
const HTML = "<!doctype html><html><body><h1>Hello</h1><script>1</script></body></html>";
const SCRIPT = `console.log(${JSON.stringify("x".repeat(2_000))});`;

let servers: { fast: Server; slow: Server; fastUrl: string; slowUrl: string };

/** Each answered request's scope as the request observer reads it once the answer is sent: its route label. */
const answered: { server: string; url: string; route: string | undefined }[] = [];

function scoped(server: string, handler: (req: IncomingMessage, res: ServerResponse) => void) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const scope: RequestScope = { requestId: "test" };
    res.once("close", () => answered.push({ server, url: req.url ?? "", route: scope.route }));
    runInRequestScope(scope, () => handler(req, res));
  };
}

function listen(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    }),
  );
}

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "uncork-assets-"));
  writeFileSync(path.join(dir, "app-abc123.js"), SCRIPT);
  writeFileSync(path.join(dir, "app-abc123.js.br"), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dir, "app-abc123.js.gz"), gzipSync(SCRIPT));
  const assets = new AssetStore(dir, "/assets/");
  const cached = await compressPage({
    status: 200,
    headers: [
      ["content-type", "text/html; charset=utf-8"],
      ["content-security-policy", "script-src 'self' 'sha256-abc'"],
    ],
    body: Buffer.from(HTML),
    tags: ["test"],
    route: "page:fast-path-test",
  });
  // Both copies from the start: the two paths are compared on the same answer
  // (a copy made on demand is page-encodings.test.ts's).
  cached.br = brotliCompressSync(HTML);
  pageCache.set(PAGE, cached);
  const app = express();
  app.disable("x-powered-by");
  // As TRUST_PROXY can say: the fast path asks Express's own compiled rule.
  app.set("trust proxy", "loopback");
  app.use(securityHeaders());
  app.use(serveCachedPage);
  app.use((_req, res) => {
    res.status(404).end();
  });
  const fastPath = createFastPath({ assets, trustProxy: app.get("trust proxy fn") });
  const fast = await listen(
    scoped("fast", (req, res) => {
      if (!fastPath(req, res, [])) app(req, res);
    }),
  );
  const slow = await listen(scoped("express", (req, res) => app(req, res)));
  servers = { fast: fast.server, slow: slow.server, fastUrl: fast.url, slowUrl: slow.url };
});

afterAll(() => {
  servers.fast.close();
  servers.slow.close();
});

const headersOf = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => name !== "date" && name !== "keep-alive"));

describe("the fast path", () => {
  it.each([
    ["gzip", {}],
    ["br", {}],
    ["identity", {}],
    ["gzip", { "x-forwarded-proto": "https" }],
    ["gzip", { "accept-language": "de" }],
  ])("answers a cached page exactly as Express does (accept-encoding %s, %o)", async (encoding, extra) => {
    const init = { headers: { "accept-encoding": encoding, ...extra } };
    const fast = await fetch(servers.fastUrl + PAGE, init);
    const slow = await fetch(servers.slowUrl + PAGE, init);
    expect(fast.status).toBe(200);
    expect(headersOf(fast)).toEqual(headersOf(slow));
    expect(await fast.text()).toBe(HTML);
    expect(await slow.text()).toBe(HTML);
  });

  it("answers a revalidation with 304 and a HEAD without a body, as Express does", async () => {
    const etag = (await fetch(servers.slowUrl + PAGE)).headers.get("etag")!;
    const identityHead = { method: "HEAD", headers: { "accept-encoding": "identity" } };
    for (const init of [{ headers: { "if-none-match": etag } }, { method: "HEAD" }, identityHead]) {
      const fast = await fetch(servers.fastUrl + PAGE, init);
      const slow = await fetch(servers.slowUrl + PAGE, init);
      expect(fast.status).toBe(slow.status);
      expect(headersOf(fast)).toEqual(headersOf(slow));
      expect(await fast.text()).toBe("");
    }
  });

  it("labels a hit, on either path, with the route that rendered the page (no route matching)", async () => {
    answered.length = 0;
    await (await fetch(servers.fastUrl + PAGE)).text();
    await (await fetch(servers.slowUrl + PAGE)).text();
    await expect.poll(() => answered.length).toBe(2);
    expect(answered).toEqual([
      { server: "fast", url: PAGE, route: "page:fast-path-test" },
      { server: "express", url: PAGE, route: "page:fast-path-test" },
    ]);
  });

  it("leaves to Express a page with another query and one not cached", async () => {
    expect((await fetch(`${servers.fastUrl + PAGE}?utm_source=x`, { redirect: "manual" })).status).toBe(301);
    expect((await fetch(`${servers.fastUrl}/en/not-cached`)).status).toBe(404);
  });

  it("answers a data request naming its routes (React Router's `_routes`) with its page's data, as Express does", async () => {
    const data = `${PAGE}.data`;
    pageCache.set(data, await compressPage({ status: 200, headers: [], body: Buffer.from("[data]"), tags: ["test"] }));
    const named = `${data}?_routes=routes%2Fevent%2Fsection`;
    const fast = await fetch(servers.fastUrl + named, { redirect: "manual" });
    const slow = await fetch(servers.slowUrl + named, { redirect: "manual" });
    expect(fast.status).toBe(200);
    // Data is no document, so no policy applies to it: Express adds its default one, the fast path none.
    const { "content-security-policy": _, ...slowHeaders } = headersOf(slow);
    expect(headersOf(fast)).toEqual(slowHeaders);
    expect(await fast.text()).toBe("[data]");
    expect(await slow.text()).toBe("[data]");
    // Anything else in the query still goes to the canonical address.
    expect((await fetch(`${servers.fastUrl + named}&utm_source=x`, { redirect: "manual" })).status).toBe(301);
  });

  it("logs a cached page it cannot unpack and drops the connection, never a half answer", async () => {
    const broken = `${PAGE}-broken`;
    pageCache.set(broken, {
      ...pageCache.get(PAGE)!,
      gzip: Buffer.from("not gzip at all"),
      br: null,
      tags: ["broken"],
    });
    const error = vi.spyOn(logger(), "error").mockImplementation(() => {});
    try {
      await expect(fetch(servers.fastUrl + broken, { headers: { "accept-encoding": "identity" } })).rejects.toThrow();
      expect(error).toHaveBeenCalledWith("unexpected error unpacking a cached page", expect.any(Error), {
        path: broken,
      });
    } finally {
      error.mockRestore();
      pageCache.invalidateTags(["broken"]);
    }
  });

  it("asks whether a connection's peer is trusted once per connection, and its answer decides each request's protocol", async () => {
    const trust = vi.fn((_address: string | undefined, _hop: number) => true);
    const fastPath = createFastPath({
      assets: new AssetStore(mkdtempSync(path.join(tmpdir(), "uncork-assets-")), "/assets/"),
      trustProxy: trust,
    });
    const { server, url } = await listen((req, res) => {
      if (!fastPath(req, res, [])) res.writeHead(404).end();
    });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const hsts = (headers: Record<string, string>) =>
      new Promise<string | undefined>((resolve, reject) => {
        get(url + PAGE, { agent, headers }, (response) => {
          response.resume();
          response.on("end", () => resolve(response.headers["strict-transport-security"] as string | undefined));
        }).on("error", reject);
      });
    try {
      // Over HTTPS (a trusted proxy says so) an answer carries HSTS; over HTTP it does not.
      expect(await hsts({ "x-forwarded-proto": "https" })).toContain("max-age=");
      expect(await hsts({})).toBeUndefined();
      expect(await hsts({ "x-forwarded-proto": "https" })).toContain("max-age=");
      expect(trust).toHaveBeenCalledTimes(1);
      agent.destroy();
      // A new connection is asked again.
      await hsts({});
      expect(trust).toHaveBeenCalledTimes(2);
    } finally {
      agent.destroy();
      server.close();
    }
  });

  it("serves a built asset from its precompressed copies, cached for a year, with the security headers", async () => {
    const url = `${servers.fastUrl}/assets/app-abc123.js`;
    const raw = async (encoding: string) => {
      const response = await fetch(url, { headers: { "accept-encoding": encoding } });
      return { response, body: Buffer.from(await response.arrayBuffer()) };
    };
    // fetch decodes what it can; ask for each encoding and read the declared one.
    const br = await fetch(url, { headers: { "accept-encoding": "br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(await br.text()).toBe(SCRIPT);
    const gz = await raw("gzip");
    expect(gz.response.headers.get("content-encoding")).toBe("gzip");
    expect(gz.body.toString()).toBe(SCRIPT);
    const plain = await raw("identity");
    expect(plain.response.headers.get("content-encoding")).toBeNull();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(plain.response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(plain.response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(plain.response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(plain.response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    const etag = plain.response.headers.get("etag")!;
    expect((await fetch(url, { headers: { "if-none-match": etag } })).status).toBe(304);
    expect((await fetch(`${servers.fastUrl}/assets/missing.js`)).status).toBe(404);
  });
});
