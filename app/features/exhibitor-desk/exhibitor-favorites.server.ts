import { sql } from "kysely";
import type { DB } from "~/.server/db";

// The bookmarks of one exhibitor and its products at an event, per user, as
// two common table expressions the desk's queries start from:
//   items: every such bookmark (user, item, type, list, when);
//   b: per user, the products, the exhibitor itself, those kept in a list, the latest.
//
// Shaped for the biggest fair (npm run bench:desk, 300,000 bookmarks): the
// products' bookmarks and the exhibitor's are read along the (event, type,
// item) index of migration 0014, one probe per id (an OR of the two made
// SQLite read every bookmark of the event); `items` is materialized, so the
// planner cannot trade those probes for a walk of the whole event's
// bookmarks in user order to save the GROUP BY's sort (SQLite did, without
// statistics: 0.5 s instead of 6 ms).

export interface DeskScope {
  eventId: string;
  exhibitorId: string;
}

export function withExhibitorFavorites(db: DB, { eventId, exhibitorId }: DeskScope) {
  return db
    .with(
      (cte) => cte("items").materialized(),
      (qb) =>
        qb
          .selectFrom("favorites as f")
          .select(["f.user_id", "f.item_id", "f.type", "f.list_id", "f.added_at"])
          .where("f.event_id", "=", eventId)
          .where("f.type", "=", "product")
          .where(
            "f.item_id",
            "in",
            db
              .selectFrom("registered_products")
              .select("product_id")
              .where("event_id", "=", eventId)
              .where("exhibitor_id", "=", exhibitorId),
          )
          .unionAll(
            db
              .selectFrom("favorites as f")
              .select(["f.user_id", "f.item_id", "f.type", "f.list_id", "f.added_at"])
              .where("f.event_id", "=", eventId)
              .where("f.type", "=", "exhibitor")
              .where("f.item_id", "=", exhibitorId),
          ),
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
