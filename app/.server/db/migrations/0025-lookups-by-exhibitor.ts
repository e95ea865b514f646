import type { Kysely } from "kysely";

// An exhibitor's locations and contacts are read and replaced by exhibitor
// (its page, an edit, a sync), and removing an exhibitor from an event
// deletes its registration, whose registered products the database then
// finds by registration. None of these columns had an index: each lookup
// read the whole table. A sync of 6,250 new exhibitors spent 1.1 s replacing
// locations that were not there (each delete reading the rows written so
// far), and a registration's removal read every registered product of the
// site (1,100,000 in a season; docs/benchmarks.md, issue 32).

const ADDED = [
  ["exhibitor_locations_exhibitor", "exhibitor_locations", "exhibitor_id"],
  ["exhibitor_contacts_exhibitor", "exhibitor_contacts", "exhibitor_id"],
  ["registered_products_registration", "registered_products", "registration_id"],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, table, column] of ADDED) await db.schema.createIndex(name).on(table).column(column).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of ADDED) await db.schema.dropIndex(name).execute();
}
