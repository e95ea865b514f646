import { sql } from "kysely";
import pg from "pg";
import { RateLimiterPostgres } from "rate-limiter-flexible";
import { connect } from "~/.server/db/connect";
import { createFreshPostgres } from "~/.server/db/fresh-postgres";
import { migrateToLatest } from "~/.server/db/migrate";
import { createDatabaseLimiter } from "~/.server/limits/database-limiter";
import { createMemoryLimiter } from "~/.server/limits/memory-limiter";
import { quantile } from "./quantile";

// npm run bench:counters (with TEST_DATABASE_URL): what one rate-limit check
// costs (the GraphQL API checks on every request): in memory (SQLite sites),
// our one-statement upsert on PostgreSQL, and rate-limiter-flexible's
// PostgreSQL store (a plain counter, no progressive backoff) beside it.
// Latency of one check at a time, then checks per second from 50 at once on
// one key (one client hammering: the row's lock serializes them) and on
// distinct keys.

const SEQUENTIAL = 3_000;
const CONCURRENT = 50;
const ROUNDS = 100;

type Take = (key: string) => Promise<unknown>;

async function measure(label: string, take: Take): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    const started = performance.now();
    await take(`seq|${i % 100}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const rate = async (keyOf: (i: number) => string) => {
    const started = performance.now();
    for (let round = 0; round < ROUNDS; round++)
      await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => take(keyOf(i))));
    return Math.round((CONCURRENT * ROUNDS) / ((performance.now() - started) / 1000));
  };
  const oneKey = await rate(() => "hot|1");
  const manyKeys = await rate((i) => `spread|${i}`);
  console.log(
    `${label.padEnd(34)} p50 ${quantile(times, 0.5).toFixed(3)} ms  p99 ${quantile(times, 0.99).toFixed(3)} ms  ` +
      `50 at once: ${oneKey} checks/s on one key, ${manyKeys} on 50 keys`,
  );
}

const baseUrl = process.env.TEST_DATABASE_URL;
if (!baseUrl) throw new Error("TEST_DATABASE_URL must name a PostgreSQL server to create a bench database beside");
const created = await createFreshPostgres(baseUrl, { prefix: "uncork_bench_counters" });
const db = connect(created.url);
const pool = new pg.Pool({ connectionString: created.url, max: 10 });
try {
  await migrateToLatest(db);
  const memory = createMemoryLimiter();
  await measure("memory (SQLite sites)", (key) => memory.take(key, 1e9, 60_000));
  const database = createDatabaseLimiter(db);
  await measure("rate_limit_counters upsert", (key) => database.take(key, 1e9, 60_000));
  await sql`alter table rate_limit_counters set logged`.execute(db);
  await measure("rate_limit_counters upsert, logged", (key) => database.take(key, 1e9, 60_000));
  const flexible = await new Promise<RateLimiterPostgres>((resolve, reject) => {
    const limiter: RateLimiterPostgres = new RateLimiterPostgres(
      { storeClient: pool, tableName: "bench_flexible", points: 1e9, duration: 60, clearExpiredByTimeout: false },
      (error?: unknown) => (error ? reject(error) : resolve(limiter)),
    );
  });
  await measure("rate-limiter-flexible Postgres", (key) => flexible.consume(key));
} finally {
  await pool.end();
  await db.destroy();
  await created.drop();
}
