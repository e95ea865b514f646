import type { Kysely } from "kysely";
import { type DialectColumns, id, text } from "./columns";

/** Images with their generated variants. */
export async function createImagesTable(db: Kysely<any>): Promise<void> {
  await text(id(db.schema.createTable("images")), "alt", "placeholder", "created_at")
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("variants", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
}

/** Files (documents and media) of any owner. */
export async function createFilesTable(db: Kysely<any>, { flag }: DialectColumns): Promise<void> {
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
}
