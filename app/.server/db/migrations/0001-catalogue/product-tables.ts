import type { Kysely } from "kysely";
import { type DialectColumns, id, json, text, timestamps } from "./columns";

/** Products with their translations, grape varieties, soil types and awards. */
export async function createProductTables(db: Kysely<any>, { float, flag }: DialectColumns): Promise<void> {
  let products = id(db.schema.createTable("products"))
    .addColumn("exhibitor_id", "text", (c) => c.notNull().references("exhibitors.id").onDelete("cascade"))
    .addColumn("producer_id", "text");
  products = text(
    products,
    "kind",
    "name",
    "country",
    "region",
    "subregion",
    "designation",
    "color",
    "closure",
    "ean_bottle",
    "ean_case",
    "gtin",
    "vineyard",
    "malolactic_fermentation",
    "spirit_type",
    "beer_style",
    "price_range",
  );
  products = json(products, "fining_agents", "characteristics", "classifications", "certifications");
  products = flag(
    products,
    "is_vegan",
    "is_vegetarian",
    "is_certified_organic",
    "is_biodynamic",
    "whole_cluster_fermentation",
  );
  for (const name of [
    "vintage",
    "bottle_size",
    "months_in_bottle",
    "bottles_per_case",
    "vine_density",
    "vineyard_age",
    "vineyard_elevation",
  ]) {
    products = products.addColumn(name, "integer");
  }
  for (const name of ["alcohol", "residual_sugar", "total_acidity", "ph", "yield"]) {
    products = products.addColumn(name, float);
  }
  await timestamps(
    products.addColumn("sensory", "text", (c) => c.notNull().defaultTo("{}")).addColumn("bottle_image_id", "text"),
  ).execute();
  await db.schema.createIndex("products_exhibitor").on("products").column("exhibitor_id").execute();
  await db.schema.createIndex("products_producer").on("products").column("producer_id").execute();

  await text(
    db.schema
      .createTable("product_translations")
      .addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade")),
    "locale",
    "description",
    "vineyard_information",
    "vinification",
    "viticulture",
    "pruning",
    "food_pairing",
    "harvest_notes",
    // Free-text facts: a German page must not show "Stainless steel tanks".
    "apparent_color",
    "bottling",
    "maturation",
    "training",
    "soil_type",
    "fermentation_type",
    "fermentation_vessel",
    "oak_influence",
  )
    .addPrimaryKeyConstraint("product_translations_pk", ["product_id", "locale"])
    .execute();

  for (const [table, name] of [
    ["product_grape_varieties", "variety_name"],
    ["product_soil_types", "soil_type"],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn(name, "text", (c) => c.notNull())
      .$call((t) =>
        table === "product_soil_types" ? t.addColumn("names", "text", (c) => c.notNull().defaultTo("{}")) : t,
      )
      .addColumn("percentage", float)
      .addPrimaryKeyConstraint(`${table}_pk`, ["product_id", "position"])
      .execute();
  }

  await db.schema
    .createTable("product_awards")
    .addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("award", "text", (c) => c.notNull())
    .addColumn("medal", "text", (c) => c.notNull())
    .addColumn("year", "integer")
    .addPrimaryKeyConstraint("product_awards_pk", ["product_id", "position"])
    .execute();
}
