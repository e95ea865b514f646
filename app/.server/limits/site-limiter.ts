import { db } from "../db";
import type { DB } from "../db/connect";
import { dialectOf, dialectOfUrl } from "../db/dialect";
import { env } from "../env";
import { createDatabaseLimiter } from "./database-limiter";
import type { AttemptLimiter } from "./limiter";
import { createMemoryLimiter } from "./memory-limiter";

/** One count for the site: in the database on PostgreSQL, which every instance shares; in memory on SQLite, where the site is one process. */
export function createSiteLimiter(database: DB): AttemptLimiter {
  return dialectOf(database) === "postgres" ? createDatabaseLimiter(database) : createMemoryLimiter();
}

/**
 * The site limiter over the process's database, chosen at its first use
 * from DATABASE_URL (so a module can hold one without opening a database
 * when it is loaded).
 */
export function lazySiteLimiter(): AttemptLimiter {
  let chosen: AttemptLimiter | undefined;
  return {
    take(...attempt) {
      chosen ??= dialectOfUrl(env().DATABASE_URL) === "postgres" ? createDatabaseLimiter(db()) : createMemoryLimiter();
      return chosen.take(...attempt);
    },
  };
}
