import type { DB } from "~/.server/db";
import { newProductCode } from "./short-codes";

// Giving products their short codes, and reading a code back (docs/labels.md).
// The database holds the rules (migration 0019): a code is taken once (the
// key), a product at an event has one code (a unique pair). Codes are given
// with "insert, and on any conflict do nothing", then read back: a product
// another writer coded first keeps that writer's code, and a product whose
// drawn code was taken gets a new draw. Never read-then-write.

const BATCH = 500;
const MAX_DRAWS = 8;

/** Every product's code at the event, giving one to each that has none. */
export async function codesFor(db: DB, eventId: string, productIds: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(productIds)];
  const codes = new Map<string, string>();
  for (let from = 0; from < wanted.length; from += BATCH) {
    const batch = wanted.slice(from, from + BATCH);
    for (const row of await readCodes(db, eventId, batch)) codes.set(row.product_id, row.code);
    let missing = batch.filter((id) => !codes.has(id));
    for (let draw = 0; missing.length > 0; draw++) {
      if (draw === MAX_DRAWS) throw new Error(`No free short code after ${MAX_DRAWS} draws`);
      const createdAt = new Date().toISOString();
      await db
        .insertInto("product_codes")
        .values(
          missing.map((productId) => ({
            code: newProductCode(),
            event_id: eventId,
            product_id: productId,
            created_at: createdAt,
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
      for (const row of await readCodes(db, eventId, missing)) codes.set(row.product_id, row.code);
      missing = missing.filter((id) => !codes.has(id));
    }
  }
  return codes;
}

function readCodes(db: DB, eventId: string, productIds: readonly string[]) {
  return db
    .selectFrom("product_codes")
    .select(["product_id", "code"])
    .where("event_id", "=", eventId)
    .where("product_id", "in", productIds)
    .execute();
}

export interface CodedProduct {
  eventId: string;
  productId: string;
  exhibitorId: string;
}

/** The product a code names, while the event still shows it; null for a code nobody was given or a product gone. */
export async function productOfCode(db: DB, code: string): Promise<CodedProduct | null> {
  const row = await db
    .selectFrom("product_codes as c")
    .innerJoin("registered_products as rp", (join) =>
      join.onRef("rp.event_id", "=", "c.event_id").onRef("rp.product_id", "=", "c.product_id"),
    )
    .select(["c.event_id", "c.product_id", "rp.exhibitor_id"])
    .where("c.code", "=", code)
    .executeTakeFirst();
  return row ? { eventId: row.event_id, productId: row.product_id, exhibitorId: row.exhibitor_id } : null;
}
