import { describe, expect, it } from "vitest";
import { productPicker } from "./bench-catalogue";

// The benchmarks' cold pages must be pages never asked before: the picker
// never picks a product twice, whatever the size of the catalogue.

describe("productPicker", () => {
  it.each([1, 7, 100_000, 7919 * 3, 7907 * 4])("picks each of %i products once, then refuses", (n) => {
    const products = Array.from({ length: n }, (_, i) => i);
    const pick = productPicker(products);
    const seen = new Set(Array.from({ length: n }, (_, i) => pick(i)));
    expect(seen.size).toBe(n);
    expect(() => pick(n)).toThrow(`product ${n} asked of a catalogue of ${n}`);
  });
});
