import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
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
