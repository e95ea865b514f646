import { describe, expect, it } from "vitest";
import { compareSortNumbers, compareTableNumbers, compareWalkStops, type WalkStop } from "./walk-order";

describe("compareTableNumbers", () => {
  it("orders tables as the signs read: numbers as numbers, letters first", () => {
    const tables = ["A10", "B1", "A2", "A1", "10", "2", "B10", "B2"];
    expect(tables.toSorted((a, b) => compareTableNumbers(a, b))).toEqual([
      "2",
      "10",
      "A1",
      "A2",
      "A10",
      "B1",
      "B2",
      "B10",
    ]);
  });

  it("puts an exhibitor without a table after every table", () => {
    expect(["", "Z99", "A1", " "].toSorted((a, b) => compareTableNumbers(a, b))).toEqual(["A1", "Z99", "", " "]);
  });

  it("ignores case and surrounding spaces", () => {
    expect(compareTableNumbers(" a2", "A2 ")).toBe(0);
    expect(compareTableNumbers("a2", "A10")).toBeLessThan(0);
  });
});

describe("compareSortNumbers", () => {
  it("orders by number with missing numbers last", () => {
    expect([null, 30, 2, null, 10].toSorted(compareSortNumbers)).toEqual([2, 10, 30, null, null]);
  });
});

describe("compareWalkStops", () => {
  const exhibitor = (id: string, name: string, sortNumber: number | null, tableNumber: string) => ({
    id,
    name,
    sortNumber,
    tableNumber,
  });
  const stop = (ex: WalkStop["exhibitor"], product: string | null, table = ex.tableNumber): WalkStop => ({
    exhibitor: ex,
    product: product === null ? null : { id: product, name: product, vintage: null, tableNumber: table },
  });

  it("walks by sort number, then table, then name, the exhibitor's bookmark first in its group", () => {
    const early = exhibitor("e1", "Zeta", 1, "C9");
    const a2 = exhibitor("e2", "Beta", null, "A2");
    const a10 = exhibitor("e3", "Alpha", null, "A10");
    const sameTable = exhibitor("e4", "Aardvark", null, "A10");
    const stops = [
      stop(a10, "Riesling"),
      stop(a2, "Wine"),
      stop(sameTable, null),
      stop(a10, null),
      stop(a10, "Cabernet"),
      stop(early, "Zinfandel"),
      stop(sameTable, "Gamay"),
    ];
    const walked = stops
      .toSorted((x, y) => compareWalkStops(x, y))
      .map((s) => `${s.exhibitor.name}:${s.product?.name ?? "-"}`);
    expect(walked).toEqual([
      "Zeta:Zinfandel",
      "Beta:Wine",
      "Aardvark:-",
      "Aardvark:Gamay",
      "Alpha:-",
      "Alpha:Cabernet",
      "Alpha:Riesling",
    ]);
  });

  it("orders a stand's products by their own table, in natural order", () => {
    const stand = exhibitor("e1", "Stand", null, "A1");
    const stops = [stop(stand, "Late", "A12"), stop(stand, "Early", "A3")];
    expect(stops.toSorted((x, y) => compareWalkStops(x, y)).map((s) => s.product?.name)).toEqual(["Early", "Late"]);
  });
});
