import type { Favorite, FavoriteList } from "./schemas";

// The pure part of the favourites store: documents kept by key (a change
// heard twice, or heard again after a read, changes nothing), optimistic
// writes laid over what the server said until they settle, and list counts
// taken from the favourites themselves so they never disagree.

export interface DocChange {
  set?: unknown[];
  deleted?: string[];
}

/** A write the user made that the server has not answered yet: the favourite it will leave, or null when removing. */
export interface PendingWrite {
  token: number;
  favorite: Favorite | null;
}

function isFavorite(value: unknown): value is Favorite {
  const doc = value as Partial<Favorite> | null;
  return (
    typeof doc?.id === "string" &&
    (doc.type === "product" || doc.type === "exhibitor") &&
    typeof doc.addedAt === "string" &&
    Array.isArray(doc.tags) &&
    (doc.list === null || (typeof doc.list?.listId === "string" && typeof doc.list.name === "string"))
  );
}

export interface ListDoc {
  id: string;
  name: string;
  createdAt: string;
}

function isListDoc(value: unknown): value is ListDoc {
  const doc = value as Partial<ListDoc> | null;
  return typeof doc?.id === "string" && typeof doc.name === "string" && typeof doc.createdAt === "string";
}

function applyChange<T extends { id: string }>(
  docs: ReadonlyMap<string, T>,
  change: DocChange,
  valid: (value: unknown) => value is T,
): ReadonlyMap<string, T> {
  const next = new Map(docs);
  for (const id of change.deleted ?? []) next.delete(id);
  for (const doc of change.set ?? []) if (valid(doc)) next.set(doc.id, doc);
  return next;
}

export function applyFavoriteChange(
  docs: ReadonlyMap<string, Favorite>,
  change: DocChange,
): ReadonlyMap<string, Favorite> {
  return applyChange(docs, change, isFavorite);
}

export function applyListChange(docs: ReadonlyMap<string, ListDoc>, change: DocChange): ReadonlyMap<string, ListDoc> {
  return applyChange(docs, change, isListDoc);
}

/** A full read, as a map by id (anything malformed is left out). */
export function favoritesById(docs: readonly unknown[]): ReadonlyMap<string, Favorite> {
  return applyFavoriteChange(new Map(), { set: [...docs] });
}

export function listsById(docs: readonly unknown[]): ReadonlyMap<string, ListDoc> {
  return applyListChange(new Map(), { set: [...docs] });
}

/** What the user sees: the server's favourites with the unanswered writes laid over them, addedAt ascending (docs/product/my-catalogue.md). */
export function visibleFavorites(
  server: ReadonlyMap<string, Favorite>,
  pending: ReadonlyMap<string, PendingWrite>,
): Favorite[] {
  const merged = new Map(server);
  for (const [id, write] of pending) {
    if (write.favorite) merged.set(id, write.favorite);
    else merged.delete(id);
  }
  return [...merged.values()].sort((a, b) =>
    a.addedAt < b.addedAt ? -1 : a.addedAt > b.addedAt ? 1 : a.id < b.id ? -1 : 1,
  );
}

/** Named lists by creation, each with the number of favourites in it. */
export function listsWithCounts(lists: ReadonlyMap<string, ListDoc>, favorites: readonly Favorite[]): FavoriteList[] {
  const counts = new Map<string, number>();
  for (const favorite of favorites) {
    const listId = favorite.list?.listId;
    if (listId) counts.set(listId, (counts.get(listId) ?? 0) + 1);
  }
  return [...lists.values()]
    .map((list) => ({ id: list.id, name: list.name, createdAt: list.createdAt, count: counts.get(list.id) ?? 0 }))
    .sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : 1));
}

export interface FavoriteChanges {
  type: Favorite["type"];
  tags?: string[];
  /** null takes it out of its list; undefined leaves the list as it is. */
  listId?: string | null;
}

/** The favourite a set will leave, as the server merges it (addedAt only on creation). */
export function optimisticFavorite(
  existing: Favorite | undefined,
  id: string,
  changes: FavoriteChanges,
  lists: ReadonlyMap<string, ListDoc>,
  now: Date,
): Favorite {
  const base: Favorite = existing ?? { id, type: changes.type, addedAt: now.toISOString(), tags: [], list: null };
  let list = base.list;
  if (changes.listId === null) list = null;
  else if (changes.listId !== undefined) {
    const named = lists.get(changes.listId);
    list = { listId: changes.listId, name: named?.name ?? base.list?.name ?? "" };
  }
  return { ...base, tags: changes.tags ?? base.tags, list };
}

/** Settles a write: only the latest write of an id clears its overlay (an older answer arriving late does not). */
export function settle(
  pending: ReadonlyMap<string, PendingWrite>,
  id: string,
  token: number,
): ReadonlyMap<string, PendingWrite> {
  if (pending.get(id)?.token !== token) return pending;
  const next = new Map(pending);
  next.delete(id);
  return next;
}
