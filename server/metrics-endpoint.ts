import { timingSafeEqual } from "node:crypto";
import type { Request, Response } from "express";
import { Counter, Gauge } from "prom-client";
import { metricsRegistry } from "~/.server/observability/metrics";
import { searchIndexStates } from "~/features/search/search-service.server";
import { pageCache } from "./page-cache-instance";

// GET /metrics: Prometheus' text format. With METRICS_TOKEN set, only a
// scraper sending it as a bearer token is answered; without it, only a
// scraper on this machine talking to the instance directly: a loopback
// address, and no X-Forwarded-For (nginx on the same machine connects from
// loopback too, on behalf of anyone). Either way the proxy in front should
// not pass /metrics on (docs/operations.md): the counts tell strangers about the site.

new Gauge({
  name: "uncork_page_cache_entries",
  help: "Pages held in the page cache.",
  registers: [metricsRegistry],
  collect() {
    this.set(pageCache.stats().entries);
  },
});
new Gauge({
  name: "uncork_page_cache_bytes",
  help: "What the held pages count against PAGE_CACHE_MAX_MB: both compressed bodies, a copy not made yet as 1.25 times the one made.",
  registers: [metricsRegistry],
  collect() {
    this.set(pageCache.stats().bytes);
  },
});
new Counter({
  name: "uncork_page_cache_invalidated_total",
  help: "Pages evicted because a record they show changed.",
  registers: [metricsRegistry],
  collect() {
    this.reset();
    this.inc(pageCache.stats().invalidated);
  },
});

const INDEX_LABELS = ["event", "index"] as const;
new Gauge({
  name: "uncork_search_index_built",
  help: "1 when the event's index has been built (its first build finished), else 0.",
  labelNames: INDEX_LABELS,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const state of searchIndexStates())
      this.set({ event: state.eventId, index: state.index }, state.built ? 1 : 0);
  },
});
new Gauge({
  name: "uncork_search_index_building",
  help: "1 while the event's index is being built or rebuilt, else 0.",
  labelNames: INDEX_LABELS,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const state of searchIndexStates())
      this.set({ event: state.eventId, index: state.index }, state.building ? 1 : 0);
  },
});
new Gauge({
  name: "uncork_search_index_age_seconds",
  help: "Time since the event's index last took a change or finished a build.",
  labelNames: INDEX_LABELS,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    const now = Date.now();
    for (const state of searchIndexStates())
      if (state.updatedAt !== null)
        this.set({ event: state.eventId, index: state.index }, (now - state.updatedAt) / 1000);
  },
});

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** Whether this request may read the metrics (see above). */
export function mayReadMetrics(
  req: {
    headers: { authorization?: string; "x-forwarded-for"?: string; forwarded?: string };
    socket: { remoteAddress?: string };
  },
  token: string | undefined,
): boolean {
  if (!token) {
    const relayed = req.headers["x-forwarded-for"] !== undefined || req.headers.forwarded !== undefined;
    return !relayed && LOOPBACK.test(req.socket.remoteAddress ?? "");
  }
  const sent = Buffer.from(req.headers.authorization ?? "");
  const expected = Buffer.from(`Bearer ${token}`);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

export function metricsHandler(options: { token: string | undefined }) {
  return async (req: Request, res: Response) => {
    if (!mayReadMetrics(req, options.token)) {
      res.setHeader("Cache-Control", "no-store");
      if (options.token) res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
      res
        .status(options.token ? 401 : 403)
        .type("text/plain")
        .send(options.token ? "Unauthorized" : "Forbidden");
      return;
    }
    res.setHeader("Cache-Control", "no-store");
    res.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  };
}
