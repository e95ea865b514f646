import { PLACEHOLDER_PRODUCER_ID, PRODUCT_KINDS, type ProductKind } from "~/features/catalogue/vocabulary";
import type { TFunction } from "~/lib/i18n";
import { LOCALES, type Locale } from "~/lib/locales";
import type { Message } from "~/lib/messages";
import { IMPORT_MESSAGES } from "./import-messages";

// The columns of a product import (docs/data-in.md "File imports"): one row
// per product, with its exhibitor and producer. A header is the column's
// key (product_id) or its label in any of the site's languages (Produkt-ID,
// ID produit…), or what the organizer maps it to; other columns are left out.

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
  ...LOCALES.map((locale) => `description_${locale}` as const),
] as const;
export type ProductColumn = (typeof PRODUCT_COLUMNS)[number];

export const REQUIRED_COLUMNS: readonly ProductColumn[] = [
  "product_id",
  "exhibitor_id",
  "exhibitor_name",
  "name",
  "kind",
];

/** The column's label in a language, as the templates head it. */
export function columnLabel(t: TFunction, column: ProductColumn): string {
  const description = /^description_(\w+)$/.exec(column);
  return description
    ? t("organizer:import.columns.description", { locale: description[1] })
    : t(`organizer:import.columns.${column}`);
}

const fold = (text: string) => text.normalize("NFC").trim().toLowerCase().replace(/\s+/g, " ");

/**
 * Which column each header of the file is: by key, by label in any
 * language, or by the organizer's mapping (header → column). null: left out.
 */
export function mapHeaders(
  headers: readonly string[],
  translators: readonly TFunction[],
  mapping: Readonly<Record<string, string>> = {},
): (ProductColumn | null)[] {
  const known = new Map<string, ProductColumn>();
  for (const column of PRODUCT_COLUMNS) {
    known.set(fold(column), column);
    for (const t of translators) known.set(fold(columnLabel(t, column)), column);
  }
  const mapped = new Map(Object.entries(mapping).map(([header, column]) => [fold(header), fold(column)]));
  return headers.map((header) => {
    const wanted = mapped.get(fold(header)) ?? fold(header);
    return known.get(wanted) ?? null;
  });
}

export interface RowProblem {
  /** The line of the file (1 is the header). */
  line: number;
  column: ProductColumn | null;
  value: string;
  message: Message;
}

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
}

const ID = /^[0-9A-Za-z]{24}$/;
const COUNTRY = /^[A-Za-z]{2}$/;

/** One row's values by column, checked: the row, or what is wrong with it, field by field. */
export function readProductRow(
  line: number,
  values: Partial<Record<ProductColumn, string>>,
): { row: ProductRow | null; problems: RowProblem[] } {
  const problems: RowProblem[] = [];
  const get = (column: ProductColumn) => (values[column] ?? "").trim();
  const fail = (column: ProductColumn, message: Message) =>
    problems.push({ line, column, value: get(column), message });
  for (const column of REQUIRED_COLUMNS) if (!get(column)) fail(column, IMPORT_MESSAGES.required);
  for (const column of ["product_id", "exhibitor_id", "producer_id"] as const) {
    if (get(column) && !ID.test(get(column))) fail(column, IMPORT_MESSAGES.invalidId);
  }
  const kind = PRODUCT_KINDS.find((k) => k !== "ProductV1" && k.toLowerCase() === get("kind").toLowerCase());
  if (get("kind") && !kind) fail("kind", IMPORT_MESSAGES.invalid);
  const vintage = get("vintage") ? Number(get("vintage")) : null;
  if (vintage !== null && !(Number.isInteger(vintage) && vintage >= 1800 && vintage <= 2100)) {
    fail("vintage", IMPORT_MESSAGES.invalid);
  }
  for (const column of ["country", "exhibitor_country"] as const) {
    if (get(column) && !COUNTRY.test(get(column))) fail(column, IMPORT_MESSAGES.invalid);
  }
  const producerId = get("producer_id");
  const hasProducer = producerId !== "" && producerId !== PLACEHOLDER_PRODUCER_ID;
  if (hasProducer && !get("producer_name")) fail("producer_name", IMPORT_MESSAGES.required);
  if (problems.length || !kind) return { row: null, problems };
  const descriptions: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const text = get(`description_${locale}`);
    if (text) descriptions[locale] = text;
  }
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
    },
    problems,
  };
}

/**
 * An empty import file with the columns headed in a language: CSV with the
 * delimiter that language's spreadsheets expect (a semicolon except in English).
 */
export function productTemplateCsv(t: TFunction, locale: Locale): string {
  const delimiter = locale === "en" ? "," : ";";
  const quote = (text: string) => (/[",;\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  return `\uFEFF${PRODUCT_COLUMNS.map((column) => quote(columnLabel(t, column))).join(delimiter)}\r\n`;
}
