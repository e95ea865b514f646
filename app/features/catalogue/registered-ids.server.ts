import type { DB } from "~/.server/db";
import { CHUNK } from "~/.server/db/in-chunks";

/**
 * The ids of an event's registered products after `after` (all from the
 * first when null), in id order, at most `limit`: the keyset walk that reads
 * a whole event's catalogue a chunk at a time (inChunks) along the
 * registrations' key, without one query over every row.
 */
export async function registeredProductIdsAfter(
  db: DB,
  eventId: string,
  after: string | null,
  limit = CHUNK,
): Promise<string[]> {
  const rows = await db
    .selectFrom("registered_products")
    .select("product_id")
    .where("event_id", "=", eventId)
    .$if(after !== null, (query) => query.where("product_id", ">", after ?? ""))
    .orderBy("product_id")
    .limit(limit)
    .execute();
  return rows.map((row) => row.product_id);
}
