import { LRUCache } from "lru-cache";
import { TagIndex } from "./tag-index";

// Rendered public pages, kept with their compressed bodies so that a hit costs
// neither rendering nor compression. Each entry carries the tags of the
// records it shows (event:…, exhibitor:…, product:…); a write evicts by tag.

export interface CachedPage {
  status: number;
  headers: [string, string][];
  /**
   * The body gzipped and as brotli, each made when a client first asks for
   * it (page-encodings.ts): a page rendered for a browser that takes brotli
   * is compressed once, not twice, and one no client asks in gzip never has
   * a gzip copy. At least one is there. No uncompressed copy is kept: it
   * would be three quarters of the cache's memory for the few clients that
   * accept neither encoding, who get a copy unpacked (`unpackPage`, off the event loop).
   */
  gzip: Buffer | null;
  br: Buffer | null;
  etag: string;
  tags: string[];
  storedAt: number;
  /** The route that rendered it ("page:<route id>"), the metrics' and log's label of a request it answers. */
  route?: string;
}

/** What a render produced: a page to cache and share, or something else. */
export type RenderResult<T> = { page: CachedPage } | { uncached: T };

function unwrap<T>(result: RenderResult<T>): CachedPage | T {
  return "page" in result ? result.page : result.uncached;
}

export interface PageCacheStats {
  entries: number;
  /** What the pages count against the bound (pageSize): a copy not made yet is counted before it is held. */
  bytes: number;
  hits: number;
  misses: number;
  /** Pages evicted by catalogue changes (invalidateTags), since start. */
  invalidated: number;
}

/**
 * What a page counts against the cache's bound: both copies, the one not
 * made yet as 1.25 times the one there (gzip is 15–20 % larger than brotli),
 * so that a copy made later never takes the cache past its bound.
 */
export function pageSize(page: CachedPage): number {
  const made = (page.gzip?.length ?? 0) + (page.br?.length ?? 0);
  const missing = page.gzip && page.br ? 0 : Math.ceil(1.25 * made);
  return made + missing + 512;
}

export class PageCache {
  private readonly lru: LRUCache<string, CachedPage>;
  private readonly tags = new TagIndex();
  private readonly inFlight = new Map<string, Promise<CachedPage | null>>();
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
      sizeCalculation: pageSize,
      dispose: (page, key) => this.tags.remove(key, page.tags),
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
    // A render that started before a tag was invalidated (or the cache cleared) may hold stale data.
    const startedAt = this.tags.mark();
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
      if ("page" in result && this.isCurrent() && !this.tags.staleSince(result.page.tags, startedAt))
        this.set(key, result.page);
      return unwrap(result);
    } finally {
      this.inFlight.delete(key);
    }
  }

  set(key: string, page: CachedPage): void {
    this.lru.set(key, page);
    this.tags.add(key, page.tags);
  }

  /** Evicts every page that shows one of the tags; returns how many. */
  invalidateTags(tags: Iterable<string>): number {
    const keys = this.tags.invalidate(tags);
    for (const key of keys) this.lru.delete(key);
    this.invalidated += keys.size;
    return keys.size;
  }

  /** Evicts every page, and keeps renders under way from storing theirs. */
  clear(): void {
    this.tags.cleared();
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
}
