import type { DB } from "~/.server/db";
import { inChunks, listedIds } from "~/.server/db/in-chunks";
import { productName } from "./product-name";

// The names of products and exhibitors by id, whether or not an event still
// lists them. A product or exhibitor a sync or an organizer took out of an
// event keeps its row (docs/data-in.md), so a visitor's bookmark or tasting
// note of it still shows what it was: "Riesling Abtserde GG 2020", with
// "no longer in the catalogue of this event" beside it.

/** Product names with their vintage, as cards show them. */
export async function productNames(db: DB, ids: readonly string[]): Promise<Map<string, string>> {
  const rows = await inChunks(listedIds(ids), (chunk) =>
    db.selectFrom("products").select(["id", "name", "vintage"]).where("id", "in", chunk).execute(),
  );
  return new Map(rows.map((row) => [row.id, productName(row)]));
}

export async function exhibitorNames(db: DB, ids: readonly string[]): Promise<Map<string, string>> {
  const rows = await inChunks(listedIds(ids), (chunk) =>
    db.selectFrom("exhibitors").select(["id", "name"]).where("id", "in", chunk).execute(),
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}
