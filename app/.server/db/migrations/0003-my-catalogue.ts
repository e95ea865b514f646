import { type Kysely, sql } from "kysely";

// What a signed-in user keeps at one event (docs/product/my-catalogue.md: the documents under
// collections/{collectionId}/users/{uid}): favourites with their named lists,
// tasting notes, the sample cart; and what they send: sample requests (one
// row per exhibitor's part) and messages to exhibitor contacts.
//
// Every row is keyed by (event_id, user_id, …) so each query can carry
// `where user_id = $me`; deleting an account or an event removes its rows.

export async function up(db: Kysely<any>): Promise<void> {
  const owned = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
      .addColumn("user_id", "text", (c) => c.notNull().references("auth_users.id").onDelete("cascade"));

  // A favourite is the spec's {id, type, addedAt, tags?, list?: {listId, name}}.
  await owned("favorites")
    .addColumn("item_id", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull()) // product | exhibitor
    .addColumn("added_at", "text", (c) => c.notNull())
    .addColumn("tags", "text", (c) => c.notNull().defaultTo("[]")) // JSON string[]
    .addColumn("list_id", "text")
    .addColumn("list_name", "text")
    .addPrimaryKeyConstraint("favorites_pk", ["event_id", "user_id", "item_id"])
    .execute();
  await db.schema.createIndex("favorites_added").on("favorites").columns(["event_id", "user_id", "added_at"]).execute();
  await db.schema.createIndex("favorites_list").on("favorites").columns(["event_id", "user_id", "list_id"]).execute();

  // Named lists exist before anything is put in them, so they have rows of their own.
  await owned("favorite_lists")
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("favorite_lists_pk", ["event_id", "user_id", "id"])
    .execute();
  // One name per user and event, whatever the case: two racing creates cannot both win.
  await sql`create unique index favorite_lists_name on favorite_lists (event_id, user_id, lower(name))`.execute(db);

  await owned("tasting_notes")
    .addColumn("product_id", "text", (c) => c.notNull())
    .addColumn("rating", "integer") // 1–5 stars, or none
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("sensory", "text", (c) => c.notNull().defaultTo("{}")) // JSON SensoryProfile
    .addColumn("added_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("tasting_notes_pk", ["event_id", "user_id", "product_id"])
    .execute();
  await db.schema
    .createIndex("tasting_notes_added")
    .on("tasting_notes")
    .columns(["event_id", "user_id", "added_at"])
    .execute();

  await owned("sample_cart_items")
    .addColumn("product_id", "text", (c) => c.notNull())
    .addColumn("added_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("sample_cart_items_pk", ["event_id", "user_id", "product_id"])
    .execute();

  // One submitted cart becomes one row per exhibitor (its part), kept for the exhibitor's view.
  await owned("sample_requests")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("submission_id", "text", (c) => c.notNull())
    .addColumn("exhibitor_id", "text", (c) => c.notNull())
    .addColumn("product_ids", "text", (c) => c.notNull()) // JSON string[]
    .addColumn("message", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("requester_name", "text", (c) => c.notNull())
    .addColumn("requester_email", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("sample_requests_exhibitor")
    .on("sample_requests")
    .columns(["event_id", "exhibitor_id"])
    .execute();
  await db.schema.createIndex("sample_requests_user").on("sample_requests").columns(["event_id", "user_id"]).execute();

  await owned("contact_messages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("exhibitor_id", "text", (c) => c.notNull())
    .addColumn("contact_id", "text", (c) => c.notNull())
    .addColumn("sender_name", "text", (c) => c.notNull())
    .addColumn("sender_email", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("contact_messages_sender")
    .on("contact_messages")
    .columns(["user_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("contact_messages_exhibitor")
    .on("contact_messages")
    .columns(["event_id", "exhibitor_id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "contact_messages",
    "sample_requests",
    "sample_cart_items",
    "tasting_notes",
    "favorite_lists",
    "favorites",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
