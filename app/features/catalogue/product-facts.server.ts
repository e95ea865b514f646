import type { DB } from "~/.server/db";
import { type DialectName, fromBool, toBool } from "~/.server/db/dialect";
import { insertMany } from "~/.server/db/insert-many";
import { getOrInsert } from "~/lib/get-or-insert";
import type { Trx } from "./catalogue-writes.server";
import { jsonStrings } from "./files.server";
import { namesOf } from "./localized-name";
import { readSensoryProfile } from "./sensory";
import type { Product } from "./types";
import { SENSORY_SCALES, type SensoryProfile, type SensoryScale } from "./vocabulary";

// A product's facts as a source carries them and the public API serves them
// (docs/product/catalogue.md "What the catalogue holds"): everything about the product that is the same
// in every language (the analytical data, codes, vineyard figures, the
// fermentation, the sensory scales, the grape varieties, soils and awards).
// The same shape in both directions, so one Uncork syncs another without
// losing any of them. Texts written in a language are product-texts.ts's.

export type GrapeVariety = Product["grapeVarieties"][number];

export interface ProductAward {
  award: string;
  /** As the source writes it; the pages show the medals they know (vocabulary.ts). */
  medal: string;
  year: number | null;
}

export interface SoilShare {
  /** The soil's name in English (the key the catalogue keeps). */
  soilType: string;
  /** Its name in other languages, where the source has one: { de: "Schiefer" }. */
  names: Record<string, string>;
  percentage: number | null;
}

/** The facts as the product page has them, with the forms a source gives where they differ. */
export type ProductFacts = Pick<
  Product,
  | "designation"
  | "color"
  | "alcohol"
  | "residualSugar"
  | "totalAcidity"
  | "ph"
  | "bottleSize"
  | "closure"
  | "monthsInBottle"
  | "eanBottle"
  | "eanCase"
  | "gtin"
  | "bottlesPerCase"
  | "isVegan"
  | "isVegetarian"
  | "isCertifiedOrganic"
  | "isBiodynamic"
  | "finingAgents"
  | "vineyard"
  | "vineDensity"
  | "yield"
  | "vineyardAge"
  | "vineyardElevation"
  | "classifications"
  | "certifications"
  | "spiritType"
  | "beerStyle"
  | "sensory"
  | "grapeVarieties"
> & {
  /** What the product's record says it is (BIODYNAMIC, VEGAN…), as written, besides the four flags. */
  characteristics: string[];
  /** The page's fermentation.malolactic and .wholeCluster. */
  malolacticFermentation: string;
  wholeClusterFermentation: boolean;
  awards: ProductAward[];
  soilTypes: SoilShare[];
};

/** Each fact's column (or, for the lists, its field in a change), by its name in ProductFacts. */
const FACT_FIELD = {
  designation: "designation",
  color: "color",
  alcohol: "alcohol",
  residualSugar: "residual_sugar",
  totalAcidity: "total_acidity",
  ph: "ph",
  bottleSize: "bottle_size",
  closure: "closure",
  monthsInBottle: "months_in_bottle",
  eanBottle: "ean_bottle",
  eanCase: "ean_case",
  gtin: "gtin",
  bottlesPerCase: "bottles_per_case",
  isVegan: "is_vegan",
  isVegetarian: "is_vegetarian",
  isCertifiedOrganic: "is_certified_organic",
  isBiodynamic: "is_biodynamic",
  finingAgents: "fining_agents",
  characteristics: "characteristics",
  vineyard: "vineyard",
  vineDensity: "vine_density",
  yield: "yield",
  vineyardAge: "vineyard_age",
  vineyardElevation: "vineyard_elevation",
  classifications: "classifications",
  certifications: "certifications",
  malolacticFermentation: "malolactic_fermentation",
  wholeClusterFermentation: "whole_cluster_fermentation",
  spiritType: "spirit_type",
  beerStyle: "beer_style",
  sensory: "sensory",
  grapeVarieties: "grape_varieties",
  awards: "awards",
  soilTypes: "soil_types",
} as const satisfies Record<keyof ProductFacts, string>;

type FactColumn = Exclude<(typeof FACT_FIELD)[keyof ProductFacts], "grape_varieties" | "awards" | "soil_types">;

const BOOLEAN_COLUMNS = new Set<string>([
  "is_vegan",
  "is_vegetarian",
  "is_certified_organic",
  "is_biodynamic",
  "whole_cluster_fermentation",
]);
const JSON_COLUMNS = new Set<string>(["fining_agents", "characteristics", "classifications", "certifications"]);

/** The facts held in rows of their own: a change replaces the whole list. */
export const FACT_LIST_FIELDS = new Set(["grape_varieties", "awards", "soil_types"]);

/** The product columns the facts live in. */
export const FACT_COLUMNS = (Object.values(FACT_FIELD) as string[]).filter(
  (field) => !FACT_LIST_FIELDS.has(field),
) as FactColumn[];

/**
 * The facts a source gives, as fields of a change (the database's names),
 * in one form whatever the dialect: flags as true or null (so "not vegan"
 * and "never said" are the same, as on the page), lists as arrays, no
 * sensory scale as null. Facts the source does not give are left out: it
 * does not speak for them.
 */
export function factFields(facts: Partial<ProductFacts>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field, form] of FACT_FORMS) {
    const value = facts[key];
    if (value === undefined) continue;
    if (form === "flag") out[field] = value === true ? true : null;
    else if (form === "sensory") out[field] = sensoryField(value as SensoryProfile);
    else out[field] = value;
  }
  return out;
}

/** Each fact's name, its field and the form factFields gives it, worked out once (an import of 100,000 rows asks for every fact of each). */
const FACT_FORMS = (Object.entries(FACT_FIELD) as [keyof ProductFacts, string][]).map(
  ([key, field]) =>
    [key, field, BOOLEAN_COLUMNS.has(field) ? "flag" : field === "sensory" ? "sensory" : "as-is"] as const,
);

/** The scales that have a value, in the scales' own order (so two equal profiles compare equal); null when none has. */
function sensoryField(profile: SensoryProfile): SensoryProfile | null {
  const ordered = Object.fromEntries(
    (Object.keys(SENSORY_SCALES) as SensoryScale[]).flatMap((scale) =>
      profile[scale] ? [[scale, profile[scale]]] : [],
    ),
  );
  return Object.keys(ordered).length ? (ordered as SensoryProfile) : null;
}

/** Fact fields of a change as the product's columns to write (the lists are writeFactLists'). */
export function factColumnValues(dialect: DialectName, fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of Object.keys(fields)) {
    if (FACT_LIST_FIELDS.has(field)) continue;
    out[field] = columnValue(dialect, field, fields[field]);
  }
  return out;
}

/** A fact field's value as its column holds it. */
function columnValue(dialect: DialectName, field: string, value: unknown): unknown {
  if (BOOLEAN_COLUMNS.has(field)) return fromBool(dialect, value === true);
  if (JSON_COLUMNS.has(field)) return JSON.stringify(Array.isArray(value) ? value : []);
  if (field === "sensory") return JSON.stringify(value ?? {});
  return value ?? (typeof value === "number" ? value : defaultOf(field));
}

/**
 * A new product's fact columns, every one named in FACT_COLUMNS' order: a fact the change does not
 * set takes its empty value, which is the table's default (product-facts.db.test.ts
 * holds it). A batch of new products' rows then has one set of columns in one
 * order, written a few hundred a statement (insert-many.ts groups rows by
 * their columns: with the facts each product happens to have, a sync's
 * 100,000 new products took 35,139 statements).
 */
export function newProductFactColumns(dialect: DialectName, fields: Record<string, unknown>): Record<string, unknown> {
  // A copy of an object that has every column, each then set in place: an object given its 31 columns one by one
  // is a dictionary to V8: building it and a product's row from it took about 20 µs a product, now about 5 (100,000 in a loop).
  const out: Record<string, unknown> = { ...EVERY_FACT_COLUMN };
  for (const column of FACT_COLUMNS) out[column] = columnValue(dialect, column, fields[column]);
  return out;
}

/** Every fact column, in FACT_COLUMNS' order: a spread copy is an object of fast properties, which a dictionary is not. */
const EVERY_FACT_COLUMN: Readonly<Record<string, unknown>> = {
  ...Object.fromEntries(FACT_COLUMNS.map((c) => [c, null])),
};

const NUMBER_COLUMNS = new Set<string>([
  "alcohol",
  "residual_sugar",
  "total_acidity",
  "ph",
  "bottle_size",
  "months_in_bottle",
  "bottles_per_case",
  "vine_density",
  "yield",
  "vineyard_age",
  "vineyard_elevation",
]);

/** An emptied column: null for numbers, "" for text. */
const defaultOf = (field: string) => (NUMBER_COLUMNS.has(field) ? null : "");

/** A number column as a number (either dialect answers one; Number() keeps the type honest). */
const num = (value: number | string | null) => (value === null ? null : Number(value));

/** The facts of these products (at most a chunk of ids: four queries). */
export async function readProductFacts(db: DB, ids: readonly string[]): Promise<Map<string, ProductFacts>> {
  const out = new Map<string, ProductFacts>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom("products")
    .select(["id", ...FACT_COLUMNS])
    .where("id", "in", ids)
    .execute();
  for (const row of rows) {
    out.set(row.id, {
      designation: row.designation,
      color: row.color,
      alcohol: num(row.alcohol),
      residualSugar: num(row.residual_sugar),
      totalAcidity: num(row.total_acidity),
      ph: num(row.ph),
      bottleSize: num(row.bottle_size),
      closure: row.closure,
      monthsInBottle: num(row.months_in_bottle),
      eanBottle: row.ean_bottle,
      eanCase: row.ean_case,
      gtin: row.gtin,
      bottlesPerCase: num(row.bottles_per_case),
      isVegan: toBool(row.is_vegan),
      isVegetarian: toBool(row.is_vegetarian),
      isCertifiedOrganic: toBool(row.is_certified_organic),
      isBiodynamic: toBool(row.is_biodynamic),
      finingAgents: jsonStrings(row.fining_agents),
      characteristics: jsonStrings(row.characteristics),
      vineyard: row.vineyard,
      vineDensity: num(row.vine_density),
      yield: num(row.yield),
      vineyardAge: num(row.vineyard_age),
      vineyardElevation: num(row.vineyard_elevation),
      classifications: jsonStrings(row.classifications),
      certifications: jsonStrings(row.certifications),
      malolacticFermentation: row.malolactic_fermentation,
      wholeClusterFermentation: toBool(row.whole_cluster_fermentation),
      spiritType: row.spirit_type,
      beerStyle: row.beer_style,
      sensory: readSensoryProfile(row.sensory),
      grapeVarieties: [],
      awards: [],
      soilTypes: [],
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
  for (const [id, soils] of await readProductSoils(db, ids)) {
    const facts = out.get(id);
    if (facts) facts.soilTypes = soils;
  }
  return out;
}

/** The soils of these products (at most a chunk of ids: one query), in their order, with their names per locale. */
export async function readProductSoils(
  db: DB,
  ids: readonly string[],
): Promise<Map<string, ProductFacts["soilTypes"]>> {
  const out = new Map<string, ProductFacts["soilTypes"]>();
  if (ids.length === 0) return out;
  const soils = await db
    .selectFrom("product_soil_types")
    .select(["product_id", "soil_type", "names", "percentage"])
    .where("product_id", "in", ids)
    .orderBy("product_id")
    .orderBy("position")
    .execute();
  for (const s of soils) {
    getOrInsert(out, s.product_id, () => []).push({
      soilType: s.soil_type,
      names: namesOf(s.names),
      percentage: num(s.percentage),
    });
  }
  return out;
}

/** The rows of a product's grape varieties, awards and soils, for the lists among `fields` (undefined: not among them). */
export function factListRows(productId: string, fields: Record<string, unknown>) {
  const grapes = fields.grape_varieties as GrapeVariety[] | null | undefined;
  const awards = fields.awards as ProductAward[] | null | undefined;
  const soils = fields.soil_types as SoilShare[] | null | undefined;
  return {
    product_grape_varieties:
      grapes === undefined
        ? undefined
        : (grapes ?? []).map((g, position) => ({
            product_id: productId,
            position,
            variety_name: g.varietyName,
            percentage: g.percentage,
          })),
    product_awards:
      awards === undefined
        ? undefined
        : (awards ?? []).map((a, position) => ({
            product_id: productId,
            position,
            award: a.award,
            medal: a.medal,
            year: a.year,
          })),
    product_soil_types:
      soils === undefined
        ? undefined
        : (soils ?? []).map((s, position) => ({
            product_id: productId,
            position,
            soil_type: s.soilType,
            names: JSON.stringify(s.names),
            percentage: s.percentage,
          })),
  };
}

/** Fact list rows per statement: well under either database's bound on a statement's parameters. */
const FACT_ROWS_PER_INSERT = 1_000;

/** Inserts fact list rows (of one product or many), a thousand rows a statement. */
export async function insertFactListRows(trx: Trx, lists: Partial<ReturnType<typeof factListRows>>): Promise<void> {
  const options = { rowsPerStatement: FACT_ROWS_PER_INSERT };
  await insertMany(trx, "product_grape_varieties", lists.product_grape_varieties ?? [], options);
  await insertMany(trx, "product_awards", lists.product_awards ?? [], options);
  await insertMany(trx, "product_soil_types", lists.product_soil_types ?? [], options);
}

/**
 * Replaces a product's grape varieties, awards or soils (the lists among
 * `fields` that changed) in the transaction; `fresh`: a product just
 * inserted has none to remove.
 */
export async function writeFactLists(
  trx: Trx,
  productId: string,
  fields: Record<string, unknown>,
  options: { fresh?: boolean } = {},
): Promise<void> {
  const lists = factListRows(productId, fields);
  if (!options.fresh) {
    if (lists.product_grape_varieties) {
      await trx.deleteFrom("product_grape_varieties").where("product_id", "=", productId).execute();
    }
    if (lists.product_awards) await trx.deleteFrom("product_awards").where("product_id", "=", productId).execute();
    if (lists.product_soil_types) {
      await trx.deleteFrom("product_soil_types").where("product_id", "=", productId).execute();
    }
  }
  await insertFactListRows(trx, lists);
}
