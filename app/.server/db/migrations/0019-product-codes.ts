import type { Kysely } from "kysely";

// Short codes of products (issue 31, docs/labels.md): the address /q/{code}
// printed as a QR code on a product's label. A code is given once per product
// and event and never changes (a printed label keeps working); the database
// holds both rules: the code is the key, and one product at one event has
// one row. No foreign key: a product synced away and back keeps its code.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("product_codes")
    .addColumn("code", "text", (c) => c.primaryKey())
    .addColumn("event_id", "text", (c) => c.notNull())
    .addColumn("product_id", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("product_codes_event_product", ["event_id", "product_id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("product_codes").execute();
}
