import { serverT } from "~/.server/i18n";
import { LOCALES } from "~/lib/locales";
import { type ColumnSet, mapHeaders, type RowProblem } from "./columns";
import type { CsvRecord } from "./csv";
import { IMPORT_MESSAGES } from "./import-messages";

// The loop every import shares: the header line mapped to columns (a
// required column missing stops the import), then each row read by the
// kind's own checks, problems counted (the first REPORTED kept), and rows
// with the same key as an earlier one refused.

/** Problems and changes listed in a report; the counts cover all of them. */
export const REPORTED = 100;

export interface ReadRows<C extends string, R> {
  /** The accepted rows; none when they were handed to `batch.take` as they came. */
  rows: R[];
  problems: RowProblem[];
  problemCount: number;
  /** Data rows read (the header line not counted). */
  count: number;
  /** The columns the file has. */
  present: ReadonlySet<C>;
  /** Each header of the file and the column it was read as (null: left out). */
  headers: HeaderColumn[];
}

export interface HeaderColumn {
  header: string;
  column: string | null;
}

export async function readRows<C extends string, R>(
  records: AsyncIterable<CsvRecord>,
  options: {
    set: ColumnSet<C>;
    mapping?: Readonly<Record<string, string>>;
    read: (line: number, values: Partial<Record<C, string>>) => { row: R | null; problems: RowProblem[] };
    /** The row's id, which no other row may repeat, and its column. */
    key: (row: R) => string;
    keyColumn: C;
    /**
     * Called with each row that passed its own checks and is not a duplicate:
     * a problem with it among the rows accepted so far (an exhibitor named
     * two ways), or null, which accepts it (the caller may remember it).
     */
    conflict?: (row: R) => RowProblem | null;
    onProgress?: (rows: number) => void;
    /**
     * Hands the accepted rows over `size` at a time instead of keeping them,
     * so a file of any length is read in bounded memory (only the keys are
     * kept, to find a repeated one); `present` is the file's columns.
     */
    batch?: { size: number; take: (rows: R[], present: ReadonlySet<C>) => Promise<void> };
  },
): Promise<ReadRows<C, R>> {
  const problems: RowProblem[] = [];
  let problemCount = 0;
  const report = (problem: RowProblem) => {
    problemCount++;
    if (problems.length < REPORTED) problems.push(problem);
  };
  let columns: (C | null)[] | null = null;
  let headers: HeaderColumn[] = [];
  let present: ReadonlySet<C> = new Set();
  const keys = new Set<string>();
  const rows: R[] = [];
  let count = 0;
  for await (const record of records) {
    if (!columns) {
      columns = mapHeaders(
        record.fields,
        options.set,
        LOCALES.map((locale) => serverT(locale)),
        options.mapping,
      );
      headers = record.fields.map((header, i) => ({ header, column: columns?.[i] ?? null }));
      present = new Set(columns.filter((c): c is C => c !== null));
      for (const required of options.set.required) {
        if (!columns.includes(required)) {
          report({ line: 1, column: required, value: "", message: IMPORT_MESSAGES.missingColumn });
        }
      }
      if (problemCount) break;
      continue;
    }
    count++;
    if (count % 1_000 === 0) options.onProgress?.(count);
    const values: Partial<Record<C, string>> = {};
    columns.forEach((column, i) => {
      if (column) values[column] = record.fields[i] ?? "";
    });
    const { row, problems: rowProblems } = options.read(record.line, values);
    for (const problem of rowProblems) report(problem);
    if (!row) continue;
    const key = options.key(row);
    if (keys.has(key)) {
      report({ line: record.line, column: options.keyColumn, value: key, message: IMPORT_MESSAGES.duplicate });
      continue;
    }
    const conflict = options.conflict?.(row);
    if (conflict) {
      report(conflict);
      continue;
    }
    keys.add(key);
    rows.push(row);
    if (options.batch && rows.length >= options.batch.size) await options.batch.take(rows.splice(0), present);
  }
  if (options.batch && rows.length) await options.batch.take(rows.splice(0), present);
  options.onProgress?.(count);
  return { rows, problems, problemCount, count, present, headers };
}
