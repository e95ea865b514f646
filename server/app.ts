import type { IncomingMessage, Server, ServerResponse } from "node:http";
import * as build from "virtual:react-router/server-build";
import compression from "compression";
import express, { type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import { type AppLoadContext, createRequestHandler } from "react-router";
import { registerAuthHooks } from "~/.server/auth/auth-hooks";
import { authSecret } from "~/.server/auth/auth-secret";
import { evictFor } from "~/.server/cache/follow-evictions";
import { db } from "~/.server/db";
import { env } from "~/.server/env";
import { messagesFile } from "~/.server/i18n";
import { jobStats } from "~/.server/jobs/job-queue";
import { markMigrated } from "~/.server/lifecycle";
import { logger } from "~/.server/observability/logger";
import { collectProcessMetrics, setBusStatsSource, setJobStatsSource } from "~/.server/observability/metrics";
import { bus, busStats } from "~/.server/realtime/bus";
import { startupSummary } from "~/.server/startup-summary";
import { accountsAuthHooks } from "~/features/accounts/auth-hooks.server";
import { closeAnalytics } from "~/features/analytics/analytics-writer.server";
import {
  searchSnapshotsWritten,
  setSearchProductBudget,
  setSearchSnapshots,
} from "~/features/search/search-service.server";
import { warmSearchAtStart } from "~/features/search/warm-search.server";
import { isLocale } from "~/lib/locales";
import { apiRouter } from "./api";
import { releaseSiteStreams } from "./api-live";
import { AssetStore } from "./asset-store";
import { createFastPath } from "./fast-path";
import { stopGracefully as gracefulStop } from "./graceful-stop";
import { metricsHandler } from "./metrics-endpoint";
import { requireSameOrigin } from "./origin-check";
import { pageCache } from "./page-cache-instance";
import { prepareSite } from "./prepare-site";
import { limitRequestBodies } from "./request-limits";
import { type AnswerAtOnce, observeRequest } from "./request-observer";
import { createRouteLabeler } from "./route-label";
import { searchSnapshotsOf } from "./search-snapshots";
import { securityHeaders } from "./security-headers";
import { serveCachedPage, servePage } from "./serve-page";
import { startSiteWork } from "./site-work";
import { refuseUnstorableUrls } from "./text-guard";

export {
  AssetStore,
  createFastPath,
  limitRequestBodies,
  logger,
  refuseUnstorableUrls,
  securityHeaders,
  serveCachedPage,
};

// The server application, bundled by Vite together with the React Router
// build so every module (database, caches, search index) exists once.

// Sign-in asks the accounts feature for its password rule and what follows a new session.
registerAuthHooks(accountsAuthHooks);

export const app = express.Router();

const routeOf = createRouteLabeler(build.routes);

/**
 * server.js hands every request here first: its id, its log line, its metrics
 * (server/request-observer.ts); then the fast path (`answerAtOnce`), else `handle`.
 */
export function observe(
  req: IncomingMessage,
  res: ServerResponse,
  answerAtOnce: AnswerAtOnce,
  handle: () => void,
): void {
  observeRequest(req, res, { routeOf, answerAtOnce }, handle);
}

app.get("/metrics", metricsHandler({ token: env().METRICS_TOKEN }));

// A missing media file is a plain 404 (not an error for the final handler to log).
app.use("/media", express.static(env().MEDIA_DIR, { maxAge: "7d" }), (_req, res) => {
  res.status(404).type("text/plain").send("Not found");
});
// Browser requests that change state must come from our own pages; the
// catalogue write API is for machines with a bearer token.
app.use((req, res, next) => (req.path.startsWith("/api/admin/") ? next() : requireSameOrigin(req, res, next)));
app.use("/api", apiRouter);

// What follows renders on request: compress it unless it already is (cached
// pages and search answers carry their own compressed bodies).
app.use(compression({ filter: (req, res) => !res.getHeader("Content-Encoding") && compression.filter(req, res) }));

// The messages of a locale, named by content hash (see messagesFile).
app.get("/i18n/:file", (req, res, next) => {
  const locale = req.params.file.split(".")[0];
  const file = isLocale(locale) ? messagesFile(locale) : null;
  if (!file || file.href !== `/i18n/${req.params.file}`) return next();
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
  res.end(file.body);
});

const handleRequest = createRequestHandler(build, process.env.NODE_ENV);
app.use((req: ExpressRequest, res: ExpressResponse, next) => {
  servePage(req, res, (request, context) => handleRequest(request, context as AppLoadContext)).catch(next);
});

/** The lines server.js prints once listening: the site's URL, its database, where mail goes. */
export function describeSetup(address: { host: string; port: number }): string[] {
  return startupSummary(env(), address);
}

let stopSiteWork: () => Promise<void> = async () => {};

/** Runs once before the server listens: the site's preparation (once per site), cache coherence; then starts building the search indexes. */
export async function start(log: (line: string) => void = (line) => logger().info(line)): Promise<void> {
  const config = env();
  collectProcessMetrics();
  setBusStatsSource(busStats);
  setJobStatsSource(() => jobStats(db()));
  await prepareSite(db(), { config, secret: authSecret, log });
  // Other instances' messages are heard before this one serves a page (PostgreSQL; SQLite has nothing to hear).
  await bus().start();
  markMigrated();
  bus().subscribe((message) => evictFor(pageCache, message));
  // Booklets queued on any instance, and the tasks that run once per site.
  stopSiteWork = startSiteWork(config, log);
  // Each event's product index is loaded from its snapshot beside the database when one can be used (decision 0021).
  setSearchSnapshots(searchSnapshotsOf(config, log));
  // The product indexes of all events together hold at most this many documents (the least recently searched go first).
  setSearchProductBudget(config.SEARCH_MAX_PRODUCTS);
  // Not awaited: the server listens while the current events' indexes are loaded or built in time slices.
  warmSearchAtStart(db(), { primaryEvent: config.PRIMARY_EVENT, log }).catch((error: unknown) => {
    log(`The search indexes could not be built at start (a request will try again): ${String(error)}`);
  });
}

/** Runs once when the server stops (SIGTERM, SIGINT): finishes the booklets and tasks it runs, writes the analytics still buffered and a search snapshot being written, forgets its live streams, stops listening to the bus. */
export async function stop(): Promise<void> {
  await Promise.all([stopSiteWork(), closeAnalytics(), releaseSiteStreams(), searchSnapshotsWritten()]);
  await bus().stop();
}

/** How long requests in flight may take to finish once the process is asked to stop. */
export function shutdownTimeoutMs(): number {
  return env().SHUTDOWN_TIMEOUT_MS;
}

/** The whole stop on SIGTERM or SIGINT (server/graceful-stop.ts), then `stop()`. */
export function stopGracefully(listener: Server): Promise<void> {
  return gracefulStop(listener, { timeoutMs: shutdownTimeoutMs(), stopApplication: stop });
}
