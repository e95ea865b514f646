import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { beginStopping } from "~/.server/lifecycle";
import { metricsRegistry } from "~/.server/observability/metrics";
import { noteRoute } from "~/.server/observability/request-scope";
import { observeRequest } from "./request-observer";

// A request's `route` in the metrics: the route a page's render told its
// scope, without matching the path again; else the path matched.

const routeOf = vi.fn((_pathname: string) => "page:matched");
const server = createServer((req, res) =>
  observeRequest(req, res, { routeOf }, () => {
    if (req.url?.startsWith("/rendered")) noteRoute("page:told-by-the-render");
    res.end("ok");
  }),
);
let origin = "";

beforeAll(async () => {
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => server.close());

const counted = async (route: string) => {
  const line = (await metricsRegistry.metrics())
    .split("\n")
    .find((l) => l.startsWith("uncork_http_request_duration_seconds_count{") && l.includes(`route="${route}"`));
  return Number(line?.split(" ").at(-1) ?? 0);
};

describe("the route a request is counted under", () => {
  it("is the one the render told, and the path is not matched again", async () => {
    await (await fetch(`${origin}/rendered/page`)).text();
    await expect.poll(() => counted("page:told-by-the-render")).toBe(1);
    expect(routeOf).not.toHaveBeenCalled();
  });

  it("is matched from the path when nothing told it", async () => {
    await (await fetch(`${origin}/cached/page`)).text();
    await expect.poll(() => counted("page:matched")).toBe(1);
    expect(routeOf).toHaveBeenCalledWith("/cached/page");
  });
});

async function listening(server: Server): Promise<string> {
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("the request's own headers", () => {
  // An answer given at once writes them with its own; any other gets them before its handler runs.
  const atOnce = createServer((req, res) =>
    observeRequest(
      req,
      res,
      {
        routeOf,
        answerAtOnce: (request, response, own) => {
          if (!request.url?.startsWith("/at-once")) return false;
          response.writeHead(200, [...own, "Content-Type", "text/plain"]);
          response.end("at once");
          return true;
        },
      },
      () => res.end(`handled, id ${String(res.getHeader("X-Request-Id"))}`),
    ),
  );
  let at = "";
  beforeAll(async () => {
    at = await listening(atOnce);
  });
  afterAll(() => atOnce.close());

  it("carry the proxy's X-Request-Id on an answer given at once and on one handled", async () => {
    const sent = { headers: { "x-request-id": "nginx-4f2a9c" } };
    const fast = await fetch(`${at}/at-once`, sent);
    expect(fast.headers.get("x-request-id")).toBe("nginx-4f2a9c");
    expect(await fast.text()).toBe("at once");
    const handled = await fetch(`${at}/other`, sent);
    expect(handled.headers.get("x-request-id")).toBe("nginx-4f2a9c");
    expect(await handled.text()).toBe("handled, id nginx-4f2a9c");
  });

  it("carry an id of our own when the request came without one", async () => {
    const fast = await fetch(`${at}/at-once`);
    expect(fast.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const handled = await fetch(`${at}/other`);
    expect(handled.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(handled.headers.get("x-request-id")).not.toBe(fast.headers.get("x-request-id"));
  });
});

describe("an Express route's pattern", () => {
  const app = express();
  const router = express.Router();
  router.get("/items/:id", (req, res) => {
    res.end(String(req.route?.path));
  });
  router.get("/failing/:id", (_req, _res, next) => next(new Error("refused")));
  app.use("/things", router);
  // An error handler further out: Express has put the request's baseUrl back by the time it answers.
  app.use((_error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(400).end("refused");
  });
  const routed = createServer((req, res) => observeRequest(req, res, { routeOf }, () => app(req, res)));
  let at = "";
  beforeAll(async () => {
    at = await listening(routed);
  });
  afterAll(() => routed.close());

  it("is the request's route, with the path its router is mounted at; req.route still reads Express's route", async () => {
    expect(await (await fetch(`${at}/things/items/42`)).text()).toBe("/items/:id");
    await expect.poll(() => counted("/things/items/:id")).toBe(1);
  });

  it("is kept as the route set it when an error handler further out answers", async () => {
    expect((await fetch(`${at}/things/failing/7`)).status).toBe(400);
    await expect.poll(() => counted("/things/failing/:id")).toBe(1);
  });
});

// Last in this file: a stop is not undone.
describe("during a stop", () => {
  const closing = createServer((req, res) =>
    observeRequest(
      req,
      res,
      {
        routeOf,
        answerAtOnce: (request, response, own) => {
          if (!request.url?.startsWith("/at-once")) return false;
          response.writeHead(200, [...own]);
          response.end("at once");
          return true;
        },
      },
      () => res.end("handled"),
    ),
  );
  let at = "";
  beforeAll(async () => {
    at = await listening(closing);
  });
  afterAll(() => closing.close());

  it("closes the connection with an answer given at once and with one handled", async () => {
    beginStopping();
    for (const path of ["/at-once", "/other"]) {
      const answer = await fetch(at + path);
      expect(answer.headers.get("connection")).toBe("close");
      expect(answer.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
