import { sql } from "kysely";
import type { DB } from "~/.server/db";
import { productNames } from "../catalogue/item-names.server";
import { exhibitorProducts, type ReportScope, rangeInstants } from "./report-queries.server";

// How many bookmarks and tasting notes the visitors kept in a report's range
// (issue 16): counts only, never who. Counted by the database over the
// indexes of migration 0014 (favorites and tasting notes by event and item).

export interface FavoriteTotals {
  /** Favorites of the exhibitor (of every exhibitor for the whole event). */
  exhibitorFavorites: number;
  productFavorites: number;
  tastingNotes: number;
}

export interface ProductFavorites {
  productId: string;
  name: string;
  favorites: number;
  tastingNotes: number;
}

export interface FavoriteCounts {
  totals: FavoriteTotals;
  /** The most bookmarked products (at most `limit`), most first, with their notes. */
  products: ProductFavorites[];
}

/** Bookmarks and tasting notes added in the range: totals, and per product for the most bookmarked. */
export async function favoriteCounts(db: DB, scope: ReportScope & { limit: number }): Promise<FavoriteCounts> {
  const { start, end } = await rangeInstants(db, scope);
  const own = scope.exhibitorId !== undefined;
  const favorites = (type: "product" | "exhibitor") =>
    db
      .selectFrom("favorites")
      .where("event_id", "=", scope.eventId)
      .where("type", "=", type)
      .where("added_at", ">=", start)
      .where("added_at", "<", end);
  const notes = () =>
    db
      .selectFrom("tasting_notes")
      .where("event_id", "=", scope.eventId)
      .where("added_at", ">=", start)
      .where("added_at", "<", end)
      .$if(own, (q) => q.where("product_id", "in", exhibitorProducts(db, scope.eventId, scope.exhibitorId ?? "")));
  const count = sql<number | string>`count(*)`;

  const [exhibitorFavorites, productFavorites, tastingNotes, top] = await Promise.all([
    favorites("exhibitor")
      .$if(own, (q) => q.where("item_id", "=", scope.exhibitorId ?? ""))
      .select(count.as("n"))
      .executeTakeFirst(),
    favorites("product")
      .$if(own, (q) => q.where("item_id", "in", exhibitorProducts(db, scope.eventId, scope.exhibitorId ?? "")))
      .select(count.as("n"))
      .executeTakeFirst(),
    notes().select(count.as("n")).executeTakeFirst(),
    favorites("product")
      .$if(own, (q) => q.where("item_id", "in", exhibitorProducts(db, scope.eventId, scope.exhibitorId ?? "")))
      .select(["item_id", count.as("n")])
      .groupBy("item_id")
      .orderBy(count, "desc")
      .orderBy("item_id")
      .limit(scope.limit)
      .execute(),
  ]);
  const ids = top.map((row) => row.item_id);
  const [names, notesPerProduct] =
    ids.length === 0
      ? [new Map<string, string>(), []]
      : await Promise.all([
          productNames(db, ids),
          notes()
            .where("product_id", "in", ids)
            .select(["product_id", count.as("n")])
            .groupBy("product_id")
            .execute(),
        ]);
  const notesOf = new Map(notesPerProduct.map((row) => [row.product_id, Number(row.n)]));
  return {
    totals: {
      exhibitorFavorites: Number(exhibitorFavorites?.n ?? 0),
      productFavorites: Number(productFavorites?.n ?? 0),
      tastingNotes: Number(tastingNotes?.n ?? 0),
    },
    products: top.map((row) => ({
      productId: row.item_id,
      name: names.get(row.item_id) ?? "",
      favorites: Number(row.n),
      tastingNotes: notesOf.get(row.item_id) ?? 0,
    })),
  };
}
