import { describe, expect, it } from "vitest";
import { metricsRegistry, setBusStatsSource, setJobStatsSource } from "~/.server/observability/metrics";
import { mayReadMetrics } from "./metrics-endpoint";

const request = (remoteAddress: string, headers: Record<string, string> = {}) => ({
  headers,
  socket: { remoteAddress },
});

describe("who may read /metrics", () => {
  it("without METRICS_TOKEN: a scraper on this machine, talking to the instance directly", () => {
    expect(mayReadMetrics(request("127.0.0.1"), undefined)).toBe(true);
    expect(mayReadMetrics(request("::1"), undefined)).toBe(true);
    expect(mayReadMetrics(request("::ffff:127.0.0.1"), undefined)).toBe(true);
    expect(mayReadMetrics(request("10.0.0.7"), undefined)).toBe(false);
    // nginx on the same machine connects from loopback on anyone's behalf.
    expect(mayReadMetrics(request("127.0.0.1", { "x-forwarded-for": "203.0.113.9" }), undefined)).toBe(false);
    expect(mayReadMetrics(request("127.0.0.1", { forwarded: "for=203.0.113.9" }), undefined)).toBe(false);
  });

  it("with METRICS_TOKEN: whoever sends it as a bearer token, from anywhere, and nobody else", () => {
    const token = "a-scraper-token-of-some-length";
    expect(mayReadMetrics(request("10.0.0.7", { authorization: `Bearer ${token}` }), token)).toBe(true);
    expect(mayReadMetrics(request("127.0.0.1"), token)).toBe(false);
    expect(mayReadMetrics(request("10.0.0.7", { authorization: `Bearer ${token}x` }), token)).toBe(false);
    expect(mayReadMetrics(request("10.0.0.7", { authorization: token }), token)).toBe(false);
  });
});

describe("metrics other parts report", () => {
  it("are shown once their source is set, read at each scrape, and left out when the source fails", async () => {
    expect(await metricsRegistry.metrics()).not.toContain("uncork_jobs_queued");
    let queued = 3;
    let failing = false;
    setJobStatsSource(async () => {
      if (failing) throw new Error("database away");
      return { queued, running: 1, failed: 0 };
    });
    expect(await metricsRegistry.metrics()).toContain("uncork_jobs_queued 3");
    queued = 5;
    expect(await metricsRegistry.metrics()).toContain("uncork_jobs_queued 5");
    failing = true;
    expect(await metricsRegistry.metrics()).not.toMatch(/^uncork_jobs_queued \d/m);
  });

  it("leave out a value the source does not have yet (no bus message received)", async () => {
    const stats = { connected: true, current: true, published: 2, failed: 0, received: 0, resyncs: 0, lastSeq: null };
    setBusStatsSource(() => ({ ...stats, lastDelayMs: null }));
    const text = await metricsRegistry.metrics();
    expect(text).toContain("uncork_bus_connected 1");
    expect(text).toContain("uncork_bus_messages_published 2");
    expect(text).not.toMatch(/^uncork_bus_last_delay_seconds \d/m);
    setBusStatsSource(() => ({ ...stats, lastDelayMs: 250 }));
    expect(await metricsRegistry.metrics()).toContain("uncork_bus_last_delay_seconds 0.25");
  });
});
