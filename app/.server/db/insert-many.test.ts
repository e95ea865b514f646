import { describe, expect, it } from "vitest";
import { statementsOf } from "./insert-many";

// How insertMany parts its rows into statements: by rows, and by the characters of their texts.

const rows = (...lengths: number[]) => lengths.map((n, i) => ({ id: i, text: "x".repeat(n), other: null }));
const ids = (parts: Iterable<{ id: number }[]>) => [...parts].map((part) => part.map((row) => row.id));

describe("statementsOf", () => {
  it("parts the rows in order by the rows a statement may take", () => {
    expect(ids(statementsOf(rows(1, 1, 1, 1, 1), ["id", "text"], 2, Number.POSITIVE_INFINITY))).toEqual([
      [0, 1],
      [2, 3],
      [4],
    ]);
  });

  it("ends a statement before its texts would pass the characters it may take; a longer row goes alone", () => {
    expect(ids(statementsOf(rows(40, 50, 20, 150, 10, 90), ["id", "text"], 100, 100))).toEqual([
      [0, 1],
      [2],
      [3],
      [4, 5],
    ]);
  });

  it("counts only the columns written", () => {
    expect(ids(statementsOf(rows(60, 60, 60), ["id"], 100, 100))).toEqual([[0, 1, 2]]);
  });

  it("gives no statement for no rows", () => {
    expect(ids(statementsOf([], ["id"], 10, 10))).toEqual([]);
  });
});
