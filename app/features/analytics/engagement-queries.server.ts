import { sql } from "kysely";
import type { DB } from "~/.server/db";
import { productNames } from "../catalogue/item-names.server";
import { exhibitorProducts, type ReportScope, rangeInstants } from "./report-queries.server";
import { countsInRange, type ItemCount, topInRange } from "./rolled-up-counts.server";

// How many bookmarks and tasting notes the visitors kept in a report's range
// (issue 16): counts only, never who. The whole event's from the counts the
// bookmark and tasting-note triggers keep (migration 0023, issue 32); one
// exhibitor's counted by the database over the indexes of migration 0014
// (favorites and tasting notes by event and item).

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

const TOTAL_MEASURES = ["favorite:exhibitor", "favorite:product", "tasting_note"] as const;

const count = sql<number | string>`count(*)`;

/** The queries of a report's bookmarks and notes, over its range and, for one exhibitor, its own items. */
function queries(db: DB, scope: ReportScope, start: string, end: string) {
  const own = scope.exhibitorId !== undefined;
  const products = () => exhibitorProducts(db, scope.eventId, scope.exhibitorId ?? "");
  const favorites = (type: "product" | "exhibitor") =>
    db
      .selectFrom("favorites")
      .where("event_id", "=", scope.eventId)
      .where("type", "=", type)
      .$if(own, (q) =>
        type === "product" ? q.where("item_id", "in", products()) : q.where("item_id", "=", scope.exhibitorId ?? ""),
      );
  const inRange = <Q extends ReturnType<typeof favorites>>(q: Q) =>
    q.where("added_at", ">=", start).where("added_at", "<", end);
  const notes = () =>
    db
      .selectFrom("tasting_notes")
      .where("event_id", "=", scope.eventId)
      .where("added_at", ">=", start)
      .where("added_at", "<", end)
      .$if(own, (q) => q.where("product_id", "in", products()));
  return {
    notes,
    /** The totals counted from the rows. */
    totals: async (): Promise<FavoriteTotals> => {
      const [exhibitorFavorites, productFavorites, tastingNotes] = await Promise.all([
        inRange(favorites("exhibitor")).select(count.as("n")).executeTakeFirst(),
        inRange(favorites("product")).select(count.as("n")).executeTakeFirst(),
        notes().select(count.as("n")).executeTakeFirst(),
      ]);
      return {
        exhibitorFavorites: Number(exhibitorFavorites?.n ?? 0),
        productFavorites: Number(productFavorites?.n ?? 0),
        tastingNotes: Number(tastingNotes?.n ?? 0),
      };
    },
    /** The most bookmarked products counted from the rows. */
    top: async (limit: number): Promise<ItemCount[]> => {
      const rows = await inRange(favorites("product"))
        .select(["item_id", count.as("n")])
        .groupBy("item_id")
        .orderBy(count, "desc")
        .orderBy("item_id")
        .limit(limit)
        .execute();
      return rows.map((row) => ({ item: row.item_id, detail: "", count: Number(row.n) }));
    },
    /** The product bookmarks added before the range or after it, per product. */
    outside: async (): Promise<ItemCount[]> => {
      const both = favorites("product")
        .select("item_id")
        .where("added_at", "<", start)
        .unionAll(favorites("product").select("item_id").where("added_at", ">=", end));
      const rows = await db
        .selectFrom(both.as("f"))
        .select(["item_id", count.as("n")])
        .groupBy("item_id")
        .execute();
      return rows.map((row) => ({ item: row.item_id, detail: "", count: Number(row.n) }));
    },
  };
}

/** Bookmarks and tasting notes added in the range: totals, and per product for the most bookmarked. */
export async function favoriteCounts(db: DB, scope: ReportScope & { limit: number }): Promise<FavoriteCounts> {
  const { start, end } = await rangeInstants(db, scope);
  const read = queries(db, scope, start, end);
  const [totals, top] =
    scope.exhibitorId !== undefined
      ? await Promise.all([read.totals(), read.top(scope.limit)])
      : await Promise.all([
          countsInRange(db, { ...scope, start, end, measures: TOTAL_MEASURES }).then((counts) => ({
            exhibitorFavorites: counts["favorite:exhibitor"],
            productFavorites: counts["favorite:product"],
            tastingNotes: counts.tasting_note,
          })),
          topInRange(db, {
            ...scope,
            start,
            end,
            measure: "favorite:product",
            bucketMeasures: ["favorite:product"],
            outside: read.outside,
          }).then((rolledUp) => rolledUp ?? read.top(scope.limit)),
        ]);
  const ids = top.map((row) => row.item);
  const [names, notesPerProduct] =
    ids.length === 0
      ? [new Map<string, string>(), []]
      : await Promise.all([
          productNames(db, ids),
          read
            .notes()
            .where("product_id", "in", ids)
            .select(["product_id", count.as("n")])
            .groupBy("product_id")
            .execute(),
        ]);
  const notesOf = new Map(notesPerProduct.map((row) => [row.product_id, Number(row.n)]));
  return {
    totals,
    products: top.map((row) => ({
      productId: row.item,
      name: names.get(row.item) ?? "",
      favorites: row.count,
      tastingNotes: notesOf.get(row.item) ?? 0,
    })),
  };
}
