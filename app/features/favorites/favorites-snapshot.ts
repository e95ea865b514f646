import type { ListWrite } from "./favorite-outbox";
import type { FavoriteChanges } from "./favorites-state";
import type { LoadingStatus } from "./rules";
import type { Favorite, FavoriteList } from "./schemas";

// What the favourites store (favorites-store.ts) offers the pages: its
// snapshot, read with useSyncExternalStore, and its writes.

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
  /** Ids with a write waiting on the device for the network. */
  queued: ReadonlySet<string>;
  /** The data is the copy kept on the device: the server did not answer. */
  onDevice: boolean;
  error: WriteError | null;
}

export interface FavoritesStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): FavoritesSnapshot;
  /** Sets or removes one favourite; refused (with an error) when it carries tags. */
  toggle(type: Favorite["type"], id: string): Promise<boolean>;
  set(id: string, changes: FavoriteChanges): Promise<boolean>;
  remove(id: string): Promise<boolean>;
  /**
   * Makes, renames or deletes a list through the device's outbox: shown at
   * once, sent now or when the network returns (docs/offline-writes.md
   * "Lists offline"); false when the storage refused it. The name is checked
   * by the caller (list-name-rules.ts).
   */
  writeList(listId: string, list: ListWrite): boolean;
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
  queued: new Set(),
  onDevice: false,
  error: null,
};
