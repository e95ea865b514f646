import type { Kysely } from "kysely";
import { sql } from "kysely";
import { listNameKey } from "~/lib/list-name-key";

// A user's list names are unique ignoring case in every script, on both
// databases (issue 12: SQLite's lower() folds ASCII only, so "Öl" and "öl"
// were two lists). The key is computed once, in one place (list-name-key.ts),
// stored beside the name, and the unique index is on it.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("favorite_lists").addColumn("name_key", "text").execute();
  const rows = await db.selectFrom("favorite_lists").select(["event_id", "user_id", "id", "name"]).execute();
  // Names that collide under the new key (possible only with non-ASCII case) keep the oldest as is; the others get a suffix.
  const seen = new Set<string>();
  for (const row of rows) {
    let key = listNameKey(row.name);
    let name = row.name;
    for (let n = 2; seen.has(`${row.event_id}|${row.user_id}|${key}`); n++) {
      name = `${row.name} (${n})`;
      key = listNameKey(name);
    }
    seen.add(`${row.event_id}|${row.user_id}|${key}`);
    await db
      .updateTable("favorite_lists")
      .set({ name_key: key, name })
      .where("event_id", "=", row.event_id)
      .where("user_id", "=", row.user_id)
      .where("id", "=", row.id)
      .execute();
  }
  await sql`drop index favorite_lists_name`.execute(db);
  await db.schema
    .createIndex("favorite_lists_name_key")
    .on("favorite_lists")
    .columns(["event_id", "user_id", "name_key"])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("favorite_lists_name_key").execute();
  await sql`create unique index favorite_lists_name on favorite_lists (event_id, user_id, lower(name))`.execute(db);
  await db.schema.alterTable("favorite_lists").dropColumn("name_key").execute();
}
