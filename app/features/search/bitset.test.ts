import { describe, expect, it } from "vitest";
import { bitsetWords, fillAll, intersectLeavingOneOut, popcount, setBit, toIds, toIdsOfDifference } from "./bitset";

/** A seeded set of ids below size, each in with probability p. */
function randomSet(size: number, p: number, seed: number): Uint32Array {
  let state = seed;
  const bits = new Uint32Array(bitsetWords(size));
  for (let id = 0; id < size; id++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    if (state / 2 ** 32 < p) setBit(bits, id);
  }
  return bits;
}

const ids = (bits: Uint32Array) => {
  const out = new Uint32Array(bits.length * 32);
  return [...out.subarray(0, toIds(bits, out))];
};

describe("intersectLeavingOneOut", () => {
  it.each([0, 1, 2, 3, 5])("with %i sets: all of them, and each set replaced by every other one", (k) => {
    const size = 1_000;
    const base = randomSet(size, 0.7, 1);
    const sets = Array.from({ length: k }, (_, a) => randomSet(size, 0.3 + 0.1 * a, a + 2));
    const original = sets.map((set) => ids(set));
    const all = new Uint32Array(base.length);
    intersectLeavingOneOut(base, sets, all);
    const inAll = (id: number, except: number) => original.every((set, a) => a === except || set.includes(id));
    const baseIds = ids(base);
    expect(ids(all)).toEqual(baseIds.filter((id) => inAll(id, -1)));
    sets.forEach((set, a) => {
      expect(ids(set), `set ${a}`).toEqual(baseIds.filter((id) => inAll(id, a)));
    });
  });

  it("keeps the bits past the last id clear", () => {
    const base = new Uint32Array(bitsetWords(40));
    fillAll(base, 40);
    const set = new Uint32Array(base.length);
    fillAll(set, 40);
    const all = new Uint32Array(base.length);
    intersectLeavingOneOut(base, [set], all);
    expect(ids(all)).toEqual(Array.from({ length: 40 }, (_, id) => id));
    expect(ids(set)).toEqual(Array.from({ length: 40 }, (_, id) => id));
  });
});

describe("popcount and toIdsOfDifference", () => {
  it("count a set's ids and list those of one set not in another", () => {
    const size = 2_000;
    const a = randomSet(size, 0.6, 7);
    const b = randomSet(size, 0.4, 8);
    expect(popcount(a)).toBe(ids(a).length);
    const full = new Uint32Array(bitsetWords(size));
    fillAll(full, size);
    expect(popcount(full)).toBe(size);
    expect(popcount(new Uint32Array(3))).toBe(0);
    const out = new Uint32Array(size);
    const inB = new Set(ids(b));
    expect([...out.subarray(0, toIdsOfDifference(a, b, out))]).toEqual(ids(a).filter((id) => !inB.has(id)));
  });
});
