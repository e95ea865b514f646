import type { DB } from "~/.server/db";
import { dialectOf } from "~/.server/db/dialect";

/**
 * Call inside a transaction: serializes the user's writes until it ends, so
 * a count checked before an insert is still true when the insert commits
 * (two cart adds racing at 11 cannot make 13; two messages racing at the rate
 * limit cannot both pass). PostgreSQL locks the user's row; SQLite runs one
 * write transaction at a time anyway and refuses a writer whose snapshot
 * went stale.
 */
export async function lockUserWrites(db: DB, userId: string): Promise<void> {
  if (dialectOf(db) !== "postgres") return;
  await db.selectFrom("auth_users").select("id").where("id", "=", userId).forUpdate().execute();
}
