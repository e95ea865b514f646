import { beforeEach, expect, it } from "vitest";
import { describeEachDialect } from "../../../tests/support/test-database";
import {
  claimJob,
  deleteJobsBefore,
  enqueueJob,
  findJob,
  finishJob,
  type JobLimits,
  jobResult,
  jobStats,
  MAX_ATTEMPTS,
  reportJobProgress,
} from "./job-queue";

// The queue's rules hold in the database: limits on what is queued, one
// worker per job, a lease that passes when a worker dies, a job that keeps
// killing its workers failed, and only the job's owner sees it.

const LIMITS: JobLimits = { pendingPerOwner: 10, pendingTotal: 200, runningPerOwner: 2, ttlMs: 15 * 60_000 };
const T0 = Date.parse("2026-12-07T09:00:00Z");
const LEASE = 30_000;

describeEachDialect("job queue", (t) => {
  beforeEach(async () => {
    await t.db.deleteFrom("jobs").execute();
  });

  const enqueue = (owner: string, options: { limits?: JobLimits; now?: number; kind?: string } = {}) =>
    enqueueJob(t.db, {
      kind: options.kind ?? "test",
      owner,
      payload: { owner },
      total: 5,
      limits: options.limits ?? LIMITS,
      now: options.now ?? T0,
    });
  const claim = (worker: string, now = T0 + 1000, limits = LIMITS) =>
    claimJob(t.db, { kind: "test", worker, leaseMs: LEASE, limits, now });

  it("queues at most the owner's limit when 60 requests race: exactly 10 are queued, 50 refused", async () => {
    const ids = await Promise.all(Array.from({ length: 60 }, () => enqueue("racer")));
    expect(ids.filter((id) => id !== null)).toHaveLength(10);
    expect(new Set(ids.filter(Boolean)).size).toBe(10);
    const rows = await t.db.selectFrom("jobs").select("id").where("owner", "=", "racer").execute();
    expect(rows).toHaveLength(10);
    expect(await enqueue("someone else")).not.toBeNull();
  });

  it("queues at most the site's total when 50 owners race for 20 places", async () => {
    const limits = { ...LIMITS, pendingTotal: 20 };
    const ids = await Promise.all(Array.from({ length: 50 }, (_, i) => enqueue(`u${i}`, { limits })));
    expect(ids.filter((id) => id !== null)).toHaveLength(20);
    expect(await t.db.selectFrom("jobs").select("id").execute()).toHaveLength(20);
  });

  it("counts neither finished nor expired jobs against the limits", async () => {
    const limits = { ...LIMITS, pendingPerOwner: 1 };
    const first = await enqueue("u1", { limits });
    expect(await enqueue("u1", { limits })).toBeNull();
    const claimed = await claim("w1");
    expect(claimed?.id).toBe(first);
    await finishJob(t.db, { id: first!, worker: "w1", result: Buffer.from("x"), now: T0 + 2000 });
    const second = await enqueue("u1", { limits, now: T0 + 3000 });
    expect(second).not.toBeNull();
    expect(await enqueue("u1", { limits, now: T0 + 3000 + LIMITS.ttlMs })).not.toBeNull();
  });

  it("gives each job to one of 50 racing claimers, oldest first, at most 2 running per owner", async () => {
    for (let i = 0; i < 15; i++) await enqueue(`u${i % 5}`, { now: T0 + i });
    const raced = await Promise.all(Array.from({ length: 50 }, (_, i) => claim(`w${i}`)));
    // A claimer that lost its owner's count to another answers null; the jobs it passed are claimed after.
    const won = raced.filter((job) => job !== null);
    for (let job = await claim("after"); job; job = await claim("after")) won.push(job);
    expect(won).toHaveLength(10);
    expect(new Set(won.map((job) => job.id)).size).toBe(10);
    const perOwner = new Map<string, number>();
    for (const job of won) perOwner.set(job.owner, (perOwner.get(job.owner) ?? 0) + 1);
    expect([...perOwner.values()]).toEqual([2, 2, 2, 2, 2]);
    const running = await t.db.selectFrom("jobs").select("owner").where("status", "=", "running").execute();
    expect(running).toHaveLength(10);
    const queued = await t.db.selectFrom("jobs").select("created_at").where("status", "=", "queued").execute();
    // The oldest ran first: those left waiting are the owners' newest.
    expect(queued.map((row) => Date.parse(row.created_at) - T0).sort((a, b) => a - b)).toEqual([10, 11, 12, 13, 14]);
  });

  // The race the test above caught now and then on PostgreSQL: a worker has
  // locked the owner's oldest job and not yet taken the owner's lock, and a
  // second worker, skipping that row, must not start the owner's newer job.
  it.runIf(t.dialect === "postgres")(
    "leaves an owner's newer job while another worker holds the owner's older one",
    async () => {
      const older = await enqueue("u1", { now: T0 });
      const newer = await enqueue("u1", { now: T0 + 1 });
      let release = () => {};
      let held = () => {};
      const holding = new Promise<void>((resolve) => {
        held = resolve;
      });
      const holder = t.db.transaction().execute(async (trx) => {
        await trx.selectFrom("jobs").select("id").where("id", "=", older!).forUpdate().execute();
        held();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      });
      await holding;
      expect(await claim("w2")).toBeNull();
      release();
      await holder;
      expect((await claim("w3"))?.id).toBe(older);
      expect((await claim("w4"))?.id).toBe(newer);
    },
  );

  it("claims a job again once its worker's lease has passed, and fails it after the last attempt", async () => {
    const id = await enqueue("u1");
    let now = T0 + 1000;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const job = await claim(`w${attempt}`, now);
      expect(job).toMatchObject({ id, attempts: attempt });
      // The worker is still within its lease: nobody else takes the job.
      expect(await claim("other", now + LEASE - 1)).toBeNull();
      now += LEASE + 1;
    }
    expect(await claim("last", now)).toBeNull();
    expect(await findJob(t.db, { kind: "test", owner: "u1", id: id!, ttlMs: LIMITS.ttlMs, now })).toMatchObject({
      status: "failed",
    });
  });

  it("lets only the lease's holder write progress and the end; its progress keeps the lease", async () => {
    const id = (await enqueue("u1"))!;
    await claim("w1", T0 + 1000);
    expect(await reportJobProgress(t.db, { id, worker: "w2", done: 1, total: 5, leaseMs: LEASE })).toBe(false);
    const kept = T0 + 1000 + LEASE - 1;
    expect(await reportJobProgress(t.db, { id, worker: "w1", done: 3, total: 6, leaseMs: LEASE, now: kept })).toBe(
      true,
    );
    // The lease was renewed by the progress: still held past its first end.
    expect(await claim("w2", T0 + 1000 + LEASE + 1)).toBeNull();
    expect(await findJob(t.db, { kind: "test", owner: "u1", id, ttlMs: LIMITS.ttlMs, now: kept })).toMatchObject({
      status: "running",
      done: 3,
      total: 6,
    });
    expect(await finishJob(t.db, { id, worker: "w2", result: Buffer.from("no") })).toBe(false);
    expect(await finishJob(t.db, { id, worker: "w1", result: Buffer.from("%PDF-"), now: kept })).toBe(true);
    const read = { kind: "test", owner: "u1", id, ttlMs: LIMITS.ttlMs, now: kept };
    expect(await findJob(t.db, read)).toMatchObject({ status: "done", done: 6, total: 6 });
    expect((await jobResult(t.db, read))?.toString()).toBe("%PDF-");
    expect(await jobResult(t.db, { ...read, owner: "u2" })).toBeNull();
    expect(await findJob(t.db, { ...read, owner: "u2" })).toBeNull();
    expect(await findJob(t.db, { ...read, kind: "other" })).toBeNull();
    expect(await findJob(t.db, { ...read, now: T0 + LIMITS.ttlMs })).toBeNull();
  });

  it("marks a job failed when its worker ends it without a file", async () => {
    const id = (await enqueue("u1"))!;
    await claim("w1");
    expect(await finishJob(t.db, { id, worker: "w1", result: null })).toBe(true);
    expect(await findJob(t.db, { kind: "test", owner: "u1", id, ttlMs: LIMITS.ttlMs, now: T0 })).toMatchObject({
      status: "failed",
    });
  });

  it("counts the jobs in each state, and deletes the expired ones with their files", async () => {
    for (let i = 0; i < 4; i++) await enqueue(`u${i}`, { now: T0 + i });
    const done = await claim("w1");
    await finishJob(t.db, { id: done!.id, worker: "w1", result: Buffer.from("x") });
    const failed = await claim("w1");
    await finishJob(t.db, { id: failed!.id, worker: "w1", result: null });
    await claim("w1");
    expect(await jobStats(t.db)).toEqual({ queued: 1, running: 1, failed: 1, done: 1 });
    expect(await deleteJobsBefore(t.db, { before: new Date(T0 + 1) })).toBe(2);
    expect(await jobStats(t.db)).toEqual({ queued: 1, running: 1, failed: 0, done: 0 });
  });
});
