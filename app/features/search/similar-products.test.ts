import { describe, expect, it } from "vitest";
import type { ProductDocument } from "~/features/catalogue/documents";
import { product } from "../../../tests/support/search-corpus";
import { seededRandom } from "../../../tests/support/seeded-random";
import { rankSimilar, SIMILAR_CANDIDATES_PER_GROUP, type SimilarSearch, similarProductIds } from "./similar-products";

describe("rankSimilar", () => {
  it("ranks by points, ties in the order the candidates were found", () => {
    const ranked = rankSimilar(
      new Map([
        ["a", 2],
        ["b", 3],
        ["c", 2],
        ["d", 3],
        ["e", 1],
      ]),
      new Set(),
      10,
    );
    expect(ranked).toEqual(["b", "d", "a", "c", "e"]);
  });

  it("leaves out excluded products and stops at the limit", () => {
    expect(
      rankSimilar(
        new Map([
          ["a", 2],
          ["b", 2],
          ["c", 2],
        ]),
        new Set(["a"]),
        1,
      ),
    ).toEqual(["b"]);
  });
});

/** The whole walk, as relatedProductSummaries did it before it stopped early: every group's first candidates. */
function wholeWalk(search: SimilarSearch): string[] {
  const candidates = new Map<string, ProductDocument>();
  const take = (group: Iterable<ProductDocument>) => {
    let taken = 0;
    for (const doc of group) {
      if (taken === SIMILAR_CANDIDATES_PER_GROUP) return;
      if (!search.elsewhere(doc)) continue;
      taken++;
      if (!candidates.has(doc.summary.id)) candidates.set(doc.summary.id, doc);
    }
  };
  take(search.ofStyle);
  const sameStyle = [...candidates.keys()];
  for (const grape of search.grapes) take(search.withGrape(grape));
  // A style match weighs as much as two shared grapes; one found by a grape alone must share one.
  const points = new Map<string, number>();
  for (const [id, doc] of candidates) {
    const shared = [...new Set(doc.grapes)].filter((g) => search.grapes.has(g)).length;
    const score = (sameStyle.includes(id) ? 2 : 0) + shared;
    if (score > 0) points.set(id, score);
  }
  return rankSimilar(points, search.exclude, search.limit);
}

const GRAPES = ["Riesling", "Pinot Noir", "Merlot", "Syrah", "Grenache", "Chardonnay"];

/** A fair of `size` products at eight stands, each with up to three grapes (a grape named twice now and then). */
function fair(next: () => number, size: number): ProductDocument[] {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  return Array.from({ length: size }, (_, i) => {
    const grapes = Array.from({ length: Math.floor(next() * 4) }, () => pick(GRAPES));
    if (grapes.length > 0 && next() < 0.1) grapes.push(grapes[0]);
    return product({ id: `p${i}`, name: `Product ${i}`, exhibitor: `Stand ${Math.floor(next() * 8)}`, grapes });
  });
}

describe("similarProductIds", () => {
  it("answers as the whole walk does, in 500 random fairs and products", () => {
    for (let seed = 1; seed <= 500; seed++) {
      const next = seededRandom(seed);
      const docs = fair(next, 50 + Math.floor(next() * 500));
      const self = docs[Math.floor(next() * docs.length)];
      // Some fairs' style groups are larger than a group's candidates, some smaller.
      const ofStyle = docs.filter(() => next() < (seed % 2 === 0 ? 0.6 : 0.05));
      const exclude = new Set(docs.filter(() => next() < 0.02).map((doc) => doc.summary.id));
      const search: SimilarSearch = {
        ofStyle,
        withGrape: (grape) => docs.filter((doc) => doc.grapes.includes(grape)),
        grapes: new Set(self.grapes),
        elsewhere: (doc) =>
          doc.summary.id !== self.summary.id && doc.summary.exhibitor.id !== self.summary.exhibitor.id,
        exclude,
        limit: 1 + Math.floor(next() * 6),
      };
      expect(similarProductIds(search), `seed ${seed}`).toEqual(wholeWalk(search));
    }
  });

  it("stops reading the style group once no later product could rank among the first", () => {
    // A spirit (no grapes) in a style group of 1,000 products from other stands:
    // the first four not shown already score as well as any later one can.
    const docs = Array.from({ length: 1_000 }, (_, i) =>
      product({ id: `s${i}`, name: `Kirschwasser ${i}`, exhibitor: `Stand ${i}` }),
    );
    let read = 0;
    const similar = similarProductIds({
      ofStyle: docs,
      withGrape: () => [],
      grapes: new Set(),
      elsewhere: () => {
        read++;
        return true;
      },
      exclude: new Set(["s1"]),
      limit: 4,
    });
    expect(similar).toEqual(["s0", "s2", "s3", "s4"]);
    expect(read).toBe(5);
  });

  it("reads no grape group when four products of the style share every grape", () => {
    // Nothing found by a grape alone can score as much as these four.
    const style = ["a", "b", "c", "d"].map((id) =>
      product({ id, name: id, exhibitor: `Stand ${id}`, grapes: ["Syrah", "Grenache"] }),
    );
    const byGrape = Array.from({ length: 300 }, (_, i) =>
      product({ id: `g${i}`, name: `g${i}`, exhibitor: `Stand g${i}`, grapes: ["Syrah", "Grenache"] }),
    );
    let grapeProductsRead = 0;
    const similar = similarProductIds({
      ofStyle: style,
      withGrape: () => byGrape,
      grapes: new Set(["Syrah", "Grenache"]),
      elsewhere: (doc) => {
        if (doc.summary.id.startsWith("g")) grapeProductsRead++;
        return true;
      },
      exclude: new Set(),
      limit: 4,
    });
    expect(similar).toEqual(["a", "b", "c", "d"]);
    expect(grapeProductsRead).toBe(0);
  });
});
