import { describe, expect, it } from "vitest";
import { seededRandom } from "../../../tests/support/seeded-random";
import { stringDistance } from "./edit-distance";
import { TermDictionary } from "./term-dictionary";

describe("term dictionary", () => {
  const terms = ["chablis", "chardonnay", "chasselas", "chenin", "riesling", "rieslingsekt", "rivaner", "syrah"].sort();
  const dictionary = new TermDictionary(terms);

  it("finds a prefix's terms as one range of ids", () => {
    const [lo, hi] = dictionary.prefixRange("ch");
    expect(Array.from({ length: hi - lo }, (_, i) => dictionary.term(lo + i))).toEqual([
      "chablis",
      "chardonnay",
      "chasselas",
      "chenin",
    ]);
    expect(dictionary.prefixRange("x")).toEqual([terms.length, terms.length]);
    const [a, b] = dictionary.prefixRange("riesling");
    expect(b - a).toBe(2);
  });

  it("finds exactly the terms a brute-force edit distance finds (the bigram filter loses none)", () => {
    const random = seededRandom(7);
    const letters = "aeioulnrst";
    const word = (length: number) =>
      Array.from({ length }, () => letters[Math.floor(random() * letters.length)]).join("");
    const vocabulary = [...new Set(Array.from({ length: 3000 }, () => word(3 + Math.floor(random() * 9))))].sort();
    const big = new TermDictionary(vocabulary);
    for (let round = 0; round < 300; round++) {
      // Tokens near existing terms (edited copies) and random ones.
      const base =
        round % 2 === 0 ? vocabulary[Math.floor(random() * vocabulary.length)] : word(4 + Math.floor(random() * 8));
      const chars = [...base];
      const edits = Math.floor(random() * 3);
      for (let e = 0; e < edits && chars.length > 1; e++) {
        const at = Math.floor(random() * (chars.length - 1));
        const kind = Math.floor(random() * 4);
        if (kind === 0) chars[at] = letters[Math.floor(random() * letters.length)];
        else if (kind === 1) chars.splice(at, 1);
        else if (kind === 2) chars.splice(at, 0, letters[Math.floor(random() * letters.length)]);
        else [chars[at], chars[at + 1]] = [chars[at + 1], chars[at]];
      }
      const token = chars.join("");
      if (token.length < 4) continue;
      const max = token.length >= 8 ? 2 : 1;
      const found = new Map<string, number>();
      big.forEachFuzzy(token, max, (id, distance) => found.set(big.term(id), distance));
      const expected = new Map<string, number>();
      for (const term of vocabulary) {
        const distance = stringDistance(token, term, max);
        if (distance >= 1 && distance <= max) expected.set(term, distance);
      }
      expect(found, token).toEqual(expected);
    }
  });

  it("handles tokens with repeated letters (few distinct bigrams)", () => {
    const small = new TermDictionary(["aaa", "aaaa", "aaab", "baaa"]);
    const found: string[] = [];
    small.forEachFuzzy("aaaa", 1, (id) => found.push(small.term(id)));
    expect(found.sort()).toEqual(["aaa", "aaab", "baaa"]);
  });
});
