import type { Selectable, Updateable } from "kysely";
import type { DB } from "~/.server/db";
import { dialectOf } from "~/.server/db/dialect";
import type { FavoritesTable } from "~/.server/db/schema-my-catalogue";
import { lockUserWrites } from "~/.server/db/user-write-lock";
import { AppError } from "~/.server/errors";
import { parseSettings } from "~/features/events/events.server";
import { publishUserChange } from "../my-pages/publish.server";
import { etagOf } from "./favorite-etag";
import { FAVORITE_MESSAGES, type Favorite, type FavoriteType, MAX_TAGS } from "./schemas";

// A user's favourites at one event (docs/product/my-catalogue.md, Favourite). Every query
// carries the event and the user: another user's favourite is "not found".

export interface Owner {
  eventId: string;
  userId: string;
}

type FavoriteRow = Selectable<FavoritesTable>;

export function toFavorite(row: FavoriteRow): Favorite {
  return {
    id: row.item_id,
    type: row.type,
    addedAt: row.added_at,
    tags: JSON.parse(row.tags || "[]") as string[],
    list: row.list_id ? { listId: row.list_id, name: row.list_name ?? "" } : null,
  };
}

/** A favourite as the API gives one out: with its ETag (favorite-etag.ts). */
export interface VersionedFavorite {
  favorite: Favorite;
  etag: string;
}

export function versioned(row: FavoriteRow): VersionedFavorite {
  return { favorite: toFavorite(row), etag: etagOf({ version: row.version, addedAt: row.added_at }) };
}

export function isoTime(now: Date | string | undefined): string {
  return (now === undefined ? new Date() : new Date(now)).toISOString();
}

function owned(db: DB, { eventId, userId }: Owner) {
  return db.selectFrom("favorites").selectAll().where("event_id", "=", eventId).where("user_id", "=", userId);
}

export async function findFavorite(db: DB, owner: Owner, id: string): Promise<FavoriteRow | undefined> {
  return owned(db, owner).where("item_id", "=", id).executeTakeFirst();
}

/** Whether the event shows lists; the event itself must exist. */
export async function listsEnabledAt(db: DB, eventId: string): Promise<boolean> {
  const row = await db.selectFrom("events").select("settings").where("id", "=", eventId).executeTakeFirst();
  if (!row) throw new AppError("not_found", FAVORITE_MESSAGES.notFound);
  return parseSettings(row.settings).listsEnabled;
}

/** A product registered at the event, or an exhibitor registered at the event. */
export async function isAtEvent(
  db: DB,
  options: { eventId: string; id: string; type: FavoriteType },
): Promise<boolean> {
  const row =
    options.type === "product"
      ? await db
          .selectFrom("registered_products")
          .select("product_id as id")
          .where("event_id", "=", options.eventId)
          .where("product_id", "=", options.id)
          .executeTakeFirst()
      : await db
          .selectFrom("registration_exhibitors")
          .select("exhibitor_id as id")
          .where("event_id", "=", options.eventId)
          .where("exhibitor_id", "=", options.id)
          .executeTakeFirst();
  return !!row;
}

/**
 * One of the user's lists, or not_found. On PostgreSQL the row is share-locked
 * until the transaction ends, so a rename or delete running at the same time
 * waits and no favourite keeps a stale name or a deleted list.
 */
export async function findOwnList(db: DB, owner: Owner, listId: string): Promise<{ id: string; name: string }> {
  let query = db
    .selectFrom("favorite_lists")
    .select(["id", "name"])
    .where("event_id", "=", owner.eventId)
    .where("user_id", "=", owner.userId)
    .where("id", "=", listId);
  if (dialectOf(db) === "postgres") query = query.forShare();
  const list = await query.executeTakeFirst();
  if (!list) throw new AppError("not_found", FAVORITE_MESSAGES.listNotFound);
  return list;
}

/** The user's favourites at the event, addedAt ascending (docs/product/my-catalogue.md). */
export async function listFavorites(db: DB, options: Owner): Promise<Favorite[]> {
  const rows = await owned(db, options).orderBy("added_at", "asc").orderBy("item_id", "asc").execute();
  return rows.map(toFavorite);
}

export async function getFavorite(db: DB, options: Owner & { id: string }): Promise<Favorite | null> {
  const row = await findFavorite(db, options, options.id);
  return row ? toFavorite(row) : null;
}

/** The favourite with its ETag, or not_found. */
export async function getVersionedFavorite(db: DB, options: Owner & { id: string }): Promise<VersionedFavorite> {
  const row = await findFavorite(db, options, options.id);
  if (!row) throw new AppError("not_found", FAVORITE_MESSAGES.favoriteNotFound);
  return versioned(row);
}

/**
 * Sets a favourite by merge (docs/product/my-catalogue.md): a new one gets addedAt = now; an
 * existing one keeps addedAt and type and changes only the fields given.
 * The item must be at the event when the favourite is created (one already
 * kept stays editable, so its tags can still be cleared and it removed).
 */
export interface FavoriteWrite extends Owner {
  id: string;
  type: FavoriteType;
  tags?: string[];
  listId?: string | null;
  listsEnabled?: boolean;
  now?: Date | string;
}

export async function setFavorite(db: DB, options: FavoriteWrite): Promise<Favorite> {
  return (await saveFavorite(db, options)).favorite;
}

/** setFavorite, answering the favourite with its ETag. */
export async function saveFavorite(db: DB, options: FavoriteWrite): Promise<VersionedFavorite> {
  const { eventId, userId, id } = options;
  await requireListsFor(db, options);
  const saved = await db.transaction().execute(async (trx) => {
    const existing = await findFavorite(trx, options, id);
    if (!existing && !(await isAtEvent(trx, { eventId, id, type: options.type }))) {
      throw new AppError("not_found", FAVORITE_MESSAGES.itemNotFound);
    }
    const changes = await favoriteChanges(trx, options);
    await trx
      .insertInto("favorites")
      .values({
        event_id: eventId,
        user_id: userId,
        item_id: id,
        type: options.type,
        added_at: isoTime(options.now),
        tags: changes.tags ?? "[]",
        list_id: changes.list_id ?? null,
        list_name: changes.list_name ?? null,
      })
      .onConflict((oc) => {
        const conflict = oc.columns(["event_id", "user_id", "item_id"]);
        return Object.keys(changes).length > 0
          ? conflict.doUpdateSet((eb) => ({ ...changes, version: eb("favorites.version", "+", 1) }))
          : conflict.doNothing();
      })
      .execute();
    const row = await findFavorite(trx, options, id);
    if (!row) throw new AppError("internal", "The favourite was not saved.");
    return versioned(row);
  });
  await publishUserChange({ userId, eventId, resource: "favorites", set: [saved.favorite] });
  return saved;
}

/** A write into a list needs the event's lists switched on. */
export async function requireListsFor(db: DB, options: FavoriteWrite): Promise<void> {
  if (typeof options.listId !== "string") return;
  const enabled = options.listsEnabled ?? (await listsEnabledAt(db, options.eventId));
  if (!enabled) throw new AppError("disabled", FAVORITE_MESSAGES.listsDisabled);
}

/** The columns a write of `options` changes: the tags and the list given (the list must be the user's). */
export async function favoriteChanges(
  trx: DB,
  options: Owner & { tags?: string[]; listId?: string | null },
): Promise<Updateable<FavoritesTable>> {
  const changes: Updateable<FavoritesTable> = {};
  if (options.tags !== undefined) changes.tags = JSON.stringify(options.tags);
  if (options.listId !== undefined) {
    const list = options.listId === null ? null : await findOwnList(trx, options, options.listId);
    changes.list_id = list?.id ?? null;
    changes.list_name = list?.name ?? null;
  }
  return changes;
}

/**
 * Makes a product a favourite if it is not one yet, inside the caller's
 * transaction (saving a tasting note bookmarks the product, docs/product/my-catalogue.md).
 * Returns the favourite it created, or null when there was one already.
 */
export async function ensureProductFavorite(
  trx: DB,
  options: Owner & { productId: string; now: string },
): Promise<Favorite | null> {
  const inserted = await trx
    .insertInto("favorites")
    .values({
      event_id: options.eventId,
      user_id: options.userId,
      item_id: options.productId,
      type: "product",
      added_at: options.now,
    })
    .onConflict((oc) => oc.columns(["event_id", "user_id", "item_id"]).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return null;
  const row = await findFavorite(trx, options, options.productId);
  return row ? toFavorite(row) : null;
}

/**
 * Adds one tag to, or removes one from, a favourite the user keeps: the list
 * is read and written in one transaction that holds the user's other writes
 * back (PostgreSQL; SQLite writes one at a time), so tags added at the same
 * moment from two tabs all survive (issue 12). Adding a tag it has, or
 * removing one it has not, changes nothing. Past MAX_TAGS the add is refused.
 */
export async function changeTag(
  db: DB,
  options: Owner & { id: string; add?: string; remove?: string },
): Promise<Favorite> {
  return (await changeTagVersioned(db, options)).favorite;
}

/** changeTag, answering the favourite with its ETag. */
export async function changeTagVersioned(
  db: DB,
  options: Owner & { id: string; add?: string; remove?: string },
): Promise<VersionedFavorite> {
  const { eventId, userId, id } = options;
  const saved = await db.transaction().execute(async (trx) => {
    await lockUserWrites(trx, userId);
    const current = await findFavorite(trx, options, id);
    if (!current) throw new AppError("not_found", FAVORITE_MESSAGES.favoriteNotFound);
    const before = JSON.parse(current.tags || "[]") as string[];
    let tags = options.remove === undefined ? before : before.filter((tag) => tag !== options.remove);
    if (options.add !== undefined && !tags.includes(options.add)) tags = [...tags, options.add];
    if (tags.length > MAX_TAGS) throw new AppError("invalid", FAVORITE_MESSAGES.tooManyTags);
    if (tags.length === before.length && tags.every((tag, i) => tag === before[i])) return versioned(current);
    await trx
      .updateTable("favorites")
      .set((eb) => ({ tags: JSON.stringify(tags), version: eb("version", "+", 1) }))
      .where("event_id", "=", eventId)
      .where("user_id", "=", userId)
      .where("item_id", "=", id)
      .execute();
    return versioned({ ...current, tags: JSON.stringify(tags), version: current.version + 1 });
  });
  await publishUserChange({ userId, eventId, resource: "favorites", set: [saved.favorite] });
  return saved;
}

/** Removes a favourite; one with tags is refused (docs/product/my-catalogue.md). */
export async function removeFavorite(db: DB, options: Owner & { id: string }): Promise<void> {
  const { eventId, userId, id } = options;
  // The tag condition is in the delete itself, so tags added meanwhile keep the favourite.
  const deleted = await db
    .deleteFrom("favorites")
    .where("event_id", "=", eventId)
    .where("user_id", "=", userId)
    .where("item_id", "=", id)
    .where("tags", "=", "[]")
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) {
    const current = await findFavorite(db, options, id);
    if (!current) throw new AppError("not_found", FAVORITE_MESSAGES.favoriteNotFound);
    throw new AppError("conflict", FAVORITE_MESSAGES.taggedCannotBeRemoved);
  }
  await publishUserChange({ userId, eventId, resource: "favorites", deleted: [id] });
}
