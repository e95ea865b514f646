import { type Kysely, sql } from "kysely";
import { dialectOf } from "../dialect";

// The PostgreSQL bus (issue 30, docs/decisions/0015-postgres-bus.md): every
// message an instance publishes is stored here, numbered, so an instance
// that lost its LISTEN connection reads what it missed. Rows live a few
// minutes; bus_trims remembers the highest number deleted, so a reader
// whose next message is gone knows to resync instead of missing it. SQLite
// (one process, in-process bus) has the tables and never writes them.

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === "postgres";
  await db.schema
    .createTable("bus_messages")
    .addColumn("seq", postgres ? "bigserial" : "integer", (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("sender", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("bus_trims")
    // One row: the mark every trimming instance raises, never lowers.
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("trimmed_through", postgres ? "bigint" : "integer", (c) => c.notNull())
    .execute();
  await db.insertInto("bus_trims").values({ id: 1, trimmed_through: 0 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("bus_trims").execute();
  await db.schema.dropTable("bus_messages").execute();
}
