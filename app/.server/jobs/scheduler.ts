import type { DB } from "~/.server/db";

// Periodic work that must happen once per site, whatever the number of
// instances (decision 0016): each task has a row with its next due time.
// Every instance looks every few seconds; one wins the task by a
// conditional update that takes its lease, runs it, then writes the next
// due time and lets the lease go. A holder that crashed leaves a lease that
// passes, and another instance runs the task; a task that threw is tried
// again after a minute at most.

export interface ScheduledTask {
  /** Unique across the site: the row's key. */
  name: string;
  everyMs: number;
  /** Longer than the task can take: past it, another instance may run the task. */
  leaseMs?: number;
  run: () => Promise<unknown>;
}

const DEFAULT_LEASE_MS = 5 * 60_000;
const RETRY_MS = 60_000;

const iso = (ms: number) => new Date(ms).toISOString();

/** Takes the task's lease if it is due and nobody holds it; whether this instance won. */
export async function claimTask(
  db: DB,
  options: { name: string; owner: string; leaseMs: number; now?: number },
): Promise<boolean> {
  const now = options.now ?? Date.now();
  await db
    .insertInto("scheduled_tasks")
    .values({ name: options.name, due_at: iso(now) })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const won = await db
    .updateTable("scheduled_tasks")
    .set({ lease_owner: options.owner, lease_until: iso(now + options.leaseMs) })
    .where("name", "=", options.name)
    .where("due_at", "<=", iso(now))
    .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", iso(now))]))
    .executeTakeFirst();
  return Number(won.numUpdatedRows) === 1;
}

/** Lets the lease go and sets when the task is due again (only while this instance still holds it). */
export async function releaseTask(
  db: DB,
  options: { name: string; owner: string; dueInMs: number; error?: string; now?: number },
): Promise<void> {
  const now = options.now ?? Date.now();
  await db
    .updateTable("scheduled_tasks")
    .set({
      due_at: iso(now + options.dueInMs),
      lease_owner: null,
      lease_until: null,
      last_run_at: iso(now),
      last_error: options.error ?? null,
    })
    .where("name", "=", options.name)
    .where("lease_owner", "=", options.owner)
    .execute();
}

/** Runs the tasks that are due and that this instance wins; the names of those it ran. */
export async function runDueTasks(
  db: DB,
  tasks: readonly ScheduledTask[],
  options: { owner: string; log?: (line: string) => void },
): Promise<string[]> {
  const ran: string[] = [];
  for (const task of tasks) {
    const leaseMs = task.leaseMs ?? DEFAULT_LEASE_MS;
    if (!(await claimTask(db, { name: task.name, owner: options.owner, leaseMs }))) continue;
    try {
      await task.run();
      await releaseTask(db, { name: task.name, owner: options.owner, dueInMs: task.everyMs });
    } catch (error) {
      options.log?.(`The scheduled task ${task.name} failed (tried again later): ${String(error)}`);
      await releaseTask(db, {
        name: task.name,
        owner: options.owner,
        dueInMs: Math.min(task.everyMs, RETRY_MS),
        error: String(error).slice(0, 1000),
      });
    }
    ran.push(task.name);
  }
  return ran;
}

/** Looks for due tasks every `tickMs` (at most every 5 s, or the shortest task's period); returns a stop function that waits for a run in progress. */
export function startScheduler(
  db: () => DB,
  tasks: readonly ScheduledTask[],
  options: { owner: string; log: (line: string) => void; tickMs?: number },
): () => Promise<void> {
  const tickMs = options.tickMs ?? Math.min(5000, ...tasks.map((task) => task.everyMs));
  let current: Promise<unknown> = Promise.resolve();
  let busy = false;
  const tick = () => {
    if (busy) return;
    busy = true;
    current = runDueTasks(db(), tasks, options)
      .catch((error: unknown) => options.log(`The scheduled tasks could not run: ${String(error)}`))
      .finally(() => {
        busy = false;
      });
  };
  const timer = setInterval(tick, tickMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
