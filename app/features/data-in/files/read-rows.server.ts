import { serverT } from "~/.server/i18n";
import { LOCALES } from "~/lib/locales";
import { sliceYielder } from "~/lib/time-slice";
import { type ColumnSet, mapHeaders, type RowProblem } from "./columns";
import type { CsvRecord } from "./csv.server";
import { IMPORT_LIMITS, tooManyRows } from "./import-limits.server";
import { IMPORT_MESSAGES } from "./import-messages";
import { UNDECODABLE } from "./text-encoding";

// The loop every import shares: the header line mapped to columns (a
// required column missing stops the import), then each row read by the
// kind's own checks, problems counted (the first REPORTED kept, every one
// handed to `onProblem`, which may keep them all), and rows refused that
// have another number of fields than the header (a delimiter in a value
// that was not quoted shifts the columns), a character the file's encoding
// could not read (never stored), or the same key as an earlier row. The
// loop gives the event loop its turn every few milliseconds.

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
    /** Every problem, in order (the report lists the first REPORTED). */
    onProblem?: (problem: RowProblem) => void;
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
    options.onProblem?.(problem);
    if (problems.length < REPORTED) problems.push(shortened(problem));
  };
  const turn = sliceYielder();
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
      for (const header of record.fields) {
        if (header.includes(UNDECODABLE))
          report({ line: 1, column: null, value: header, message: IMPORT_MESSAGES.undecodable });
      }
      present = new Set(columns.filter((c): c is C => c !== null));
      const missing = options.set.required.filter((required) => !columns?.includes(required));
      for (const column of missing) report({ line: 1, column, value: "", message: IMPORT_MESSAGES.missingColumn });
      if (missing.length) break;
      continue;
    }
    if (++count > IMPORT_LIMITS.rows) throw tooManyRows();
    if (count % 1_000 === 0) options.onProgress?.(count);
    await turn();
    if (record.fields.length !== columns.length) {
      report({
        line: record.line,
        column: null,
        value: record.fields.join(" | "),
        message: IMPORT_MESSAGES.fieldCount,
      });
      continue;
    }
    const values: Partial<Record<C, string>> = {};
    const cells = columns.flatMap((column, i) => {
      const value = record.fields[i] ?? "";
      if (column) values[column] = value;
      return column && value.includes(UNDECODABLE) ? [{ column, value }] : [];
    });
    if (cells.length) {
      for (const cell of cells) report({ line: record.line, ...cell, message: IMPORT_MESSAGES.undecodable });
      continue;
    }
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

/** Characters of a value a report lists (and the problems' file keeps). */
const LISTED_VALUE = 200;

/** A problem as the report lists it: a long value cut short, so a report stays small. */
export function shortened(problem: RowProblem): RowProblem {
  return problem.value.length > LISTED_VALUE
    ? { ...problem, value: `${problem.value.slice(0, LISTED_VALUE)}…` }
    : problem;
}
