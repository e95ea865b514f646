import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { withStatementCache } from "./connect";
import { PER_ROW } from "./statement-per-row";

// A statement marked to run per row (insert-many.ts on SQLite), through the
// connection's statement cache as Kysely's drivers reach it.

function database() {
  const sqlite = new SQLite(":memory:");
  sqlite.exec("create table wines (id integer primary key, name text not null)");
  return { sqlite, cached: withStatementCache(sqlite) };
}

const names = (sqlite: SQLite.Database) =>
  (sqlite.prepare("select name from wines order by id").all() as { name: string }[]).map((row) => row.name);

describe("a statement run per row", () => {
  it("runs its one-row statement for each row of its parameters, in order, and counts the changes", () => {
    const { sqlite, cached } = database();
    const statement = cached.prepare(`${PER_ROW}insert into wines (id, name) values (?, ?)`);
    const result = statement.run([
      [1, "Riesling"],
      [2, "Müller-Thurgau"],
      [3, "Grüner Veltliner"],
    ]);
    expect(result.changes).toBe(3);
    expect(statement.reader).toBe(false);
    expect(names(sqlite)).toEqual(["Riesling", "Müller-Thurgau", "Grüner Veltliner"]);
  });

  it("is kept and handed out again like any other statement", () => {
    const { cached } = database();
    const sql = `${PER_ROW}insert into wines (id, name) values (?, ?)`;
    expect(cached.prepare(sql)).toBe(cached.prepare(sql));
  });

  it("writes none of its rows when one is refused outside a transaction", () => {
    const { sqlite, cached } = database();
    const statement = cached.prepare(`${PER_ROW}insert into wines (id, name) values (?, ?)`);
    expect(() =>
      statement.run([
        [1, "Riesling"],
        [2, "Silvaner"],
        [1, "Scheurebe"],
      ]),
    ).toThrow(/UNIQUE constraint failed/);
    expect(names(sqlite)).toEqual([]);
    expect(sqlite.inTransaction).toBe(false);
  });

  it("writes its rows into the caller's transaction, which a failure rolls back", () => {
    const { sqlite, cached } = database();
    const statement = cached.prepare(`${PER_ROW}insert into wines (id, name) values (?, ?)`);
    sqlite.exec("begin");
    statement.run([[1, "Riesling"]]);
    expect(sqlite.inTransaction).toBe(true);
    sqlite.exec("rollback");
    expect(names(sqlite)).toEqual([]);
  });

  it("refuses a statement that reads", () => {
    const { cached } = database();
    expect(() => cached.prepare(`${PER_ROW}select name from wines where id = ?`)).toThrow(/must write/);
  });

  it("leaves an unmarked statement better-sqlite3's own", () => {
    const { cached } = database();
    expect(cached.prepare("select name from wines")).toBeInstanceOf(
      Object.getPrototypeOf(new SQLite(":memory:").prepare("select 1")).constructor,
    );
  });
});
