import { describe, expect, it } from "vitest";
import { PLACEHOLDER_PRODUCER_ID } from "~/features/catalogue/vocabulary";
import { gs1CheckDigit, isValidGs1 } from "./ean";
import { allocate } from "./plan";
import { Random } from "./random";

describe("Random", () => {
  it("replays the same sequence for the same seed, and forks independently of draws", () => {
    const a = new Random(42);
    const b = new Random(42);
    expect(Array.from({ length: 5 }, () => a.uint32())).toEqual(Array.from({ length: 5 }, () => b.uint32()));
    expect(a.fork("x").uint32()).toBe(new Random(42).fork("x").uint32());
    expect(new Random(43).uint32()).not.toBe(new Random(42).uint32());
  });

  it("keeps int, float, sample and weighted within their contracts", () => {
    const r = new Random(7);
    for (let i = 0; i < 2000; i++) {
      const n = r.int(3, 9);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(9);
      const f = r.float(1, 2, 2);
      expect(f).toBeGreaterThanOrEqual(1);
      expect(f).toBeLessThanOrEqual(2);
    }
    const picked = r.sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(picked).size).toBe(4);
    expect(r.shuffle([1, 2, 3]).sort()).toEqual([1, 2, 3]);
    const counts = { a: 0, b: 0 };
    for (let i = 0; i < 4000; i++)
      counts[
        r.weighted([
          ["a", 3],
          ["b", 1],
        ] as const)
      ]++;
    expect(counts.a / 4000).toBeGreaterThan(0.7);
    expect(counts.a / 4000).toBeLessThan(0.8);
  });

  it("hands out unique 24-hex ids across forks, never the placeholder", () => {
    const root = new Random(1);
    const streams = [root, root.fork("a"), root.fork("b")];
    const ids = Array.from({ length: 30_000 }, (_, i) => streams[i % 3].id());
    expect(ids.filter((id) => !/^[0-9a-f]{24}$/.test(id))).toEqual([]);
    expect(ids).not.toContain(PLACEHOLDER_PRODUCER_ID);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("helpers", () => {
  it("computes GS1 check digits", () => {
    expect(gs1CheckDigit("400638133393")).toBe(1); // 4006381333931, a published example
    expect(isValidGs1("4006381333931")).toBe(true);
    expect(isValidGs1("4006381333932")).toBe(false);
  });

  it("allocates exactly, proportionally and with a minimum", () => {
    const parts = allocate(100, [1, 1, 2], 1);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(100);
    expect(parts[2]).toBeGreaterThan(parts[0]);
    expect(allocate(3, [0, 0, 100], 1)).toEqual([1, 1, 1]);
  });
});
