import type { DB } from "~/.server/db";
import { type ClaimedJob, claimJob, finishJob, type JobLimits, reportJobProgress } from "./job-queue";

// Every instance runs a worker per kind of job: it claims jobs while it has
// a free slot (a bounded number at once, like the process's cores), looks
// for more every `pollMs` and when woken (a job queued here), renews each
// job's lease while it runs and writes its progress at most every
// `progressEveryMs`.

export type JobProgress = (done: number, total: number) => void;

export interface JobWorkerOptions {
  kind: string;
  worker: string;
  concurrency: number;
  limits: JobLimits;
  run: (job: ClaimedJob, onProgress: JobProgress) => Promise<Buffer>;
  leaseMs?: number;
  pollMs?: number;
  progressEveryMs?: number;
  log?: (line: string) => void;
}

export interface JobWorker {
  /** Looks for jobs now (one was queued by this instance). */
  wake(): void;
  /** Claims no more jobs and waits for the ones running. */
  stop(): Promise<void>;
}

export function startJobWorker(db: () => DB, options: JobWorkerOptions): JobWorker {
  const leaseMs = options.leaseMs ?? 30_000;
  const progressEveryMs = options.progressEveryMs ?? 500;
  const log = options.log ?? console.error;
  const running = new Set<Promise<void>>();
  let stopped = false;
  let filling = false;
  let again = false;

  async function execute(job: ClaimedJob): Promise<void> {
    let progress = { done: 0, total: 0 };
    let written = 0;
    const keep = () =>
      reportJobProgress(db(), { id: job.id, worker: options.worker, ...progress, leaseMs }).catch((error: unknown) =>
        log(`job ${job.id}: progress not written: ${String(error)}`),
      );
    // The lease outlives a long step that reports no progress.
    const heartbeat = setInterval(keep, leaseMs / 3);
    heartbeat.unref();
    let result: Buffer | null = null;
    try {
      result = await options.run(job, (done, total) => {
        progress = { done, total };
        if (Date.now() - written < progressEveryMs) return;
        written = Date.now();
        void keep();
      });
    } catch (error) {
      log(
        `job ${job.id} (${options.kind}) failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    } finally {
      clearInterval(heartbeat);
    }
    await finishJob(db(), { id: job.id, worker: options.worker, result }).catch((error: unknown) =>
      log(`job ${job.id}: its end not written (its lease will pass and it runs again): ${String(error)}`),
    );
  }

  async function fill(): Promise<void> {
    if (filling) {
      again = true;
      return;
    }
    filling = true;
    try {
      do {
        again = false;
        while (!stopped && running.size < options.concurrency) {
          const job = await claimJob(db(), {
            kind: options.kind,
            worker: options.worker,
            leaseMs,
            limits: options.limits,
          });
          if (!job) break;
          const task: Promise<void> = execute(job).finally(() => {
            running.delete(task);
            void fill();
          });
          running.add(task);
        }
      } while (again && !stopped);
    } catch (error) {
      log(`jobs (${options.kind}) could not be claimed: ${String(error)}`);
    } finally {
      filling = false;
    }
  }

  const timer = setInterval(() => void fill(), options.pollMs ?? 1000);
  timer.unref();
  void fill();
  return {
    wake: () => void fill(),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await Promise.all(running);
    },
  };
}
