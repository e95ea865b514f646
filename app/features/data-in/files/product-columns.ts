import type { GrapeVariety, ProductFacts } from "~/features/catalogue/product-facts.server";
import { PLACEHOLDER_PRODUCER_ID, PRODUCT_KINDS, type ProductKind } from "~/features/catalogue/vocabulary";
import type { Locale } from "~/lib/locales";
import type { Message } from "~/lib/messages";
import { type ColumnSet, DESCRIPTION_COLUMNS, descriptionsOf, type RowProblem } from "./columns";
import { IMPORT_MESSAGES } from "./import-messages";

// The columns of a product import (docs/data-in.md "From a file"): one row
// per product, with its exhibitor and producer.

export const PRODUCT_COLUMNS = [
  "product_id",
  "exhibitor_id",
  "exhibitor_name",
  "exhibitor_country",
  "producer_id",
  "producer_name",
  "name",
  "kind",
  "vintage",
  "country",
  "region",
  "subregion",
  "stand",
  "color",
  "alcohol",
  "residual_sugar",
  "total_acidity",
  "ph",
  "bottle_size",
  "closure",
  "grapes",
  ...DESCRIPTION_COLUMNS,
] as const;
export type ProductColumn = (typeof PRODUCT_COLUMNS)[number];

export const PRODUCT_COLUMN_SET: ColumnSet<ProductColumn> = {
  columns: PRODUCT_COLUMNS,
  required: ["product_id", "exhibitor_id", "exhibitor_name", "name", "kind"],
};

export interface ProductRow {
  line: number;
  productId: string;
  exhibitor: { id: string; name: string; country: string };
  producer: { id: string; name: string } | null;
  name: string;
  kind: ProductKind;
  vintage: number | null;
  country: string;
  region: string;
  subregion: string;
  stand: string;
  descriptions: Partial<Record<Locale, string>>;
  /** The analytical data and grapes; a column the file does not have is left as it is (FIELDS_OF_COLUMN). */
  facts: Partial<ProductFacts>;
}

/** A number as spreadsheets write it, in any of our languages: "12.5" or "12,5". */
function decimal(text: string): number | null {
  if (!text) return null;
  const value = Number(text.replace(/\s/g, "").replace(",", "."));
  return Number.isFinite(value) ? value : Number.NaN;
}

/**
 * "Riesling 80%, Pinot Noir 20 %" or "Chardonnay": each variety with its share when given. Varieties
 * are separated by ";", "/" or a comma not followed by a digit (so "12,5%" is a decimal comma).
 */
export function grapeList(text: string): GrapeVariety[] | null {
  const out: GrapeVariety[] = [];
  for (const part of text
    .split(/[;/]|,(?!\d)/)
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^(.*?)\s*(\d{1,3}(?:[.,]\d+)?)\s*%$/.exec(part);
    if (!match) {
      out.push({ varietyName: part, percentage: null });
      continue;
    }
    const percentage = Number(match[2].replace(",", "."));
    if (!match[1] || percentage > 100) return null;
    out.push({ varietyName: match[1], percentage });
  }
  return out;
}

/** The ranges a product fact may take (a value outside is a typing error). */
const FACT_RANGES = {
  alcohol: [0, 100],
  residual_sugar: [0, 1000],
  total_acidity: [0, 100],
  ph: [0, 14],
  bottle_size: [1, 30_000],
} as const;

/** The ids of docs/data-in.md "From a file": exactly 24 characters (letters and digits). */
export const ID = /^[0-9A-Za-z]{24}$/;
export const COUNTRY = /^[A-Za-z]{2}$/;

/** One row's values by column, checked: the row, or what is wrong with it, field by field. */
export function readProductRow(
  line: number,
  values: Partial<Record<ProductColumn, string>>,
): { row: ProductRow | null; problems: RowProblem[] } {
  const problems: RowProblem[] = [];
  const get = (column: ProductColumn) => (values[column] ?? "").trim();
  const fail = (column: ProductColumn, message: Message) =>
    problems.push({ line, column, value: get(column), message });
  for (const column of PRODUCT_COLUMN_SET.required) if (!get(column)) fail(column, IMPORT_MESSAGES.required);
  for (const column of ["product_id", "exhibitor_id", "producer_id"] as const) {
    if (get(column) && !ID.test(get(column))) fail(column, IMPORT_MESSAGES.invalidId);
  }
  const kind = PRODUCT_KINDS.find((k) => k.toLowerCase() === get("kind").toLowerCase());
  if (get("kind") && !kind) fail("kind", IMPORT_MESSAGES.invalid);
  const vintage = get("vintage") ? Number(get("vintage")) : null;
  if (vintage !== null && !(Number.isInteger(vintage) && vintage >= 1800 && vintage <= 2100)) {
    fail("vintage", IMPORT_MESSAGES.invalid);
  }
  for (const column of ["country", "exhibitor_country"] as const) {
    if (get(column) && !COUNTRY.test(get(column))) fail(column, IMPORT_MESSAGES.invalid);
  }
  const numbers: Partial<Record<keyof typeof FACT_RANGES, number | null>> = {};
  for (const [column, [min, max]] of Object.entries(FACT_RANGES) as [
    keyof typeof FACT_RANGES,
    readonly [number, number],
  ][]) {
    const value = decimal(get(column));
    const whole = column !== "bottle_size" || value === null || Number.isInteger(value);
    if (value !== null && !(value >= min && value <= max && whole)) fail(column, IMPORT_MESSAGES.invalid);
    numbers[column] = value;
  }
  const grapes = grapeList(get("grapes"));
  if (!grapes) fail("grapes", IMPORT_MESSAGES.invalid);
  const producerId = get("producer_id");
  const hasProducer = producerId !== "" && producerId !== PLACEHOLDER_PRODUCER_ID;
  if (hasProducer && !get("producer_name")) fail("producer_name", IMPORT_MESSAGES.required);
  if (problems.length || !kind) return { row: null, problems };
  const descriptions = descriptionsOf(get);
  return {
    row: {
      line,
      productId: get("product_id"),
      exhibitor: {
        id: get("exhibitor_id"),
        name: get("exhibitor_name"),
        country: get("exhibitor_country").toUpperCase(),
      },
      producer: hasProducer ? { id: producerId, name: get("producer_name") } : null,
      name: get("name"),
      kind,
      vintage,
      country: get("country").toUpperCase(),
      region: get("region"),
      subregion: get("subregion"),
      stand: get("stand"),
      descriptions,
      facts: {
        color: get("color"),
        alcohol: numbers.alcohol ?? null,
        residualSugar: numbers.residual_sugar ?? null,
        totalAcidity: numbers.total_acidity ?? null,
        ph: numbers.ph ?? null,
        bottleSize: numbers.bottle_size ?? null,
        closure: get("closure"),
        grapeVarieties: grapes ?? [],
      },
    },
    problems,
  };
}
