import type SQLite from "better-sqlite3";

// A one-row insert run once per row, for insertMany on SQLite (issue 32,
// docs/data-in.md "Writing what was read"). A statement of many rows needs
// SQLite's statement journal (a row refused halfway undoes the rows before
// it), which copies every page the statement changes that the transaction
// had already changed: a sync of 100,000 products, one transaction, wrote
// 4.23 GB for a database of 849 MB, and 1.24 GB a row at a time (peak RSS
// 441 -> 348 MB; its time did not change). Kysely hands a query's text and
// parameters to the connection, one statement a call, and a call per row
// costs a promise and a turn of its own; so insert-many.ts marks the text,
// hands the rows as the parameters, and the connection's statement cache
// (connect.ts) prepares the one-row statement and runs it for each row.
// PostgreSQL keeps its statements of many rows: there a statement is a
// round trip.

/** What begins a statement whose parameters are rows, each run through the rest of its text. */
export const PER_ROW = "/* per row */ ";

/** The part of better-sqlite3's statement that Kysely's driver, ours (sqlite-read-write.ts) and the cache use. */
export interface CachedStatement {
  readonly reader: boolean;
  readonly readonly: boolean;
  readonly busy: boolean;
  all(parameters: readonly unknown[]): unknown[];
  run(parameters: readonly unknown[]): SQLite.RunResult;
  iterate(parameters: readonly unknown[]): IterableIterator<unknown>;
}

/** The statement for a query's text: better-sqlite3's own, or for a marked text one that runs a row at a time. */
export function prepareStatement(sqlite: SQLite.Database, sql: string): CachedStatement {
  if (!sql.startsWith(PER_ROW)) return sqlite.prepare(sql);
  const statement = sqlite.prepare(sql.slice(PER_ROW.length));
  if (statement.reader) throw new Error(`A statement run per row must write: ${sql}`);
  return {
    reader: false,
    readonly: false,
    get busy() {
      return statement.busy;
    },
    run(rows) {
      const runEach = () => {
        let changes = 0;
        let lastInsertRowid: number | bigint = 0;
        for (const row of rows as readonly unknown[][]) {
          const result = statement.run(row);
          changes += result.changes;
          lastInsertRowid = result.lastInsertRowid;
        }
        return { changes, lastInsertRowid };
      };
      // Alone, the rows are written all or none, as one statement of them was. In the caller's
      // transaction a refused row leaves the rows before it there, for the failure to roll back:
      // a savepoint around them would bring back the statement journal this is here to avoid.
      return sqlite.inTransaction ? runEach() : sqlite.transaction(runEach)();
    },
    all: () => {
      throw new Error("A statement run per row returns no rows");
    },
    iterate: () => {
      throw new Error("A statement run per row returns no rows");
    },
  };
}
