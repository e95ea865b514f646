import type { FieldChange } from "~/features/catalogue/history";
import type { EntityType } from "~/features/data-in/plan-sync.server";
import type { RowProblem } from "./columns";
import type { CsvRecord } from "./csv.server";
import type { HeaderColumn } from "./read-rows.server";
import type { TextEncoding } from "./text-encoding";

// What every import takes and answers (docs/data-in.md "From a file"): the
// rows checked with their problems, the changes the valid rows make (or
// would make, in a dry run), field by field, and whether they were written.

export type ImportedType = EntityType | "person";

export interface ImportChange {
  type: ImportedType;
  id: string;
  name: string;
  action: "add" | "change" | "remove";
  fields: FieldChange[];
}

export interface ImportReport {
  eventId: string;
  dryRun: boolean;
  /** Data rows read (the header line not counted). */
  rows: number;
  problems: RowProblem[];
  problemCount: number;
  counts: Partial<Record<ImportedType, { add: number; change: number; remove: number }>>;
  changes: ImportChange[];
  totalChanges: number;
  /** Whether the changes were written (never when a row has a problem). */
  applied: boolean;
  /** Each header of the file and the column it was read as (null: left out), for the organizer's mapping. */
  headers: HeaderColumn[];
  /** The encoding a CSV file was read in; null for XLSX and JSON. */
  encoding: TextEncoding | null;
  /** The encoding detection found: `encoding` unless the organizer chose another. */
  encodingDetected: TextEncoding | null;
  /** Where every problem can be downloaded as CSV, when there are more than `problems` lists; else null. */
  problemsUrl: string | null;
}

/** What an import of records reports; how the file was read (its encoding, the problems' file) is its caller's to add. */
export type ImportRun = Omit<ImportReport, "encoding" | "encodingDetected" | "problemsUrl">;

export interface ImportOptions {
  eventId: string;
  records: AsyncIterable<CsvRecord>;
  dryRun: boolean;
  actor: string;
  /** Header → column, for headers the import does not know. */
  mapping?: Readonly<Record<string, string>>;
  onProgress?: (rows: number) => void;
  /** Every problem, in order of discovery (the report lists the first ones). */
  onProblem?: (problem: RowProblem) => void;
}
