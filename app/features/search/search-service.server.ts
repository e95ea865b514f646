import type { DB } from "~/.server/db";
import { loadAllLocales } from "~/.server/i18n";
import { type Bus, bus as processBus } from "~/.server/realtime/bus";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locales";
import { ExhibitorIndex, type ExhibitorSearchResult } from "./exhibitor-index";
import { IndexRegistry } from "./index-registry";
import type { IndexSnapshots } from "./index-snapshots.server";
import { loadExhibitorDocuments, loadProductDocuments } from "./load-docs.server";
import { ProductIndex, type ProductSearchResult } from "./product-index";
import type { ExhibitorQuery, ProductQuery } from "./query";

// The per-process search indexes, one pair per event (each kind in an
// IndexRegistry, index-registry.ts). An index is built at start
// (warm-search.server.ts) or on first use (callers arriving meanwhile share
// the one build). A build reads the catalogue a chunk at a
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
// and every build from the database writes the next one. With a budget
// (SEARCH_MAX_PRODUCTS), the product indexes hold at most that many documents
// together, the least recently searched events' let go first.

/** One index's state, for /metrics. */
export interface SearchIndexState {
  eventId: string;
  index: "products" | "exhibitors";
  built: boolean;
  building: boolean;
  updatedAt: number | null;
}

/** More documents than this in one change are cheaper to rebuild than to update one by one (a snapshot's changes too). */
export const MAX_DOCUMENTS_PER_UPDATE = 5_000;

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
  /** Bounds the documents the product indexes hold together (null: no bound); the least recently searched go first. */
  setProductBudget(limit: number | null): void;
  /** Keeps this event's indexes whatever the budget (the event readiness waits for). */
  pin(eventId: string): void;
  /** Whether the product indexes have room for another event's within the budget. */
  hasRoom(): boolean;
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
  const products = new IndexRegistry(async (db, eventId) => {
    const build = async () => ProductIndex.build(await loadProductDocuments(db, eventId));
    if (!snapshots) return build();
    const { index, saved } = await snapshots.productIndex(db, eventId, build);
    if (saved) {
      writing.add(saved);
      void saved.then(() => writing.delete(saved));
    }
    return index;
  }, onError);
  const exhibitors = new IndexRegistry(
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
    setProductBudget(limit) {
      products.setBudget(limit === null ? null : { limit, weigh: (index) => index.size });
    },
    pin(eventId) {
      products.pin(eventId);
      exhibitors.pin(eventId);
    },
    hasRoom: () => products.hasRoom(),
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
export const setSearchProductBudget = (limit: number | null) => service.setProductBudget(limit);
export const pinSearchEvent = (eventId: string) => service.pin(eventId);
export const searchHasRoom = () => service.hasRoom();
export const searchSnapshotsWritten = () => service.snapshotsWritten();
export const setSearchSnapshots = (snapshots: IndexSnapshots | null) => service.setSnapshots(snapshots);
