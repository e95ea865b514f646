import type { Outbox, OutboxEntry } from "~/lib/device-outbox";
import { type DeviceStorage, keysWithPrefix } from "~/lib/device-storage";
import type { FavoriteChanges } from "./favorites-state";

// Bookmarks made without a network (docs/offline-writes.md "Bookmarks made
// offline"): kept in the browser per event and user until the server has
// them, shown as made meanwhile, and sent in the order they were made when
// the network returns (app/lib/device-outbox.ts). A bookmark's write says
// what it should be (set with its changes, or removed), so only the latest
// per item is kept, and sending one twice changes nothing: a set is a PUT of
// the same state, a removal of a bookmark already gone is done.

export interface QueuedFavorite extends OutboxEntry {
  /** What to set (merged over an earlier queued set), or null to remove the bookmark. */
  changes: FavoriteChanges | null;
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

/** The entry a new write leaves: a set over a queued set keeps the earlier changes it does not name. */
export function mergeQueued(earlier: QueuedFavorite, next: QueuedFavorite): QueuedFavorite {
  if (!earlier.changes || !next.changes) return next;
  return { ...next, changes: { ...earlier.changes, ...next.changes } };
}

const PREFIX = "uncork.outbox.favorites.";

export function favoriteOutbox(collectionId: string, uid: string): Outbox<QueuedFavorite> {
  return { key: `${PREFIX}${collectionId}.${uid}`, valid: isQueued, merge: mergeQueued };
}

/** The events where the user has bookmarks waiting on this device. */
export function eventsWithQueuedFavorites(uid: string, storage: DeviceStorage | null): string[] {
  return keysWithPrefix(storage, PREFIX)
    .filter((key) => key.endsWith(`.${uid}`))
    .map((key) => key.slice(PREFIX.length, -uid.length - 1));
}
