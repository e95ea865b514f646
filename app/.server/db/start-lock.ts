import { sql } from "kysely";
import type { DB } from "./connect";
import { dialectOf } from "./dialect";

/**
 * Runs the work that must happen once per site at start (migrations, the
 * demo load, the organizer grants, the secret's check) while holding the
 * site's start lock: on PostgreSQL an advisory lock held by one dedicated
 * connection, so of N instances starting at once the first does the work and
 * the others wait, then find nothing left to do. A crashed holder's
 * connection closes and frees the lock. SQLite is one process: no lock.
 */
export async function withStartLock<T>(db: DB, work: () => Promise<T>): Promise<T> {
  if (dialectOf(db) !== "postgres") return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtextextended('uncork:start', 0))`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtextextended('uncork:start', 0))`.execute(connection);
    }
  });
}
