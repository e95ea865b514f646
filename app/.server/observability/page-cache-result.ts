import { pageCacheAnswers } from "./metrics";
import { currentRequestScope, type PageCacheResult } from "./request-scope";

/** Counts how the page cache answered this request, and notes it for the request's log line. */
export function notePageCache(result: PageCacheResult, path: "fast" | "express"): void {
  pageCacheAnswers.inc({ result, path });
  const scope = currentRequestScope();
  if (scope) scope.pageCache = result;
}
