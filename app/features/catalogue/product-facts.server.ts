import type { DB } from "~/.server/db";
import type { Trx } from "./catalogue-writes.server";

// A product's facts as a source carries them and the public API serves them
// (SPEC §3 "Product fields"): the analytical data, the closure and colour,
// the grape varieties with their share, and the awards. The same shape in
// both directions, so one Uncork syncs another without losing them.

export interface GrapeVariety {
  varietyName: string;
  percentage: number | null;
}

export interface ProductAward {
  award: string;
  medal: string;
  year: number | null;
}

export interface ProductFacts {
  color: string;
  alcohol: number | null;
  residualSugar: number | null;
  totalAcidity: number | null;
  ph: number | null;
  bottleSize: number | null;
  closure: string;
  grapeVarieties: GrapeVariety[];
  awards: ProductAward[];
}

/** The product columns of the facts, by the name the database uses. */
export function factColumns(facts: ProductFacts) {
  return {
    color: facts.color,
    alcohol: facts.alcohol,
    residual_sugar: facts.residualSugar,
    total_acidity: facts.totalAcidity,
    ph: facts.ph,
    bottle_size: facts.bottleSize,
    closure: facts.closure,
  };
}

/** The facts held in rows of their own, as fields of a change: whole lists. */
export function factLists(facts: Pick<ProductFacts, "grapeVarieties" | "awards">) {
  return { grape_varieties: facts.grapeVarieties, awards: facts.awards };
}
export const FACT_LIST_FIELDS = new Set(["grape_varieties", "awards"]);

/** A number column as a number (either dialect answers one; Number() keeps the type honest). */
const num = (value: number | string | null) => (value === null ? null : Number(value));

/** The facts of these products (at most a chunk of ids: three queries). */
export async function readProductFacts(db: DB, ids: readonly string[]): Promise<Map<string, ProductFacts>> {
  const out = new Map<string, ProductFacts>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom("products")
    .select(["id", "color", "alcohol", "residual_sugar", "total_acidity", "ph", "bottle_size", "closure"])
    .where("id", "in", ids)
    .execute();
  for (const row of rows) {
    out.set(row.id, {
      color: row.color,
      alcohol: num(row.alcohol),
      residualSugar: num(row.residual_sugar),
      totalAcidity: num(row.total_acidity),
      ph: num(row.ph),
      bottleSize: num(row.bottle_size),
      closure: row.closure,
      grapeVarieties: [],
      awards: [],
    });
  }
  const grapes = await db
    .selectFrom("product_grape_varieties")
    .select(["product_id", "variety_name", "percentage"])
    .where("product_id", "in", ids)
    .orderBy("product_id")
    .orderBy("position")
    .execute();
  for (const g of grapes) {
    out.get(g.product_id)?.grapeVarieties.push({ varietyName: g.variety_name, percentage: num(g.percentage) });
  }
  const awards = await db
    .selectFrom("product_awards")
    .select(["product_id", "award", "medal", "year"])
    .where("product_id", "in", ids)
    .orderBy("product_id")
    .orderBy("position")
    .execute();
  for (const a of awards) {
    out.get(a.product_id)?.awards.push({ award: a.award, medal: a.medal, year: num(a.year) });
  }
  return out;
}

/** Replaces a product's grape varieties or awards (the fields that changed) in the transaction; `fresh`: a product just inserted has none to remove. */
export async function writeFactLists(
  trx: Trx,
  productId: string,
  lists: { grape_varieties?: GrapeVariety[]; awards?: ProductAward[] },
  options: { fresh?: boolean } = {},
): Promise<void> {
  if (lists.grape_varieties) {
    if (!options.fresh) await trx.deleteFrom("product_grape_varieties").where("product_id", "=", productId).execute();
    if (lists.grape_varieties.length) {
      await trx
        .insertInto("product_grape_varieties")
        .values(
          lists.grape_varieties.map((g, position) => ({
            product_id: productId,
            position,
            variety_name: g.varietyName,
            percentage: g.percentage,
          })),
        )
        .execute();
    }
  }
  if (lists.awards) {
    if (!options.fresh) await trx.deleteFrom("product_awards").where("product_id", "=", productId).execute();
    if (lists.awards.length) {
      await trx
        .insertInto("product_awards")
        .values(
          lists.awards.map((a, position) => ({
            product_id: productId,
            position,
            award: a.award,
            medal: a.medal,
            year: a.year,
          })),
        )
        .execute();
    }
  }
}
