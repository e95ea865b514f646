import type { Kysely } from "kysely";
import { type DialectColumns, id, json, text, timestamps } from "./columns";

/** Exhibitors with their translations, locations, contacts and markets. */
export async function createExhibitorTables(db: Kysely<any>, { float }: DialectColumns): Promise<void> {
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
}

/** Producers and their translations. */
export async function createProducerTables(db: Kysely<any>): Promise<void> {
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
}
