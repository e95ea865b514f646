import { pageCacheAnswers } from "./metrics";
import { currentRequestScope, type PageCacheResult } from "./request-scope";

/**
 * Counts how the page cache answered this request, and notes it for the
 * request's log line. A hit also notes the route that rendered the page (kept
 * with it), so the request is labelled without matching its path against
 * every route (React Router's matchRoutes ranks the whole tree on each call:
 * about 2 ms, five times the rest of a hit; docs/benchmarks.md).
 */
export function notePageCache(result: PageCacheResult, path: "fast" | "express", route?: string): void {
  pageCacheAnswers.inc({ result, path });
  const scope = currentRequestScope();
  if (!scope) return;
  scope.pageCache = result;
  if (route) scope.route = route;
}
