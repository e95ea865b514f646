import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, brotliDecompress, gunzip, gzip, constants as zlib } from "node:zlib";
import type { CachedPage } from "./page-cache";

// A cached page's compressed copies. The first is made in the encoding the
// request that rendered the page prefers; the other when a client first asks
// for it, in the background, while that client gets a copy it also takes.
// Browsers send brotli over HTTPS and gzip over plain HTTP, so most pages
// are only ever compressed once: 0.9–1.2 ms of CPU each, per copy, for a
// 90 KB page (docs/benchmarks.md, bench:scale).

export type Encoding = "br" | "gzip";

const gunzipAsync = promisify(gunzip);
const brotliDecompressAsync = promisify(brotliDecompress);
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === "gzip"
    ? gzipAsync(body, { level: 6 })
    : brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } });
}

/** Builds a cache entry from a rendered body, compressed in `encoding` (the other copy is made when asked for). */
export async function compressPage(
  input: { status: number; headers: [string, string][]; body: Buffer; tags: string[]; route?: string },
  encoding: Encoding = "gzip",
): Promise<CachedPage> {
  const copy = await compress(input.body, encoding);
  const etag = `"${createHash("sha1").update(input.body).digest("base64url").slice(0, 20)}"`;
  const { body: _, ...page } = input;
  return {
    ...page,
    gzip: encoding === "gzip" ? copy : null,
    br: encoding === "br" ? copy : null,
    etag,
    storedAt: Date.now(),
  };
}

/** The page's body uncompressed, for a client that accepts no compression: in libuv's threads, off the event loop. */
export function unpackPage(page: CachedPage): Promise<Buffer> {
  return page.gzip ? gunzipAsync(page.gzip) : brotliDecompressAsync(page.br as Buffer);
}

/** Pages whose missing copy is being made: one compression per page, however many ask meanwhile. */
const making = new WeakSet<CachedPage>();

/** Makes the page's copy in `encoding` in the background, unless it is there or under way. */
function makeCopy(page: CachedPage, encoding: Encoding): void {
  if (page[encoding] || making.has(page)) return;
  making.add(page);
  unpackPage(page)
    .then((body) => compress(body, encoding))
    .then(
      (copy) => {
        page[encoding] = copy;
      },
      // Not made: the next client that asks tries again.
      () => {},
    )
    .finally(() => making.delete(page));
}

/**
 * What a client is sent of a cached page: the copy in the encoding it
 * prefers; while that copy is being made, the other if the client takes it,
 * else the body unpacked, which the caller asks of `unpackPage` (`body` null).
 */
export function pageBody(
  page: CachedPage,
  acceptEncoding: string | undefined,
): { encoding: Encoding; body: Buffer } | { encoding: "identity"; body: null } {
  const identity = { encoding: "identity", body: null } as const;
  const accepted = acceptedEncodings(acceptEncoding);
  const wanted = pickFrom(accepted);
  if (wanted === "identity") return identity;
  const copy = page[wanted];
  if (copy) return { encoding: wanted, body: copy };
  makeCopy(page, wanted);
  const other: Encoding = wanted === "br" ? "gzip" : "br";
  const otherCopy = page[other];
  if (otherCopy && quality(accepted, other) > 0) return { encoding: other, body: otherCopy };
  return identity;
}

/**
 * Accept-Encoding headers seen and the encoding each picks: a client sends the
 * same header on every request and browsers send a handful of values, so a
 * cached page's answer looks its header up instead of parsing it. Bounded: a
 * client sending a new value on every request only empties it.
 */
const picked = new Map<string, Encoding | "identity">();
const PICKED_MAX = 64;
/** A longer header is parsed each time: what the map holds stays small whatever clients send. */
const PICKED_MAX_LENGTH = 256;

/** The encoding to send, from an Accept-Encoding header. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | "identity" {
  if (acceptEncoding === undefined) return "identity";
  if (acceptEncoding.length > PICKED_MAX_LENGTH) return pickFrom(acceptedEncodings(acceptEncoding));
  let encoding = picked.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = pickFrom(acceptedEncodings(acceptEncoding));
    if (picked.size >= PICKED_MAX) picked.clear();
    picked.set(acceptEncoding, encoding);
  }
  return encoding;
}

function acceptedEncodings(acceptEncoding: string | undefined): Map<string, number> {
  const accepted = new Map<string, number>();
  if (!acceptEncoding) return accepted;
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  return accepted;
}

const quality = (accepted: Map<string, number>, name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;

function pickFrom(accepted: Map<string, number>): Encoding | "identity" {
  if (quality(accepted, "br") > 0) return "br";
  if (quality(accepted, "gzip") > 0) return "gzip";
  return "identity";
}
