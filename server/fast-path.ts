import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { pickEncoding } from "~/.server/cache/page-encodings";
import { logger } from "~/.server/observability/logger";
import { notePageCache } from "~/.server/observability/page-cache-result";
import type { AssetStore } from "./asset-store";
import { pageCache } from "./page-cache-instance";
import { contentSecurityPolicy, securityHeaderList } from "./security-headers";
import { answersAsCanonical, cachedPageAnswer, cacheKeyOf, NOT_PAGES, unpackedPageAnswer } from "./serve-page";

// Answers what is already in memory — a built asset, a page from the page
// cache — straight from Node's HTTP server, before Express builds its
// request and response objects and runs its middleware. The answer carries
// exactly the headers the Express path would send (security headers
// included: the same list, server/security-headers.ts); anything else
// (a miss, a body, a non-canonical address) goes on to Express.

export type TrustProxy = (address: string | undefined, hop: number) => boolean;

/**
 * Whether the request came over HTTPS, directly or through a proxy Express is
 * told to trust (TRUST_PROXY). Whether the connection's peer is trusted is
 * asked once per connection (`trust` parses the address: about 1.3 µs of a
 * cached page's answer, every request of a kept-alive connection).
 */
export function cameOverHttps(req: IncomingMessage, trust: TrustProxy): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  if (!peerTrusted(req.socket, trust)) return false;
  const header = req.headers["x-forwarded-proto"];
  const proto = (Array.isArray(header) ? header[0] : header)?.split(",")[0]?.trim();
  return proto === "https";
}

/** Each connection's answer from each `trust` (the tests make several). */
const trustedPeers = new WeakMap<TrustProxy, WeakMap<Socket, boolean>>();

function peerTrusted(socket: Socket, trust: TrustProxy): boolean {
  let peers = trustedPeers.get(trust);
  if (!peers) {
    peers = new WeakMap();
    trustedPeers.set(trust, peers);
  }
  let trusted = peers.get(socket);
  if (trusted === undefined) {
    trusted = trust(socket.remoteAddress, 0);
    peers.set(socket, trusted);
  }
  return trusted;
}

/** The policy of a response whose body runs no inline script (an asset). */
const NO_INLINE_SCRIPTS_POLICY = contentSecurityPolicy([]);

/** The security headers as one flat [name, value, …] list, made once for each protocol. */
const SECURITY = {
  http: securityHeaderList(false).flat(),
  https: securityHeaderList(true).flat(),
};

type Answer = { status: number; headers: readonly [string, string | number][]; body: Buffer | null };

/**
 * A 200 answer is the same for every request naming the same encoding, so its
 * flat header list is made once per page (or asset) and encoding, and kept
 * as long as the page is: a hit then costs one map lookup and one write.
 */
const prepared = new WeakMap<object, Map<string, { flat: string[]; body: Buffer | null }>>();

type Flat = { status: number; flat: string[]; body: Buffer | null };

/** Null when `make` has no answer (a cached page whose body must be unpacked first). */
function preparedAnswer(owner: object, key: string, make: () => Answer | null): Flat | null {
  let byKey = prepared.get(owner);
  if (!byKey) {
    byKey = new Map();
    prepared.set(owner, byKey);
  }
  let entry = byKey.get(key);
  if (!entry) {
    const answer = make();
    if (answer === null) return null;
    if (answer.status !== 200) return flatten(answer);
    entry = { flat: flatten(answer).flat, body: answer.body };
    byKey.set(key, entry);
  }
  return { status: 200, ...entry };
}

/**
 * The fast path: true when it answered, writing `own` (the request's own
 * headers, name, value, …: its id, server/request-observer.ts) with the answer's.
 */
export function createFastPath(options: {
  assets: AssetStore;
  trustProxy: TrustProxy;
}): (req: IncomingMessage, res: ServerResponse, own: readonly string[]) => boolean {
  return (req, res, own) => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    // A request with a body goes through Express, which limits and drains it.
    if (req.headers["transfer-encoding"] || (req.headers["content-length"] && req.headers["content-length"] !== "0")) {
      return false;
    }
    const url = req.url ?? "/";
    const question = url.indexOf("?");
    const pathname = question < 0 ? url : url.slice(0, question);
    const request = {
      method: req.method,
      acceptEncoding: req.headers["accept-encoding"],
      ifNoneMatch: req.headers["if-none-match"],
    };

    const secure = cameOverHttps(req, options.trustProxy);
    const plain = request.method === "GET" && request.ifNoneMatch === undefined;
    const asset = question < 0 ? options.assets.get(pathname) : null;
    if (asset) {
      const make = () => {
        const answer = options.assets.answer(pathname, request)!;
        const headers: [string, string | number][] = [
          ["Content-Security-Policy", NO_INLINE_SCRIPTS_POLICY],
          ...answer.headers,
        ];
        return { ...answer, headers };
      };
      const answer =
        (plain ? preparedAnswer(asset, pickEncoding(request.acceptEncoding), make) : null) ?? flatten(make());
      send(res, answer, secure, own, req.method === "HEAD");
      return true;
    }
    if (NOT_PAGES.test(pathname) || !answersAsCanonical(url)) return false;
    const page = pageCache.get(cacheKeyOf(url, req.headers["accept-language"]));
    if (!page) return false;
    notePageCache("hit", "fast", page.route);
    // The page's own policy (hashes of its inline scripts) is among its headers.
    const make = () => cachedPageAnswer(page, request);
    const encoding = pickEncoding(request.acceptEncoding);
    const head = req.method === "HEAD";
    // Prepared once per copy; while a copy is being made (page-encodings.ts), each answer is made anew.
    const prepared = plain && encoding !== "identity" && page[encoding] ? preparedAnswer(page, encoding, make) : null;
    const answer = prepared ?? make();
    if (answer) {
      send(res, "flat" in answer ? answer : flatten(answer), secure, own, head);
      return true;
    }
    // An uncompressed body is unpacked per request, off the event loop, never kept: the cache's memory bound holds.
    unpackedPageAnswer(page, request).then(
      (unpacked) => send(res, flatten(unpacked), secure, own, head),
      (error: unknown) => {
        // The site packed this body itself: failing to unpack it is a bug, logged like any other.
        logger().error("unexpected error unpacking a cached page", error, { path: pathname });
        res.destroy();
      },
    );
    return true;
  };
}

/** Node's writeHead takes a flat list of strings. */
function flatten(answer: Answer): Flat {
  return {
    status: answer.status,
    flat: answer.headers.flatMap(([name, value]) => [name, String(value)]),
    body: answer.body,
  };
}

/**
 * Writes the security headers, the request's own and the answer's (they name
 * different headers) in one go, then the body. One list given to writeHead,
 * with no header set before, is Node's fast case: a header set before made it
 * remove and append each of the list's again.
 */
function send(res: ServerResponse, answer: Flat, secure: boolean, own: readonly string[], head: boolean): void {
  res.writeHead(answer.status, [...(secure ? SECURITY.https : SECURITY.http), ...own, ...answer.flat]);
  res.end(head ? undefined : (answer.body ?? undefined));
}
