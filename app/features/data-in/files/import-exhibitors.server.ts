import type { DB } from "~/.server/db";
import { EXHIBITOR_COLUMN_SET, type ExhibitorRow, readExhibitorRow } from "./exhibitor-columns";
import { applyImport } from "./import-products.server";
import type { ImportOptions, ImportRun } from "./import-report";
import { readRows } from "./read-rows.server";

// An exhibitor import from a file (docs/data-in.md "From a file"): each row
// adds an exhibitor to the event or updates it in place by its id; the
// checks, the report and the all-or-none apply are the product import's.

export async function importExhibitors(db: DB, options: ImportOptions): Promise<ImportRun> {
  const read = await readRows(options.records, {
    set: EXHIBITOR_COLUMN_SET,
    mapping: options.mapping,
    read: readExhibitorRow,
    key: (row: ExhibitorRow) => row.id,
    keyColumn: "exhibitor_id",
    onProgress: options.onProgress,
    onProblem: options.onProblem,
  });
  const source = {
    eventId: options.eventId,
    name: "file",
    exhibitors: read.rows.map((row) => ({
      id: row.id,
      name: row.name,
      country: row.country,
      website: row.website,
      descriptions: row.descriptions,
    })),
    producers: [],
    products: [],
    problems: [],
  };
  return applyImport(db, options, read, source, {
    removeMissing: false,
    exhibitorFields: new Set([
      "name",
      ...(read.present.has("country") ? ["country"] : []),
      ...(read.present.has("website") ? ["website"] : []),
    ]),
  });
}
