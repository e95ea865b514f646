import type { Kysely } from "kysely";

// Content pages (issue 15, docs/product/content-pages.md): pages and named
// regions (home-hero, footer) of an event, each with one row per locale that
// holds the draft and the published version side by side. Saving a draft is
// a compare-and-swap on draft_version; publishing copies the draft (with its
// sanitized HTML, rendered once) into the published columns in one
// transaction, so the public page never sees a half-edited draft.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("content_pages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull()) // page | region
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  // One slug per event: two organizers creating "privacy" at once cannot both win.
  await db.schema
    .createIndex("content_pages_slug")
    .unique()
    .on("content_pages")
    .columns(["event_id", "slug"])
    .execute();

  await db.schema
    .createTable("content_page_texts")
    .addColumn("page_id", "text", (c) => c.notNull().references("content_pages.id").onDelete("cascade"))
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("draft_title", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("draft_body", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("draft_version", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("draft_updated_by", "text")
    .addColumn("draft_updated_at", "text")
    .addColumn("published_title", "text")
    .addColumn("published_body", "text")
    .addColumn("published_html", "text")
    // The draft_version that was published: a draft with another version has unpublished changes.
    .addColumn("published_version", "integer")
    .addColumn("published_by", "text")
    .addColumn("published_at", "text")
    .addPrimaryKeyConstraint("content_page_texts_pk", ["page_id", "locale"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("content_page_texts").execute();
  await db.schema.dropTable("content_pages").execute();
}
