import { type LiveChange, subscribeLive } from "~/features/live/live-client";
import { ApiError, callApi } from "~/lib/api-client";
import { getOrInsert } from "~/lib/get-or-insert";
import { favoritesPath, writeErrorKey } from "./favorites-api";
import {
  applyFavoriteChange,
  applyListChange,
  type FavoriteChanges,
  favoritesById,
  type ListDoc,
  listsById,
  listsWithCounts,
  optimisticFavorite,
  type PendingWrite,
  settle,
  visibleFavorites,
} from "./favorites-state";
import { takePendingFavorite } from "./pending-favorite";
import { canRemoveFavorite, canToggleFavorite, type LoadingStatus, loadingStatus } from "./rules";
import type { Favorite, FavoriteList } from "./schemas";

// The signed-in user's favourites and lists at one event, in the browser: one
// store per event and user, shared by every button and page that shows them
// (React reads it with useSyncExternalStore). It reads the API, follows the
// live stream by key, writes optimistically and rolls back a refused write
// with an error the user sees.

export interface WriteError {
  /** The favourite the failed write was about. */
  id: string;
  /** The message key to show. */
  key: string;
  /** Grows with each failure, so the same error twice is still news. */
  seq: number;
}

export interface FavoritesSnapshot {
  /** docs/product/my-catalogue.md: loading until the first read answers, error when the last read failed, else success. */
  status: LoadingStatus;
  favorites: readonly Favorite[];
  byId: ReadonlyMap<string, Favorite>;
  lists: readonly FavoriteList[];
  /** Ids with a write under way. */
  busy: ReadonlySet<string>;
  error: WriteError | null;
}

export interface FavoritesStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): FavoritesSnapshot;
  /** Sets or removes one favourite; refused (with an error) when it carries tags. */
  toggle(type: Favorite["type"], id: string): Promise<boolean>;
  set(id: string, changes: FavoriteChanges): Promise<boolean>;
  remove(id: string): Promise<boolean>;
  /** Reads everything again (after an error, or when told to). */
  reload(): Promise<void>;
  clearError(): void;
}

export const LOADING_SNAPSHOT: FavoritesSnapshot = {
  status: "loading",
  favorites: [],
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

export function createFavoritesStore(options: StoreOptions): FavoritesStore {
  const { collectionId, uid } = options;
  const live = options.live ?? subscribeLive;
  const now = options.now ?? (() => new Date());
  const path = (...rest: string[]) => favoritesPath(collectionId, uid, ...rest);

  let server: ReadonlyMap<string, Favorite> = new Map();
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
  /** Per item, the last write sent: the next one waits for it, so the server takes them in the order the user made them. */
  const inFlight = new Map<string, Promise<unknown>>();
  let snapshot = LOADING_SNAPSHOT;
  const listeners = new Set<() => void>();
  let stopLive: (() => void) | null = null;
  let releaseTimer: ReturnType<typeof setTimeout> | undefined;

  function publish() {
    const favorites = visibleFavorites(server, pending);
    snapshot = {
      status: loadingStatus({ authLoading: false, dataLoading: reading && !hasData, failed }),
      favorites,
      byId: new Map(favorites.map((f) => [f.id, f])),
      lists: listsWithCounts(lists, favorites),
      busy: new Set(pending.keys()),
      error,
    };
    for (const listener of listeners) listener();
  }

  function apply(change: LiveChange) {
    if (change.resource === "favorites") server = applyFavoriteChange(server, change);
    else if (change.resource === "favoriteLists") lists = applyListChange(lists, change);
  }

  async function readLists(): Promise<unknown[]> {
    try {
      const body = (await callApi(path("lists"))) as { lists?: unknown[] };
      return body.lists ?? [];
    } catch (e) {
      // Lists switched off for the site: favourites still work, there are just no lists.
      if (e instanceof ApiError && e.code === "disabled") return [];
      throw e;
    }
  }

  async function read(): Promise<void> {
    const seq = ++readSeq;
    reading = true;
    heardDuringRead = [];
    publish();
    try {
      const [favoritesBody, listDocs] = await Promise.all([
        callApi(path("favorites")) as Promise<{ favorites?: unknown[] }>,
        readLists(),
      ]);
      if (seq !== readSeq) return;
      server = favoritesById(favoritesBody.favorites ?? []);
      lists = listsById(listDocs);
      for (const change of heardDuringRead) apply(change);
      const first = !hasData;
      hasData = true;
      failed = false;
      if (first) applyPendingFavorite();
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
  function applyPendingFavorite() {
    const wanted = takePendingFavorite(collectionId, now().getTime());
    if (wanted && !server.has(wanted.id)) void set(wanted.id, { type: wanted.type });
  }

  function fail(id: string, key: string) {
    error = { id, key, seq: ++errorSeq };
  }

  async function write(id: string, favorite: Favorite | null, call: () => Promise<unknown>): Promise<boolean> {
    const token = ++writeToken;
    pending = new Map(pending).set(id, { token, favorite });
    if (error?.id === id) error = null;
    publish();
    // A quick "bookmark, unbookmark" sends two requests; on two connections the server could take
    // the second first and keep the bookmark. Each write of an item starts once the one before ended.
    const sent = (inFlight.get(id) ?? Promise.resolve()).then(call, call);
    const settledCall = sent.catch(() => undefined);
    inFlight.set(id, settledCall);
    try {
      const body = (await sent) as { favorite?: unknown } | null;
      server = favorite
        ? applyFavoriteChange(server, { set: [body?.favorite ?? favorite] })
        : applyFavoriteChange(server, { deleted: [id] });
      return true;
    } catch (e) {
      fail(id, writeErrorKey(e));
      return false;
    } finally {
      if (inFlight.get(id) === settledCall) inFlight.delete(id);
      pending = settle(pending, id, token);
      publish();
    }
  }

  function set(id: string, changes: FavoriteChanges): Promise<boolean> {
    const current = snapshot.byId.get(id) ?? server.get(id);
    const favorite = optimisticFavorite(current, id, changes, lists, now());
    return write(id, favorite, () => callApi(path("favorites", id), { method: "PUT", body: changes }));
  }

  function remove(id: string): Promise<boolean> {
    const current = snapshot.byId.get(id);
    if (current && !canRemoveFavorite(current)) {
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
      const favorite = snapshot.byId.get(id);
      if (!canToggleFavorite({ status: snapshot.status, favorite })) {
        if (favorite && snapshot.status === "success") {
          fail(id, "tagged");
          publish();
        }
        return Promise.resolve(false);
      }
      return favorite ? remove(id) : set(id, { type });
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

const stores = new Map<string, FavoritesStore>();

/** The one store of this event and user in this page. */
export function favoritesStore(collectionId: string, uid: string): FavoritesStore {
  const key = `${collectionId}\u0000${uid}`;
  return getOrInsert(stores, key, () => createFavoritesStore({ collectionId, uid }));
}
