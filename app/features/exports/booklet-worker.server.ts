import { availableParallelism } from "node:os";
import type { DB } from "~/.server/db";
import { AppError } from "~/.server/errors";
import type { ClaimedJob } from "~/.server/jobs/job-queue";
import { type JobProgress, type JobWorker, startJobWorker } from "~/.server/jobs/job-worker";
import { getEvent } from "~/features/events/events.server";
import { COMMON_MESSAGES } from "~/lib/messages";
import { type Booklet, loadBooklet } from "./booklet.server";
import { BOOKLET_JOB, bookletJobPayload, EXPORT_LIMITS, onExportQueued } from "./export-jobs.server";
import type { BookletRequest } from "./schemas";
import { writeBooklet } from "./write-booklet.server";

/** The booklet a user asked for, read from the database (the request's answer and the worker both use it). */
export async function prepareBooklet(
  db: DB,
  options: { user: { id: string; name: string }; request: BookletRequest },
): Promise<Booklet> {
  const { request } = options;
  const event = await getEvent(db, { idOrSlug: request.collectionId, locale: request.locale });
  if (!event) throw new AppError("not_found", COMMON_MESSAGES.eventNotLoaded);
  return loadBooklet(db, {
    event,
    user: options.user,
    locale: request.locale,
    source: request.source,
    listId: request.listId,
  });
}

/** Makes a queued booklet's file: the data as it is when the job runs, on whichever instance claimed it. */
export async function runBookletJob(
  db: DB,
  job: Pick<ClaimedJob, "payload">,
  onProgress: JobProgress,
): Promise<Buffer> {
  const { user, request } = bookletJobPayload.parse(JSON.parse(job.payload));
  const booklet = await prepareBooklet(db, { user, request });
  return writeBooklet(booklet, request.format, onProgress);
}

/** This instance's booklet worker: one booklet per core at once, like the process before the jobs moved to the database. */
export function startBookletWorker(
  db: () => DB,
  options: { worker: string; concurrency?: number; log: (line: string) => void },
): JobWorker {
  const worker = startJobWorker(db, {
    kind: BOOKLET_JOB,
    worker: options.worker,
    concurrency: options.concurrency ?? Math.max(1, availableParallelism()),
    limits: EXPORT_LIMITS,
    run: (job, onProgress) => runBookletJob(db(), job, onProgress),
    log: options.log,
  });
  onExportQueued(worker.wake);
  return worker;
}
