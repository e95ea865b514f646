import { sql } from "kysely";
import type { DB } from "~/.server/db";
import { dialectOf } from "~/.server/db/dialect";

// Every write the server makes to the fuzzed database, counted by triggers
// on every table: a request the server refused must not change the count.
// Tables written by design on refused requests too are left out: the sign-in
// rate limits (a refused sign-in is counted) and sessions (read refreshes them),
// analytics events, written a second after the request that sent them
// (docs/analytics.md), so they would land during whichever request follows;
// the site's shared rate-limit counters (a refused request is counted, as in
// memory on one process); and what the instance's background work writes on
// its own clock (docs/operations.md): live-stream heartbeats, the scheduler's
// leases, the bus's trimming, and booklet jobs' progress and leases.

const NOT_LOGGED = new Set([
  "auth_rate_limits",
  "auth_sessions",
  "analytics_events",
  "rate_limit_counters",
  "live_streams",
  "scheduled_tasks",
  "bus_messages",
  "bus_trims",
  "jobs",
  "fuzz_writes",
]);

async function tables(db: DB): Promise<string[]> {
  const rows =
    dialectOf(db) === "postgres"
      ? await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public'`.execute(db)
      : await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  return rows.rows.map((row) => row.name).filter((name) => !NOT_LOGGED.has(name) && !name.startsWith("kysely_"));
}

export async function installWriteLog(db: DB): Promise<void> {
  const postgres = dialectOf(db) === "postgres";
  const id = postgres ? "id bigserial primary key" : "id integer primary key autoincrement";
  await sql.raw(`create table if not exists fuzz_writes (${id}, tbl text not null)`).execute(db);
  if (postgres) {
    await sql
      .raw(
        `create or replace function fuzz_log_write() returns trigger language plpgsql as $$
         begin insert into fuzz_writes (tbl) values (TG_TABLE_NAME); return null; end $$`,
      )
      .execute(db);
  }
  for (const table of await tables(db)) {
    if (postgres) {
      await sql
        .raw(
          `create trigger fuzz_log_${table} after insert or update or delete on "${table}" for each row execute function fuzz_log_write()`,
        )
        .execute(db);
      continue;
    }
    for (const [suffix, event] of [
      ["i", "insert"],
      ["u", "update"],
      ["d", "delete"],
    ]) {
      await sql
        .raw(
          `create trigger fuzz_log_${table}_${suffix} after ${event} on "${table}" begin insert into fuzz_writes (tbl) values ('${table}'); end`,
        )
        .execute(db);
    }
  }
}

/** How many writes so far, and the tables of the writes after `since`. */
export async function writesSince(db: DB, since: number): Promise<{ count: number; tables: string[] }> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from fuzz_writes`.execute(db);
  const count = Number(rows[0]?.n ?? 0);
  if (count === since) return { count, tables: [] };
  const all = await sql<{ tbl: string }>`select tbl from fuzz_writes order by id`.execute(db);
  return { count, tables: [...new Set(all.rows.slice(since).map((row) => row.tbl))] };
}
