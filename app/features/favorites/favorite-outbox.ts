import { type DeviceStorage, readJson, removeKey, writeJson } from "~/lib/device-storage";
import type { FavoriteChanges } from "./favorites-state";

// Bookmarks made without a network (docs/offline-writes.md "Bookmarks made
// offline"): kept in the browser per event and user until the server has
// them, shown as made meanwhile, and sent in the order they were made when
// the network returns. A bookmark's write says what it should be (set with
// its changes, or removed), so only the latest per item is kept, and sending
// one twice changes nothing: a set is a PUT of the same state, a removal of
// a bookmark already gone is done.

export interface QueuedFavorite {
  id: string;
  /** What to set (merged over an earlier queued set), or null to remove the bookmark. */
  changes: FavoriteChanges | null;
  /** When it was made (ms since the epoch): the order of sending, and what a sent entry is recognised by. */
  at: number;
}

export function outboxKey(collectionId: string, uid: string): string {
  return `uncork.outbox.favorites.${collectionId}.${uid}`;
}

function isQueued(value: unknown): value is QueuedFavorite {
  const entry = value as QueuedFavorite;
  return (
    !!entry &&
    typeof entry.id === "string" &&
    typeof entry.at === "number" &&
    (entry.changes === null ||
      (typeof entry.changes === "object" && (entry.changes.type === "product" || entry.changes.type === "exhibitor")))
  );
}

/** The queued writes, oldest first. */
export function readOutbox(storage: DeviceStorage | null, key: string): QueuedFavorite[] {
  const value = readJson(storage, key);
  return Array.isArray(value) ? value.filter(isQueued).sort((a, b) => a.at - b.at) : [];
}

function writeOutbox(storage: DeviceStorage | null, key: string, entries: readonly QueuedFavorite[]): boolean {
  if (entries.length === 0) {
    removeKey(storage, key);
    return true;
  }
  return writeJson(storage, key, entries);
}

/** The entry a new write leaves: a set over a queued set keeps the earlier changes it does not name. */
export function mergeQueued(earlier: QueuedFavorite | undefined, next: QueuedFavorite): QueuedFavorite {
  if (!earlier?.changes || !next.changes) return next;
  return { ...next, changes: { ...earlier.changes, ...next.changes } };
}

/** Queues a write, replacing any earlier one of the same item; false when the storage refused it. */
export function queueFavorite(storage: DeviceStorage | null, key: string, entry: QueuedFavorite): boolean {
  const entries = readOutbox(storage, key);
  const earlier = entries.find((e) => e.id === entry.id);
  return writeOutbox(storage, key, [...entries.filter((e) => e.id !== entry.id), mergeQueued(earlier, entry)]);
}

/** Takes a write off the queue once the server has it, unless a newer one of the item replaced it meanwhile. */
export function unqueueFavorite(
  storage: DeviceStorage | null,
  key: string,
  sent: Pick<QueuedFavorite, "id" | "at">,
): void {
  const entries = readOutbox(storage, key);
  const rest = entries.filter((e) => !(e.id === sent.id && e.at <= sent.at));
  if (rest.length !== entries.length) writeOutbox(storage, key, rest);
}

export interface OutboxSender {
  /** Sends one write; throws when it did not go through. */
  send(entry: QueuedFavorite): Promise<unknown>;
  /** The server took it (its answer). */
  sent(entry: QueuedFavorite, answer: unknown): void;
  /** The server refused it: it leaves the queue, and the user is told. */
  refused(entry: QueuedFavorite, error: unknown): void;
  /** No answer (offline, a server failure): it stays, with everything after it, for the next time. */
  isRetryable(error: unknown): boolean;
  /** The queue after each step. */
  changed(queued: QueuedFavorite[]): void;
}

/**
 * Sends the queued writes, oldest first, one at a time, each taken off the
 * queue once the server has answered it. One tab of the browser sends at a
 * time (a Web Lock, where the browser has them), reading the queue afresh
 * for each write, so two tabs never send one write out of order.
 */
export function sendOutbox(storage: DeviceStorage | null, key: string, sender: OutboxSender): Promise<void> {
  const work = async () => {
    for (;;) {
      const [entry] = readOutbox(storage, key);
      if (!entry) break;
      try {
        sender.sent(entry, await sender.send(entry));
      } catch (error) {
        if (sender.isRetryable(error)) break;
        sender.refused(entry, error);
      }
      unqueueFavorite(storage, key, entry);
      sender.changed(readOutbox(storage, key));
    }
    sender.changed(readOutbox(storage, key));
  };
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  return locks ? locks.request(key, work).then(() => undefined) : work();
}
