import { connect } from "~/.server/db/connect";

/**
 * What a benchmark asks pages of: the event of a benchmark database with the
 * most products (of those, the newest, then the first by id) and its
 * registered products, by id.
 */
export async function readBenchCatalogue(dbFile: string) {
  const db = connect(`file:${dbFile}`);
  const event = await db
    .selectFrom("events as e")
    .innerJoin("registered_products as r", "r.event_id", "e.id")
    .select(["e.id", (eb) => eb.fn.countAll<number>().as("products")])
    .groupBy(["e.id", "e.starts_on"])
    .orderBy("products", "desc")
    .orderBy("e.starts_on", "desc")
    .orderBy("e.id")
    .executeTakeFirstOrThrow();
  const products = await db
    .selectFrom("registered_products")
    .select(["product_id", "exhibitor_id"])
    .where("event_id", "=", event.id)
    .orderBy("product_id")
    .execute();
  await db.destroy();
  return { event, products };
}

export type BenchProduct = Awaited<ReturnType<typeof readBenchCatalogue>>["products"][number];

/** Every event of a benchmark database with its number of registered products, the largest first. */
export async function readBenchEvents(dbFile: string): Promise<{ id: string; products: number }[]> {
  const db = connect(`file:${dbFile}`);
  const rows = await db
    .selectFrom("registered_products")
    .select(["event_id", (eb) => eb.fn.countAll<number>().as("products")])
    .groupBy("event_id")
    .orderBy("products", "desc")
    .orderBy("event_id")
    .execute();
  await db.destroy();
  return rows.map((row) => ({ id: row.event_id, products: Number(row.products) }));
}

/** Primes: i → i·stride mod n visits every product once when the stride does not divide n. */
const STRIDES = [7919, 7907];

/**
 * The product picked as the ith, spread over the catalogue. Each i below the
 * number of products picks another product; a larger one throws rather than
 * pick one again: a page asked twice is answered from the page cache, and a
 * benchmark of cold pages that counted it would measure less than it says.
 */
export function productPicker<T>(products: readonly T[]): (i: number) => T {
  const n = products.length;
  const stride = STRIDES.find((prime) => n % prime !== 0) ?? 1;
  return (i) => {
    if (!Number.isInteger(i) || i < 0 || i >= n) {
      throw new Error(`product ${i} asked of a catalogue of ${n}: it would repeat a product already picked`);
    }
    return products[(i * stride) % n];
  };
}
