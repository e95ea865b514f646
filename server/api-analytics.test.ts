import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ANALYTICS_BODY_LIMIT, ANALYTICS_PATH } from "~/lib/analytics-events";

// The collection endpoint over real HTTP, behind the same limits and origin
// check as every /api route: 204 at once, nothing kept for DNT or GPC, and
// a bad body is 400, 413 or 415, never a 500. The writer is replaced so
// nothing reaches a database; what it was handed is what would be stored.

const pushed = vi.hoisted(() => [] as unknown[]);
vi.mock("~/features/analytics/analytics-writer.server", async () => {
  const { analyticsBatchSchema } = await import("~/lib/analytics-batch");
  return {
    receiveAnalytics: (body: unknown) => {
      const batch = analyticsBatchSchema.parse(body);
      pushed.push(...batch.events);
      return batch.events.length;
    },
  };
});

const { analyticsApiRouter } = await import("./api-analytics");
const { apiErrorHandler } = await import("./api-errors");
const { requireSameOrigin } = await import("./origin-check");
const { limitRequestBodies } = await import("./request-limits");

describe("POST /api/analytics/events", () => {
  let base: string;
  let server: ReturnType<express.Express["listen"]>;

  beforeAll(async () => {
    const app = express();
    app.use(limitRequestBodies);
    app.use(requireSameOrigin);
    const api = express.Router();
    api.use(analyticsApiRouter);
    api.use(apiErrorHandler);
    app.use("/api", api);
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    pushed.length = 0;
  });

  const view = { kind: "page_view", path: "/p/en/events/fair/exhibitors/e1?q=x" };
  const post = (body: string | object, headers: Record<string, string> = {}) =>
    fetch(`${base}${ANALYTICS_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  it("answers 204 with no body and hands the events on without their query", async () => {
    const response = await post({ locale: "en", events: [view] });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(pushed).toEqual([{ kind: "page_view", path: "/p/en/events/fair/exhibitors/e1" }]);
  });

  it("accepts and drops a request with Do Not Track or Global Privacy Control, even a malformed one", async () => {
    for (const headers of [{ dnt: "1" }, { "sec-gpc": "1" }] as Record<string, string>[]) {
      expect((await post({ events: [view] }, headers)).status).toBe(204);
      expect((await post("{not json", headers)).status).toBe(204);
    }
    expect(pushed).toEqual([]);
    // DNT: 0 is no refusal.
    expect((await post({ events: [view] }, { dnt: "0" })).status).toBe(204);
    expect(pushed).toHaveLength(1);
  });

  it("refuses bad bodies as the client's mistake: 400, 413, 415, never 500", async () => {
    const status = async (body: string | object, headers?: Record<string, string>) =>
      (await post(body, headers)).status;
    expect(await status("{not json")).toBe(400);
    expect(await status({ events: [] })).toBe(400);
    expect(await status({ events: [{ kind: "page_view", path: "https://elsewhere.example/" }] })).toBe(400);
    expect(await status({ events: [view], userId: "u1" })).toBe(400);
    expect(await status({ events: Array(21).fill(view) })).toBe(400);
    expect(await status(`{"events":[{"kind":"page_view","path":"/\\u0000"}]}`)).toBe(400);
    expect(await status("null")).toBe(400);
    expect(await status({ events: [{ ...view, path: `/${"a".repeat(ANALYTICS_BODY_LIMIT)}` }] })).toBe(413);
    expect(await status(JSON.stringify({ events: [view] }), { "content-type": "text/plain" })).toBe(415);
    expect(
      await status(JSON.stringify({ events: [view] }), { "content-type": "application/json; charset=latin1" }),
    ).toBe(415);
    const empty = await fetch(`${base}${ANALYTICS_PATH}`, { method: "POST" });
    expect(empty.status).toBe(415);
    const refusal = await post({ events: [] });
    expect(await refusal.json()).toMatchObject({ error: { code: "invalid" } });
    expect(pushed).toEqual([]);
  });

  it("refuses another site's page", async () => {
    const response = await post({ events: [view] }, { origin: "https://elsewhere.example" });
    expect(response.status).toBe(403);
    expect(pushed).toEqual([]);
  });
});
