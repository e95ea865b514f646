import { setTimeout as sleep } from "node:timers/promises";

// The product API's calls (docs/data-in.md "From a product GraphQL API"): POST, a JSON body with
// operationName, variables and query, the credentials (a bearer token on
// the server, where a browser would include its cookies) and the
// cache-force header. A call that meets a busy or failing API (429, 5xx, a
// dropped connection, no answer within the timeout) is tried again after a
// growing pause (the API's Retry-After when it gives one); an answer with
// GraphQL `errors` is an error naming the operation. Lists come in pages
// (`first`/`after` cursors, `pageInfo { hasNextPage endCursor }`).

export interface ProductApiConfig {
  url: string;
  /** Sent as `Authorization: Bearer …` when set. */
  token?: string;
  /** The cache-force header: [name, value]. */
  cacheHeader?: readonly [string, string];
  /** Per attempt. */
  timeoutMs: number;
  /** Attempts after the first one. */
  retries: number;
  /** The first pause before trying again; it doubles each time (30 s at most). */
  backoffMs: number;
  /** Nodes asked for per page of a list (100 when not set). */
  pageSize?: number;
}

export interface Operation {
  operationName: string;
  query: string;
  variables?: Record<string, unknown>;
}

/** The API answered, but with GraphQL errors: names the operation and the API's messages. */
export class ProductApiError extends Error {
  constructor(
    readonly operationName: string,
    readonly messages: readonly string[],
    readonly status?: number,
  ) {
    super(
      status === undefined
        ? `The product API refused ${operationName}: ${messages.join("; ")}`
        : `The product API answered ${status} to ${operationName}${messages.length ? `: ${messages.join("; ")}` : ""}`,
    );
    this.name = "ProductApiError";
  }
}

const MAX_PAUSE_MS = 30_000;

/** Whether trying the same call again may succeed. */
function retryable(status: number): boolean {
  return status === 429 || status === 408 || status >= 500;
}

/** The pause a Retry-After header asks for (seconds or an HTTP date), if any. */
function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** One GraphQL operation, tried again on 429/5xx/network errors; returns `data`. */
export async function callProductApi<T>(config: ProductApiConfig, operation: Operation): Promise<T> {
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  if (config.token) headers.authorization = `Bearer ${config.token}`;
  if (config.cacheHeader) headers[config.cacheHeader[0].toLowerCase()] = config.cacheHeader[1];
  const body = JSON.stringify({
    operationName: operation.operationName,
    variables: operation.variables ?? {},
    query: operation.query,
  });
  let lastFailure: Error | null = null;
  for (let attempt = 0; attempt <= config.retries; attempt++) {
    let pause = Math.min(MAX_PAUSE_MS, config.backoffMs * 2 ** attempt);
    try {
      const response = await fetch(config.url, {
        method: "POST",
        headers,
        body,
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      const text = await response.text();
      if (retryable(response.status)) {
        lastFailure = new ProductApiError(operation.operationName, [], response.status);
        pause = Math.min(MAX_PAUSE_MS, retryAfterMs(response.headers.get("retry-after")) ?? pause);
      } else {
        return readAnswer<T>(operation.operationName, response.status, text);
      }
    } catch (error) {
      if (error instanceof ProductApiError) throw error;
      // A timeout or a dropped connection: worth another attempt.
      const reason = error instanceof Error ? error.message : String(error);
      lastFailure = new Error(`The product API did not answer ${operation.operationName}: ${reason}`);
    }
    if (attempt < config.retries) await sleep(pause);
  }
  throw lastFailure ?? new Error(`The product API did not answer ${operation.operationName}`);
}

function readAnswer<T>(operationName: string, status: number, text: string): T {
  let answer: { data?: T | null; errors?: { message?: string }[] };
  try {
    answer = JSON.parse(text);
  } catch {
    throw new ProductApiError(operationName, ["the answer is not JSON"], status);
  }
  if (answer.errors?.length) {
    throw new ProductApiError(
      operationName,
      answer.errors.map((e) => e.message ?? "unknown error"),
      status >= 400 ? status : undefined,
    );
  }
  if (status >= 400 || answer.data == null) {
    throw new ProductApiError(operationName, answer.data == null ? ["no data"] : [], status);
  }
  return answer.data;
}

export interface Page<N> {
  nodes: N[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

/**
 * Every node of a paged list, one page per call: the operation's variables
 * plus `first` and `after`; `pick` finds the page in the answer.
 */
export async function* pagesOf<N, T>(
  config: ProductApiConfig,
  operation: Operation,
  pick: (data: T) => Page<N>,
): AsyncGenerator<N[]> {
  const pageSize = config.pageSize ?? 100;
  let after: string | null = null;
  for (;;) {
    const data: T = await callProductApi<T>(config, {
      ...operation,
      variables: { ...operation.variables, first: pageSize, after },
    });
    const page = pick(data);
    yield page.nodes;
    if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) return;
    if (page.pageInfo.endCursor === after) {
      throw new ProductApiError(operation.operationName, ["the API returned the same page twice"]);
    }
    after = page.pageInfo.endCursor;
  }
}
