import { type Kysely, sql } from "kysely";
import { dialectOf } from "../dialect";

// First-party analytics (issue 16, docs/analytics.md): page views and
// outbound link clicks, written in batches. Anonymous by construction: no
// user, address, user agent or cookie column exists to fill. The entity
// columns name the exhibitor or product a page shows (resolved from the path
// when stored), so the reports group without parsing paths.

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === "postgres";
  await db.schema
    .createTable("analytics_events")
    // bigserial: a busy fair's page views outgrow a 32-bit counter over the years.
    .addColumn("id", postgres ? "bigserial" : "integer", (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn("kind", "text", (c) => c.notNull().check(sqlIn("kind", ["page_view", "outbound_click"])))
    // No foreign key: the events table outlives the catalogue's rows it names, and a write never waits on it.
    .addColumn("event_id", "text")
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("entity_type", "text") // exhibitor | product | NULL
    .addColumn("entity_id", "text")
    .addColumn("target", "text") // outbound_click: the link's origin and path
    .addColumn("link_kind", "text") // outbound_click: shop | website | other
    .addColumn("locale", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("analytics_events_event_kind_time")
    .on("analytics_events")
    .columns(["event_id", "kind", "created_at"])
    .execute();
  await db.schema
    .createIndex("analytics_events_entity")
    .on("analytics_events")
    .columns(["entity_type", "entity_id", "created_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("analytics_events").execute();
}

function sqlIn(column: string, values: string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
}
