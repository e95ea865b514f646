import type { DB } from "~/.server/db";
import type { Locale } from "~/lib/locales";
import { listFavourites, type Owner } from "./favourites.server";
import { loadPersonalCatalogue } from "./personal-catalogue.server";
import type { Favourite } from "./schemas";

// The rows of "My bookmarks" and "My list": every favourite (addedAt
// ascending), each with what the catalogue says about it. A favourite whose
// item has left the catalogue keeps its row, so it can still be removed.

export interface BookmarkRow {
  id: string;
  type: Favourite["type"];
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
  list: Favourite["list"];
}

export async function loadBookmarkRows(
  db: DB,
  options: Owner & { locale: Locale; listId?: string },
): Promise<BookmarkRow[]> {
  const [favourites, entries] = await Promise.all([
    listFavourites(db, options),
    loadPersonalCatalogue(db, {
      eventId: options.eventId,
      userId: options.userId,
      locale: options.locale,
      source: "catalog",
    }),
  ]);
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  return favourites
    .filter((favourite) => options.listId === undefined || favourite.list?.listId === options.listId)
    .map((favourite) => {
      const entry = byId.get(favourite.id);
      let item: BookmarkRow["item"] = null;
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
      return {
        id: favourite.id,
        type: favourite.type,
        item,
        addedAt: favourite.addedAt,
        tags: favourite.tags,
        list: favourite.list,
      };
    });
}
