import type { ProductDocument } from "~/features/catalogue/documents";

// "Similar products" of a product page: same kind, colour and region, or
// sharing a grape, from elsewhere in the fair. Pure, so the ranking and the
// walk that feeds it are tested alone (similar-products.test.ts).

/** How many products of one style or grape group are weighed as similar (a teaser of four needs no more). */
export const SIMILAR_CANDIDATES_PER_GROUP = 200;

/** A style match weighs as much as two shared grapes. */
const STYLE_POINTS = 2;

/**
 * Orders similar products: by points (a style match weighs as much as two
 * shared grapes), ties in the order the candidates were found (the index's
 * order, the map's), leaving out those shown already.
 */
export function rankSimilar(
  points: ReadonlyMap<string, number>,
  exclude: ReadonlySet<string>,
  limit: number,
): string[] {
  return [...points]
    .filter(([id]) => !exclude.has(id))
    .sort((a, b) => b[1] - a[1]) // stable: ties keep the candidates' order
    .slice(0, limit)
    .map(([id]) => id);
}

export interface SimilarSearch {
  /** The product's style group and its grape groups, each in the index's order. */
  ofStyle: Iterable<ProductDocument>;
  withGrape: (grape: string) => Iterable<ProductDocument>;
  /** The product's grapes. */
  grapes: ReadonlySet<string>;
  /** Whether a product counts as similar at all (from another stand and producer). */
  elsewhere: (doc: ProductDocument) => boolean;
  /** Products shown already (the producer's and the stand's lists). */
  exclude: ReadonlySet<string>;
  limit: number;
}

/** How many of the product's grapes a document has (each counted once). */
function sharedWith(doc: ProductDocument, grapes: ReadonlySet<string>): number {
  let shared = 0;
  for (let i = 0; i < doc.grapes.length; i++) {
    if (grapes.has(doc.grapes[i]) && doc.grapes.indexOf(doc.grapes[i]) === i) shared++;
  }
  return shared;
}

/**
 * The similar products, ranked by rankSimilar over the first
 * SIMILAR_CANDIDATES_PER_GROUP candidates (`elsewhere`) of the style group
 * and of each grape group, in that order. A group is walked only as far as
 * a later candidate could still enter the first `limit`: a later one never
 * scores more than the group allows (a style candidate 2 + every grape, one
 * found by a grape no more than the grapes), and a tie goes to the earlier.
 * So the answer is the whole walk's, at the cost of a few documents when the
 * first of a group already match best (each document read is one more
 * object of a large catalogue fetched from memory).
 */
export function similarProductIds(search: SimilarSearch): string[] {
  const { grapes, elsewhere, exclude, limit } = search;
  /** Every candidate read, in the order found, with its points. */
  const points = new Map<string, number>();
  /** How many candidates not excluded have each number of points. */
  const byPoints = new Map<number, number>();
  const countAtLeast = (least: number) => {
    let count = 0;
    for (const [score, n] of byPoints) if (score >= least) count += n;
    return count;
  };
  /** Reads a group's first candidates (`bonus` points each, plus their shared grapes) until no later one can enter the first `limit`: none scores more than `most`. */
  const walk = (group: Iterable<ProductDocument>, bonus: number, most: number) => {
    let taken = 0;
    for (const doc of group) {
      if (taken === SIMILAR_CANDIDATES_PER_GROUP || countAtLeast(most) >= limit) return;
      if (!elsewhere(doc)) continue;
      taken++;
      const id = doc.summary.id;
      if (points.has(id)) continue;
      const score = bonus + sharedWith(doc, grapes);
      // One of a grape group sharing no grape (the index gives none such) is no candidate.
      if (score === 0) continue;
      points.set(id, score);
      if (!exclude.has(id)) byPoints.set(score, (byPoints.get(score) ?? 0) + 1);
    }
  };

  walk(search.ofStyle, STYLE_POINTS, STYLE_POINTS + grapes.size);
  for (const grape of grapes) walk(search.withGrape(grape), 0, grapes.size);
  return rankSimilar(points, exclude, limit);
}
