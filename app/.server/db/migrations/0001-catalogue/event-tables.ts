import type { Kysely } from "kysely";
import { type DialectColumns, id, text, timestamps } from "./columns";

/** The events and their translated names and texts. */
export async function createEventTables(db: Kysely<any>): Promise<void> {
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
}

/** Who exhibits at an event (alone or on a shared stand) and which of their products they show there. */
export async function createRegistrationTables(db: Kysely<any>, { float, flag }: DialectColumns): Promise<void> {
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
}

/** An event's curated product lists and its areas, each with translations and members. */
export async function createListAndAreaTables(db: Kysely<any>): Promise<void> {
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
}
