import { afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import type { ClaimedJob } from "~/.server/jobs/job-queue";
import { claimJob } from "~/.server/jobs/job-queue";
import { type JobProgress, type JobWorker, startJobWorker } from "~/.server/jobs/job-worker";
import { insertEvent } from "../../../tests/factories/catalogue";
import { insertUser } from "../../../tests/factories/people";
import { describeEachDialect } from "../../../tests/support/test-database";
import { startBookletWorker } from "./booklet-worker.server";
import {
  BOOKLET_JOB,
  EXPORT_LIMITS,
  exportFile,
  exportJob,
  RETRY_AFTER_SECONDS,
  startExport,
  waitForExport,
} from "./export-jobs.server";

// Booklets as jobs in the database: any instance (here: any worker and any
// reader of the database) answers for any job; a user's queue is limited
// by the database even when requests race; a job whose worker died is made
// by another; a failed one says so; files are kept 15 minutes.

const settle = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a queued job of the user needs; the worker in these tests is told what to do instead of writing a booklet. */
function jobOf(userId: string, total = 10) {
  return {
    user: { id: userId, name: "Zoë" },
    request: { collectionId: "fair", source: "catalog" as const, format: "pdf" as const, locale: "en" as const },
    fileName: "My catalogue.pdf",
    contentType: "application/pdf",
    total,
  };
}

describeEachDialect("booklet jobs", (t) => {
  const workers: JobWorker[] = [];
  const worker = (
    name: string,
    run: (job: ClaimedJob, onProgress: JobProgress) => Promise<Buffer>,
    leaseMs = 30_000,
  ) => {
    const started = startJobWorker(() => t.db, {
      kind: BOOKLET_JOB,
      worker: name,
      concurrency: 2,
      limits: EXPORT_LIMITS,
      run,
      leaseMs,
      pollMs: 20,
      progressEveryMs: 0,
      log: () => {},
    });
    workers.push(started);
    return started;
  };

  beforeEach(async () => {
    await t.db.deleteFrom("jobs").execute();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
  });

  it("refuses past the user's queue when 50 requests race: 10 queued, 40 told when to come back", async () => {
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => startExport(t.db, jobOf("racer"))));
    const queued = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(queued).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const { reason } of refused)
      expect(reason).toMatchObject({
        code: "limit",
        message: "Too many files are being created. Please wait for one to finish.",
        details: { retryAfterSeconds: RETRY_AFTER_SECONDS },
      });
    expect(await startExport(t.db, jobOf("someone else"))).toMatchObject({ status: "running" });
  });

  it("shows the progress written by the worker and then the file, to its owner only", async () => {
    let finish: (body: Buffer) => void = () => {};
    let report: JobProgress = () => {};
    worker("a", (_job, onProgress) => {
      report = onProgress;
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const view = await startExport(t.db, jobOf("u1", 500));
    expect(view).toEqual({ id: view.id, status: "running", done: 0, total: 500, fileName: "My catalogue.pdf" });
    await expect.poll(() => exportJob(t.db, { userId: "u1", id: view.id }).then((j) => j?.status)).toBe("running");
    await settle(60);
    report(120, 500);
    await expect.poll(() => exportJob(t.db, { userId: "u1", id: view.id }).then((j) => j?.done)).toBe(120);
    expect(await exportFile(t.db, { userId: "u1", id: view.id })).toBeNull();
    finish(Buffer.from("%PDF-"));
    expect(await waitForExport(t.db, { userId: "u1", id: view.id, pollMs: 10 })).toEqual({
      fileName: "My catalogue.pdf",
      contentType: "application/pdf",
      body: Buffer.from("%PDF-"),
    });
    expect(await exportJob(t.db, { userId: "u1", id: view.id })).toMatchObject({ status: "done", done: 500 });
    expect(await exportJob(t.db, { userId: "u2", id: view.id })).toBeNull();
    expect(await exportFile(t.db, { userId: "u2", id: view.id })).toBeNull();
    const later = Date.now() + EXPORT_LIMITS.ttlMs;
    expect(await exportJob(t.db, { userId: "u1", id: view.id, now: later })).toBeNull();
    expect(await exportFile(t.db, { userId: "u1", id: view.id, now: later })).toBeNull();
  });

  it("says failed when the file could not be made", async () => {
    worker("a", async () => {
      throw new Error("disk full");
    });
    const { id } = await startExport(t.db, jobOf("u1"));
    await expect(waitForExport(t.db, { userId: "u1", id, pollMs: 10 })).rejects.toThrow("failed");
    expect(await exportJob(t.db, { userId: "u1", id })).toMatchObject({ status: "failed" });
    expect(await exportFile(t.db, { userId: "u1", id })).toBeNull();
  });

  it("makes the file on another instance when the one that took the job died", async () => {
    const { id } = await startExport(t.db, jobOf("u1"));
    // An instance claims it, then dies: it never writes progress or an end, and its lease passes.
    expect(
      await claimJob(t.db, { kind: BOOKLET_JOB, worker: "dead", leaseMs: 100, limits: EXPORT_LIMITS }),
    ).toMatchObject({ id });
    const made: string[] = [];
    worker("survivor", async (job) => {
      made.push(job.id);
      return Buffer.from("made by the survivor");
    });
    const file = await waitForExport(t.db, { userId: "u1", id, pollMs: 10 });
    expect(file.body.toString()).toBe("made by the survivor");
    expect(made).toEqual([id]);
  });

  it("runs a user's jobs at most two at once across instances; the others wait, oldest first", async () => {
    const started: string[] = [];
    const finishers: (() => void)[] = [];
    const hold = async (job: ClaimedJob) => {
      started.push(job.id);
      await new Promise<void>((resolve) => finishers.push(resolve));
      return Buffer.from(job.id);
    };
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await startExport(t.db, jobOf("u1"))).id);
    worker("a", hold);
    worker("b", hold);
    await expect.poll(() => started.length).toBe(2);
    await settle(100);
    // The two oldest, started by two workers at once: either may be first.
    expect([...started].sort()).toEqual(ids.slice(0, 2).sort());
    finishers[0]!();
    await expect.poll(() => started.length).toBe(3);
    expect(started[2]).toBe(ids[2]);
    for (const finish of finishers) finish();
  });
});

describeEachDialect("booklet worker", (t) => {
  let eventId: string;
  let user: { id: string; name: string };
  beforeAll(async () => {
    eventId = await insertEvent(t.db, { name: "Salon des Vins" });
    const inserted = await insertUser(t.db, { email: "jose@example.com", name: "José" });
    user = { id: inserted.id, name: "José" };
  });

  it("makes the booklet a request queued, from the database, in the format asked for", async () => {
    const booklets = startBookletWorker(() => t.db, { worker: "here", concurrency: 1, log: () => {} });
    try {
      const { id } = await startExport(t.db, {
        user,
        request: { collectionId: eventId, source: "catalog", format: "pdf", locale: "fr" },
        fileName: "Mon catalogue.pdf",
        contentType: "application/pdf",
        total: 0,
      });
      const file = await waitForExport(t.db, { userId: user.id, id, pollMs: 10 });
      expect(file.fileName).toBe("Mon catalogue.pdf");
      expect(file.body.subarray(0, 5).toString()).toBe("%PDF-");
    } finally {
      await booklets.stop();
    }
  });
});
