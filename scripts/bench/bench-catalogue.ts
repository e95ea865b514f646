import { connect } from "~/.server/db/connect";

/** What a benchmark asks pages of: the newest event of a benchmark database and its registered products, by id. */
export async function readBenchCatalogue(dbFile: string) {
  const db = connect(`file:${dbFile}`);
  const event = await db.selectFrom("events").select(["id"]).orderBy("starts_on", "desc").executeTakeFirstOrThrow();
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
