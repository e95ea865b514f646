import { type LiveChange, subscribeLive } from "~/features/live/live-client";
import { ApiError, callApi, isRetryable } from "~/lib/api-client";
import { browserStorage, type DeviceStorage } from "~/lib/device-storage";
import { getOrInsert } from "~/lib/get-or-insert";
import { whenBackOnline } from "~/lib/when-back-online";
import { isListWrite, type ListWrite, listEntryId, type QueuedListWrite, type QueuedWrite } from "./favorite-outbox";
import { favoritesPath, writeErrorKey } from "./favorites-api";
import { FavoritesOnDevice } from "./favorites-on-device";
import { type FavoritesSnapshot, type FavoritesStore, LOADING_SNAPSHOT, type WriteError } from "./favorites-snapshot";
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
import { listsWithQueued, withQueued } from "./queued-overlay";
import { sendQueued } from "./queued-sender";
import { canRemoveFavorite, canToggleFavorite, loadingStatus } from "./rules";
import type { Favorite } from "./schemas";

// The signed-in user's favourites and lists at one event, in the browser: one
// store per event and user, shared by every button and page that shows them
// (React reads it with useSyncExternalStore). It reads the API, follows the
// live stream by key, writes optimistically and rolls back a refused write
// with an error the user sees. Without a network it shows the copy of the
// user's data kept on the device, and a write that gets no answer waits in
// the device's outbox until the network returns (docs/offline-writes.md).

/** How long the stream stays open after the last listener leaves: a client-side navigation remounts them at once. */
const RELEASE_AFTER_MS = 3_000;

export interface StoreOptions {
  collectionId: string;
  uid: string;
  /** For tests: the live stream, the clock, the device's storage and whether the browser is online. */
  live?: typeof subscribeLive;
  now?: () => Date;
  storage?: DeviceStorage | null;
  online?: () => boolean;
}

export function createFavoritesStore(options: StoreOptions): FavoritesStore {
  return new Store(options);
}

/**
 * The store's state is what the server last said (`server`, `lists`) with
 * the writes under way laid over it (`pending`); every change publishes a
 * new snapshot. Its public members are bound, so React may call them
 * detached.
 */
class Store implements FavoritesStore {
  private readonly live: typeof subscribeLive;
  private readonly now: () => Date;
  private readonly device: FavoritesOnDevice;
  private onDevice = false;
  private server: ReadonlyMap<string, Favorite> = new Map();
  private lists: ReadonlyMap<string, ListDoc> = new Map();
  private pending: ReadonlyMap<string, PendingWrite> = new Map();
  private hasData = false;
  private reading = false;
  private failed = false;
  private error: WriteError | null = null;
  private errorSeq = 0;
  private writeToken = 0;
  private readSeq = 0;
  /** Changes heard while a read is under way: laid over its answer, which may predate them. */
  private heardDuringRead: LiveChange[] = [];
  /** Per item, the last write sent: the next one waits for it, so the server takes them in the order the user made them. */
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private snapshot = LOADING_SNAPSHOT;
  private readonly listeners = new Set<() => void>();
  private stopLive: (() => void) | null = null;
  private releaseTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: StoreOptions) {
    this.live = options.live ?? subscribeLive;
    this.now = options.now ?? (() => new Date());
    const online = options.online ?? (() => typeof navigator === "undefined" || navigator.onLine !== false);
    const storage = options.storage === undefined ? browserStorage() : options.storage;
    this.device = new FavoritesOnDevice(storage, options.collectionId, options.uid, online);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (this.listeners.size === 1) this.startLive();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.releaseLive();
    };
  };

  getSnapshot = (): FavoritesSnapshot => this.snapshot;

  toggle = (type: Favorite["type"], id: string): Promise<boolean> => {
    const favorite = this.snapshot.byId.get(id);
    if (!canToggleFavorite({ status: this.snapshot.status, favorite })) {
      if (favorite && this.snapshot.status === "success") {
        this.fail(id, "tagged");
        this.publish();
      }
      return Promise.resolve(false);
    }
    return favorite ? this.remove(id) : this.set(id, { type });
  };

  set = (id: string, changes: FavoriteChanges): Promise<boolean> => {
    const current = this.snapshot.byId.get(id) ?? this.server.get(id);
    if (this.device.has(id)) return Promise.resolve(this.queue(id, changes));
    const favorite = optimisticFavorite(current, id, changes, this.visibleLists(), this.now());
    return this.write(id, favorite, changes, () =>
      callApi(this.path("favorites", id), { method: "PUT", body: changes }),
    );
  };

  remove = (id: string): Promise<boolean> => {
    const current = this.snapshot.byId.get(id);
    if (current && !canRemoveFavorite(current)) {
      this.fail(id, "tagged");
      this.publish();
      return Promise.resolve(false);
    }
    if (this.device.has(id)) return Promise.resolve(this.queue(id, null));
    return this.write(id, null, null, () => callApi(this.path("favorites", id), { method: "DELETE" }));
  };

  writeList = (listId: string, list: ListWrite): boolean =>
    this.queueEntry({ id: listEntryId(listId, list.op), listId, list, at: this.now().getTime() });

  reload = (): Promise<void> => this.read();

  clearError = (): void => {
    if (!this.error) return;
    this.error = null;
    this.publish();
  };

  private path(...rest: string[]): string {
    return favoritesPath(this.options.collectionId, this.options.uid, ...rest);
  }

  /** The lists with those made, renamed and deleted on the device laid over them. */
  private visibleLists(): ReadonlyMap<string, ListDoc> {
    return listsWithQueued(this.lists, this.device.queued);
  }

  private publish(): void {
    const lists = this.visibleLists();
    const favorites = visibleFavorites(withQueued(this.server, this.device.queued, lists), this.pending);
    if (this.hasData && !this.onDevice) this.device.keep({ server: this.server, lists: this.lists });
    this.snapshot = {
      status: loadingStatus({ authLoading: false, dataLoading: this.reading && !this.hasData, failed: this.failed }),
      favorites,
      byId: new Map(favorites.map((f) => [f.id, f])),
      lists: listsWithCounts(lists, favorites),
      busy: new Set(this.pending.keys()),
      queued: new Set(this.device.queued.map((entry) => entry.id)),
      onDevice: this.onDevice,
      error: this.error,
    };
    for (const listener of this.listeners) listener();
  }

  private apply(change: LiveChange): void {
    if (change.resource === "favorites") this.server = applyFavoriteChange(this.server, change);
    else if (change.resource === "favoriteLists") this.lists = applyListChange(this.lists, change);
  }

  private async readLists(): Promise<unknown[]> {
    try {
      const body = (await callApi(this.path("lists"))) as { lists?: unknown[] };
      return body.lists ?? [];
    } catch (e) {
      // Lists switched off for the site: favourites still work, there are just no lists.
      if (e instanceof ApiError && e.code === "disabled") return [];
      throw e;
    }
  }

  private async read(): Promise<void> {
    const seq = ++this.readSeq;
    this.reading = true;
    this.heardDuringRead = [];
    this.publish();
    try {
      const [favoritesBody, listDocs] = await Promise.all([
        callApi(this.path("favorites")) as Promise<{ favorites?: unknown[] }>,
        this.readLists(),
      ]);
      if (seq !== this.readSeq) return;
      this.server = favoritesById(favoritesBody.favorites ?? []);
      this.lists = listsById(listDocs);
      for (const change of this.heardDuringRead) this.apply(change);
      const first = !this.hasData;
      this.hasData = true;
      this.onDevice = false;
      this.failed = false;
      if (first) this.applyPendingFavorite();
      void this.flush();
    } catch (e) {
      if (seq !== this.readSeq) return;
      // No answer at all (offline): what is held stays, as last known, else the copy kept on the device.
      const noAnswer = !(e instanceof ApiError);
      const copy = noAnswer && !this.hasData ? this.device.read() : null;
      if (copy) [this.server, this.lists, this.hasData] = [copy.server, copy.lists, true];
      if (noAnswer && this.hasData) this.onDevice = true;
      this.failed = !(noAnswer && this.hasData);
    } finally {
      if (seq === this.readSeq) {
        this.reading = false;
        this.heardDuringRead = [];
        this.publish();
      }
    }
  }

  /** Keeps a write on the device until the network returns; false when the storage refused it. */
  private queue(id: string, changes: FavoriteChanges | null): boolean {
    return this.queueEntry({ id, changes, at: this.now().getTime() });
  }

  private queueEntry(entry: QueuedWrite): boolean {
    const queued = this.device.queue(entry);
    if (!queued) this.fail(entry.id, "my:bookmark.errors.failed");
    this.publish();
    if (queued) void this.flush();
    return queued;
  }

  /** Sends the queued writes in order; a refused one is taken off and the user told (docs/offline-writes.md). */
  private flush(): Promise<void> {
    return this.device.flush(
      {
        send: (entry) => sendQueued(entry, (...rest) => this.path(...rest)),
        sent: (entry, answer) =>
          isListWrite(entry)
            ? this.listLanded(entry, answer as { list?: unknown } | null)
            : this.landed(entry.id, entry.changes, answer as { favorite?: unknown } | null),
        refused: (entry, error) => this.fail(entry.id, writeErrorKey(error)),
        isRetryable,
      },
      () => this.publish(),
    );
  }

  /** The server took a list write: the list as it answered, or gone with its favourites outside any list. */
  private listLanded({ listId, list }: QueuedListWrite, body: { list?: unknown } | null): void {
    if (list.op === "delete") {
      this.lists = applyListChange(this.lists, { deleted: [listId] });
      this.server = withQueued(this.server, [{ id: "", at: 0, listId, list }], this.lists);
      return;
    }
    const sent = {
      id: listId,
      name: list.name,
      createdAt: this.lists.get(listId)?.createdAt ?? this.now().toISOString(),
    };
    this.lists = applyListChange(this.lists, { set: [body?.list ?? sent] });
  }

  /** The server took a write: its answer (or, without one, what the write leaves) is the favourite now. */
  private landed(id: string, changes: FavoriteChanges | null, body: { favorite?: unknown } | null): void {
    const wrote = changes && optimisticFavorite(this.server.get(id), id, changes, this.visibleLists(), this.now());
    this.server = applyFavoriteChange(this.server, wrote ? { set: [body?.favorite ?? wrote] } : { deleted: [id] });
  }

  /** A bookmark asked for while signed out, now that we know who is signed in. */
  private applyPendingFavorite(): void {
    const wanted = takePendingFavorite(this.options.collectionId, this.now().getTime());
    if (wanted && !this.server.has(wanted.id)) void this.set(wanted.id, { type: wanted.type });
  }

  private fail(id: string, key: string): void {
    this.error = { id, key, seq: ++this.errorSeq };
  }

  private async write(
    id: string,
    favorite: Favorite | null,
    changes: FavoriteChanges | null,
    call: () => Promise<unknown>,
  ): Promise<boolean> {
    const token = ++this.writeToken;
    this.pending = new Map(this.pending).set(id, { token, favorite });
    if (this.error?.id === id) this.error = null;
    this.publish();
    // A quick "bookmark, unbookmark" sends two requests; on two connections the server could take
    // the second first and keep the bookmark. Each write of an item starts once the one before ended.
    const sent = (this.inFlight.get(id) ?? Promise.resolve()).then(call, call);
    const settledCall = sent.catch(() => undefined);
    this.inFlight.set(id, settledCall);
    try {
      const body = (await sent) as { favorite?: unknown } | null;
      this.server = applyFavoriteChange(
        this.server,
        favorite ? { set: [body?.favorite ?? favorite] } : { deleted: [id] },
      );
      // A write of this item that failed before this one was sent is outdated by it.
      this.device.drop(id);
      return true;
    } catch (e) {
      // No answer (offline): the write waits on the device and the bookmark shows as made.
      if (isRetryable(e) && !(e instanceof ApiError) && this.queue(id, changes)) return true;
      this.fail(id, writeErrorKey(e));
      return false;
    } finally {
      if (this.inFlight.get(id) === settledCall) this.inFlight.delete(id);
      this.pending = settle(this.pending, id, token);
      this.publish();
    }
  }

  /** Stops waiting for the network's return (whenBackOnline), while the live stream is held. */
  private stopWaitingOnline: (() => void) | null = null;

  private startLive(): void {
    clearTimeout(this.releaseTimer);
    if (this.stopLive) return;
    // The network is back: what waits is sent at once, before the live stream reconnects.
    if (typeof window !== "undefined") this.stopWaitingOnline ??= whenBackOnline(() => void this.flush());
    this.stopLive = this.live(this.options.collectionId, this.options.uid, {
      onChange: (change) => {
        if (change.resource !== "favorites" && change.resource !== "favoriteLists") return;
        if (change.reload) return void this.read();
        if (this.reading) this.heardDuringRead.push(change);
        this.apply(change);
        this.publish();
      },
      // Every (re)connection, the first included: whatever was missed is read again.
      onResync: () => void this.read(),
    });
    // The stream may never open (offline, refused): the first read does not wait for it.
    if (!this.hasData && !this.reading) void this.read();
  }

  private releaseLive(): void {
    this.releaseTimer = setTimeout(() => {
      this.stopLive?.();
      this.stopLive = null;
      this.stopWaitingOnline?.();
      this.stopWaitingOnline = null;
    }, RELEASE_AFTER_MS);
  }
}

const stores = new Map<string, FavoritesStore>();

/** The one store of this event and user in this page. */
export function favoritesStore(collectionId: string, uid: string): FavoritesStore {
  const key = `${collectionId}\u0000${uid}`;
  return getOrInsert(stores, key, () => createFavoritesStore({ collectionId, uid }));
}
