import { randomBytes } from "node:crypto";
import type { DB } from "~/.server/db";
import { isUniqueViolation } from "~/.server/db/dialect";
import { lockUserWrites } from "~/.server/db/user-write-lock";
import { AppError } from "~/.server/errors";
import { listNameKey } from "~/lib/list-name-key";
import { publishUserChange } from "../my-pages/publish.server";
import { isoTime, listsEnabledAt, type Owner } from "./favorites.server";
import { FAVORITE_MESSAGES, type FavoriteList, MAX_LISTS } from "./schemas";

// A user's named lists at one event. A favourite carries its list's id and
// name (docs/product/my-catalogue.md), so renaming a list rewrites the name on every favourite in
// it in one transaction (docs/product/my-catalogue.md's batch), and deleting a list leaves its
// favourites bookmarked outside any list.

type ListOptions = Owner & { listsEnabled?: boolean };

async function requireListsEnabled(db: DB, options: ListOptions): Promise<void> {
  const enabled = options.listsEnabled ?? (await listsEnabledAt(db, options.eventId));
  if (!enabled) throw new AppError("disabled", FAVORITE_MESSAGES.listsDisabled);
}

async function countsByList(db: DB, owner: Owner, listIds?: string[]): Promise<Map<string, number>> {
  let query = db
    .selectFrom("favorites")
    .select(["list_id", (eb) => eb.fn.countAll<number>().as("n")])
    .where("event_id", "=", owner.eventId)
    .where("user_id", "=", owner.userId)
    .where("list_id", "is not", null);
  if (listIds) query = query.where("list_id", "in", listIds);
  const rows = await query.groupBy("list_id").execute();
  return new Map(rows.map((row) => [row.list_id as string, Number(row.n)]));
}

/** A list name taken by another of the user's lists, ignoring case in every script (listNameKey). */
async function nameTaken(db: DB, owner: Owner, name: string, except?: string): Promise<boolean> {
  let query = db
    .selectFrom("favorite_lists")
    .select("id")
    .where("event_id", "=", owner.eventId)
    .where("user_id", "=", owner.userId)
    // The key the unique index holds, computed the same way for both databases.
    .where("name_key", "=", listNameKey(name));
  if (except) query = query.where("id", "!=", except);
  return !!(await query.executeTakeFirst());
}

/** One of the user's lists with its count, if it exists. */
async function listById(db: DB, owner: Owner, listId: string): Promise<FavoriteList | undefined> {
  const row = await db
    .selectFrom("favorite_lists")
    .select(["id", "name", "created_at"])
    .where("event_id", "=", owner.eventId)
    .where("user_id", "=", owner.userId)
    .where("id", "=", listId)
    .executeTakeFirst();
  if (!row) return undefined;
  const counts = await countsByList(db, owner, [listId]);
  return { id: row.id, name: row.name, createdAt: row.created_at, count: counts.get(listId) ?? 0 };
}

/** The unique index caught what the check before it could not: a racing write with the same name. */
function nameTakenInRace(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError("conflict", FAVORITE_MESSAGES.listNameTaken);
  throw error;
}

/** The user's lists at the event, oldest first, each with how many favourites it holds. */
export async function listLists(db: DB, options: Owner): Promise<FavoriteList[]> {
  const rows = await db
    .selectFrom("favorite_lists")
    .select(["id", "name", "created_at"])
    .where("event_id", "=", options.eventId)
    .where("user_id", "=", options.userId)
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
  const counts = await countsByList(db, options);
  return rows.map((row) => ({ id: row.id, name: row.name, createdAt: row.created_at, count: counts.get(row.id) ?? 0 }));
}

export async function createList(
  db: DB,
  options: ListOptions & { name: string; now?: Date | string },
): Promise<FavoriteList> {
  return (await createListOnce(db, options)).list;
}

/**
 * Creates a list, or, for a list a device made with its own `id` and sends
 * again (docs/offline-writes.md), finds the one it made: `created` says which.
 */
export async function createListOnce(
  db: DB,
  options: ListOptions & { name: string; id?: string; now?: Date | string },
): Promise<{ list: FavoriteList; created: boolean }> {
  await requireListsEnabled(db, options);
  const made = await db
    .transaction()
    .execute(async (trx) => {
      // The count below stays true until the insert commits: on PostgreSQL the user's other writes wait.
      await lockUserWrites(trx, options.userId);
      // A list a device made with its own id, sent again: the list it made (the user's writes wait, as above).
      const before = options.id ? await listById(trx, options, options.id) : undefined;
      if (before) return { list: before, created: false };
      if (await nameTaken(trx, options, options.name)) throw new AppError("conflict", FAVORITE_MESSAGES.listNameTaken);
      const { n } = await trx
        .selectFrom("favorite_lists")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("event_id", "=", options.eventId)
        .where("user_id", "=", options.userId)
        .executeTakeFirstOrThrow();
      if (Number(n) >= MAX_LISTS) throw new AppError("limit", FAVORITE_MESSAGES.tooManyLists);
      const created: FavoriteList = {
        id: options.id ?? randomBytes(12).toString("hex"),
        name: options.name,
        createdAt: isoTime(options.now),
        count: 0,
      };
      await trx
        .insertInto("favorite_lists")
        .values({
          event_id: options.eventId,
          user_id: options.userId,
          id: created.id,
          name: created.name,
          name_key: listNameKey(created.name),
          created_at: created.createdAt,
        })
        .execute();
      return { list: created, created: true };
    })
    .catch(nameTakenInRace);
  if (made.created)
    await publishUserChange({
      userId: options.userId,
      eventId: options.eventId,
      resource: "favoriteLists",
      set: [made.list],
    });
  return made;
}

/** Renames a list and, in the same transaction, the list name on every favourite in it. */
export async function renameList(
  db: DB,
  options: ListOptions & { listId: string; name: string },
): Promise<FavoriteList> {
  await requireListsEnabled(db, options);
  const { eventId, userId, listId, name } = options;
  const list = await db
    .transaction()
    .execute(async (trx) => {
      if (await nameTaken(trx, options, name, listId)) throw new AppError("conflict", FAVORITE_MESSAGES.listNameTaken);
      const renamed = await trx
        .updateTable("favorite_lists")
        .set({ name, name_key: listNameKey(name) })
        .where("event_id", "=", eventId)
        .where("user_id", "=", userId)
        .where("id", "=", listId)
        .returning(["id", "name", "created_at"])
        .executeTakeFirst();
      if (!renamed) throw new AppError("not_found", FAVORITE_MESSAGES.listNotFound);
      await trx
        .updateTable("favorites")
        .set((eb) => ({ list_name: name, version: eb("version", "+", 1) }))
        .where("event_id", "=", eventId)
        .where("user_id", "=", userId)
        .where("list_id", "=", listId)
        .execute();
      const counts = await countsByList(trx, options, [listId]);
      return { id: renamed.id, name: renamed.name, createdAt: renamed.created_at, count: counts.get(listId) ?? 0 };
    })
    .catch(nameTakenInRace);
  await publishUserChange({ userId, eventId, resource: "favoriteLists", set: [list] });
  // Many favourites may have changed: the tabs read them again.
  if (list.count > 0) await publishUserChange({ userId, eventId, resource: "favorites", reload: true });
  return list;
}

/** Deletes a list; its favourites stay bookmarked, outside any list (one transaction). */
export async function deleteList(db: DB, options: ListOptions & { listId: string }): Promise<void> {
  await requireListsEnabled(db, options);
  const { eventId, userId, listId } = options;
  const moved = await db.transaction().execute(async (trx) => {
    // The list goes first: on PostgreSQL that waits for a favourite being
    // put into it (findOwnList's share lock), whose row the update then sees.
    const deleted = await trx
      .deleteFrom("favorite_lists")
      .where("event_id", "=", eventId)
      .where("user_id", "=", userId)
      .where("id", "=", listId)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw new AppError("not_found", FAVORITE_MESSAGES.listNotFound);
    const cleared = await trx
      .updateTable("favorites")
      .set((eb) => ({ list_id: null, list_name: null, version: eb("version", "+", 1) }))
      .where("event_id", "=", eventId)
      .where("user_id", "=", userId)
      .where("list_id", "=", listId)
      .executeTakeFirst();
    return Number(cleared.numUpdatedRows);
  });
  await publishUserChange({ userId, eventId, resource: "favoriteLists", deleted: [listId] });
  if (moved > 0) await publishUserChange({ userId, eventId, resource: "favorites", reload: true });
}
