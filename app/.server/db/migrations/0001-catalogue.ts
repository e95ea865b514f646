import type { CreateTableBuilder, Kysely } from "kysely";
import { sql } from "kysely";
import { columnTypes, dialectOf } from "../dialect";

// Column names are not tracked: the helpers below add columns by name lists.
type Table = CreateTableBuilder<any, any>;

const text = (t: Table, ...names: string[]) =>
  names.reduce((acc, name) => acc.addColumn(name, "text", (c) => c.notNull().defaultTo("")), t);

const json = (t: Table, ...names: string[]) =>
  names.reduce((acc, name) => acc.addColumn(name, "text", (c) => c.notNull().defaultTo("[]")), t);

const timestamps = (t: Table) =>
  t.addColumn("created_at", "text", (c) => c.notNull()).addColumn("updated_at", "text", (c) => c.notNull());

export async function up(db: Kysely<any>): Promise<void> {
  const dialect = dialectOf(db);
  const { float, bool } = columnTypes(dialect);
  const flag = (t: Table, ...names: string[]) =>
    names.reduce(
      (acc, name) => acc.addColumn(name, bool, (c) => c.notNull().defaultTo(dialect === "postgres" ? sql`false` : 0)),
      t,
    );
  const id = (t: Table) => t.addColumn("id", "text", (c) => c.primaryKey());

  await timestamps(
    text(
      id(db.schema.createTable("events")),
      "slug",
      "default_locale",
      "starts_on",
      "ends_on",
      "timezone",
      "venue_name",
      "venue_street",
      "venue_postal_code",
      "venue_city",
      "venue_country",
    )
      .addColumn("locales", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("settings", "text", (c) => c.notNull().defaultTo("{}"))
      .addColumn("logo_image_id", "text"),
  )
    .addUniqueConstraint("events_slug_unique", ["slug"])
    .execute();

  await text(
    db.schema
      .createTable("event_translations")
      .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade")),
    "locale",
    "name",
    "tagline",
    "description",
  )
    .addPrimaryKeyConstraint("event_translations_pk", ["event_id", "locale"])
    .execute();

  await text(id(db.schema.createTable("images")), "alt", "placeholder", "created_at")
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("variants", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();

  await timestamps(
    json(
      text(
        id(db.schema.createTable("exhibitors")),
        "brand_id",
        "slug",
        "name",
        "brand_name",
        "country",
        "website",
        "email",
        "phone",
        "networking_id",
      ),
      "languages_spoken",
      "countries",
      "offering",
      "opening_hours",
    )
      .addColumn("logo_image_id", "text")
      .addColumn("founded", "integer"),
  ).execute();
  // Slugs name catalog pages (/{locale}/catalog/{slug}) and must not collide.
  await db.schema.createIndex("exhibitors_slug").on("exhibitors").column("slug").unique().execute();

  await text(
    db.schema
      .createTable("exhibitor_translations")
      .addColumn("exhibitor_id", "text", (c) => c.notNull().references("exhibitors.id").onDelete("cascade")),
    "locale",
    "description",
    "opening_hours_note",
  )
    .addPrimaryKeyConstraint("exhibitor_translations_pk", ["exhibitor_id", "locale"])
    .execute();

  await text(
    id(db.schema.createTable("exhibitor_locations"))
      .addColumn("exhibitor_id", "text", (c) => c.notNull().references("exhibitors.id").onDelete("cascade"))
      .addColumn("position", "integer", (c) => c.notNull().defaultTo(0)),
    "label",
    "street",
    "postal_code",
    "city",
    "region",
    "country",
  )
    .addColumn("latitude", float)
    .addColumn("longitude", float)
    .execute();

  await text(
    id(db.schema.createTable("exhibitor_contacts"))
      .addColumn("exhibitor_id", "text", (c) => c.notNull().references("exhibitors.id").onDelete("cascade"))
      .addColumn("position", "integer", (c) => c.notNull().defaultTo(0)),
    "name",
    "job_title",
    "email",
    "phone",
  ).execute();

  await db.schema
    .createTable("exhibitor_markets")
    .addColumn("exhibitor_id", "text", (c) => c.notNull().references("exhibitors.id").onDelete("cascade"))
    .addColumn("market", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("exhibitor_markets_pk", ["exhibitor_id", "market", "status"])
    .execute();

  await timestamps(
    text(id(db.schema.createTable("producers")), "brand_id", "slug", "name", "country", "region", "website")
      .addColumn("founded", "integer")
      .addColumn("logo_image_id", "text"),
  ).execute();
  await db.schema.createIndex("producers_slug").on("producers").column("slug").unique().execute();

  await text(
    db.schema
      .createTable("producer_translations")
      .addColumn("producer_id", "text", (c) => c.notNull().references("producers.id").onDelete("cascade")),
    "locale",
    "description",
  )
    .addPrimaryKeyConstraint("producer_translations_pk", ["producer_id", "locale"])
    .execute();

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

  await flag(
    text(id(db.schema.createTable("files")), "owner_type", "owner_id", "kind", "name", "url", "mime_type")
      .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("languages", "text", (c) => c.notNull().defaultTo("[]"))
      // { locale: name }; the name column stays for sources that give one name only.
      .addColumn("names", "text", (c) => c.notNull().defaultTo("{}"))
      .addColumn("size_bytes", "integer")
      .addColumn("thumbnail_image_id", "text"),
    "is_live",
  ).execute();
  await db.schema.createIndex("files_owner").on("files").columns(["owner_type", "owner_id"]).execute();

  await timestamps(
    text(
      id(db.schema.createTable("registrations")).addColumn("event_id", "text", (c) =>
        c.notNull().references("events.id").onDelete("cascade"),
      ),
      "kind",
      "name",
      "table_number",
    ).addColumn("sort_number", "integer"),
  ).execute();
  await db.schema.createIndex("registrations_event").on("registrations").column("event_id").execute();

  await text(
    db.schema
      .createTable("registration_exhibitors")
      .addColumn("registration_id", "text", (c) => c.notNull().references("registrations.id").onDelete("cascade"))
      .addColumn("event_id", "text", (c) => c.notNull())
      .addColumn("exhibitor_id", "text", (c) => c.notNull().references("exhibitors.id").onDelete("cascade"))
      .addColumn("sort_number", "integer"),
    "table_number",
  )
    .addPrimaryKeyConstraint("registration_exhibitors_pk", ["registration_id", "exhibitor_id"])
    .addUniqueConstraint("registration_exhibitors_event_unique", ["event_id", "exhibitor_id"])
    .execute();

  await flag(
    text(
      db.schema
        .createTable("registered_products")
        .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
        .addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade"))
        .addColumn("registration_id", "text", (c) => c.notNull().references("registrations.id").onDelete("cascade"))
        .addColumn("exhibitor_id", "text", (c) => c.notNull())
        .addColumn("price", float),
      "table_number",
      "currency",
      "price_range",
    ),
    "is_new",
  )
    .addPrimaryKeyConstraint("registered_products_pk", ["event_id", "product_id"])
    .execute();
  await db.schema
    .createIndex("registered_products_exhibitor")
    .on("registered_products")
    .columns(["event_id", "exhibitor_id"])
    .execute();

  for (const [table, translations, key] of [
    ["product_lists", "product_list_translations", "product_list_id"],
    ["areas", "area_translations", "area_id"],
  ] as const) {
    let t = id(db.schema.createTable(table))
      .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
      .addColumn("slug", "text", (c) => c.notNull())
      .addColumn("position", "integer", (c) => c.notNull().defaultTo(0));
    if (table === "areas") t = t.addColumn("image_id", "text");
    await timestamps(t).addUniqueConstraint(`${table}_event_slug_unique`, ["event_id", "slug"]).execute();
    await text(
      db.schema
        .createTable(translations)
        .addColumn(key, "text", (c) => c.notNull().references(`${table}.id`).onDelete("cascade")),
      "locale",
      "name",
      "description",
    )
      .addPrimaryKeyConstraint(`${translations}_pk`, [key, "locale"])
      .execute();
  }

  await db.schema
    .createTable("product_list_items")
    .addColumn("product_list_id", "text", (c) => c.notNull().references("product_lists.id").onDelete("cascade"))
    .addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("product_list_items_pk", ["product_list_id", "product_id"])
    .execute();

  await db.schema
    .createTable("area_exhibitors")
    .addColumn("area_id", "text", (c) => c.notNull().references("areas.id").onDelete("cascade"))
    .addColumn("exhibitor_id", "text", (c) => c.notNull().references("exhibitors.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("area_exhibitors_pk", ["area_id", "exhibitor_id"])
    .execute();

  await text(
    db.schema
      .createTable("history")
      .addColumn("id", dialect === "postgres" ? "serial" : "integer", (c) =>
        dialect === "postgres" ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn("event_id", "text")
      .addColumn("old_value", "text")
      .addColumn("new_value", "text")
      .addColumn("collection_id", "text"),
    "entity_type",
    "entity_id",
    "kind",
    "field",
    "actor",
    "created_at",
  ).execute();
  await db.schema.createIndex("history_entity").on("history").columns(["entity_type", "entity_id"]).execute();
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
