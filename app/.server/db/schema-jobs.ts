import type { ColumnType } from "kysely";

// Row types of the site's shared work (migration 0017-jobs, docs/operations/jobs.md).

type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** queued: waiting for a worker; running: held by a worker's lease; done: its result is kept; failed: it will not run again. */
export type JobStatus = "queued" | "running" | "done" | "failed";

export interface JobsTable {
  /** 32 hex characters: the id a client polls with. */
  id: string;
  /** Which handler runs it ("booklet"). */
  kind: string;
  /** The user it belongs to; the limits count per owner. */
  owner: string;
  status: JobStatus;
  /** What the handler needs, as JSON. */
  payload: string;
  done: Defaulted<number>;
  total: Defaulted<number>;
  result: Defaulted<Buffer | null>;
  /** Claims so far: a job whose worker died is claimed again, up to a limit. */
  attempts: Defaulted<number>;
  /** The instance running it, and until when its lease holds. */
  lease_owner: Defaulted<string | null>;
  lease_until: Defaulted<string | null>;
  created_at: string;
  /** The order jobs of a kind were queued in (the claim takes the lowest); times can tie. */
  seq: number;
  finished_at: Defaulted<string | null>;
}

export interface ScheduledTasksTable {
  name: string;
  /** When it should run next. */
  due_at: string;
  lease_owner: Defaulted<string | null>;
  lease_until: Defaulted<string | null>;
  last_run_at: Defaulted<string | null>;
  last_error: Defaulted<string | null>;
}

export interface JobsDatabase {
  jobs: JobsTable;
  scheduled_tasks: ScheduledTasksTable;
}
