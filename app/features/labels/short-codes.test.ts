import { describe, expect, it } from "vitest";
import { CODE_ALPHABET, CODE_LENGTH, normalizeProductCode, productCodePath } from "./code-format";
import { newProductCode } from "./short-codes";

describe("product short codes", () => {
  it("are six characters of an alphabet without look-alikes", () => {
    for (const letter of "0O1IL") expect(CODE_ALPHABET).not.toContain(letter);
    const codes = Array.from({ length: 2000 }, newProductCode);
    for (const code of codes) {
      expect(code).toHaveLength(CODE_LENGTH);
      expect([...code].every((c) => CODE_ALPHABET.includes(c))).toBe(true);
    }
    // Random: 2,000 draws from 887 million give 2,000 different codes but for a rare collision.
    expect(new Set(codes).size).toBeGreaterThan(1995);
  });

  it("are read in either case, and anything else is no code", () => {
    expect(normalizeProductCode(" k7m2qx ")).toBe("K7M2QX");
    expect(normalizeProductCode("K7M2Q")).toBeNull();
    expect(normalizeProductCode("K7M2QXX")).toBeNull();
    expect(normalizeProductCode("K7M2Q0")).toBeNull();
    expect(normalizeProductCode("../etc")).toBeNull();
    expect(productCodePath("K7M2QX")).toBe("/q/K7M2QX");
  });
});
