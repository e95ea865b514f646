import type { DB } from "~/.server/db";
import { CHUNK, walkPages } from "~/.server/db/in-chunks";

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

/**
 * Walks an event's registered products `size` at a time in id order, each
 * with the exhibitor that registered it and its producer's record (all null
 * when it names none, the placeholder's when it names the placeholder, or an
 * id with no record), the event loop getting a turn between pages: what the
 * producers list and the sitemap read from every registration of an event.
 */
export function walkRegisteredProducers(
  db: DB,
  eventId: string,
  visit: (rows: RegisteredProducerRow[]) => void,
  size = CHUNK,
): Promise<void> {
  return walkPages(
    (after, limit) => registeredProducersAfter(db, eventId, after, limit),
    (row) => row.product_id,
    visit,
    size,
  );
}

function registeredProducersAfter(db: DB, eventId: string, after: string | null, limit: number) {
  return db
    .selectFrom("registered_products as rp")
    .innerJoin("products as p", "p.id", "rp.product_id")
    .leftJoin("producers as pr", "pr.id", "p.producer_id")
    .select(["rp.product_id", "rp.exhibitor_id", "pr.id as producer_id", "pr.name", "pr.country", "pr.region"])
    .where("rp.event_id", "=", eventId)
    .$if(after !== null, (query) => query.where("rp.product_id", ">", after ?? ""))
    .orderBy("rp.product_id")
    .limit(limit)
    .execute();
}

export type RegisteredProducerRow = Awaited<ReturnType<typeof registeredProducersAfter>>[number];
