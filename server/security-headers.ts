import { createHash, randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";

// The security headers of every response (docs/security.md), set once where
// every request passes (server.js mounts this first): a Content-Security-
// Policy whose scripts need a per-response nonce (no 'unsafe-inline'),
// framing denied, no MIME sniffing, a strict referrer policy, the browser
// features we never use switched off, and HSTS when the request came over
// HTTPS (directly, or from a proxy TRUST_PROXY names).
//
// A page the page cache keeps is the same for everyone, so it is served
// with the hashes of its inline scripts instead of a nonce (`cachedPagePolicy`):
// a nonce stored in a cached page would be stale on its next answer.

const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
].join(", ");

/**
 * The policy with the given script sources ('nonce-…' or 'sha256-…'); development allows Vite's inline preamble and its socket.
 * `frameable`: our own pages may frame this one (the content editor's preview), no other site may.
 */
export function contentSecurityPolicy(scriptSources: readonly string[], dev = false, frameable = false): string {
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    // In development Vite injects inline scripts of its own; a nonce would disable 'unsafe-inline'.
    // 'wasm-unsafe-eval' compiles WebAssembly (the Scan page's QR decoder, zxing-wasm) and nothing else: eval stays refused.
    ["script-src", ["'self'", ...(dev ? ["'unsafe-inline'"] : scriptSources), "'wasm-unsafe-eval'"]],
    // Inline style attributes (a bar's width, a grid's columns) are not scripts.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    // Product images may come from a product API's own image host.
    ["img-src", ["'self'", "data:", "blob:", "https:"]],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'", ...(dev ? ["ws:", "wss:"] : [])]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", [frameable ? "'self'" : "'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/dgi;
const JAVASCRIPT_TYPE = /\btype\s*=\s*["']?(?!module\b|text\/javascript\b|application\/javascript\b)[^"'\s>]+/i;

/**
 * The CSP hash sources of a page's inline scripts (data blocks such as
 * ld+json are not scripts), from its bytes: a policy hashes a script's
 * UTF-8 bytes, so the page is never decoded. Decoding and encoding a 90 KB
 * page again took 1.4 ms of every cold page's render (issue 32); read as
 * latin1, each byte is one character, so the matches' offsets are the bytes'.
 */
export function inlineScriptHashes(html: Buffer): string[] {
  const hashes = new Set<string>();
  for (const match of html.toString("latin1").matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(match[1]) || JAVASCRIPT_TYPE.test(match[1])) continue;
    const [from, to] = match.indices?.[2] ?? [0, 0];
    hashes.add(`'sha256-${createHash("sha256").update(html.subarray(from, to)).digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * A rendered page made fit for the page cache: the per-response nonce taken
 * out of its HTML, and the policy that allows exactly its inline scripts.
 */
export function cachedPagePolicy(html: Buffer, nonce: string | undefined): { html: Buffer; policy: string } {
  const cleaned = nonce ? withoutText(html, ` nonce="${nonce}"`) : html;
  return { html: cleaned, policy: contentSecurityPolicy(inlineScriptHashes(cleaned)) };
}

/** The bytes with every occurrence of an ASCII text taken out. */
function withoutText(bytes: Buffer, text: string): Buffer {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = bytes.indexOf(text, 0, "latin1"); at !== -1; at = bytes.indexOf(text, from, "latin1")) {
    parts.push(bytes.subarray(from, at));
    from = at + text.length;
  }
  if (from === 0) return bytes;
  parts.push(bytes.subarray(from));
  return Buffer.concat(parts);
}

/** The nonce of this response's policy (set by securityHeaders). */
export function cspNonceOf(res: Response): string | undefined {
  return res.locals.cspNonce as string | undefined;
}

const otherHeaders = helmet({
  contentSecurityPolicy: false,
  // Set below, only for requests that arrived over HTTPS.
  strictTransportSecurity: false,
  // What we serve is for our own pages; calendar apps fetch feeds from their servers, which this does not limit.
  crossOriginResourcePolicy: { policy: "same-origin" },
  crossOriginEmbedderPolicy: false,
  // None: the sign-in popup comes back from the OpenID provider to our page and
  // reports to its opener; any opener policy on that page would cut the link.
  crossOriginOpenerPolicy: false,
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  xFrameOptions: { action: "deny" },
});

/** Helmet's headers, the same for every response: read once from helmet itself. */
const HELMET_HEADERS: readonly [string, string][] = (() => {
  const headers: [string, string][] = [];
  const collect = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.push([name, String(value)]);
    },
    removeHeader: () => {},
  };
  otherHeaders({} as never, collect as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
})();

const HSTS = "max-age=31536000; includeSubDomains";

/**
 * Every security header of a response but its Content-Security-Policy:
 * what both the Express path and the fast path (server/fast-path.ts) send.
 */
export function securityHeaderList(secure: boolean): [string, string][] {
  return [
    ...HELMET_HEADERS,
    ["Permissions-Policy", PERMISSIONS_POLICY],
    ...(secure ? ([["Strict-Transport-Security", HSTS]] as [string, string][]) : []),
  ];
}

/** The content editor shows its preview in a frame (docs/product/content-pages.md#preview): only those pages may be framed, and only by our own. */
/** The Scan page (issue 31, docs/labels.md) asks for the camera; every other page has it switched off. */
export function usesCamera(path: string): boolean {
  return /^\/[a-z]{2}\/scan$/.test(path);
}

/** The Permissions-Policy with the camera allowed to our own origin. */
export const CAMERA_PERMISSIONS_POLICY = PERMISSIONS_POLICY.replace("camera=()", "camera=(self)");

export function isFramedPreview(path: string): boolean {
  return path.startsWith("/cms-preview/");
}

export function securityHeaders(options: { dev?: boolean } = {}): RequestHandler {
  return (req, res, next) => {
    for (const [name, value] of securityHeaderList(req.secure)) res.setHeader(name, value);
    if (usesCamera(req.path)) res.setHeader("Permissions-Policy", CAMERA_PERMISSIONS_POLICY);
    const frameable = isFramedPreview(req.path);
    if (frameable) res.setHeader("X-Frame-Options", "SAMEORIGIN");
    const nonce = randomBytes(16).toString("base64");
    // Development allows inline scripts without one (Vite's own), so pages carry none.
    if (!options.dev) res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`], options.dev, frameable));
    next();
  };
}
