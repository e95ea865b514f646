import { type Kysely, sql } from "kysely";
import { dialectOf } from "../dialect";

// What the instances of one site share on PostgreSQL (issue 30,
// docs/operations/shared-state.md): the attempt counters of every rate limit,
// the open live streams (the per-user cap counts the site's, not one
// process's), and facts about the site such as the fingerprint of the secret
// every instance must sign with. Times are milliseconds since the epoch, so
// one conditional upsert can do arithmetic on them in either dialect.

export async function up(db: Kysely<any>): Promise<void> {
  // PostgreSQL: unlogged, so an attempt's commit does not wait for the
  // write-ahead log on disk (measured in docs/operations/shared-state.md).
  // After a crash or on a promoted standby the tables start empty: counts
  // start again and live streams are opened anew, which is harmless.
  const unlogged = dialectOf(db) === "postgres" ? sql`unlogged` : sql``;
  await db.schema
    .createTable("rate_limit_counters")
    .modifyFront(unlogged)
    // What is counted and for whom: "graphql|<ip>", "password|<address>|<ip>", …
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("window_start", "bigint", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    // The last wait imposed (0: none since the key was last forgotten); the next one doubles it.
    .addColumn("block_ms", "bigint", (c) => c.notNull())
    .addColumn("blocked_until", "bigint", (c) => c.notNull())
    .addColumn("last_seen", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("rate_limit_counters_last_seen").on("rate_limit_counters").column("last_seen").execute();

  await db.schema
    .createTable("live_streams")
    .modifyFront(unlogged)
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull())
    // The process holding the connection: only it can close the stream.
    .addColumn("instance_id", "text", (c) => c.notNull())
    .addColumn("opened_at", "bigint", (c) => c.notNull())
    // Renewed by the holder's heartbeat; a row not renewed belongs to a dead instance and counts no more.
    .addColumn("seen_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("live_streams_user").on("live_streams").columns(["user_id", "opened_at"]).execute();
  await db.schema.createIndex("live_streams_instance").on("live_streams").column("instance_id").execute();
  await db.schema.createIndex("live_streams_seen").on("live_streams").column("seen_at").execute();

  await db.schema
    .createTable("site_facts")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("site_facts").execute();
  await db.schema.dropTable("live_streams").execute();
  await db.schema.dropTable("rate_limit_counters").execute();
}
