import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import PgBoss from "pg-boss";
import { connect, type DB } from "~/.server/db/connect";
import { createFreshPostgres } from "~/.server/db/fresh-postgres";
import { migrateToLatest } from "~/.server/db/migrate";
import { claimJob, enqueueJob, finishJob, type JobLimits } from "~/.server/jobs/job-queue";
import { startJobWorker } from "~/.server/jobs/job-worker";
import { quantile } from "./quantile";

// npm run bench:jobs — the job queue chosen by measurement (decision 0016):
// our jobs table (a conditional insert and a claim under the queue's lock,
// leases) against pg-boss 10.4.2, both on the PostgreSQL of
// BENCH_DATABASE_URL or TEST_DATABASE_URL (a database made for the run and
// dropped after), and the table on a SQLite file for the one-process case.
// Three workers, each with its own connections, as three instances would:
// - drain: BENCH_JOBS jobs queued, then taken and completed as fast as the
//   workers go (jobs/s; the claim's latency, p50 and p99);
// - pickup: BENCH_PICKUPS jobs queued one at a time into idle workers that
//   look every 0.5 s (pg-boss's shortest polling interval): queue to start.

const JOBS = Number(process.env.BENCH_JOBS ?? 3000);
const PICKUPS = Number(process.env.BENCH_PICKUPS ?? 40);
const WORKERS = 3;
const KIND = "bench";
const LIMITS: JobLimits = { pendingPerOwner: 1_000_000, pendingTotal: 1_000_000, runningPerOwner: 2, ttlMs: 3_600_000 };
// A small result for both: where a file is kept costs the same whichever queue claims the job.
const RESULT = Buffer.alloc(1024, 1);

const ms = (value: number) => value.toFixed(2);

function report(label: string, phase: string, figures: Record<string, string | number>): void {
  console.log(
    `${label.padEnd(26)} ${phase.padEnd(7)} ${Object.entries(figures)
      .map(([key, value]) => `${key}=${value}`)
      .join(" ")}`,
  );
}

/** Queues the jobs through the same conditional insert the site uses; its rate. */
async function fillTable(db: DB): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < JOBS; i++)
    await enqueueJob(db, { kind: KIND, owner: `u${i % 300}`, payload: { i }, total: 10, limits: LIMITS });
  return JOBS / ((performance.now() - started) / 1000);
}

async function drainTable(label: string, workers: DB[]): Promise<void> {
  const queued = await fillTable(workers[0]!);
  const claims: number[] = [];
  const started = performance.now();
  await Promise.all(
    workers.map(async (db, w) => {
      for (;;) {
        const before = performance.now();
        const job = await claimJob(db, { kind: KIND, worker: `w${w}`, leaseMs: 30_000, limits: LIMITS });
        claims.push(performance.now() - before);
        if (!job) return;
        await finishJob(db, { id: job.id, worker: `w${w}`, result: RESULT });
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  report(label, "drain", {
    enqueue_per_s: Math.round(queued),
    jobs_per_s: Math.round(JOBS / seconds),
    claim_p50_ms: ms(quantile(claims, 0.5)),
    claim_p99_ms: ms(quantile(claims, 0.99)),
  });
}

async function pickupTable(label: string, workers: DB[]): Promise<void> {
  const queuedAt = new Map<string, number>();
  const waits: number[] = [];
  const running = workers.map((db, w) =>
    startJobWorker(() => db, {
      kind: KIND,
      worker: `p${w}`,
      concurrency: 1,
      limits: LIMITS,
      pollMs: 500,
      log: console.error,
      run: async (job) => {
        waits.push(performance.now() - (queuedAt.get(job.id) ?? Number.NaN));
        return RESULT;
      },
    }),
  );
  await sleep(100);
  for (let i = 0; i < PICKUPS; i++) {
    const at = performance.now();
    const id = await enqueueJob(workers[0]!, { kind: KIND, owner: `p${i}`, payload: {}, total: 1, limits: LIMITS });
    if (id) queuedAt.set(id, at);
    await sleep(137);
  }
  await sleep(1000);
  await Promise.all(running.map((worker) => worker.stop()));
  report(label, "pickup", {
    jobs: waits.length,
    p50_ms: ms(quantile(waits, 0.5)),
    p99_ms: ms(quantile(waits, 0.99)),
  });
}

async function benchPgBoss(url: string): Promise<void> {
  const label = "pg-boss 10.4.2";
  const first = new PgBoss({ connectionString: url, max: 2 });
  first.on("error", console.error);
  await first.start();
  await first.createQueue(KIND);
  const others = [];
  for (let i = 1; i < WORKERS; i++) {
    const boss = new PgBoss({ connectionString: url, max: 2, migrate: false, supervise: false, schedule: false });
    boss.on("error", console.error);
    await boss.start();
    others.push(boss);
  }
  const bosses = [first, ...others];
  try {
    const filled = performance.now();
    for (let i = 0; i < JOBS; i++) await first.send(KIND, { owner: `u${i % 300}`, i });
    const queued = JOBS / ((performance.now() - filled) / 1000);
    const claims: number[] = [];
    const started = performance.now();
    await Promise.all(
      bosses.map(async (boss) => {
        for (;;) {
          const before = performance.now();
          const [job] = await boss.fetch(KIND);
          claims.push(performance.now() - before);
          if (!job) return;
          await boss.complete(KIND, job.id, { result: RESULT.toString("base64") });
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    report(label, "drain", {
      enqueue_per_s: Math.round(queued),
      jobs_per_s: Math.round(JOBS / seconds),
      claim_p50_ms: ms(quantile(claims, 0.5)),
      claim_p99_ms: ms(quantile(claims, 0.99)),
    });

    const queuedAt = new Map<string, number>();
    const waits: number[] = [];
    for (const boss of bosses)
      await boss.work(KIND, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
        if (job) waits.push(performance.now() - (queuedAt.get(job.id) ?? Number.NaN));
      });
    await sleep(100);
    for (let i = 0; i < PICKUPS; i++) {
      const at = performance.now();
      const id = await first.send(KIND, { i });
      if (id) queuedAt.set(id, at);
      await sleep(137);
    }
    await sleep(1000);
    report(label, "pickup", {
      jobs: waits.length,
      p50_ms: ms(quantile(waits, 0.5)),
      p99_ms: ms(quantile(waits, 0.99)),
    });
  } finally {
    for (const boss of bosses.reverse()) await boss.stop({ graceful: false, wait: true });
  }
}

async function main(): Promise<void> {
  console.log(
    `${cpus().length} × ${cpus()[0]?.model ?? "unknown CPU"}, Node ${process.version}; ${JOBS} jobs, ${WORKERS} workers`,
  );
  const dir = await mkdtemp(path.join(tmpdir(), "bench-jobs-"));
  const sqlite = connect(`file:${path.join(dir, `${randomBytes(4).toString("hex")}.db`)}`);
  try {
    await migrateToLatest(sqlite);
    // One process holds a SQLite file: its workers share the connection.
    const label = "jobs table, SQLite";
    await drainTable(label, [sqlite, sqlite, sqlite]);
    await pickupTable(label, [sqlite, sqlite, sqlite]);
  } finally {
    await sqlite.destroy();
    await rm(dir, { recursive: true, force: true });
  }
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!pgUrl) {
    console.log("(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
    return;
  }
  for (const which of ["table", "pg-boss"] as const) {
    const fresh = await createFreshPostgres(pgUrl, { prefix: "bench_jobs" });
    try {
      if (which === "pg-boss") await benchPgBoss(fresh.url);
      else {
        const workers = Array.from({ length: WORKERS }, () => connect(fresh.url, { poolSize: 2 }));
        try {
          await migrateToLatest(workers[0]!);
          const label = "jobs table, PostgreSQL";
          await drainTable(label, workers);
          await pickupTable(label, workers);
        } finally {
          await Promise.all(workers.map((db) => db.destroy()));
        }
      }
    } finally {
      await fresh.drop();
    }
  }
}

await main();
