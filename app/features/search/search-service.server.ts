import type { DB } from "~/.server/db";
import { loadAllLocales } from "~/.server/i18n";
import { type Bus, bus as processBus } from "~/.server/realtime/bus";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locales";
import { ExhibitorIndex, type ExhibitorSearchResult } from "./exhibitor-index";
import type { IndexSnapshots } from "./index-snapshots.server";
import { loadExhibitorDocuments, loadProductDocuments } from "./load-docs.server";
import { ProductIndex, type ProductSearchResult } from "./product-index";
import type { ExhibitorQuery, ProductQuery } from "./query";

// The per-process registry of search indexes, one pair per event. An index is
// built at start (warm-search.server.ts) or on first use (callers arriving
// meanwhile share the one build). A build reads the catalogue a chunk at a
// time and indexes it in time slices, so the server answers other requests
// meanwhile; pages that only need some products' cards read them from the
// database until the first build is done (hasProductIndex). When
// the bus says products or exhibitors changed, the index takes just those
// documents (read again from the database) without a rebuild, and searches
// made after the message wait for that update, so a page rendered after an
// edit shows it. A change that names no documents (an event's settings)
// rebuilds the index in the background; searches keep using the previous
// index until the new one replaces it. With snapshots (decision 0021), a
// product index is loaded from its event's snapshot when one can be used,
// and every build from the database writes the next one.

interface Slot<I> {
  db: DB;
  /** The index searches use: the first build, later the last finished rebuild. */
  current: Promise<I>;
  building: boolean;
  /** A change arrived during a build, which may have read the data before it. */
  dirty: boolean;
  /** A rebuild waits for the changes to settle (REBUILD_DELAY_MS). */
  scheduled: boolean;
  /** The first build has finished: searches no longer wait for the catalogue to load. */
  built: boolean;
  /** When the index last took a change or a (re)build (ms since the epoch; /metrics shows its age). */
  updatedAt: number | null;
}

/** One index's state, for /metrics. */
export interface SearchIndexState {
  eventId: string;
  index: "products" | "exhibitors";
  built: boolean;
  building: boolean;
  updatedAt: number | null;
}

/** How long a rebuild waits after a change: a burst of changes becomes one rebuild. */
const REBUILD_DELAY_MS = 250;

/** More documents than this in one change are cheaper to rebuild than to update one by one (a snapshot's changes too). */
export const MAX_DOCUMENTS_PER_UPDATE = 5_000;

class Registry<I> {
  private readonly slots = new Map<string, Slot<I>>();
  private readonly pending = new Set<Promise<unknown>>();

  constructor(
    private readonly build: (db: DB, eventId: string) => Promise<I>,
    private readonly onError: (eventId: string, error: unknown) => void,
  ) {}

  get(db: DB, eventId: string): Promise<I> {
    const existing = this.slots.get(eventId);
    if (existing) return existing.current;
    const slot: Slot<I> = {
      db,
      current: Promise.resolve() as Promise<I>,
      building: true,
      dirty: false,
      scheduled: false,
      built: false,
      updatedAt: null,
    };
    slot.current = this.track(this.build(db, eventId)).then(
      (index) => {
        slot.built = true;
        slot.updatedAt = Date.now();
        this.settle(eventId, slot);
        return index;
      },
      (error: unknown) => {
        // Forget a failed first build so the next request tries again.
        if (this.slots.get(eventId) === slot) this.slots.delete(eventId);
        throw error;
      },
    );
    this.slots.set(eventId, slot);
    return slot.current;
  }

  /**
   * Changes a loaded event's index in place; searches made from now on wait
   * for it. Returns when done (null when the event's index is not loaded).
   */
  update(eventId: string, change: (db: DB, index: I) => Promise<void>): Promise<void> | null {
    const slot = this.slots.get(eventId);
    if (!slot) return null;
    // A build under way may have read the data before this change.
    if (slot.building) slot.dirty = true;
    const updated = slot.current.then(async (index) => {
      try {
        await change(slot.db, index);
        slot.updatedAt = Date.now();
      } catch (error) {
        this.onError(eventId, error);
        this.invalidate([eventId]);
      }
      return index;
    });
    slot.current = updated;
    return this.track(updated).then(() => undefined);
  }

  /** Rebuilds the index of each loaded event in the background (all when none are named). */
  invalidate(eventIds: readonly string[]): void {
    const ids = eventIds.length > 0 ? eventIds : [...this.slots.keys()];
    for (const eventId of ids) {
      const slot = this.slots.get(eventId);
      if (!slot) continue; // never searched here: it will be built fresh on first use
      if (slot.building) slot.dirty = true;
      else if (!slot.scheduled) this.schedule(eventId, slot);
    }
  }

  /** Whether the event's index has been built (a search would not wait for the whole catalogue). */
  isBuilt(eventId: string): boolean {
    return this.slots.get(eventId)?.built === true;
  }

  built(): string[] {
    return [...this.slots].flatMap(([eventId, slot]) => (slot.built ? [eventId] : []));
  }

  loaded(): string[] {
    return [...this.slots.keys()];
  }

  states(): { eventId: string; built: boolean; building: boolean; updatedAt: number | null }[] {
    return [...this.slots].map(([eventId, { built, building, updatedAt }]) => ({
      eventId,
      built,
      building,
      updatedAt,
    }));
  }

  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  clear(): void {
    this.slots.clear();
  }

  private schedule(eventId: string, slot: Slot<I>): void {
    slot.scheduled = true;
    const wait = new Promise<void>((resolve) => setTimeout(resolve, REBUILD_DELAY_MS).unref?.());
    void this.track(wait).then(() => {
      slot.scheduled = false;
      if (this.slots.get(eventId) !== slot) return;
      if (slot.building) slot.dirty = true;
      else this.rebuild(eventId, slot);
    });
  }

  private rebuild(eventId: string, slot: Slot<I>): void {
    slot.building = true;
    slot.dirty = false;
    this.track(this.build(slot.db, eventId)).then(
      (index) => {
        if (this.slots.get(eventId) !== slot) return;
        slot.current = Promise.resolve(index);
        slot.updatedAt = Date.now();
        this.settle(eventId, slot);
      },
      (error: unknown) => {
        this.onError(eventId, error);
        this.settle(eventId, slot);
      },
    );
  }

  private settle(eventId: string, slot: Slot<I>): void {
    slot.building = false;
    if (slot.dirty && this.slots.get(eventId) === slot) this.rebuild(eventId, slot);
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.pending.add(promise);
    const done = () => this.pending.delete(promise);
    promise.then(done, done);
    return promise;
  }
}

export interface SearchService {
  getProductIndex(db: DB, eventId: string): Promise<ProductIndex>;
  getExhibitorIndex(db: DB, eventId: string): Promise<ExhibitorIndex>;
  searchProducts(db: DB, eventId: string, query: ProductQuery, locale?: Locale): Promise<ProductSearchResult>;
  searchExhibitors(db: DB, eventId: string, query: ExhibitorQuery, locale?: Locale): Promise<ExhibitorSearchResult>;
  /** Whether the event's product index is built; until then a page that can read its products from the database does. */
  hasProductIndex(eventId: string): boolean;
  /** The events whose product and exhibitor indexes are both built (the health check reports them). */
  readyEvents(): string[];
  /** Each loaded index: built, building, when it last changed. */
  states(): SearchIndexState[];
  /** Builds the indexes of these events now (at server start) instead of on the first search. */
  warmSearch(db: DB, eventIds: readonly string[]): Promise<void>;
  /** Schedules background rebuilds, as a catalogue.changed message naming no documents does. */
  invalidate(eventIds: readonly string[]): void;
  /** Reads these products and exhibitors again into the loaded indexes of these events, as a catalogue.changed message does. */
  update(change: {
    eventIds: readonly string[];
    productIds: readonly string[];
    exhibitorIds: readonly string[];
  }): Promise<void>;
  /** Resolves when no build, rebuild or snapshot writing is running (tests, graceful shutdown). */
  idle(): Promise<void>;
  /** Resolves when no snapshot is being written (a graceful stop lets the last one reach the disk). */
  snapshotsWritten(): Promise<void>;
  /** Loads product indexes from snapshots and writes them after each build (null: never). */
  setSnapshots(snapshots: IndexSnapshots | null): void;
  /** Stops listening to the bus and forgets every index. */
  close(): void;
}

export function createSearchService(
  options: { bus?: Bus; onError?: (eventId: string, error: unknown) => void } = {},
): SearchService {
  const onError =
    options.onError ?? ((eventId, error) => console.error(`search index rebuild failed for event ${eventId}`, error));
  // Documents carry country and place names in every locale: the name tables are read first.
  loadAllLocales();
  let snapshots: IndexSnapshots | null = null;
  const writing = new Set<Promise<void>>();
  const products = new Registry(async (db, eventId) => {
    const build = async () => ProductIndex.build(await loadProductDocuments(db, eventId));
    if (!snapshots) return build();
    const { index, saved } = await snapshots.productIndex(db, eventId, build);
    if (saved) {
      writing.add(saved);
      void saved.then(() => writing.delete(saved));
    }
    return index;
  }, onError);
  const exhibitors = new Registry(
    async (db, eventId) => ExhibitorIndex.build(await loadExhibitorDocuments(db, eventId)),
    onError,
  );
  const invalidate = (eventIds: readonly string[]) => {
    products.invalidate(eventIds);
    exhibitors.invalidate(eventIds);
  };

  /** Takes the changed documents into each loaded index; both updates start now, so later searches wait for them. */
  const update: SearchService["update"] = async ({ eventIds, productIds, exhibitorIds }) => {
    if (productIds.length + exhibitorIds.length > MAX_DOCUMENTS_PER_UPDATE) return invalidate(eventIds);
    const updates: Promise<void>[] = [];
    for (const eventId of eventIds) {
      // A product that moves changes the counts of the stand it left and of the one it joined.
      const stands = new Set(exhibitorIds);
      const productsDone =
        productIds.length === 0
          ? null
          : products.update(eventId, async (db, index) => {
              const docs = await loadProductDocuments(db, eventId, productIds);
              for (const id of productIds) {
                const before = index.get(id);
                if (before) stands.add(before.summary.exhibitor.id);
              }
              for (const doc of docs) stands.add(doc.summary.exhibitor.id);
              const found = new Set(docs.map((doc) => doc.summary.id));
              index.apply(
                docs,
                productIds.filter((id) => !found.has(id)),
              );
            });
      const exhibitorsDone = exhibitors.update(eventId, async (db, index) => {
        await productsDone;
        const ids = [...stands];
        const docs = await loadExhibitorDocuments(db, eventId, ids);
        const found = new Set(docs.map((doc) => doc.id));
        index.apply(
          docs,
          ids.filter((id) => !found.has(id)),
        );
      });
      for (const done of [productsDone, exhibitorsDone]) if (done) updates.push(done);
    }
    await Promise.all(updates);
  };

  const snapshotsWritten = async () => {
    while (writing.size > 0) await Promise.all([...writing]);
  };

  let unsubscribe: (() => void) | undefined;
  // Subscribe on first use, so that merely importing the module has no effect.
  const listen = () => {
    unsubscribe ??= (options.bus ?? processBus()).subscribe((message) => {
      // Other instances' changes may have been missed: every loaded index is built again.
      if (message.type === "bus.resync") return invalidate([]);
      if (message.type !== "catalogue.changed") return;
      if (message.eventIds.length === 0 || message.productIds.length + message.exhibitorIds.length === 0) {
        invalidate(message.eventIds);
      } else {
        void update(message);
      }
    });
  };

  const getProducts = (db: DB, eventId: string) => {
    listen();
    return products.get(db, eventId);
  };
  const getExhibitors = (db: DB, eventId: string) => {
    listen();
    return exhibitors.get(db, eventId);
  };

  return {
    getProductIndex: getProducts,
    getExhibitorIndex: getExhibitors,
    hasProductIndex: (eventId) => products.isBuilt(eventId),
    readyEvents: () => products.built().filter((eventId) => exhibitors.isBuilt(eventId)),
    states: () => [
      ...products.states().map((state) => ({ ...state, index: "products" as const })),
      ...exhibitors.states().map((state) => ({ ...state, index: "exhibitors" as const })),
    ],
    async searchProducts(db, eventId, query, locale = DEFAULT_LOCALE) {
      return (await getProducts(db, eventId)).search(query, locale);
    },
    async searchExhibitors(db, eventId, query, locale = DEFAULT_LOCALE) {
      return (await getExhibitors(db, eventId)).search(query, locale);
    },
    async warmSearch(db, eventIds) {
      await Promise.all(eventIds.flatMap((eventId) => [getProducts(db, eventId), getExhibitors(db, eventId)]));
    },
    invalidate,
    update,
    async idle() {
      await Promise.all([products.idle(), exhibitors.idle()]);
      await snapshotsWritten();
    },
    snapshotsWritten,
    setSnapshots(next) {
      snapshots = next;
    },
    close() {
      unsubscribe?.();
      unsubscribe = undefined;
      products.clear();
      exhibitors.clear();
    },
  };
}

const service = createSearchService();

export const getProductIndex = (db: DB, eventId: string) => service.getProductIndex(db, eventId);
export const getExhibitorIndex = (db: DB, eventId: string) => service.getExhibitorIndex(db, eventId);
export const searchProducts = (db: DB, eventId: string, query: ProductQuery, locale?: Locale) =>
  service.searchProducts(db, eventId, query, locale);
export const searchExhibitors = (db: DB, eventId: string, query: ExhibitorQuery, locale?: Locale) =>
  service.searchExhibitors(db, eventId, query, locale);
export const hasProductIndex = (eventId: string) => service.hasProductIndex(eventId);
export const searchReadyEvents = () => service.readyEvents();
export const searchIndexStates = () => service.states();
export const warmSearch = (db: DB, eventIds: readonly string[]) => service.warmSearch(db, eventIds);
export const searchSnapshotsWritten = () => service.snapshotsWritten();
export const setSearchSnapshots = (snapshots: IndexSnapshots | null) => service.setSnapshots(snapshots);
