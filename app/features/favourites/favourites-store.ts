import { type LiveChange, subscribeLive } from "~/features/live/live-client";
import { callApi, favouritesPath, type WriteErrorKey, writeErrorKey } from "./favourites-api";
import {
  applyFavouriteChange,
  applyListChange,
  type FavouriteChanges,
  favouritesById,
  type ListDoc,
  listsById,
  listsWithCounts,
  optimisticFavourite,
  type PendingWrite,
  settle,
  visibleFavourites,
} from "./favourites-state";
import { takePendingBookmark } from "./pending-bookmark";
import { canRemoveFavourite, canToggleFavourite, type LoadingStatus, loadingStatus } from "./rules";
import type { Favourite, FavouriteList } from "./schemas";

// The signed-in user's favourites and lists at one event, in the browser: one
// store per event and user, shared by every button and page that shows them
// (React reads it with useSyncExternalStore). It reads the API, follows the
// live stream by key, writes optimistically and rolls back a refused write
// with an error the user sees.

export interface WriteError {
  /** The favourite the failed write was about. */
  id: string;
  key: WriteErrorKey;
  /** Grows with each failure, so the same error twice is still news. */
  seq: number;
}

export interface FavouritesSnapshot {
  /** SPEC §4: loading until the first read answers, error when the last read failed, else success. */
  status: LoadingStatus;
  favourites: readonly Favourite[];
  byId: ReadonlyMap<string, Favourite>;
  lists: readonly FavouriteList[];
  /** Ids with a write under way. */
  busy: ReadonlySet<string>;
  error: WriteError | null;
}

export interface FavouritesStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): FavouritesSnapshot;
  /** Sets or removes one favourite; refused (with an error) when it carries tags. */
  toggle(type: Favourite["type"], id: string): Promise<boolean>;
  set(id: string, changes: FavouriteChanges): Promise<boolean>;
  remove(id: string): Promise<boolean>;
  /** Reads everything again (after an error, or when told to). */
  reload(): Promise<void>;
  clearError(): void;
}

export const LOADING_SNAPSHOT: FavouritesSnapshot = {
  status: "loading",
  favourites: [],
  byId: new Map(),
  lists: [],
  busy: new Set(),
  error: null,
};

/** How long the stream stays open after the last listener leaves: a client-side navigation remounts them at once. */
const RELEASE_AFTER_MS = 3_000;

export interface StoreOptions {
  collectionId: string;
  uid: string;
  /** For tests: the live stream and the clock. */
  live?: typeof subscribeLive;
  now?: () => Date;
}

export function createFavouritesStore(options: StoreOptions): FavouritesStore {
  const { collectionId, uid } = options;
  const live = options.live ?? subscribeLive;
  const now = options.now ?? (() => new Date());
  const path = (...rest: string[]) => favouritesPath(collectionId, uid, ...rest);

  let server: ReadonlyMap<string, Favourite> = new Map();
  let lists: ReadonlyMap<string, ListDoc> = new Map();
  let pending: ReadonlyMap<string, PendingWrite> = new Map();
  let hasData = false;
  let reading = false;
  let failed = false;
  let error: WriteError | null = null;
  let errorSeq = 0;
  let writeToken = 0;
  let readSeq = 0;
  /** Changes heard while a read is under way: laid over its answer, which may predate them. */
  let heardDuringRead: LiveChange[] = [];
  let snapshot = LOADING_SNAPSHOT;
  const listeners = new Set<() => void>();
  let stopLive: (() => void) | null = null;
  let releaseTimer: ReturnType<typeof setTimeout> | undefined;

  function publish() {
    const favourites = visibleFavourites(server, pending);
    snapshot = {
      status: loadingStatus({ authLoading: false, dataLoading: reading && !hasData, failed }),
      favourites,
      byId: new Map(favourites.map((f) => [f.id, f])),
      lists: listsWithCounts(lists, favourites),
      busy: new Set(pending.keys()),
      error,
    };
    for (const listener of listeners) listener();
  }

  function apply(change: LiveChange) {
    if (change.resource === "favorites") server = applyFavouriteChange(server, change);
    else if (change.resource === "favoriteLists") lists = applyListChange(lists, change);
  }

  async function readLists(): Promise<unknown[]> {
    try {
      const body = (await callApi(path("lists"))) as { lists?: unknown[] };
      return body.lists ?? [];
    } catch (e) {
      // Lists switched off for the site: favourites still work, there are just no lists.
      if (writeErrorKey(e) === "listsDisabled") return [];
      throw e;
    }
  }

  async function read(): Promise<void> {
    const seq = ++readSeq;
    reading = true;
    heardDuringRead = [];
    publish();
    try {
      const [favouritesBody, listDocs] = await Promise.all([
        callApi(path("favorites")) as Promise<{ favorites?: unknown[] }>,
        readLists(),
      ]);
      if (seq !== readSeq) return;
      server = favouritesById(favouritesBody.favorites ?? []);
      lists = listsById(listDocs);
      for (const change of heardDuringRead) apply(change);
      const first = !hasData;
      hasData = true;
      failed = false;
      if (first) applyPendingBookmark();
    } catch {
      if (seq !== readSeq) return;
      failed = true;
    } finally {
      if (seq === readSeq) {
        reading = false;
        heardDuringRead = [];
        publish();
      }
    }
  }

  /** A bookmark asked for while signed out, now that we know who is signed in. */
  function applyPendingBookmark() {
    const wanted = takePendingBookmark(collectionId, now().getTime());
    if (wanted && !server.has(wanted.id)) void set(wanted.id, { type: wanted.type });
  }

  function fail(id: string, key: WriteErrorKey) {
    error = { id, key, seq: ++errorSeq };
  }

  async function write(id: string, favourite: Favourite | null, call: () => Promise<unknown>): Promise<boolean> {
    const token = ++writeToken;
    pending = new Map(pending).set(id, { token, favourite });
    if (error?.id === id) error = null;
    publish();
    try {
      const body = (await call()) as { favorite?: unknown } | null;
      server = favourite
        ? applyFavouriteChange(server, { set: [body?.favorite ?? favourite] })
        : applyFavouriteChange(server, { deleted: [id] });
      return true;
    } catch (e) {
      fail(id, writeErrorKey(e));
      return false;
    } finally {
      pending = settle(pending, id, token);
      publish();
    }
  }

  function set(id: string, changes: FavouriteChanges): Promise<boolean> {
    const current = snapshot.byId.get(id) ?? server.get(id);
    const favourite = optimisticFavourite(current, id, changes, lists, now());
    return write(id, favourite, () => callApi(path("favorites", id), { method: "PUT", body: changes }));
  }

  function remove(id: string): Promise<boolean> {
    const current = snapshot.byId.get(id);
    if (current && !canRemoveFavourite(current)) {
      fail(id, "tagged");
      publish();
      return Promise.resolve(false);
    }
    return write(id, null, () => callApi(path("favorites", id), { method: "DELETE" }));
  }

  function startLive() {
    clearTimeout(releaseTimer);
    if (stopLive) return;
    stopLive = live(collectionId, uid, {
      onChange(change) {
        if (change.resource !== "favorites" && change.resource !== "favoriteLists") return;
        if (change.reload) return void read();
        if (reading) heardDuringRead.push(change);
        apply(change);
        publish();
      },
      // Every (re)connection, the first included: whatever was missed is read again.
      onResync: () => void read(),
    });
    // The stream may never open (offline, refused): the first read does not wait for it.
    if (!hasData && !reading) void read();
  }

  function releaseLive() {
    releaseTimer = setTimeout(() => {
      stopLive?.();
      stopLive = null;
    }, RELEASE_AFTER_MS);
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) startLive();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) releaseLive();
      };
    },
    getSnapshot: () => snapshot,
    toggle(type, id) {
      const favourite = snapshot.byId.get(id);
      if (!canToggleFavourite({ status: snapshot.status, favourite })) {
        if (favourite && snapshot.status === "success") {
          fail(id, "tagged");
          publish();
        }
        return Promise.resolve(false);
      }
      return favourite ? remove(id) : set(id, { type });
    },
    set,
    remove,
    reload: read,
    clearError() {
      if (!error) return;
      error = null;
      publish();
    },
  };
}

const stores = new Map<string, FavouritesStore>();

/** The one store of this event and user in this page. */
export function favouritesStore(collectionId: string, uid: string): FavouritesStore {
  const key = `${collectionId}\u0000${uid}`;
  let store = stores.get(key);
  if (!store) stores.set(key, (store = createFavouritesStore({ collectionId, uid })));
  return store;
}
