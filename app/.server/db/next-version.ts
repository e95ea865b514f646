import { type RawBuilder, sql } from "kysely";
import { dialectOf } from "./dialect";

/**
 * The version a change gives a row whose version is the time of its last
 * change (`updated_at`, ISO text to the millisecond): now, or a millisecond
 * after the version it replaces when the clock has not moved past it. The
 * database computes it from the row's own value in the same statement, so
 * every change moves the version, whoever makes it and however close
 * together: a form showing the version before is then always told of the
 * change (a change in the same millisecond as the adding kept the version,
 * and a stale form was taken as current: people-admin.db.test.ts, a CI run
 * of 2026-11-30).
 */
export function nextVersion(
  db: { getExecutor(): { readonly adapter: object } },
  now: Date = new Date(),
  column = "updated_at",
): RawBuilder<string> {
  const at = now.toISOString();
  const version = sql.ref(column);
  if (dialectOf(db) === "postgres") {
    return sql<string>`to_char(greatest(${at}::timestamptz, ${version}::timestamptz + interval '1 millisecond') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  }
  // SQLite's max() of texts: ISO times in one format sort as the times do.
  return sql<string>`max(${at}, coalesce(strftime('%Y-%m-%dT%H:%M:%fZ', ${version}, '+0.001 seconds'), ''))`;
}
