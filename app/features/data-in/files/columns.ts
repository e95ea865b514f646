import type { TFunction } from "~/lib/i18n";
import { LOCALES, type Locale } from "~/lib/locales";
import type { Message } from "~/lib/messages";

// What every kind of import file shares (docs/data-in.md "From a file"): a
// set of columns, some required; a header is a column's key or its label in
// any of the site's languages (locales/<lng>/organizer.json
// "import.columns"), or what the organizer maps it to; other columns are
// left out. Problems are reported by line and column.

export interface ColumnSet<C extends string> {
  columns: readonly C[];
  required: readonly C[];
}

export const DESCRIPTION_COLUMNS = LOCALES.map((locale) => `description_${locale}` as const);

export interface RowProblem {
  /** The line of the file (1 is the header). */
  line: number;
  column: string | null;
  value: string;
  message: Message;
}

/** The column's label in a language, as the templates head it. */
export function columnLabel(t: TFunction, column: string): string {
  const description = /^description_(\w+)$/.exec(column);
  return description
    ? t("organizer:import.columns.description", { locale: description[1] })
    : t(`organizer:import.columns.${column}`);
}

const fold = (text: string) => text.normalize("NFC").trim().toLowerCase().replace(/\s+/g, " ");

/** A label without the unit it ends in: "Gesamtsäure (g/l)" is "Gesamtsäure". */
const withoutUnit = (label: string) => label.replace(/\s*\([^)]*\)$/, "");

/**
 * Which column each header of the file is: by key, by label in any
 * language (with or without its unit), or by the organizer's mapping
 * (header → column). null: left out.
 */
export function mapHeaders<C extends string>(
  headers: readonly string[],
  set: ColumnSet<C>,
  translators: readonly TFunction[],
  mapping: Readonly<Record<string, string>> = {},
): (C | null)[] {
  const known = new Map<string, C>();
  const unitless = new Map<string, C>();
  for (const column of set.columns) {
    known.set(fold(column), column);
    for (const t of translators) {
      const label = columnLabel(t, column);
      known.set(fold(label), column);
      // A description's "(language)" is no unit: without it, the label would name five columns.
      if (!column.startsWith("description_")) unitless.set(fold(withoutUnit(label)), column);
    }
  }
  for (const [label, column] of unitless) if (!known.has(label)) known.set(label, column);
  const mapped = new Map(Object.entries(mapping).map(([header, column]) => [fold(header), fold(column)]));
  return headers.map((header) => known.get(mapped.get(fold(header)) ?? fold(header)) ?? null);
}

/** The descriptions of a row, in the languages it has them. */
export function descriptionsOf(
  get: (column: (typeof DESCRIPTION_COLUMNS)[number]) => string,
): Partial<Record<Locale, string>> {
  const out: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const text = get(`description_${locale}`);
    if (text) out[locale] = text;
  }
  return out;
}

/**
 * An empty import file with the columns headed in a language: CSV with the
 * delimiter that language's spreadsheets expect (a semicolon except in
 * English), and a byte-order mark so Excel reads it as UTF-8.
 */
export function templateCsv(t: TFunction, locale: Locale, set: ColumnSet<string>): string {
  const delimiter = locale === "en" ? "," : ";";
  const quote = (text: string) => (/[",;\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  return `\uFEFF${set.columns.map((column) => quote(columnLabel(t, column))).join(delimiter)}\r\n`;
}
