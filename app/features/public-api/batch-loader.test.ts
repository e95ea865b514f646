import { describe, expect, it } from "vitest";
import { batchLoader } from "./batch-loader";

describe("batchLoader", () => {
  it("loads the keys asked for in one turn with one call, each key once", async () => {
    const calls: string[][] = [];
    const load = batchLoader(async (keys: readonly string[]) => {
      calls.push([...keys]);
      return new Map(keys.map((k) => [k, k.toUpperCase()]));
    });
    const values = await Promise.all([load("a"), load("b"), load("a"), load("c")]);
    expect(values).toEqual(["A", "B", "A", "C"]);
    expect(calls).toEqual([["a", "b", "c"]]);
    // A later turn is a new batch; what is known is not asked again.
    expect(await Promise.all([load("a"), load("d")])).toEqual(["A", "D"]);
    expect(calls).toEqual([["a", "b", "c"], ["d"]]);
  });

  it("gives undefined for a key the batch did not find", async () => {
    const load = batchLoader(async () => new Map<string, number>());
    expect(await load("x")).toBeUndefined();
  });
});
