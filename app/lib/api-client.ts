import { trackWrite } from "./pending-writes";

// The browser's calls to our JSON API: JSON in and out, errors as
// `{ error: { code, message, messageKey } }` turned into ApiError, whose
// messageKey is what the reader sees (app/.server/errors.ts).

export class ApiError extends Error {
  /** The key of the localized message the server chose. */
  readonly messageKey: string;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    messageKey?: string,
  ) {
    super(message);
    this.name = "ApiError";
    this.messageKey = messageKey ?? (status >= 500 ? "common:errors.internal" : `common:errors.${code}`);
  }
}

export async function callApi(url: string, init: { method?: string; body?: unknown } = {}): Promise<unknown> {
  const method = init.method ?? "GET";
  // A write outlives the page (keepalive) and holds the page until answered (app/lib/pending-writes.ts).
  return method === "GET" ? send(url, method, init.body) : trackWrite(() => send(url, method, init.body, true));
}

/** What a call fails with when the browser says it has no network: what a fetch without one throws. */
export class OfflineError extends TypeError {
  constructor() {
    super("The browser is offline.");
    this.name = "OfflineError";
  }
}

async function send(url: string, method: string, payload: unknown, keepalive = false): Promise<unknown> {
  // The browser says it has no network: the call would fail, so it is not made, and its caller keeps the
  // write for the `online` event. Nothing then depends on how a browser treats the requests of a page being
  // left: Chromium's offline emulation, which the journeys use, lets those through (docs/offline-writes.md
  // "Nothing sent while the browser is offline").
  if (typeof navigator !== "undefined" && navigator.onLine === false) throw new OfflineError();
  const response = await fetch(url, {
    method,
    keepalive,
    credentials: "same-origin",
    headers:
      payload === undefined
        ? { Accept: "application/json" }
        : { Accept: "application/json", "Content-Type": "application/json" },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  return answerOf(response);
}

/** An API answer's JSON body (null for 204), or the ApiError of its `{ error }`. */
export async function answerOf(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const body = (await response.json().catch(() => null)) as {
    error?: { code?: string; message?: string; messageKey?: string };
  } | null;
  if (!response.ok) {
    const { code = "internal", message = "", messageKey } = body?.error ?? {};
    throw new ApiError(response.status, code, message, messageKey);
  }
  return body;
}

/** No answer at all (offline), a server failure or too many requests: worth another try; anything else the server refused. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 429 || error.status === 408;
}
