import { CompiledQuery, type Insertable, type Kysely } from "kysely";
import { getOrInsert } from "~/lib/get-or-insert";
import { nextTurn } from "~/lib/time-slice";
import { dialectOf } from "./dialect";
import type { Database } from "./schema";
import { PER_ROW } from "./statement-per-row";

// Many rows inserted a few hundred to a statement, the statement's text
// written here rather than built by Kysely (issue 32, docs/data-in.md
// "Writing what was read"). Kysely makes, freezes and compiles a node for
// every value of an insert: an import of 100,000 products sends about 15
// million values (the products, their texts, registrations and a million
// history rows), and building their statements cost half as much CPU as
// SQLite's writing them, and most of the garbage collection. The text of a statement
// of n rows of the same columns is the same each time, so PostgreSQL's
// statements are alike. On SQLite a statement of one row is run for each
// row of a part (statement-per-row.ts): it needs no statement journal, which
// a statement of the part's rows does, and its compiled statement is reused
// (connect.ts).

/**
 * A statement's parameters at most on PostgreSQL (its bound is 65,535). On SQLite, where a part's rows are
 * run one at a time (statement-per-row.ts), it bounds a part the same way, and keeps a turn of the event loop short.
 */
const PARAMETERS_PER_STATEMENT = 30_000;

export interface InsertManyOptions {
  /** Rows a statement at most (fewer when their parameters would pass the bound). */
  rowsPerStatement: number;
  /**
   * Characters of text values a statement at most (a row longer than that
   * goes alone): a statement holds the event loop while SQLite writes it,
   * and a thousand of a sync's new products' history rows, each with its
   * texts in five languages, held it 80 ms.
   */
  charsPerStatement?: number;
}

/**
 * Inserts the rows a statement at a time, giving the event loop a turn after
 * each (a statement's promise settles without one). For a transaction's
 * writes: a row refused may leave rows before it written (SQLite writes a
 * statement's rows one by one), for the failure to roll back. Rows are inserted
 * together where they name the same columns: a row without a column takes
 * the table's default, as it would inserted alone. The order of the rows is
 * kept within each set of columns.
 */
export async function insertMany<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  options: InsertManyOptions,
): Promise<void> {
  const byColumns = new Map<string, Record<string, unknown>[]>();
  for (const row of rows as readonly Record<string, unknown>[]) {
    // The row's set of columns as a key, without an array of them: a sync of 100,000 products inserts a million rows.
    let names = "";
    for (const column in row) if (row[column] !== undefined) names = names ? `${names},${column}` : column;
    getOrInsert(byColumns, names, () => []).push(row);
  }
  const postgres = dialectOf(db) === "postgres";
  for (const [names, group] of byColumns) {
    const columns = names ? names.split(",") : [];
    const size =
      columns.length === 0
        ? 1
        : Math.max(1, Math.min(options.rowsPerStatement, Math.floor(PARAMETERS_PER_STATEMENT / columns.length)));
    for (const part of statementsOf(group, columns, size, options.charsPerStatement ?? Number.POSITIVE_INFINITY)) {
      await db.executeQuery(insertStatement(table, columns, part, postgres));
      await nextTurn();
    }
  }
}

/** The rows in order, a statement's at a time: at most `rows` of them, and at most `chars` characters of their texts unless one row alone. */
export function* statementsOf<R extends Record<string, unknown>>(
  group: readonly R[],
  columns: readonly string[],
  rows: number,
  chars: number,
): Generator<R[]> {
  if (chars === Number.POSITIVE_INFINITY) {
    for (let start = 0; start < group.length; start += rows) yield group.slice(start, start + rows);
    return;
  }
  let part: R[] = [];
  let length = 0;
  for (const row of group) {
    let size = 0;
    for (const column of columns) {
      const value = row[column];
      if (typeof value === "string") size += value.length;
    }
    if (part.length > 0 && (part.length >= rows || length + size > chars)) {
      yield part;
      part = [];
      length = 0;
    }
    part.push(row);
    length += size;
  }
  if (part.length > 0) yield part;
}

/**
 * PostgreSQL: `insert into "t" ("a", "b") values ($1, $2), ($3, $4)`. SQLite:
 * `insert into "t" ("a", "b") values (?, ?)` marked to run once per row, the
 * rows' values as its parameters.
 */
function insertStatement(
  table: string,
  columns: readonly string[],
  rows: readonly Record<string, unknown>[],
  postgres: boolean,
): CompiledQuery {
  if (columns.length === 0) {
    // Nothing but defaults: one row a statement, as SQL has no multi-row form of it.
    return CompiledQuery.raw(`insert into ${quoted(table)} default values`, []);
  }
  const into = `insert into ${quoted(table)} (${columns.map(quoted).join(", ")}) values `;
  if (!postgres) {
    const values = rows.map((row) => columns.map((column) => row[column]));
    return CompiledQuery.raw(`${PER_ROW}${into}(${columns.map(() => "?").join(", ")})`, values);
  }
  const parameters: unknown[] = [];
  const tuples: string[] = [];
  for (const row of rows) {
    tuples.push(`(${columns.map((_, n) => `$${parameters.length + n + 1}`).join(", ")})`);
    for (const column of columns) parameters.push(row[column]);
  }
  return CompiledQuery.raw(`${into}${tuples.join(", ")}`, parameters);
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
