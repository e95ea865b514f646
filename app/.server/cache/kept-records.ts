import { LRUCache } from "lru-cache";
import { bus } from "../realtime/bus";
import { evictFor } from "./follow-evictions";
import { TagIndex } from "./tag-index";

// Records every page shows around its content, read once and kept across
// requests: the event a page belongs to (its name, dates, settings), the
// primary event's id, the published footer. Reading them again for each page
// was four or five queries, 7–10 % of a cold page's CPU (docs/benchmarks.md).
// They are kept like the page cache keeps pages: tagged with the records
// they show, evicted by the same bus messages (evictFor), trusted only while
// the bus is current, and not stored when loaded while one of their tags
// changed. So a record shown on a page is as fresh as the cached page that
// shows it. Values are shared between requests: they are frozen when kept
// (docs/decisions/0030-kept-records-around-every-page.md).

/** What a load found: the value, and the tags whose change must evict it (null: not kept, e.g. a record not there yet). */
export interface Loaded<T> {
  value: T;
  tags: readonly string[] | null;
}

interface Kept {
  value: unknown;
  tags: readonly string[];
}

export class KeptRecords {
  private readonly lru: LRUCache<string, Kept>;
  private readonly tags = new TagIndex();
  private readonly scopes = new WeakMap<object, number>();

  constructor(
    maxEntries: number,
    private readonly isCurrent: () => boolean = () => true,
  ) {
    this.lru = new LRUCache<string, Kept>({
      max: maxEntries,
      dispose: (kept, key) => this.tags.remove(key, kept.tags),
    });
  }

  /**
   * The value kept under `key` for `scope` (the database it was read from),
   * else what `load` finds, kept unless its tags are null or one of them
   * changed during the load.
   */
  async get<T>(scope: object, key: string, load: () => Promise<Loaded<T>>): Promise<T> {
    const scoped = `${this.scopeId(scope)}|${key}`;
    if (this.isCurrent()) {
      const kept = this.lru.get(scoped);
      if (kept) return kept.value as T;
    }
    const mark = this.tags.mark();
    const { value, tags } = await load();
    if (tags && this.isCurrent() && !this.tags.staleSince(tags, mark)) {
      this.lru.set(scoped, { value: deepFreeze(value), tags });
      this.tags.add(scoped, tags);
    }
    return value;
  }

  invalidateTags(tags: Iterable<string>): void {
    for (const key of this.tags.invalidate(tags)) this.lru.delete(key);
  }

  clear(): void {
    this.tags.cleared();
    this.lru.clear();
  }

  get size(): number {
    return this.lru.size;
  }

  private scopeId(scope: object): number {
    let id = this.scopes.get(scope);
    if (id === undefined) {
      id = nextScope++;
      this.scopes.set(scope, id);
    }
    return id;
  }
}

let nextScope = 1;

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
  return value;
}

/** Per event its summary by id and by slug in five languages, three regions in five, the primary id: a few dozen entries. */
const KEPT_ENTRIES = 5_000;

let instance: KeptRecords | undefined;

/** The process's kept records, evicted by what the bus says changed. */
export function keptRecords(): KeptRecords {
  if (!instance) {
    const kept = new KeptRecords(KEPT_ENTRIES, () => bus().isCurrent());
    bus().subscribe((message) => evictFor(kept, message));
    instance = kept;
  }
  return instance;
}
