import { isListWrite, type QueuedWrite } from "./favorite-outbox";
import { type ListDoc, optimisticFavorite } from "./favorites-state";
import type { Favorite } from "./schemas";

// What the user sees while writes wait on the device (docs/offline-writes.md):
// the server's lists and favourites with the queued writes laid over them,
// oldest first, as the server will apply them.

/** The lists as they will be: made and renamed ones with their names, deleted ones gone. */
export function listsWithQueued(
  lists: ReadonlyMap<string, ListDoc>,
  queued: readonly QueuedWrite[],
): ReadonlyMap<string, ListDoc> {
  if (!queued.some(isListWrite)) return lists;
  const next = new Map(lists);
  for (const entry of queued) {
    if (!isListWrite(entry)) continue;
    const { listId, list } = entry;
    if (list.op === "delete") next.delete(listId);
    else if (list.op === "create")
      next.set(listId, { id: listId, name: list.name, createdAt: new Date(entry.at).toISOString() });
    else {
      const existing = next.get(listId);
      if (existing) next.set(listId, { ...existing, name: list.name });
    }
  }
  return next;
}

/**
 * The favourites as they will be: a set as the server will merge it, a null
 * change a removal; a deleted list leaves its favourites outside any list, a
 * renamed one carries its new name (as the server does in one transaction).
 */
export function withQueued(
  server: ReadonlyMap<string, Favorite>,
  queued: readonly QueuedWrite[],
  lists: ReadonlyMap<string, ListDoc>,
): ReadonlyMap<string, Favorite> {
  if (queued.length === 0) return server;
  const next = new Map(server);
  for (const entry of queued) {
    if (isListWrite(entry)) {
      if (entry.list.op === "create") continue;
      const list = entry.list.op === "delete" ? null : { listId: entry.listId, name: entry.list.name };
      for (const [id, favorite] of next)
        if (favorite.list?.listId === entry.listId) next.set(id, { ...favorite, list });
    } else if (entry.changes) {
      next.set(entry.id, optimisticFavorite(next.get(entry.id), entry.id, entry.changes, lists, new Date(entry.at)));
    } else next.delete(entry.id);
  }
  return next;
}
