import type { IncomingMessage, ServerResponse } from "node:http";
import express from "express";
import { isStopping, onStopping } from "~/.server/lifecycle";
import { logger } from "~/.server/observability/logger";
import { httpRequestDuration, httpResponseBytes, setRequestsInFlightSource } from "~/.server/observability/metrics";
import { type RequestScope, requestIdOf, runInRequestScope } from "~/.server/observability/request-scope";

// Every request passes here first (server.js, before the fast path and
// Express): it gets its id (X-Request-Id from the proxy when well formed,
// else our own, echoed in the answer), a scope its log lines carry, and,
// once answered, its place in the metrics and its JSON log line. It is
// counted while in flight, so a stopping server knows when it may exit; and
// once the server is stopping, each answer closes its connection.
// What a request costs here is paid by every request, a cached page's
// included (about 0.05 ms of a cached page's 0.1 ms when it wrote its header
// before the answer and watched each request's route, docs/benchmarks.md):
// so an answer given at once takes the request's own headers with its own,
// in one write.

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Where Express put the pattern of the route that took the request (see `watchExpressRoutes`). */
const ROUTE = Symbol("route pattern");
/** The route object Express set, as `req.route` reads it. */
const ROUTE_SET = Symbol("route");
type Watched = IncomingMessage & { [ROUTE]?: string; [ROUTE_SET]?: unknown; baseUrl?: string };

/**
 * Answers the request at once when it can (the fast path, server/fast-path.ts),
 * writing `headers` (name, value, …) with its own; false leaves it to `handle`.
 */
export type AnswerAtOnce = (req: IncomingMessage, res: ServerResponse, headers: readonly string[]) => boolean;

const inFlight = new Set<ServerResponse>();
let idleWaiters: (() => void)[] = [];
setRequestsInFlightSource(() => inFlight.size);

// At the stop, answers not yet begun tell their clients the connection ends with them.
onStopping(() => {
  for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
});

export function observeRequest(
  req: IncomingMessage,
  res: ServerResponse,
  options: { routeOf: (pathname: string) => string; answerAtOnce?: AnswerAtOnce },
  handle: () => void,
): void {
  const startedAt = process.hrtime.bigint();
  const bytesBefore = req.socket.bytesWritten;
  const scope: RequestScope = { requestId: requestIdOf(req.headers["x-request-id"]) };
  // Every answer's own headers: its id, and at a stop the end of its connection.
  const headers = isStopping()
    ? ["X-Request-Id", scope.requestId, "Connection", "close"]
    : ["X-Request-Id", scope.requestId];
  inFlight.add(res);
  res.once("close", () => {
    inFlight.delete(res);
    const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
    // A client gone before the whole answer was sent: nginx's 499.
    const status = res.writableFinished ? res.statusCode : 499;
    // Express's route pattern, else the page's route as its render told it, else matched from the path.
    const route = (req as Watched)[ROUTE] ?? scope.route ?? options.routeOf(pathOf(req.url));
    const method = METHODS.has(req.method ?? "") ? (req.method as string) : "other";
    const bytes = req.socket.bytesWritten - bytesBefore;
    httpRequestDuration.observe({ route, method, status: String(status) }, seconds);
    httpResponseBytes.inc({ route }, Math.max(0, bytes));
    runInRequestScope(scope, () =>
      logger().request({
        method,
        route,
        status,
        durationMs: Math.round(seconds * 10_000) / 10,
        bytes,
        ...(scope.pageCache ? { pageCache: scope.pageCache } : {}),
      }),
    );
    if (inFlight.size === 0) {
      for (const resolve of idleWaiters) resolve();
      idleWaiters = [];
    }
  });
  runInRequestScope(scope, () => {
    if (options.answerAtOnce?.(req, res, headers)) return;
    for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
    handle();
  });
}

/** Requests received and not answered yet. */
export function requestsInFlight(): number {
  return inFlight.size;
}

/** Resolves once no request is in flight. */
export function noRequestsInFlight(): Promise<void> {
  if (inFlight.size === 0) return Promise.resolve();
  return new Promise((resolve) => idleWaiters.push(resolve));
}

/**
 * Express sets `req.route` when a route matches, with `req.baseUrl` the path
 * its router is mounted at; both change again as the request moves on (an
 * error handler further out), so the pattern is kept at that moment. The
 * setter is Express's request prototype's, defined once: a property defined
 * on each request instead cost a cached page 0.04 ms (docs/benchmarks.md),
 * every later read of the request being slower.
 */
function watchExpressRoutes(prototype: object): void {
  Object.defineProperty(prototype, "route", {
    configurable: true,
    enumerable: true,
    get(this: Watched) {
      return this[ROUTE_SET];
    },
    set(this: Watched, route: { path?: unknown } | undefined) {
      this[ROUTE_SET] = route;
      if (route && typeof route.path === "string") this[ROUTE] = `${this.baseUrl ?? ""}${route.path}`;
    },
  });
}

watchExpressRoutes(express.request);

function pathOf(url: string | undefined): string {
  const question = (url ?? "/").indexOf("?");
  return question < 0 ? (url ?? "/") : (url ?? "/").slice(0, question);
}
