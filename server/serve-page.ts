import { Readable, Transform } from "node:stream";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { CachedPage } from "~/.server/cache/page-cache";
import { compressPage, type Encoding, pageBody, pickEncoding, unpackPage } from "~/.server/cache/page-encodings";
import { env } from "~/.server/env";
import { notePageCache } from "~/.server/observability/page-cache-result";
import { currentRequestScope } from "~/.server/observability/request-scope";
import { renderedBody } from "~/.server/render/document-response";
import { createRequestContext, type RequestContext } from "~/.server/request-context";
import { isLocaleLessPath, negotiateLocale } from "~/lib/locale-path";
import { pageCache } from "./page-cache-instance";
import { canonicalQuery, querySent } from "./page-cache-key";
import { BODY_LIMIT, isFormBody, sendEarlyRefusal } from "./request-limits";
import { cachedPagePolicy, cspNonceOf } from "./security-headers";
import { isStorableForm } from "./text-guard";

type Handler = (request: Request, context: RequestContext) => Promise<Response>;

// Hop-by-hop and per-response headers that must not be replayed from cache.
const UNCACHED_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "set-cookie",
  "date",
]);

export function originOf(req: ExpressRequest): string {
  return env().PUBLIC_URL?.replace(/\/$/, "") ?? `${req.protocol}://${req.get("host") ?? "localhost"}`;
}

/**
 * The Fetch API request React Router and better-auth take. The client's IP
 * goes in x-uncork-client-ip, taken from the socket (or a proxy Express
 * trusts), never from what the client sent.
 */
export function toFetchRequest(
  req: ExpressRequest,
  origin: string,
  res?: ExpressResponse,
  method: string = req.method,
  /** The URL (path and query) to render, when not the one sent. */
  url: string = req.originalUrl,
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (name === "x-uncork-client-ip") continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  if (req.ip) headers.set("x-uncork-client-ip", req.ip);
  const controller = new AbortController();
  // Aborted when the client goes away before the answer is complete. Not on
  // the request's own "close": that fires as soon as a body has been read.
  res?.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = { method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    // A body already read and checked (readFormBody, jsonBodyReader) is passed on as it is.
    const read = res?.locals.rawBody;
    if (Buffer.isBuffer(read)) init.body = new Uint8Array(read);
    else {
      init.body = Readable.toWeb(res ? countedBody(req, res) : req) as ReadableStream;
      init.duplex = "half";
    }
  }
  return new Request(`${origin}${url}`, init);
}

/**
 * The request's body, cut off once it passes the route's limit (a body with
 * no declared length; a declared one over the limit never gets here, see
 * limitRequestBodies): the reader fails and the answer is 413.
 */
function countedBody(req: ExpressRequest, res: ExpressResponse): Readable {
  const limit = (res.locals.bodyLimit as number | undefined) ?? BODY_LIMIT;
  let seen = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen <= limit) return callback(null, chunk);
      res.locals.bodyTooLarge = true;
      req.unpipe(counted);
      callback(new Error("request body over the limit"));
    },
  });
  return req.pipe(counted);
}

/** The whole body within the route's limit; null when it passed the limit (the rest is never read). */
function readWholeBody(req: ExpressRequest, res: ExpressResponse): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const counted = countedBody(req, res);
    counted.on("data", (chunk: Buffer) => chunks.push(chunk));
    counted.on("end", () => resolve(Buffer.concat(chunks)));
    counted.on("error", (error) => (res.locals.bodyTooLarge ? resolve(null) : reject(error)));
    req.on("aborted", () => reject(new Error("request aborted")));
  });
}

export async function sendResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  const body = Readable.fromWeb(response.body as never);
  body.pipe(res);
  await new Promise<void>((resolve, reject) => body.on("end", resolve).on("error", reject));
}

export interface CachedAnswer {
  status: number;
  headers: [string, string | number][];
  body: Buffer | null;
}

type CachedRequest = { method?: string; acceptEncoding?: string; ifNoneMatch?: string };

/**
 * What a page from the cache is answered with; the same for the Express path
 * and the fast path (server/fast-path.ts). Null when the client takes no copy
 * the page has: `unpackedPageAnswer` then unpacks the body off the event loop.
 */
export function cachedPageAnswer(page: CachedPage, request: CachedRequest): CachedAnswer | null {
  const headers = cachedPageHeaders(page);
  if (request.ifNoneMatch === page.etag) return { status: 304, headers, body: null };
  const { encoding, body } = pageBody(page, request.acceptEncoding);
  return body ? withBody(page, request, headers, encoding, body) : null;
}

/** The answer of a page's body unpacked, for a client that takes none of the page's copies. */
export async function unpackedPageAnswer(page: CachedPage, request: CachedRequest): Promise<CachedAnswer> {
  return withBody(page, request, cachedPageHeaders(page), "identity", await unpackPage(page));
}

function cachedPageHeaders(page: CachedPage): [string, string | number][] {
  const headers: [string, string | number][] = [
    ...page.headers,
    ["ETag", page.etag],
    ["Vary", "Accept-Encoding, Accept-Language"],
  ];
  if (!page.headers.some(([name]) => name.toLowerCase() === "cache-control")) {
    headers.push(["Cache-Control", "public, max-age=0, must-revalidate"]);
  }
  return headers;
}

function withBody(
  page: CachedPage,
  request: CachedRequest,
  headers: [string, string | number][],
  encoding: Encoding | "identity",
  body: Buffer,
): CachedAnswer {
  if (encoding !== "identity") headers.push(["Content-Encoding", encoding]);
  headers.push(["Content-Length", body.length]);
  return { status: page.status, headers, body: request.method === "HEAD" ? null : body };
}

async function sendCached(req: ExpressRequest, res: ExpressResponse, page: CachedPage): Promise<void> {
  const request = {
    method: req.method,
    acceptEncoding: req.headers["accept-encoding"],
    ifNoneMatch: req.headers["if-none-match"],
  };
  const answer = cachedPageAnswer(page, request) ?? (await unpackedPageAnswer(page, request));
  for (const [name, value] of answer.headers) res.setHeader(name, value);
  res.status(answer.status);
  if (answer.body) res.end(answer.body);
  else res.end();
}

interface Address {
  readonly path: string;
  /** The path with the canonical query: where the page is cached. */
  readonly canonical: string;
  readonly isCanonical: boolean;
  /** Answered with the canonical address's page, without a redirect (`answersAsCanonical`). */
  readonly asCanonical: boolean;
}

/**
 * Addresses already worked out, by URL as sent: a cached list's every answer
 * would otherwise parse, filter, sort and write its query again, twice (the
 * fast path asks whether it is canonical, then its cache key). Bounded in
 * entries and in each URL's length (at most about 6 MB whatever clients
 * send): URLs never asked again only empty it, and a longer URL is worked out
 * each time.
 */
const addresses = new Map<string, Address>();
const ADDRESSES_MAX = 2_048;
const ADDRESS_KEPT_MAX_LENGTH = 1_024;

function addressOf(url: string): Address {
  if (url.length > ADDRESS_KEPT_MAX_LENGTH) return workOutAddress(url);
  let address = addresses.get(url);
  if (!address) {
    address = workOutAddress(url);
    if (addresses.size >= ADDRESSES_MAX) addresses.clear();
    addresses.set(url, address);
  }
  return address;
}

function workOutAddress(url: string): Address {
  const sent = querySent(url);
  const path = url.slice(0, url.length - sent.length);
  const canonical = path + canonicalQuery(sent);
  const isCanonical = canonical === url;
  return { path, canonical, isCanonical, asCanonical: isCanonical || isNamingRoutes(path, sent, canonical) };
}

/** React Router's parameter of a data request: the routes whose data the client wants. */
const ROUTES_PARAM = "_routes=";

/**
 * Whether a data request is canonical but for `_routes`. React Router's data
 * request for a navigation names the routes whose data the client wants,
 * leaving out the layouts that keep theirs: on this site every navigation,
 * as the root keeps its data while the language stays. A page's data with
 * every route's answers it too, as the client reads the routes it named; so
 * such a request is answered with its canonical page's data rather than sent
 * there by a redirect: one round trip a click, on a fair's weak network.
 */
function isNamingRoutes(path: string, sent: string, canonical: string): boolean {
  if (!path.endsWith(".data") || !sent.includes(ROUTES_PARAM)) return false;
  const rest = sent
    .slice(1)
    .split("&")
    .filter((part) => !part.startsWith(ROUTES_PARAM))
    .join("&");
  return (rest ? `${path}?${rest}` : path) === canonical;
}

/** The page cache's key of a URL as sent: the canonical address, plus the browser's language for locale-less routes. */
export function cacheKeyOf(url: string, acceptLanguage: string | undefined): string {
  const { path, canonical } = addressOf(url);
  return isLocaleLessPath(path) ? `${canonical}|${negotiateLocale(acceptLanguage)}` : canonical;
}

/** Whether the URL as sent is answered with its canonical address's page: it is that address, or its data request naming routes. */
export function answersAsCanonical(url: string): boolean {
  return addressOf(url).asCanonical;
}

/**
 * A public page asked for with parameters it does not read, or in another
 * order, is sent to its canonical address: one cache entry per page, and the
 * page's HTML always matches the address it hydrates at.
 */
function toCanonical(req: ExpressRequest, res: ExpressResponse): void {
  res.setHeader("Cache-Control", `public, max-age=${CANONICAL_REDIRECT_MAX_AGE}`);
  res.redirect(301, addressOf(req.originalUrl).canonical);
}

const CANONICAL_REDIRECT_MAX_AGE = 86_400;

/**
 * Answers a GET or HEAD from the page cache before anything else runs
 * (compression, static files, routing); a miss goes on to the application.
 */
export const NOT_PAGES = /^\/(api|assets|media|i18n)\//;

export async function serveCachedPage(req: ExpressRequest, res: ExpressResponse, next: () => void): Promise<void> {
  if ((req.method !== "GET" && req.method !== "HEAD") || NOT_PAGES.test(req.path)) {
    next();
    return;
  }
  const page = pageCache.get(cacheKeyOf(req.originalUrl, req.headers["accept-language"]));
  if (!page) next();
  else if (!answersAsCanonical(req.originalUrl)) toCanonical(req, res);
  else {
    notePageCache("hit", "express", page.route);
    await sendCached(req, res, page);
  }
}

/**
 * Serves a page through React Router. GET and HEAD of pages whose loaders
 * declared them public are cached by URL (plus the negotiated language for
 * locale-less routes) and answered from memory until a write evicts them.
 *
 * A HEAD is rendered as its GET: React Router answers a HEAD without a body,
 * and that rendering, stored under the page's key (or shared with a GET
 * waiting for the same key), would have given every later visitor an empty
 * page. Node leaves the body out of a HEAD's answer itself, and the
 * Content-Length it is sent is the GET's.
 */
export async function servePage(req: ExpressRequest, res: ExpressResponse, handle: Handler): Promise<void> {
  const origin = originOf(req);
  const preferredLocale = negotiateLocale(req.headers["accept-language"]);
  const method = req.method === "HEAD" ? "GET" : req.method;
  const render = async (url = req.originalUrl) => {
    const context = createRequestContext({ preferredLocale, origin, cspNonce: cspNonceOf(res) });
    const response = await handle(toFetchRequest(req, origin, res, method, url), context);
    return { response, context };
  };

  if (req.method !== "GET" && req.method !== "HEAD") {
    if (!isFormBody(req)) return sendEarlyRefusal(req, res, "unsupported");
    const body = await readWholeBody(req, res);
    if (body === null) return sendEarlyRefusal(req, res, "too_large");
    if (!(await isStorableForm(body, req.headers["content-type"]))) return sendEarlyRefusal(req, res, "invalid");
    res.locals.rawBody = body;
    const { response } = await render();
    await sendResponse(res, response);
    return;
  }

  const key = cacheKeyOf(req.originalUrl, req.headers["accept-language"]);
  const address = addressOf(req.originalUrl);
  let rendered = false;
  const result = await pageCache.getOrRender<Response | "redirect">(key, async () => {
    rendered = true;
    let { response, context } = await render();
    const kept = () => context.cache.public && !context.cache.incomplete && response.status === 200;
    if (!kept()) {
      notePageCache("uncacheable", "express");
      return { uncached: response };
    }
    if (!address.isCanonical) {
      await response.body?.cancel();
      if (!address.asCanonical) {
        notePageCache("uncacheable", "express");
        return { uncached: "redirect" };
      }
      // Public: the page kept is the canonical address's, which answers this request too.
      ({ response, context } = await render(address.canonical));
      if (!kept()) {
        notePageCache("uncacheable", "express");
        return { uncached: response };
      }
    }
    notePageCache("miss", "express");
    const headers: [string, string][] = [];
    for (const [name, value] of response.headers) if (!UNCACHED_HEADERS.has(name)) headers.push([name, value]);
    // A page rendered at once is its bytes already (app/.server/render/document-response.ts).
    let body: Buffer = renderedBody(response) ?? Buffer.from(await response.arrayBuffer());
    if (response.headers.get("content-type")?.startsWith("text/html")) {
      // Cached for everyone: no nonce of this response in it, the hashes of its scripts in its policy.
      const { html, policy } = cachedPagePolicy(body, context.cspNonce);
      body = html;
      headers.push(["content-security-policy", policy]);
    }
    // Compressed as this request prefers; the other copy when a client first asks for it.
    const encoding = pickEncoding(req.headers["accept-encoding"]) === "br" ? "br" : "gzip";
    return {
      page: await compressPage(
        // The route its render noted (app/entry.server.tsx): the label of every request the page answers.
        { status: response.status, headers, body, tags: [...context.cache.tags], route: currentRequestScope()?.route },
        encoding,
      ),
    };
  });
  // Neither rendered here nor refused: the cache had it, or a render under way for another request was shared.
  if (!rendered) {
    const page = result instanceof Response || result === "redirect" ? undefined : result;
    notePageCache("hit", "express", page?.route);
  }
  if (result === "redirect") toCanonical(req, res);
  else if (result instanceof Response) await sendResponse(res, result);
  else if (!address.asCanonical) toCanonical(req, res);
  else await sendCached(req, res, result);
}
