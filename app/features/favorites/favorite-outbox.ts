import type { Outbox, OutboxEntry } from "~/lib/device-outbox";
import { type DeviceStorage, keysWithPrefix } from "~/lib/device-storage";
import type { FavoriteChanges } from "./favorites-state";

// Bookmarks and lists changed without a network (docs/offline-writes.md
// "Bookmarks made offline", "Lists offline"): kept in the browser per event
// and user until the server has them, shown as made meanwhile, and sent in
// the order they were made when the network returns
// (app/lib/device-outbox.ts). One outbox for both, so a bookmark moved into
// a list made offline is sent after the list. A bookmark's write says what
// it should be (set with its changes, or removed), so only the latest per
// item is kept, and sending one twice changes nothing: a set is a PUT of the
// same state, a removal of a bookmark already gone is done. A list made on
// the device carries the id the device gave it, which the server applies
// once; its renames and its deletion wait as a second entry, so the list is
// made first whatever happens to it later.

export interface QueuedFavorite extends OutboxEntry {
  /** What to set (merged over an earlier queued set), or null to remove the bookmark. */
  changes: FavoriteChanges | null;
}

export type ListWrite = { op: "create" | "rename"; name: string } | { op: "delete" };

export interface QueuedListWrite extends OutboxEntry {
  listId: string;
  list: ListWrite;
}

export type QueuedWrite = QueuedFavorite | QueuedListWrite;

export function isListWrite(entry: QueuedWrite): entry is QueuedListWrite {
  return "list" in entry;
}

/** The outbox entry's id of a list write: its creation, and everything after it (a newer replaces an older). */
export function listEntryId(listId: string, op: ListWrite["op"]): string {
  return `${op === "create" ? "list+" : "list:"}${listId}`;
}

/** Whether an outbox entry's id (a write error's) is a list's. */
export function isListEntryId(id: string): boolean {
  return id.startsWith("list+") || id.startsWith("list:");
}

function isListEntry(entry: QueuedListWrite): boolean {
  const list = entry.list as Partial<{ op: string; name: unknown }> | null;
  if (typeof entry.listId !== "string" || !list) return false;
  return list.op === "delete" || ((list.op === "create" || list.op === "rename") && typeof list.name === "string");
}

function isQueued(value: unknown): value is QueuedWrite {
  const entry = value as QueuedWrite;
  if (!entry || typeof entry.id !== "string" || typeof entry.at !== "number") return false;
  if (isListWrite(entry)) return isListEntry(entry);
  return (
    entry.changes === null ||
    (typeof entry.changes === "object" && (entry.changes.type === "product" || entry.changes.type === "exhibitor"))
  );
}

/** The entry a new write leaves: a set over a queued set keeps the earlier changes it does not name. */
export function mergeQueued(earlier: QueuedWrite, next: QueuedWrite): QueuedWrite {
  if (isListWrite(earlier) || isListWrite(next) || !earlier.changes || !next.changes) return next;
  return { ...next, changes: { ...earlier.changes, ...next.changes } };
}

const PREFIX = "uncork.outbox.favorites.";

export function favoriteOutbox(collectionId: string, uid: string): Outbox<QueuedWrite> {
  return { key: `${PREFIX}${collectionId}.${uid}`, valid: isQueued, merge: mergeQueued };
}

/** The events where the user has bookmarks or lists waiting on this device. */
export function eventsWithQueuedFavorites(uid: string, storage: DeviceStorage | null): string[] {
  return keysWithPrefix(storage, PREFIX)
    .filter((key) => key.endsWith(`.${uid}`))
    .map((key) => key.slice(PREFIX.length, -uid.length - 1));
}
