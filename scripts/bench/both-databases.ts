import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { connect, type DB } from "~/.server/db/connect";
import { createFreshPostgres } from "~/.server/db/fresh-postgres";

// What the database benchmarks share: the same bench run on a SQLite file
// (WAL) and then on a PostgreSQL database made beside BENCH_DATABASE_URL or
// TEST_DATABASE_URL for the run and dropped after, so the figures compare.

export const SQLITE_LABEL = "SQLite (file, WAL)";
export const POSTGRES_LABEL = "PostgreSQL (pool of 10)";

export async function onBothDatabases(prefix: string, bench: (label: string, db: DB) => Promise<void>): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), `${prefix}-`));
  const sqlite = connect(`file:${path.join(dir, `${randomBytes(4).toString("hex")}.db`)}`);
  try {
    await bench(SQLITE_LABEL, sqlite);
  } finally {
    await sqlite.destroy();
    await rm(dir, { recursive: true, force: true });
  }
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!pgUrl) {
    console.log("\n(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
    return;
  }
  const fresh = await createFreshPostgres(pgUrl, { prefix: prefix.replace(/\W/g, "_") });
  const pg = connect(fresh.url, { poolSize: 10 });
  try {
    await bench(POSTGRES_LABEL, pg);
  } finally {
    await pg.destroy();
    await fresh.drop();
  }
}
