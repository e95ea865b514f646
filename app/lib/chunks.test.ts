import { describe, expect, it } from "vitest";
import { chunksOf } from "./chunks";

describe("chunksOf", () => {
  it("cuts values into runs of at most the size, in order, the last one shorter", () => {
    expect(chunksOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunksOf([1, 2], 2)).toEqual([[1, 2]]);
    expect(chunksOf([], 3)).toEqual([]);
  });
});
