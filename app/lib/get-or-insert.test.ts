import { describe, expect, it, vi } from "vitest";
import { getOrInsert } from "./get-or-insert";

describe("getOrInsert", () => {
  it("creates once per key and then returns the stored value", () => {
    const map = new Map<string, string[]>();
    const create = vi.fn(() => [] as string[]);
    getOrInsert(map, "a", create).push("x");
    getOrInsert(map, "a", create).push("y");
    getOrInsert(map, "b", create);
    expect(create).toHaveBeenCalledTimes(2);
    expect(map.get("a")).toEqual(["x", "y"]);
  });

  it("keeps a stored falsy value instead of creating it again", () => {
    const map = new Map<string, number>([["zero", 0]]);
    expect(getOrInsert(map, "zero", () => 42)).toBe(0);
  });

  it("works with a WeakMap", () => {
    const key = {};
    const map = new WeakMap<object, { n: number }>();
    expect(getOrInsert(map, key, () => ({ n: 1 }))).toBe(getOrInsert(map, key, () => ({ n: 2 })));
  });
});
