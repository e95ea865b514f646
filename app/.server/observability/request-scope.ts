import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

// The request a line of log belongs to, however deep the code that writes it
// (a loader's error, a failed query): server/request-observer.ts opens the
// scope around every request, the logger reads it.

export interface RequestScope {
  readonly requestId: string;
  /** How the page cache answered, for the request's log line (pages only). */
  pageCache?: PageCacheResult;
  /** The route a page was rendered by ("page:routes/…"), told by the render: its metrics' and log's `route`. */
  route?: string;
}

export type PageCacheResult = "hit" | "miss" | "uncacheable";

const storage = new AsyncLocalStorage<RequestScope>();

export function runInRequestScope<T>(scope: RequestScope, work: () => T): T {
  return storage.run(scope, work);
}

export function currentRequestScope(): RequestScope | undefined {
  return storage.getStore();
}

/**
 * An X-Request-Id as nginx ($request_id: 32 hex digits) or another proxy sends
 * it: up to 64 letters, digits, dots, dashes and underscores. Anything else
 * (a log injection, a megabyte of text) is replaced by an id of our own.
 */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export function requestIdOf(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && REQUEST_ID.test(value) ? value : randomUUID();
}

/** Tells the request's scope which route rendered it (app/entry.server.tsx): matching it again would cost more. */
export function noteRoute(route: string): void {
  const scope = storage.getStore();
  if (scope) scope.route = route;
}
