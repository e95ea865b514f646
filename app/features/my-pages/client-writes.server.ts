import type { Transaction } from "kysely";
import type { Database } from "~/.server/db/schema";

// A write a device made with its own id, perhaps offline, and sends until it
// hears back (docs/offline-writes.md): its id is recorded in the same
// transaction as the write, under the table's primary key, so however often
// it arrives, and however many arrive at once, it is applied once.

/** Records the write's id; false when it was applied before (then the caller changes nothing). */
export async function claimClientWrite(
  trx: Transaction<Database>,
  write: { userId: string; writeId: string; now: string },
): Promise<boolean> {
  const claimed = await trx
    .insertInto("client_writes")
    .values({ user_id: write.userId, write_id: write.writeId, written_at: write.now })
    .onConflict((oc) => oc.columns(["user_id", "write_id"]).doNothing())
    .returning("write_id")
    .executeTakeFirst();
  return claimed !== undefined;
}
