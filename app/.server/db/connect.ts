import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, type SqliteDatabase, SqliteDialect } from "kysely";
import pg from "pg";
import { leastRecentlyUsed } from "~/lib/least-recently-used";
import { logger } from "../observability/logger";
import { dialectOfUrl } from "./dialect";
import type { Database } from "./schema";
import { readWriteSqliteDialect } from "./sqlite-read-write";
import { type CachedStatement, prepareStatement } from "./statement-per-row";
import { checkpointOffTheEventLoop } from "./wal-checkpoints";

export type DB = Kysely<Database>;

/**
 * Opens the database named by a URL: `postgres://…` for PostgreSQL,
 * `file:path` (or a bare path, or `:memory:`) for SQLite.
 */
export function connect(url: string, options: { poolSize?: number; onPool?: (pool: pg.Pool) => void } = {}): DB {
  if (dialectOfUrl(url) === "postgres") {
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
    options.onPool?.(pool);
    // An idle connection dropped by the server (restart, failover) must not
    // crash the process; the pool opens a new one on the next query.
    pool.on("error", (error) => logger().warn(`idle PostgreSQL connection lost: ${error.message}`));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const path = url.replace(/^file:/, "");
  if (path === ":memory:") return connectSqlite(new SQLite(path));
  mkdirSync(dirname(resolve(path)), { recursive: true });
  // A file: a writer, and a reader that pages read through while the writer is busy (decision 0010).
  const writer = configured(new SQLite(path));
  const reader = configured(new SQLite(path, { readonly: true }));
  // The log is copied into the file by a worker, not by the commits on the event loop (decision 0020).
  const checkpoints = checkpointOffTheEventLoop(writer);
  return new Kysely<Database>({
    dialect: readWriteSqliteDialect({
      writer: withStatementCache(writer),
      reader: withStatementCache(reader),
      // Once the worker has ended, nothing of this database is open: its files may be moved or removed.
      afterClose: async () => {
        await checkpoints.stop();
      },
    }),
  });
}

/** The settings every connection needs. */
function configured(sqlite: SQLite.Database): SQLite.Database {
  if (!sqlite.readonly) {
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("synchronous = NORMAL");
  }
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return sqlite;
}

/**
 * The Kysely database over an open SQLite handle, with the settings every
 * connection needs (a database copied from a serialized template in tests
 * comes this way).
 */
export function connectSqlite(sqlite: SQLite.Database): DB {
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(configured(sqlite)) }) });
}

/** Compiled statements kept per connection; queries with long `in (…)` lists each have their own text, so the cache is bounded. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query afresh, and better-sqlite3 compiles the SQL
 * each time (about a tenth of a cold product page's CPU). The handle given
 * to Kysely keeps compiled statements by their text, least recently used
 * out first; a statement still being iterated is never handed out twice.
 * A text marked to run per row (statement-per-row.ts) gets its one-row statement.
 */
export function withStatementCache(sqlite: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, CachedStatement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql) =>
      leastRecentlyUsed(
        statements,
        sql,
        size,
        () => prepareStatement(sqlite, sql),
        (statement) => !statement.busy,
      ),
  };
}
