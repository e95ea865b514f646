import type { Locale } from "~/lib/locales";
import { type ColumnSet, DESCRIPTION_COLUMNS, descriptionsOf, type RowProblem } from "./columns";
import { IMPORT_MESSAGES } from "./import-messages";
import { COUNTRY, ID } from "./product-columns";

// The columns of an exhibitor import (docs/data-in.md "From a file"): one
// row per exhibitor of the event.

export const EXHIBITOR_COLUMNS = ["exhibitor_id", "name", "country", "website", ...DESCRIPTION_COLUMNS] as const;
export type ExhibitorColumn = (typeof EXHIBITOR_COLUMNS)[number];

export const EXHIBITOR_COLUMN_SET: ColumnSet<ExhibitorColumn> = {
  columns: EXHIBITOR_COLUMNS,
  required: ["exhibitor_id", "name"],
};

export interface ExhibitorRow {
  line: number;
  id: string;
  name: string;
  country: string;
  website: string;
  descriptions: Partial<Record<Locale, string>>;
}

export function readExhibitorRow(
  line: number,
  values: Partial<Record<ExhibitorColumn, string>>,
): { row: ExhibitorRow | null; problems: RowProblem[] } {
  const problems: RowProblem[] = [];
  const get = (column: ExhibitorColumn) => (values[column] ?? "").trim();
  const fail = (column: ExhibitorColumn, message: RowProblem["message"]) =>
    problems.push({ line, column, value: get(column), message });
  for (const column of EXHIBITOR_COLUMN_SET.required) if (!get(column)) fail(column, IMPORT_MESSAGES.required);
  if (get("exhibitor_id") && !ID.test(get("exhibitor_id"))) fail("exhibitor_id", IMPORT_MESSAGES.invalidId);
  if (get("country") && !COUNTRY.test(get("country"))) fail("country", IMPORT_MESSAGES.invalid);
  if (get("website") && !isWebAddress(get("website"))) fail("website", IMPORT_MESSAGES.invalid);
  if (problems.length) return { row: null, problems };
  return {
    row: {
      line,
      id: get("exhibitor_id"),
      name: get("name"),
      country: get("country").toUpperCase(),
      website: get("website"),
      descriptions: descriptionsOf(get),
    },
    problems,
  };
}

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}
