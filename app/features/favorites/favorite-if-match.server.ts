import type { DB } from "~/.server/db";
import { publishUserChange } from "../my-pages/publish.server";
import type { IfMatch } from "./favorite-etag";
import {
  type FavoriteWrite,
  favoriteChanges,
  findFavorite,
  requireListsFor,
  saveFavorite,
  type VersionedFavorite,
  versioned,
} from "./favorites.server";

// A PUT of a favourite with If-Match (docs/my-catalogue.md "Versions"): the
// tags (and list) are replaced only if the favourite is still in a state the
// client read. One conditional UPDATE (`where version = …`), so of clients
// that read the same state and write at once exactly one wins; the others
// get the current favourite and its ETag (412) to apply their change to and
// send again. Without If-Match a PUT replaces what is there (setFavorite).

export type ConditionalWrite =
  | { stale: false; saved: VersionedFavorite }
  | { stale: true; current: VersionedFavorite | null };

export async function setFavoriteIfMatch(
  db: DB,
  options: FavoriteWrite & { ifMatch: IfMatch },
): Promise<ConditionalWrite> {
  const { eventId, userId, id, ifMatch } = options;
  await requireListsFor(db, options);
  const result = await db.transaction().execute(async (trx): Promise<ConditionalWrite> => {
    const changes = await favoriteChanges(trx, options);
    let update = trx
      .updateTable("favorites")
      .set((eb) => ({ ...changes, version: eb("version", "+", 1) }))
      .where("event_id", "=", eventId)
      .where("user_id", "=", userId)
      .where("item_id", "=", id);
    if (ifMatch !== "any") {
      update = update.where((eb) =>
        eb.or(ifMatch.map((state) => eb.and([eb("version", "=", state.version), eb("added_at", "=", state.addedAt)]))),
      );
    }
    const updated = ifMatch === "any" || ifMatch.length > 0 ? await update.executeTakeFirst() : null;
    const row = await findFavorite(trx, options, id);
    if (!row || Number(updated?.numUpdatedRows ?? 0) === 0)
      return { stale: true, current: row ? versioned(row) : null };
    return { stale: false, saved: versioned(row) };
  });
  if (!result.stale) await publishUserChange({ userId, eventId, resource: "favorites", set: [result.saved.favorite] });
  return result;
}

/** PUT …/favorites/{id}: with If-Match the conditional write, without it the replacing one (always written). */
export async function putFavorite(db: DB, options: FavoriteWrite & { ifMatch?: IfMatch }): Promise<ConditionalWrite> {
  const { ifMatch } = options;
  if (ifMatch === undefined) return { stale: false, saved: await saveFavorite(db, options) };
  return setFavoriteIfMatch(db, { ...options, ifMatch });
}
