import type { InferResult } from "kysely";
import type { DB } from "~/.server/db";
import { type EventProductFields, mergeRegisteredProduct, resolveProducer } from "./rules";
import type { ProducerRef } from "./types";

// A product as an event shows it is read from one row: its registration for
// the event, the exhibitor that registered it (who shows it at the fair), the
// registration and that exhibitor's place in it (their tables), and the
// product's producer when it names one. The product page, the search
// documents and the walk plan read these rows, each adding the product
// columns and the filter on `rp.product_id` it needs; with the event's filter
// that is the primary key of registered_products.

/**
 * The event's registered products joined as above, selecting the joined
 * tables' columns each named by its table's alias (`rp_`, `re_`, `r_`, `e_`,
 * `pr_`), so none collides with a column of `products as p`.
 */
export function selectRegisteredProducts(db: DB, eventId: string) {
  return db
    .selectFrom("registered_products as rp")
    .innerJoin("products as p", "p.id", "rp.product_id")
    .innerJoin("exhibitors as e", "e.id", "rp.exhibitor_id")
    .innerJoin("registrations as r", "r.id", "rp.registration_id")
    .leftJoin("registration_exhibitors as re", (join) =>
      join.onRef("re.registration_id", "=", "rp.registration_id").onRef("re.exhibitor_id", "=", "rp.exhibitor_id"),
    )
    .leftJoin("producers as pr", "pr.id", "p.producer_id")
    .select([
      "rp.table_number as rp_table",
      "rp.price as rp_price",
      "rp.currency as rp_currency",
      "rp.price_range as rp_price_range",
      "re.table_number as re_table",
      "r.table_number as r_table",
      "e.id as e_id",
      "e.name as e_name",
      "e.country as e_country",
      "pr.id as pr_id",
      "pr.name as pr_name",
      "pr.country as pr_country",
      "pr.region as pr_region",
    ])
    .where("rp.event_id", "=", eventId);
}

/** The columns `selectRegisteredProducts` selects. */
export type RegisteredProductRow = InferResult<ReturnType<typeof selectRegisteredProducts>>[number];

/** The row's producer, or the exhibitor standing in for it (the placeholder-producer rule, rules.ts). */
export function rowProducer(row: RegisteredProductRow): ProducerRef {
  return resolveProducer({
    producer: row.pr_id
      ? { id: row.pr_id, name: row.pr_name ?? "", country: row.pr_country ?? "", region: row.pr_region ?? "" }
      : null,
    exhibitor: { id: row.e_id, name: row.e_name, country: row.e_country },
  });
}

/** Where and at what price an event offers a product. */
export type Placement = Pick<EventProductFields, "tableNumber" | "price" | "currency" | "priceRange">;

/**
 * Where and at what price the event offers the product: the registration
 * speaks for the event; without a table of its own the product is poured at
 * its exhibitor's table (or the registration's), without a price range it
 * keeps the product's. `currency` is the one shown when the registration
 * names none.
 */
export function rowPlacement(
  row: RegisteredProductRow & { id: string; price_range: string },
  currency: string,
): Placement {
  const unregistered: Placement = {
    tableNumber: row.re_table || row.r_table || "",
    price: null,
    currency,
    priceRange: row.price_range,
  };
  return mergeRegisteredProduct(unregistered, {
    productId: row.id,
    tableNumber: row.rp_table,
    price: row.rp_price,
    currency: row.rp_currency,
    priceRange: row.rp_price_range,
  });
}
