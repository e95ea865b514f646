import { describe, expect, it } from "vitest";
import { groupBy } from "./group-by";

describe("groupBy", () => {
  const rows = [
    { id: "b", n: 1 },
    { id: "a", n: 2 },
    { id: "b", n: 3 },
  ];

  it("keeps each group in the rows' order", () => {
    expect(groupBy(rows, (row) => row.id)).toEqual(
      new Map([
        ["b", [rows[0], rows[2]]],
        ["a", [rows[1]]],
      ]),
    );
  });

  it("maps each row when asked", () => {
    expect(
      groupBy(
        rows,
        (row) => row.id,
        (row) => row.n,
      ).get("b"),
    ).toEqual([1, 3]);
  });
});
