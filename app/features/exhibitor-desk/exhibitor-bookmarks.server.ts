import { sql } from "kysely";
import type { DB } from "~/.server/db";

// The bookmarks of one exhibitor and its products at an event, per user, as
// two common table expressions the desk's queries start from:
//   items: every such bookmark (user, item, type, list, when);
//   b: per user, the products, the exhibitor itself, those kept in a list, the latest.
//
// Shaped for the biggest fair (npm run bench:desk, 300,000 bookmarks):
// the ids are one list (the exhibitor's products and the exhibitor), so the
// (event, item) index is probed once per id; `items` is materialized, so the
// planner cannot trade those probes for a walk of the whole event's
// bookmarks in user order to save the GROUP BY's sort (SQLite did, without
// statistics: 0.5 s instead of 6 ms).

export interface DeskScope {
  eventId: string;
  exhibitorId: string;
}

export function withExhibitorBookmarks(db: DB, { eventId, exhibitorId }: DeskScope) {
  return db
    .with(
      (cte) => cte("items").materialized(),
      (qb) =>
        qb
          .selectFrom("favorites as f")
          .select(["f.user_id", "f.item_id", "f.type", "f.list_id", "f.added_at"])
          .where("f.event_id", "=", eventId)
          .where(
            sql<boolean>`f.item_id in (select product_id from registered_products where event_id = ${eventId} and exhibitor_id = ${exhibitorId} union all select ${exhibitorId})`,
          )
          .where(sql<boolean>`f.type = case when f.item_id = ${exhibitorId} then 'exhibitor' else 'product' end`),
    )
    .with("b", (qb) =>
      qb
        .selectFrom("items")
        .select([
          "items.user_id",
          sql<number>`sum(case when items.type = 'product' then 1 else 0 end)`.as("products"),
          sql<number>`sum(case when items.type = 'exhibitor' then 1 else 0 end)`.as("exhibitor"),
          sql<number>`sum(case when items.type = 'product' and items.list_id is not null then 1 else 0 end)`.as(
            "listed",
          ),
          sql<string>`max(items.added_at)`.as("last_added_at"),
        ])
        .groupBy("items.user_id"),
    );
}
