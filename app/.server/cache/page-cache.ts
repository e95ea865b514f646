import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, gunzipSync, gzip, constants as zlib } from "node:zlib";
import { LRUCache } from "lru-cache";
import { getOrInsert } from "~/lib/get-or-insert";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

// Rendered public pages, kept with their compressed bodies so that a hit costs
// neither rendering nor compression. Each entry carries the tags of the
// records it shows (event:…, exhibitor:…, product:…); a write evicts by tag.

export interface CachedPage {
  status: number;
  headers: [string, string][];
  /**
   * The body gzipped and as brotli. No uncompressed copy is kept: it would
   * be three quarters of the cache's memory for the few clients that accept
   * neither encoding, who get the gzip copy unpacked (`identityOf`).
   */
  gzip: Buffer;
  br: Buffer;
  etag: string;
  tags: string[];
  storedAt: number;
}

/** What a render produced: a page to cache and share, or something else. */
export type RenderResult<T> = { page: CachedPage } | { uncached: T };

function unwrap<T>(result: RenderResult<T>): CachedPage | T {
  return "page" in result ? result.page : result.uncached;
}

export interface PageCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
  /** Pages evicted by catalogue changes (invalidateTags), since start. */
  invalidated: number;
}

export class PageCache {
  private readonly lru: LRUCache<string, CachedPage>;
  private readonly byTag = new Map<string, Set<string>>();
  private readonly inFlight = new Map<string, Promise<CachedPage | null>>();
  // A render that started before a tag was invalidated (or the cache cleared) may hold stale data.
  private epoch = 0;
  private readonly tagEpoch = new Map<string, number>();
  private clearedEpoch = 0;
  private hits = 0;
  private invalidated = 0;
  private misses = 0;

  /**
   * `isCurrent`: whether what the cache holds can be trusted now. While it
   * says no (the bus may have missed other instances' evictions, see
   * realtime/postgres-bus.ts) every lookup is a miss and nothing is stored.
   */
  constructor(
    maxBytes: number,
    private readonly isCurrent: () => boolean = () => true,
  ) {
    this.lru = new LRUCache<string, CachedPage>({
      maxSize: maxBytes,
      sizeCalculation: (page) => page.gzip.length + page.br.length + 512,
      dispose: (page, key) => this.untag(key, page.tags),
    });
  }

  get(key: string): CachedPage | undefined {
    const page = this.isCurrent() ? this.lru.get(key) : undefined;
    if (page) this.hits++;
    else this.misses++;
    return page;
  }

  /**
   * Returns the cached page, or renders it once however many requests ask for
   * it at the same time (stampede protection). Only a cacheable result is
   * shared with waiting requests: anything else may depend on who asked, so
   * each waiter renders its own.
   */
  async getOrRender<T>(key: string, render: () => Promise<RenderResult<T>>): Promise<CachedPage | T> {
    const cached = this.get(key);
    if (cached) return cached;
    const pending = this.inFlight.get(key);
    if (pending) {
      const shared = await pending;
      if (shared) return shared;
      return unwrap(await render());
    }
    const startedAt = this.epoch;
    const own = render();
    this.inFlight.set(
      key,
      own.then(
        (r) => ("page" in r ? r.page : null),
        () => null,
      ),
    );
    try {
      const result = await own;
      if ("page" in result && this.isCurrent() && !this.invalidatedSince(result.page.tags, startedAt))
        this.set(key, result.page);
      return unwrap(result);
    } finally {
      this.inFlight.delete(key);
    }
  }

  set(key: string, page: CachedPage): void {
    this.lru.set(key, page);
    for (const tag of page.tags) {
      getOrInsert(this.byTag, tag, () => new Set<string>()).add(key);
    }
  }

  /** Evicts every page that shows one of the tags; returns how many. */
  invalidateTags(tags: Iterable<string>): number {
    const keys = new Set<string>();
    this.epoch++;
    for (const tag of tags) {
      this.tagEpoch.set(tag, this.epoch);
      for (const key of this.byTag.get(tag) ?? []) keys.add(key);
    }
    for (const key of keys) this.lru.delete(key);
    this.invalidated += keys.size;
    return keys.size;
  }

  /** Evicts every page, and keeps renders under way from storing theirs. */
  clear(): void {
    this.epoch++;
    this.clearedEpoch = this.epoch;
    this.lru.clear();
  }

  stats(): PageCacheStats {
    return {
      entries: this.lru.size,
      bytes: this.lru.calculatedSize ?? 0,
      hits: this.hits,
      misses: this.misses,
      invalidated: this.invalidated,
    };
  }

  private invalidatedSince(tags: string[], epoch: number): boolean {
    return this.clearedEpoch > epoch || tags.some((tag) => (this.tagEpoch.get(tag) ?? 0) > epoch);
  }

  private untag(key: string, tags: string[]): void {
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.byTag.delete(tag);
    }
  }
}

/** Builds a cache entry from a rendered body: both compressions done once, here. */
export async function compressPage(input: {
  status: number;
  headers: [string, string][];
  body: Buffer;
  tags: string[];
}): Promise<CachedPage> {
  const [gz, br] = await Promise.all([
    gzipAsync(input.body, { level: 6 }),
    brotliAsync(input.body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: input.body.length },
    }),
  ]);
  const etag = `"${createHash("sha1").update(input.body).digest("base64url").slice(0, 20)}"`;
  const { body: _, ...page } = input;
  return { ...page, gzip: gz, br, etag, storedAt: Date.now() };
}

/** The page's body uncompressed, for a client that accepts no compression. */
export function identityOf(page: CachedPage): Buffer {
  return gunzipSync(page.gzip);
}

/** The encoding to send, from an Accept-Encoding header. */
export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | "identity" {
  if (!acceptEncoding) return "identity";
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const quality = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (quality("br") > 0) return "br";
  if (quality("gzip") > 0) return "gzip";
  return "identity";
}
