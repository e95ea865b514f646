import type { Kysely } from "kysely";
import { dialectOf } from "../dialect";

// Work shared by every instance of a site (docs/operations/jobs.md): queued
// jobs any instance may run, their progress and their finished files; and
// periodic tasks that must run once per site, each held by a lease.

export async function up(db: Kysely<any>): Promise<void> {
  const blob = dialectOf(db) === "postgres" ? "bytea" : "blob";
  await db.schema
    .createTable("jobs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("owner", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("done", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("total", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("result", blob)
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("lease_owner", "text")
    .addColumn("lease_until", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("seq", "integer", (c) => c.notNull())
    .addColumn("finished_at", "text")
    .execute();
  // The claim: the first queued job of a kind, and the next number when one is queued.
  await db.schema.createIndex("jobs_kind_seq").on("jobs").columns(["kind", "seq"]).execute();
  // The limits: an owner's pending jobs.
  await db.schema.createIndex("jobs_owner_status").on("jobs").columns(["owner", "status"]).execute();
  await db.schema
    .createTable("scheduled_tasks")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("due_at", "text", (c) => c.notNull())
    .addColumn("lease_owner", "text")
    .addColumn("lease_until", "text")
    .addColumn("last_run_at", "text")
    .addColumn("last_error", "text")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("scheduled_tasks").execute();
  await db.schema.dropTable("jobs").execute();
}
