import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import { AppError } from "~/.server/errors";
import type { ProgressCallback } from "./progress";

// Booklets being made, in this process's memory: each job belongs to one
// user (another user's id is "not found"), reports its progress, and keeps
// its file for 15 minutes. Making a booklet takes a processor, so the process
// runs a bounded number at once (one per core by default) and a user at most
// 2 of them; more wait their turn, oldest first. Past a user's small queue,
// or the process's queue, a new one is refused (429 with Retry-After).

/** What a refused job is told: try again after this long. */
export const RETRY_AFTER_SECONDS = 10;

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

export interface NewExportJob {
  userId: string;
  fileName: string;
  contentType: string;
  total: number;
  run: (onProgress: ProgressCallback) => Promise<Buffer>;
}

interface Job extends ExportJobView {
  userId: string;
  contentType: string;
  body: Buffer | null;
  createdAt: number;
  run: NewExportJob["run"] | null;
  /** Resolves when the job is done or failed. */
  settled: Promise<void>;
  settle: () => void;
}

export interface ExportJobsOptions {
  ttlMs?: number;
  runningPerUser?: number;
  /** Jobs a user may have waiting or running; one more is refused (429). */
  queuedPerUser?: number;
  /** Jobs the process runs at once, all users together. */
  runningTotal?: number;
  /** Jobs the process keeps waiting or running; one more is refused (429). */
  queuedTotal?: number;
  now?: () => number;
  onError?: (error: unknown) => void;
}

export class ExportJobs {
  private readonly jobs = new Map<string, Job>();
  private readonly ttlMs: number;
  private readonly runningPerUser: number;
  private readonly queuedPerUser: number;
  private readonly runningTotal: number;
  private readonly queuedTotal: number;
  private readonly now: () => number;
  private readonly onError: (error: unknown) => void;

  constructor(options: ExportJobsOptions = {}) {
    this.ttlMs = options.ttlMs ?? 15 * 60_000;
    this.runningPerUser = options.runningPerUser ?? 2;
    this.queuedPerUser = options.queuedPerUser ?? 10;
    this.runningTotal = options.runningTotal ?? Math.max(1, availableParallelism());
    this.queuedTotal = options.queuedTotal ?? 200;
    this.now = options.now ?? Date.now;
    this.onError = options.onError ?? ((error) => console.error("export failed", error));
  }

  /** Queues a job and starts it when the user has a free slot; the view to answer with. */
  start(job: NewExportJob): ExportJobView {
    this.sweep();
    const pending = this.ofUser(job.userId).filter((j) => j.status === "running");
    if (pending.length >= this.queuedPerUser || this.pendingTotal() >= this.queuedTotal)
      throw new AppError("limit", "Too many files are being created. Please wait for one to finish.", {
        retryAfterSeconds: RETRY_AFTER_SECONDS,
      });
    const id = randomBytes(16).toString("hex");
    let settle = () => {};
    const settled = new Promise<void>((resolve) => {
      settle = resolve;
    });
    const created: Job = {
      id,
      userId: job.userId,
      status: "running",
      done: 0,
      total: job.total,
      fileName: job.fileName,
      contentType: job.contentType,
      body: null,
      createdAt: this.now(),
      run: job.run,
      settled,
      settle,
    };
    this.jobs.set(id, created);
    this.pump();
    return view(created);
  }

  /** Queues a job like start() and waits for its file (the download without JavaScript); throws when it failed. */
  async startAndWait(job: NewExportJob): Promise<ExportJobFile> {
    const started = this.start(job);
    const created = this.jobs.get(started.id);
    await created?.settled;
    const file = created?.status === "done" && created.body ? created : null;
    if (!file) throw new Error("export failed");
    return { fileName: file.fileName, contentType: file.contentType, body: file.body as Buffer };
  }

  /** The user's job, or null (unknown, expired, or another user's). */
  get(userId: string, id: string): ExportJobView | null {
    const job = this.find(userId, id);
    return job ? view(job) : null;
  }

  /** The finished file of the user's job; not found until it is done. */
  file(userId: string, id: string): ExportJobFile | null {
    const job = this.find(userId, id);
    return job?.status === "done" && job.body
      ? { fileName: job.fileName, contentType: job.contentType, body: job.body }
      : null;
  }

  /** Drops jobs older than the time to live, finished or not (a stuck one must not hold memory). */
  sweep(): void {
    const oldest = this.now() - this.ttlMs;
    for (const [id, job] of this.jobs) if (job.createdAt <= oldest) this.jobs.delete(id);
  }

  private find(userId: string, id: string): Job | null {
    this.sweep();
    const job = this.jobs.get(id);
    return job && job.userId === userId ? job : null;
  }

  private ofUser(userId: string): Job[] {
    return [...this.jobs.values()].filter((job) => job.userId === userId);
  }

  private pendingTotal(): number {
    let n = 0;
    for (const job of this.jobs.values()) if (job.status === "running") n++;
    return n;
  }

  /** Starts waiting jobs, oldest first, while the process and their user have a free slot. */
  private pump(): void {
    const runningByUser = new Map<string, number>();
    let running = 0;
    for (const job of this.jobs.values()) {
      if (job.status !== "running" || job.run !== null) continue;
      running++;
      runningByUser.set(job.userId, (runningByUser.get(job.userId) ?? 0) + 1);
    }
    for (const job of this.jobs.values()) {
      if (running >= this.runningTotal) return;
      if (job.status !== "running" || job.run === null) continue;
      if ((runningByUser.get(job.userId) ?? 0) >= this.runningPerUser) continue;
      const run = job.run;
      job.run = null;
      running++;
      runningByUser.set(job.userId, (runningByUser.get(job.userId) ?? 0) + 1);
      void this.execute(job, run);
    }
  }

  private async execute(job: Job, run: NewExportJob["run"]): Promise<void> {
    try {
      job.body = await run((done, total) => {
        job.done = done;
        job.total = total;
      });
      job.done = job.total;
      job.status = "done";
    } catch (error) {
      job.status = "failed";
      this.onError(error);
    } finally {
      job.settle();
      this.pump();
    }
  }
}

function view(job: Job): ExportJobView {
  return { id: job.id, status: job.status, done: job.done, total: job.total, fileName: job.fileName };
}

let instance: ExportJobs | undefined;

/** The process's job store; expired files are let go within a minute even if nobody asks again. */
export function exportJobs(): ExportJobs {
  if (!instance) {
    const jobs = new ExportJobs();
    instance = jobs;
    setInterval(() => jobs.sweep(), 60_000).unref();
  }
  return instance;
}
