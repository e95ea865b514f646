import type { Kysely } from "kysely";
import { dialectColumns } from "./0001-catalogue/columns";
import { createExhibitorTables, createProducerTables } from "./0001-catalogue/company-tables";
import { createEventTables, createListAndAreaTables, createRegistrationTables } from "./0001-catalogue/event-tables";
import { createHistoryTable } from "./0001-catalogue/history-table";
import { createFilesTable, createImagesTable } from "./0001-catalogue/media-tables";
import { createProductTables } from "./0001-catalogue/product-tables";

// The catalogue's tables, group by group in the order they were first
// created: an applied migration's result must never change.

export async function up(db: Kysely<any>): Promise<void> {
  const columns = dialectColumns(db);
  await createEventTables(db);
  await createImagesTable(db);
  await createExhibitorTables(db, columns);
  await createProducerTables(db);
  await createProductTables(db, columns);
  await createFilesTable(db, columns);
  await createRegistrationTables(db, columns);
  await createListAndAreaTables(db);
  await createHistoryTable(db, columns);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "history",
    "area_exhibitors",
    "product_list_items",
    "area_translations",
    "areas",
    "product_list_translations",
    "product_lists",
    "registered_products",
    "registration_exhibitors",
    "registrations",
    "files",
    "product_awards",
    "product_soil_types",
    "product_grape_varieties",
    "product_translations",
    "products",
    "producer_translations",
    "producers",
    "exhibitor_markets",
    "exhibitor_contacts",
    "exhibitor_locations",
    "exhibitor_translations",
    "exhibitors",
    "images",
    "event_translations",
    "events",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
