import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { BusStats } from "../realtime/bus-messages";

// What GET /metrics says (Prometheus' text format). Process metrics come
// from prom-client's defaults, the event-loop delay among them
// (nodejs_eventloop_lag_*: perf_hooks' monitorEventLoopDelay, sampled every
// EVENT_LOOP_SAMPLE_MS, reset at each scrape). What other modules know (the
// page cache, the search indexes, the bus, the jobs, the database pool) is
// read at scrape time from a source they set; a source not set leaves its
// metrics out.

export const metricsRegistry = new Registry();

/**
 * How often the event-loop delay is sampled. Each sample wakes an idle
 * server: at perf_hooks' default of 10 ms that cost 7.5 ms of CPU a second
 * doing nothing (docs/benchmarks.md, 2026-12-03). A block of 100 ms or more
 * is always seen, and the alert is at 200 ms (docs/operations.md).
 */
const EVENT_LOOP_SAMPLE_MS = 100;

let collectingProcessMetrics = false;
/** Called by the server at start (not on import: a script that opens the database has no use for them). */
export function collectProcessMetrics(): void {
  if (collectingProcessMetrics) return;
  collectingProcessMetrics = true;
  collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });
}

/**
 * Requests by route (a route pattern or a fixed page type, never the URL, so
 * the series stay few), method and status. Buckets from a cached page (a
 * millisecond) to a slow export.
 */
export const httpRequestDuration = new Histogram({
  name: "uncork_http_request_duration_seconds",
  help: "Time from a request's arrival to the end of its answer, by route, method and status.",
  labelNames: ["route", "method", "status"] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const httpResponseBytes = new Counter({
  name: "uncork_http_response_bytes_total",
  help: "Bytes sent in answers, headers included, by route.",
  labelNames: ["route"] as const,
  registers: [metricsRegistry],
});

/**
 * How each page request was answered: from the page cache (on the fast path
 * before Express, or on the Express path), rendered and stored (miss), or
 * rendered for this request only (a personal page, a redirect, an error).
 */
export const pageCacheAnswers = new Counter({
  name: "uncork_page_cache_requests_total",
  help: "Page requests by how the page cache answered them (hit, miss, uncacheable) and path (fast, express).",
  labelNames: ["result", "path"] as const,
  registers: [metricsRegistry],
});

export const liveStreamsOpen = new Gauge({
  name: "uncork_live_streams_open",
  help: "Live streams (Server-Sent Events) this instance holds open.",
  registers: [metricsRegistry],
});

/** A value read at scrape time. */
type Source<T> = () => T | Promise<T>;

/**
 * Gauges over one source, registered when the source is set, so a scrape
 * never shows a zero that nobody measured. A source that fails leaves its
 * gauges out of that scrape, never the whole scrape.
 */
function sourcedGauges<T>(gauges: { name: string; help: string; pick: (stats: T) => number | null }[]) {
  let source: Source<T> | undefined;
  const read = async () => {
    try {
      return await source?.();
    } catch {
      return undefined;
    }
  };
  const made = gauges.map(({ name, help, pick }) => {
    const gauge: Gauge = new Gauge({
      name,
      help,
      registers: [],
      async collect() {
        const stats = await read();
        const value = stats === undefined ? null : pick(stats);
        if (value !== null) gauge.set(value);
        // prom-client 15 has no public way to leave a gauge without labels out: its reset() sets 0, a value nobody measured.
        else (gauge as unknown as { hashMap: object }).hashMap = {};
      },
    });
    return gauge;
  });
  return (next: Source<T>) => {
    source = next;
    for (const [index, gauge] of made.entries())
      if (!metricsRegistry.getSingleMetric(gauges[index].name)) metricsRegistry.registerMetric(gauge);
  };
}

/**
 * The requests in flight, read at scrape time from the request observer's
 * own count (server/request-observer.ts): a gauge moved up and down on every
 * request cost every request two label look-ups.
 */
export const setRequestsInFlightSource = sourcedGauges<number>([
  {
    name: "uncork_http_requests_in_flight",
    help: "Requests received and not yet answered (live streams included).",
    pick: (count) => count,
  },
]);

/** The bus (in-process or LISTEN/NOTIFY) says how it is doing. */
export const setBusStatsSource = sourcedGauges<BusStats>([
  {
    name: "uncork_bus_connected",
    help: "1 when the bus hears the other instances (its LISTEN connection on PostgreSQL), else 0.",
    pick: (s) => (s.connected ? 1 : 0),
  },
  {
    name: "uncork_bus_current",
    help: "0 while this instance may have missed messages (the page cache does not answer meanwhile), else 1.",
    pick: (s) => (s.current ? 1 : 0),
  },
  {
    name: "uncork_bus_messages_published",
    help: "Bus messages this instance published since it started.",
    pick: (s) => s.published,
  },
  {
    name: "uncork_bus_messages_failed",
    help: "Bus messages this instance published that the other instances could not be given.",
    pick: (s) => s.failed,
  },
  {
    name: "uncork_bus_messages_received",
    help: "Bus messages this instance received from the others since it started.",
    pick: (s) => s.received,
  },
  {
    name: "uncork_bus_resyncs",
    help: "Times this instance may have missed messages and read everything again, since it started.",
    pick: (s) => s.resyncs,
  },
  {
    name: "uncork_bus_last_delay_seconds",
    help: "Publication to arrival, of the last bus message received.",
    pick: (s) => (s.lastDelayMs === null ? null : s.lastDelayMs / 1000),
  },
]);

export interface JobStats {
  queued: number;
  running: number;
  failed: number;
}

/** The job queue says how many of the site's jobs wait, run and failed. */
export const setJobStatsSource = sourcedGauges<JobStats>([
  { name: "uncork_jobs_queued", help: "The site's jobs waiting to run.", pick: (s) => s.queued },
  { name: "uncork_jobs_running", help: "The site's jobs running.", pick: (s) => s.running },
  { name: "uncork_jobs_failed", help: "The site's jobs that failed for good.", pick: (s) => s.failed },
]);

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** The PostgreSQL pool of the process's database (db/index.ts; SQLite has none). */
export const setDatabasePoolSource = sourcedGauges<PoolStats>([
  {
    name: "uncork_db_pool_connections",
    help: "PostgreSQL connections this instance holds open.",
    pick: (s) => s.total,
  },
  { name: "uncork_db_pool_idle", help: "PostgreSQL connections open and idle.", pick: (s) => s.idle },
  {
    name: "uncork_db_pool_waiting",
    help: "Queries waiting for a PostgreSQL connection (above 0 for long: the pool is too small).",
    pick: (s) => s.waiting,
  },
]);
