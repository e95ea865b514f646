import type { DB } from "~/.server/db";
import { exhibitorNames, productNames } from "~/features/catalogue/item-names.server";
import type { Locale } from "~/lib/locales";
import { listFavorites, type Owner } from "./favorites.server";
import type { Favorite } from "./schemas";
import { loadWalkPlan } from "./walk-plan.server";

// The rows of "My bookmarks" and "My list": every favourite (addedAt
// ascending), each with what the catalogue says about it. A favourite whose
// item has left the catalogue keeps its row and the item's name, so it can
// still be read and removed.

export interface FavoriteRow {
  id: string;
  type: Favorite["type"];
  /** The item's name; for an item no longer in the catalogue, the name it had (its id if it is gone altogether). */
  name: string;
  /** null when the item is no longer in the event's catalogue. */
  item: {
    name: string;
    path: string;
    exhibitor: { name: string; path: string } | null;
    producer: string;
    tableNumber: string;
  } | null;
  addedAt: string;
  tags: string[];
  list: Favorite["list"];
}

export async function loadFavoriteRows(
  db: DB,
  options: Owner & { locale: Locale; listId?: string },
): Promise<FavoriteRow[]> {
  const [favorites, entries] = await Promise.all([
    listFavorites(db, options),
    loadWalkPlan(db, {
      eventId: options.eventId,
      userId: options.userId,
      locale: options.locale,
      source: "catalog",
    }),
  ]);
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const gone = favorites.filter((favorite) => !byId.has(favorite.id));
  const [goneProducts, goneExhibitors] = await Promise.all([
    productNames(
      db,
      gone.filter((f) => f.type === "product").map((f) => f.id),
    ),
    exhibitorNames(
      db,
      gone.filter((f) => f.type === "exhibitor").map((f) => f.id),
    ),
  ]);
  return favorites
    .filter((favorite) => options.listId === undefined || favorite.list?.listId === options.listId)
    .map((favorite) => {
      const entry = byId.get(favorite.id);
      let item: FavoriteRow["item"] = null;
      if (entry?.type === "product") {
        const { product, exhibitor } = entry;
        item = {
          name: product.vintage ? `${product.name} ${product.vintage}` : product.name,
          path: product.path,
          exhibitor: { name: exhibitor.name, path: exhibitor.path },
          producer: product.producer.name,
          tableNumber: product.tableNumber,
        };
      } else if (entry?.type === "exhibitor") {
        item = {
          name: entry.exhibitor.name,
          path: entry.exhibitor.path,
          exhibitor: null,
          producer: "",
          tableNumber: entry.exhibitor.tableNumber,
        };
      }
      const goneName = (favorite.type === "product" ? goneProducts : goneExhibitors).get(favorite.id);
      return {
        id: favorite.id,
        type: favorite.type,
        name: item?.name ?? goneName ?? favorite.id,
        item,
        addedAt: favorite.addedAt,
        tags: favorite.tags,
        list: favorite.list,
      };
    });
}
