import { randomBytes } from "node:crypto";
import { type RawBuilder, sql } from "kysely";
import type { DB } from "~/.server/db";
import { dialectOf, lockName } from "~/.server/db/dialect";
import type { JobStatus } from "~/.server/db/schema-jobs";

// Jobs in the database (decision 0016): any instance queues, any instance's
// worker claims and runs, any instance answers for a job. The rules hold in
// the database, not in a process: a job is queued only by a conditional
// insert under the limits, claimed by a conditional update, and held by a
// lease that a worker keeps renewing; a job whose worker died is claimed
// again once its lease has passed. On PostgreSQL an insert takes the kind's
// transaction-scoped advisory lock, so the counts it checks stay true until
// it commits; SQLite runs one write transaction at a time anyway.

/** A job claimed this many times without finishing is failed rather than claimed again (it may be what kills its workers). */
export const MAX_ATTEMPTS = 3;

export interface JobLimits {
  /** Jobs an owner may have queued or running; one more is refused. */
  pendingPerOwner: number;
  /** Jobs of the kind queued or running, all owners together; one more is refused. */
  pendingTotal: number;
  /** Jobs of an owner running at once; the claim passes over the owner's others. */
  runningPerOwner: number;
  /** How long a job is kept, finished or not: older ones are neither run nor shown. */
  ttlMs: number;
}

export interface JobRow {
  id: string;
  owner: string;
  status: JobStatus;
  payload: string;
  done: number;
  total: number;
  attempts: number;
  createdAt: string;
}

export interface ClaimedJob {
  id: string;
  owner: string;
  payload: string;
  attempts: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Queues a job if the owner and the kind are under their limits; its id, or null when refused. */
export async function enqueueJob(
  db: DB,
  options: { kind: string; owner: string; payload: unknown; total: number; limits: JobLimits; now?: number },
): Promise<string | null> {
  const now = options.now ?? Date.now();
  const since = iso(now - options.limits.ttlMs);
  const id = randomBytes(16).toString("hex");
  return db.transaction().execute(async (trx) => {
    // The kind's enqueue lock (PostgreSQL; SQLite's writer is single already).
    await lockName(trx, `jobs:${options.kind}`);
    const pending = (owner: boolean) =>
      trx
        .selectFrom("jobs")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .where("kind", "=", options.kind)
        .where("status", "in", ["queued", "running"])
        .where("created_at", ">", since)
        .$if(owner, (q) => q.where("owner", "=", options.owner));
    const inserted = await trx
      .insertInto("jobs")
      .columns(["id", "kind", "owner", "status", "payload", "total", "created_at", "seq"])
      .expression(
        trx
          .selectNoFrom((eb) => [
            eb.val(id).as("id"),
            eb.val(options.kind).as("kind"),
            eb.val(options.owner).as("owner"),
            eb.val("queued").as("status"),
            eb.val(JSON.stringify(options.payload)).as("payload"),
            eb.val(options.total).as("total"),
            eb.val(iso(now)).as("created_at"),
            // Under the kind's lock: the order of queuing, which equal times cannot give.
            trx
              .selectFrom("jobs")
              .select(sql<number>`coalesce(max(seq), 0) + 1`.as("next"))
              .where("kind", "=", options.kind)
              .as("seq"),
          ])
          .where(pending(true), "<", options.limits.pendingPerOwner)
          .where(pending(false), "<", options.limits.pendingTotal),
      )
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 ? id : null;
  });
}

/**
 * Takes the oldest job of the kind that is waiting, or whose worker's lease
 * has passed, and whose owner runs fewer than the limit; null when there is
 * none. A job that used up its attempts is failed here instead.
 *
 * On PostgreSQL workers do not wait for each other: each locks its
 * candidate row and skips those others hold (`FOR UPDATE SKIP LOCKED`),
 * then takes the owner's advisory lock and checks the owner's running count
 * again before it writes, so two workers never both start an owner's third
 * job (the one that loses that check answers null and looks again later).
 * Under the owner's lock the candidate must still be the owner's oldest
 * claimable job: one skipped because another worker held it is not passed
 * over by a newer one of the same owner.
 */
export async function claimJob(
  db: DB,
  options: { kind: string; worker: string; leaseMs: number; limits: JobLimits; now?: number },
): Promise<ClaimedJob | null> {
  const now = options.now ?? Date.now();
  const nowIso = iso(now);
  const since = iso(now - options.limits.ttlMs);
  const postgres = dialectOf(db) === "postgres";
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable("jobs")
      .set({ status: "failed", finished_at: nowIso, lease_owner: null, lease_until: null })
      .where("kind", "=", options.kind)
      .where("status", "=", "running")
      .where("lease_until", "<", nowIso)
      .where("attempts", ">=", MAX_ATTEMPTS)
      .execute();
    /** Jobs of the owner (a name, or the candidate's column) running within their lease. */
    const runningOf = (owner: string | RawBuilder<string>) =>
      trx
        .selectFrom("jobs as r")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("r.kind", "=", options.kind)
        .where("r.owner", "=", owner)
        .where("r.status", "=", "running")
        .where("r.lease_until", ">=", nowIso);
    /** The oldest job waiting, or whose worker's lease has passed. */
    const claimable = () =>
      trx
        .selectFrom("jobs as j")
        .select(["j.id", "j.owner"])
        .where("j.kind", "=", options.kind)
        .where("j.created_at", ">", since)
        .where("j.attempts", "<", MAX_ATTEMPTS)
        .where((eb) =>
          eb.or([
            eb("j.status", "=", "queued"),
            eb.and([eb("j.status", "=", "running"), eb("j.lease_until", "<", nowIso)]),
          ]),
        )
        .orderBy("j.seq")
        .limit(1);
    const candidate = await claimable()
      .where(runningOf(sql.ref<string>("j.owner")), "<", options.limits.runningPerOwner)
      .$if(postgres, (q) => q.forUpdate().skipLocked())
      .executeTakeFirst();
    if (!candidate) return null;
    await lockName(trx, `jobs:${options.kind}:${candidate.owner}`);
    // An older job of the owner was skipped because another worker holds it
    // and waits for the owner's lock we now hold: it goes first, so this
    // worker leaves the owner's newer job alone.
    const oldest = await claimable().where("j.owner", "=", candidate.owner).executeTakeFirst();
    if (oldest?.id !== candidate.id) return null;
    const claimed = await trx
      .updateTable("jobs")
      .set((eb) => ({
        status: "running",
        lease_owner: options.worker,
        lease_until: iso(now + options.leaseMs),
        attempts: eb("attempts", "+", 1),
      }))
      .where("id", "=", candidate.id)
      .where(runningOf(candidate.owner), "<", options.limits.runningPerOwner)
      .returning(["id", "owner", "payload", "attempts"])
      .executeTakeFirst();
    return claimed ? { ...claimed, attempts: Number(claimed.attempts) } : null;
  });
}

/** Writes progress and keeps the lease; false when the worker no longer holds the job (its lease passed and another took it). */
export async function reportJobProgress(
  db: DB,
  options: { id: string; worker: string; done: number; total: number; leaseMs: number; now?: number },
): Promise<boolean> {
  const now = options.now ?? Date.now();
  const result = await db
    .updateTable("jobs")
    .set({ done: options.done, total: options.total, lease_until: iso(now + options.leaseMs) })
    .where("id", "=", options.id)
    .where("lease_owner", "=", options.worker)
    .where("status", "=", "running")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The job's end: done with its result, or failed. Nothing changes when the worker no longer holds it. */
export async function finishJob(
  db: DB,
  options: { id: string; worker: string; result: Buffer | null; now?: number },
): Promise<boolean> {
  const done = options.result !== null;
  const outcome = await db
    .updateTable("jobs")
    .set((eb) => ({
      status: done ? "done" : "failed",
      result: options.result,
      done: done ? eb.ref("total") : eb.ref("done"),
      finished_at: iso(options.now ?? Date.now()),
      lease_owner: null,
      lease_until: null,
    }))
    .where("id", "=", options.id)
    .where("lease_owner", "=", options.worker)
    .where("status", "=", "running")
    .executeTakeFirst();
  return Number(outcome.numUpdatedRows) === 1;
}

/** The owner's job of the kind while it is kept; null for an unknown, expired or another owner's job. */
export async function findJob(
  db: DB,
  options: { kind: string; owner: string; id: string; ttlMs: number; now?: number },
): Promise<JobRow | null> {
  const row = await db
    .selectFrom("jobs")
    .select(["id", "owner", "status", "payload", "done", "total", "attempts", "created_at"])
    .where("id", "=", options.id)
    .where("kind", "=", options.kind)
    .where("owner", "=", options.owner)
    .where("created_at", ">", iso((options.now ?? Date.now()) - options.ttlMs))
    .executeTakeFirst();
  if (!row) return null;
  const { created_at, ...rest } = row;
  return {
    ...rest,
    done: Number(rest.done),
    total: Number(rest.total),
    attempts: Number(rest.attempts),
    createdAt: created_at,
  };
}

/** The result of the owner's finished job, or null. */
export async function jobResult(
  db: DB,
  options: { kind: string; owner: string; id: string; ttlMs: number; now?: number },
): Promise<Buffer | null> {
  const row = await db
    .selectFrom("jobs")
    .select("result")
    .where("id", "=", options.id)
    .where("kind", "=", options.kind)
    .where("owner", "=", options.owner)
    .where("status", "=", "done")
    .where("created_at", ">", iso((options.now ?? Date.now()) - options.ttlMs))
    .executeTakeFirst();
  return row?.result ? Buffer.from(row.result) : null;
}

/** Deletes jobs created before the cutoff, finished or not, with their files; how many went. */
export async function deleteJobsBefore(db: DB, options: { before: Date }): Promise<number> {
  const result = await db.deleteFrom("jobs").where("created_at", "<=", options.before.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface JobStats {
  queued: number;
  running: number;
  failed: number;
  done: number;
}

/** How many jobs the site keeps in each state (for /metrics): one query. */
export async function jobStats(db: DB): Promise<JobStats> {
  const rows = await db
    .selectFrom("jobs")
    .select(["status", (eb) => eb.fn.countAll<number | string>().as("n")])
    .groupBy("status")
    .execute();
  const stats: JobStats = { queued: 0, running: 0, failed: 0, done: 0 };
  for (const row of rows) if (row.status in stats) stats[row.status] = Number(row.n);
  return stats;
}
