import type { FieldChange } from "~/features/catalogue/history";
import type { EntityType } from "~/features/data-in/plan-sync.server";
import type { RowProblem } from "./columns";
import type { CsvRecord } from "./csv";
import type { HeaderColumn } from "./read-rows.server";

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
  /** What the CSV was read with; null for XLSX and JSON. */
  encoding: "utf-8" | "windows-1252" | "iso-8859-15" | null;
  /** What detection found. */
  encodingDetected: "utf-8" | "windows-1252" | "iso-8859-15" | null;
  /** All problems as CSV, when there are more than the report lists. */
  problemsUrl: string | null;
}

export interface ImportOptions {
  eventId: string;
  records: AsyncIterable<CsvRecord>;
  dryRun: boolean;
  actor: string;
  /** Header → column, for headers the import does not know. */
  mapping?: Readonly<Record<string, string>>;
  onProgress?: (rows: number) => void;
}
