import type { Selectable, Updateable } from "kysely";
import type { DB } from "~/.server/db";
import { dialectOf } from "~/.server/db/dialect";
import type { FavoritesTable } from "~/.server/db/schema-my-catalogue";
import { AppError } from "~/.server/errors";
import { parseSettings } from "~/features/catalogue/events.server";
import { publishUserChange } from "./publish.server";
import { FAVOURITE_MESSAGES, type Favourite, type FavouriteType } from "./schemas";

// A user's favourites at one event (SPEC §3 Favourite, §4, §7). Every query
// carries the event and the user: another user's favourite is "not found".

export interface Owner {
  eventId: string;
  userId: string;
}

type FavouriteRow = Selectable<FavoritesTable>;

export function toFavourite(row: FavouriteRow): Favourite {
  return {
    id: row.item_id,
    type: row.type,
    addedAt: row.added_at,
    tags: JSON.parse(row.tags || "[]") as string[],
    list: row.list_id ? { listId: row.list_id, name: row.list_name ?? "" } : null,
  };
}

export function isoTime(now: Date | string | undefined): string {
  return (now === undefined ? new Date() : new Date(now)).toISOString();
}

function owned(db: DB, { eventId, userId }: Owner) {
  return db.selectFrom("favorites").selectAll().where("event_id", "=", eventId).where("user_id", "=", userId);
}

async function findFavourite(db: DB, owner: Owner, id: string): Promise<FavouriteRow | undefined> {
  return owned(db, owner).where("item_id", "=", id).executeTakeFirst();
}

/** Whether the event shows lists; the event itself must exist. */
export async function listsEnabledAt(db: DB, eventId: string): Promise<boolean> {
  const row = await db.selectFrom("events").select("settings").where("id", "=", eventId).executeTakeFirst();
  if (!row) throw new AppError("not_found", FAVOURITE_MESSAGES.notFound);
  return parseSettings(row.settings).listsEnabled;
}

/** A product registered at the event, or an exhibitor registered at the event. */
export async function isAtEvent(
  db: DB,
  options: { eventId: string; id: string; type: FavouriteType },
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
  if (!list) throw new AppError("not_found", FAVOURITE_MESSAGES.listNotFound);
  return list;
}

/** The user's favourites at the event, addedAt ascending (SPEC §7). */
export async function listFavourites(db: DB, options: Owner): Promise<Favourite[]> {
  const rows = await owned(db, options).orderBy("added_at", "asc").orderBy("item_id", "asc").execute();
  return rows.map(toFavourite);
}

export async function getFavourite(db: DB, options: Owner & { id: string }): Promise<Favourite | null> {
  const row = await findFavourite(db, options, options.id);
  return row ? toFavourite(row) : null;
}

/**
 * Sets a favourite by merge (SPEC §7): a new one gets addedAt = now; an
 * existing one keeps addedAt and type and changes only the fields given.
 * The item must be at the event when the favourite is created (one already
 * kept stays editable, so its tags can still be cleared and it removed).
 */
export async function setFavourite(
  db: DB,
  options: Owner & {
    id: string;
    type: FavouriteType;
    tags?: string[];
    listId?: string | null;
    listsEnabled?: boolean;
    now?: Date | string;
  },
): Promise<Favourite> {
  const { eventId, userId, id } = options;
  if (typeof options.listId === "string") {
    const enabled = options.listsEnabled ?? (await listsEnabledAt(db, eventId));
    if (!enabled) throw new AppError("disabled", FAVOURITE_MESSAGES.listsDisabled);
  }
  const favourite = await db.transaction().execute(async (trx) => {
    const existing = await findFavourite(trx, options, id);
    if (!existing && !(await isAtEvent(trx, { eventId, id, type: options.type }))) {
      throw new AppError("not_found", FAVOURITE_MESSAGES.itemNotFound);
    }
    const changes: Updateable<FavoritesTable> = {};
    if (options.tags !== undefined) changes.tags = JSON.stringify(options.tags);
    if (options.listId !== undefined) {
      const list = options.listId === null ? null : await findOwnList(trx, options, options.listId);
      changes.list_id = list?.id ?? null;
      changes.list_name = list?.name ?? null;
    }
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
        return Object.keys(changes).length > 0 ? conflict.doUpdateSet(changes) : conflict.doNothing();
      })
      .execute();
    const saved = await findFavourite(trx, options, id);
    if (!saved) throw new AppError("internal", "The favourite was not saved.");
    return toFavourite(saved);
  });
  await publishUserChange({ userId, eventId, resource: "favorites", set: [favourite] });
  return favourite;
}

/**
 * Makes a product a favourite if it is not one yet, inside the caller's
 * transaction (saving a tasting note bookmarks the product, SPEC §4).
 * Returns the favourite it created, or null when there was one already.
 */
export async function ensureProductFavourite(
  trx: DB,
  options: Owner & { productId: string; now: string },
): Promise<Favourite | null> {
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
  const row = await findFavourite(trx, options, options.productId);
  return row ? toFavourite(row) : null;
}

/** Removes a favourite; one with tags is refused (SPEC §4). */
export async function removeFavourite(db: DB, options: Owner & { id: string }): Promise<void> {
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
    const current = await findFavourite(db, options, id);
    if (!current) throw new AppError("not_found", FAVOURITE_MESSAGES.favouriteNotFound);
    throw new AppError("conflict", FAVOURITE_MESSAGES.taggedCannotBeRemoved);
  }
  await publishUserChange({ userId, eventId, resource: "favorites", deleted: [id] });
}
