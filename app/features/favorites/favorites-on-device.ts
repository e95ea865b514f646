import {
  type Outbox,
  OutboxRetry,
  type OutboxSender,
  queueEntry,
  readOutbox,
  sendOutbox,
  unqueueEntry,
} from "~/lib/device-outbox";
import { copyKey, type DeviceStorage, readJson, writeJson } from "~/lib/device-storage";
import { favoriteOutbox, type QueuedWrite } from "./favorite-outbox";
import { favoritesById, type ListDoc, listsById } from "./favorites-state";
import type { Favorite } from "./schemas";

// The favourites store's side on the device (docs/offline-writes.md): the
// copy of what the server last said, read back when it does not answer,
// and the outbox of writes made without a network, sent when it returns.

export interface FavoritesCopy {
  server: ReadonlyMap<string, Favorite>;
  lists: ReadonlyMap<string, ListDoc>;
}

export class FavoritesOnDevice {
  /** The writes waiting for the network, oldest first. */
  queued: QueuedWrite[];
  private readonly outbox: Outbox<QueuedWrite>;
  private readonly copy: string;
  private kept: FavoritesCopy | null = null;
  private flushing = false;
  private readonly retry = new OutboxRetry();

  constructor(
    private readonly storage: DeviceStorage | null,
    collectionId: string,
    uid: string,
    private readonly online: () => boolean,
  ) {
    this.outbox = favoriteOutbox(collectionId, uid);
    this.copy = copyKey("favorites", collectionId, uid);
    this.queued = readOutbox(storage, this.outbox);
  }

  has(id: string): boolean {
    return this.queued.some((entry) => entry.id === id);
  }

  /** Keeps what the server said, when it changed since it was last kept. */
  keep(data: FavoritesCopy): void {
    if (this.kept?.server === data.server && this.kept.lists === data.lists) return;
    this.kept = data;
    writeJson(this.storage, this.copy, { favorites: [...data.server.values()], lists: [...data.lists.values()] });
  }

  /** What was kept, or null when nothing was. */
  read(): FavoritesCopy | null {
    const copy = readJson(this.storage, this.copy) as { favorites?: unknown; lists?: unknown } | null;
    if (!Array.isArray(copy?.favorites) || !Array.isArray(copy.lists)) return null;
    return { server: favoritesById(copy.favorites), lists: listsById(copy.lists) };
  }

  /** Queues a write, replacing an earlier one of the item; false when the storage refused it. */
  queue(entry: QueuedWrite): boolean {
    if (!queueEntry(this.storage, this.outbox, entry)) return false;
    this.queued = readOutbox(this.storage, this.outbox);
    return true;
  }

  /** Drops every queued write of an item: a write made later went through. */
  drop(id: string): void {
    if (!this.has(id)) return;
    unqueueEntry(this.storage, this.outbox, { id, at: Number.POSITIVE_INFINITY });
    this.queued = readOutbox(this.storage, this.outbox);
  }

  /**
   * Sends what waits, when the browser is online and no send of this page is
   * under way; a write that got no answer is sent again later (OutboxRetry).
   */
  flush(sender: Omit<OutboxSender<QueuedWrite>, "changed">, changed: () => void): Promise<void> {
    return this.retry.run(async () => {
      if (this.flushing || !this.online() || this.queued.length === 0) return undefined;
      this.flushing = true;
      try {
        return await sendOutbox(this.storage, this.outbox, {
          ...sender,
          changed: (queued) => {
            this.queued = queued;
            changed();
          },
        });
      } finally {
        this.flushing = false;
      }
    });
  }
}
