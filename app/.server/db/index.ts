import { env } from "../env";
import { setDatabasePoolSource } from "../observability/metrics";
import { connect, type DB } from "./connect";

let instance: DB | undefined;

/** The process's database, opened on first use from DATABASE_URL; its PostgreSQL pool is watched by /metrics. */
export function db(): DB {
  instance ??= connect(env().DATABASE_URL, {
    onPool: (pool) =>
      setDatabasePoolSource(() => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount })),
  });
  return instance;
}

export type { DB };
