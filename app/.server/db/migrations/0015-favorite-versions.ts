import type { Kysely } from "kysely";

// A favourite's version (issue 29, docs/my-catalogue.md "Versions"): every
// write to the row adds one. The API gives it out as the favourite's ETag and
// a PUT with If-Match writes only where the version is still the one read,
// so two clients replacing the tags at once cannot both win.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("favorites")
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("favorites").dropColumn("version").execute();
}
