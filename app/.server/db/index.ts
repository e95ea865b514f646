import { env } from "../env";
import { connect, type DB } from "./connect";

let instance: DB | undefined;

/** The process's database, opened on first use from DATABASE_URL. */
export function db(): DB {
  instance ??= connect(env().DATABASE_URL);
  return instance;
}

export type { DB };
