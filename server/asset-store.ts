import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pickEncoding } from "~/.server/cache/page-encodings";

// The client build's assets, held in memory with the brotli and gzip copies
// the build made (scripts/compress-assets.ts): an asset request is a map
// lookup and one write, never a file read or a compression. Names carry a
// content hash, so every answer may be cached for a year and never revalidated.

/** Text assets worth compressing; images and fonts already are. */
export const COMPRESSIBLE_ASSET = /\.(js|mjs|css|svg|json|txt|map|html|xml|wasm)$/;

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  // The QR decoder of the Scan page (zxing-wasm): compiled while it streams in.
  ".wasm": "application/wasm",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ico": "image/x-icon",
};

export const ASSET_CACHE_CONTROL = "public, max-age=31536000, immutable";

interface Asset {
  type: string;
  etag: string;
  identity: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
}

export interface AssetAnswer {
  status: 200 | 304;
  headers: [string, string | number][];
  body: Buffer | null;
}

export class AssetStore {
  private readonly assets = new Map<string, Asset>();

  /** Loads every file of the directory, served under `prefix` (e.g. "/assets/"). */
  constructor(
    dir: string,
    private readonly prefix: string,
  ) {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      if (name.endsWith(".br") || name.endsWith(".gz")) continue;
      const file = path.join(dir, name);
      const identity = readFileSync(file);
      const copy = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : null);
      this.assets.set(prefix + name, {
        type: TYPES[path.extname(name).toLowerCase()] ?? "application/octet-stream",
        etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
        identity,
        gzip: copy(".gz"),
        br: copy(".br"),
      });
    }
  }

  get size(): number {
    return this.assets.size;
  }

  /** The asset served at `pathname`, if any (an identity for answers prepared once per asset). */
  get(pathname: string): object | undefined {
    return pathname.startsWith(this.prefix) ? this.assets.get(pathname) : undefined;
  }

  /** The answer to a GET or HEAD of `pathname`, or null when no asset has that name. */
  answer(pathname: string, request: { acceptEncoding?: string; ifNoneMatch?: string }): AssetAnswer | null {
    if (!pathname.startsWith(this.prefix)) return null;
    const asset = this.assets.get(pathname);
    if (!asset) return null;
    const headers: [string, string | number][] = [
      ["Cache-Control", ASSET_CACHE_CONTROL],
      ["ETag", asset.etag],
      ["Vary", "Accept-Encoding"],
    ];
    if (request.ifNoneMatch === asset.etag) return { status: 304, headers, body: null };
    const wanted = pickEncoding(request.acceptEncoding);
    const compressed = wanted === "br" ? asset.br : wanted === "gzip" ? asset.gzip : null;
    const encoding = compressed ? wanted : "identity";
    const body = compressed ?? asset.identity;
    headers.push(["Content-Type", asset.type], ["Content-Length", body.length]);
    if (encoding !== "identity") headers.push(["Content-Encoding", encoding]);
    return { status: 200, headers, body };
  }
}
