import type { IncomingMessage, ServerResponse } from "node:http";
import type { AssetStore } from "./asset-store";
import { pageCache } from "./page-cache-instance";
import { contentSecurityPolicy, securityHeaderList } from "./security-headers";
import { cachedPageAnswer, cacheKeyOf, isCanonicalAddress, NOT_PAGES } from "./serve-page";

// Answers what is already in memory — a built asset, a page from the page
// cache — straight from Node's HTTP server, before Express builds its
// request and response objects and runs its middleware. The answer carries
// exactly the headers the Express path would send (security headers
// included: the same list, server/security-headers.ts); anything else
// (a miss, a body, a non-canonical address) goes on to Express.

export type TrustProxy = (address: string | undefined, hop: number) => boolean;

/** Whether the request came over HTTPS, directly or through a proxy Express is told to trust (TRUST_PROXY). */
export function cameOverHttps(req: IncomingMessage, trust: TrustProxy): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  if (!trust(req.socket.remoteAddress, 0)) return false;
  const header = req.headers["x-forwarded-proto"];
  const proto = (Array.isArray(header) ? header[0] : header)?.split(",")[0]?.trim();
  return proto === "https";
}

/** The policy of a response whose body runs no inline script (an asset). */
const NO_INLINE_SCRIPTS_POLICY = contentSecurityPolicy([]);

export function createFastPath(options: {
  assets: AssetStore;
  trustProxy: TrustProxy;
}): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
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

    const asset = question < 0 ? options.assets.answer(pathname, request) : null;
    if (asset) {
      send(res, asset.status, [["Content-Security-Policy", NO_INLINE_SCRIPTS_POLICY], ...asset.headers], {
        secure: cameOverHttps(req, options.trustProxy),
        body: req.method === "HEAD" ? null : asset.body,
      });
      return true;
    }
    if (NOT_PAGES.test(pathname) || !isCanonicalAddress(url)) return false;
    const page = pageCache.get(cacheKeyOf(url, req.headers["accept-language"]));
    if (!page) return false;
    // The page's own policy (hashes of its inline scripts) is among its headers.
    const answer = cachedPageAnswer(page, request);
    send(res, answer.status, answer.headers, { secure: cameOverHttps(req, options.trustProxy), body: answer.body });
    return true;
  };
}

/** Writes the security headers, then the answer's (which win where both name one), then the body. */
function send(
  res: ServerResponse,
  status: number,
  headers: readonly [string, string | number][],
  options: { secure: boolean; body: Buffer | null },
): void {
  for (const [name, value] of securityHeaderList(options.secure)) res.setHeader(name, value);
  for (const [name, value] of headers) res.setHeader(name, value);
  res.statusCode = status;
  res.end(options.body ?? undefined);
}
