import { setTimeout as sleep } from "node:timers/promises";
import { z } from "zod";
import type { DB } from "~/.server/db";
import { AppError } from "~/.server/errors";
import { enqueueJob, findJob, type JobLimits, jobResult } from "~/.server/jobs/job-queue";
import { bookletRequestSchema } from "./schemas";

// Booklets being made, as jobs in the database (decision 0016), so any
// instance answers for any job and the file outlives the instance that made
// it. Each job belongs to one user (another user's id is "not found"),
// reports its progress, and keeps its file for 15 minutes. Making a booklet
// takes a processor: every instance's worker runs a bounded number at once
// (booklet-worker.server.ts), a user at most 2 of them; more wait their
// turn, oldest first. Past a user's small queue, or the site's queue, a new
// one is refused (429 with Retry-After).

/** What a refused job is told: try again after this long. */
export const RETRY_AFTER_SECONDS = 10;

export const BOOKLET_JOB = "booklet";

export const EXPORT_LIMITS: JobLimits = {
  pendingPerOwner: 10,
  pendingTotal: 200,
  runningPerOwner: 2,
  ttlMs: 15 * 60_000,
};

export type ExportJobStatus = "running" | "done" | "failed";

export interface ExportJobView {
  id: string;
  status: ExportJobStatus;
  done: number;
  total: number;
  fileName: string;
}

export interface ExportJobFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/** What a worker on any instance needs to make the booklet again. */
export const bookletJobPayload = z.object({
  user: z.object({ id: z.string(), name: z.string() }),
  request: bookletRequestSchema,
  fileName: z.string(),
  contentType: z.string(),
});
export type BookletJobPayload = z.infer<typeof bookletJobPayload>;

/** This instance's worker, told at once when a job is queued here (the others look every second). */
let wakeWorker: () => void = () => {};
export function onExportQueued(wake: () => void): void {
  wakeWorker = wake;
}

/** Queues a booklet; the view to answer with, or a 429 when the user's or the site's queue is full. */
export async function startExport(
  db: DB,
  options: BookletJobPayload & { total: number; limits?: JobLimits; now?: number },
): Promise<ExportJobView> {
  const { total, limits, now, ...payload } = options;
  const id = await enqueueJob(db, {
    kind: BOOKLET_JOB,
    owner: payload.user.id,
    payload,
    total,
    limits: limits ?? EXPORT_LIMITS,
    now,
  });
  if (!id)
    throw new AppError("limit", "Too many files are being created. Please wait for one to finish.", {
      retryAfterSeconds: RETRY_AFTER_SECONDS,
    });
  wakeWorker();
  return { id, status: "running", done: 0, total, fileName: payload.fileName };
}

/** The user's job, or null (unknown, expired, or another user's). */
export async function exportJob(
  db: DB,
  options: { userId: string; id: string; now?: number },
): Promise<ExportJobView | null> {
  const job = await findJob(db, { kind: BOOKLET_JOB, owner: options.userId, id: options.id, ...ttl(options) });
  if (!job) return null;
  const { fileName } = bookletJobPayload.parse(JSON.parse(job.payload));
  const status: ExportJobStatus = job.status === "done" || job.status === "failed" ? job.status : "running";
  return { id: job.id, status, done: job.done, total: job.total, fileName };
}

/** The finished file of the user's job; null until it is done. */
export async function exportFile(
  db: DB,
  options: { userId: string; id: string; now?: number },
): Promise<ExportJobFile | null> {
  const job = await findJob(db, { kind: BOOKLET_JOB, owner: options.userId, id: options.id, ...ttl(options) });
  if (job?.status !== "done") return null;
  const body = await jobResult(db, { kind: BOOKLET_JOB, owner: options.userId, id: options.id, ...ttl(options) });
  if (!body) return null;
  const { fileName, contentType } = bookletJobPayload.parse(JSON.parse(job.payload));
  return { fileName, contentType, body };
}

const ttl = (options: { now?: number }) => ({ ttlMs: EXPORT_LIMITS.ttlMs, now: options.now });

/** Waits for the user's job to end (the download without JavaScript): its file, or an error when it failed or expired. */
export async function waitForExport(
  db: DB,
  options: { userId: string; id: string; pollMs?: number },
): Promise<ExportJobFile> {
  let pause = 20;
  for (;;) {
    const job = await exportJob(db, options);
    if (job?.status === "done") {
      const file = await exportFile(db, options);
      if (file) return file;
    }
    if (job?.status !== "running") throw new Error(`export ${options.id} ${job ? "failed" : "expired"}`);
    await sleep(pause);
    pause = Math.min(options.pollMs ?? 250, pause * 2);
  }
}
