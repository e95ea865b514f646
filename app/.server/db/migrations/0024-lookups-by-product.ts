import type { Kysely } from "kysely";

// An edit looks up which events hold the product or exhibitor it changed
// (their catalogue versions rise, their pages and indexes take the change).
// Both tables' keys lead with the event, so the lookup by product or by
// exhibitor alone read the whole table: 77–99 ms of the event loop per
// product edit on a site of 1,000,000 products (1,100,000 registrations),
// 4–8 ms per exhibitor edit (docs/benchmarks.md, issue 32).

const ADDED = [
  ["registered_products_product", "registered_products", "product_id"],
  ["registration_exhibitors_exhibitor", "registration_exhibitors", "exhibitor_id"],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, table, column] of ADDED) await db.schema.createIndex(name).on(table).column(column).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of ADDED) await db.schema.dropIndex(name).execute();
}
