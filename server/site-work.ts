import { db } from "~/.server/db";
import { mailer } from "~/.server/email";
import type { env } from "~/.server/env";
import { INSTANCE_ID } from "~/.server/instance-id";
import { deleteJobsBefore } from "~/.server/jobs/job-queue";
import { type ScheduledTask, startScheduler } from "~/.server/jobs/scheduler";
import { sendChatDigests } from "~/features/chat/chat-digest.server";
import { removeExpiredUploads } from "~/features/data-in/files/import-uploads.server";
import { startBookletWorker } from "~/features/exports/booklet-worker.server";
import { EXPORT_LIMITS } from "~/features/exports/export-jobs.server";

// The work every instance takes part in (docs/operations/jobs.md): a worker
// that makes the booklets queued on any instance, and the periodic tasks
// that run once per site, whichever instance wins each round.

type Config = ReturnType<typeof env>;

/** The site's periodic tasks; each runs on one instance per round. */
export function siteTasks(config: Config, log: (line: string) => void): ScheduledTask[] {
  return [
    {
      // The chat's e-mail digests (docs/product/chat.md "The digest"); links go to PUBLIC_URL, else this server.
      name: "chat-digest",
      everyMs: config.CHAT_DIGEST_INTERVAL_MS,
      run: () =>
        sendChatDigests(db(), {
          quietMs: config.CHAT_DIGEST_QUIET_MS,
          origin:
            config.PUBLIC_URL?.replace(/\/$/, "") ??
            `http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${config.PORT}`,
          mail: mailer(),
          log,
        }),
    },
    {
      // Booklets and their files are kept 15 minutes; nobody can ask for them after.
      name: "expired-exports",
      everyMs: 60_000,
      run: () => deleteJobsBefore(db(), { before: new Date(Date.now() - EXPORT_LIMITS.ttlMs) }),
    },
    {
      name: "expired-import-uploads",
      everyMs: 60 * 60_000,
      run: () => removeExpiredUploads(config.IMPORTS_DIR),
    },
  ];
}

/** Starts this instance's share of the site's work; the returned function stops it and waits for what is running. */
export function startSiteWork(config: Config, log: (line: string) => void): () => Promise<void> {
  const booklets = startBookletWorker(db, { worker: INSTANCE_ID, log });
  const stopTasks = startScheduler(db, siteTasks(config, log), { owner: INSTANCE_ID, log });
  return async () => {
    await Promise.all([booklets.stop(), stopTasks()]);
  };
}
