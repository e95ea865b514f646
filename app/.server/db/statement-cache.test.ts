import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { withStatementCache } from "./connect";

describe("the SQLite statement cache", () => {
  const open = (size?: number) => {
    const sqlite = new SQLite(":memory:");
    sqlite.exec("create table t (n integer); insert into t values (1), (2), (3);");
    return withStatementCache(sqlite, size);
  };

  it("hands out the compiled statement again for the same text, and compiles other text anew", () => {
    const db = open();
    const first = db.prepare("select n from t order by n");
    expect(db.prepare("select n from t order by n")).toBe(first);
    expect(db.prepare("select n from t where n > ?")).not.toBe(first);
    expect(first.all([])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it("never hands out a statement that is still being iterated", () => {
    const db = open();
    const sql = "select n from t order by n";
    const rows = db.prepare(sql).iterate([]);
    expect(rows.next().value).toEqual({ n: 1 });
    const other = db.prepare(sql);
    expect(other.all([])).toHaveLength(3);
    expect([...rows]).toEqual([{ n: 2 }, { n: 3 }]);
  });

  it("keeps at most its size, the least recently used leaving first", () => {
    const db = open(2);
    const a = db.prepare("select 1");
    const b = db.prepare("select 2");
    expect(db.prepare("select 1")).toBe(a); // a is now the most recent
    db.prepare("select 3"); // b leaves
    expect(db.prepare("select 1")).toBe(a);
    expect(db.prepare("select 2")).not.toBe(b);
  });
});
