import type { ProductDocument } from "~/features/catalogue/documents";

// "Similar products" of a product page: same kind, colour and region, or
// sharing a grape, from elsewhere in the fair. Pure, so the ranking and the
// walk that feeds it are tested alone (similar-products.test.ts).

/** How many products of one style or grape group are weighed as similar (a teaser of four needs no more). */
export const SIMILAR_CANDIDATES_PER_GROUP = 200;

/** A style match weighs as much as two shared grapes. */
const STYLE_POINTS = 2;

export interface SimilarCandidates {
  /** Same kind, colour and region. */
  sameStyle: readonly string[];
  /** Products sharing grapes, with how many they share. */
  sharedGrapes: readonly { id: string; shared: number }[];
}

/**
 * Orders similar products: one of the same style and sharing grapes first,
 * then by how much they share (a style match weighs as much as two grapes),
 * ties in the order the candidates came (the index's order).
 */
export function rankSimilar(candidates: SimilarCandidates, exclude: ReadonlySet<string>, limit: number): string[] {
  const score = new Map<string, number>();
  for (const id of candidates.sameStyle) score.set(id, STYLE_POINTS);
  for (const { id, shared } of candidates.sharedGrapes) score.set(id, (score.get(id) ?? 0) + shared);
  return [...score.entries()]
    .filter(([id]) => !exclude.has(id))
    .map(([id, points], order) => ({ id, points, order }))
    .sort((a, b) => b.points - a.points || a.order - b.order)
    .slice(0, limit)
    .map((entry) => entry.id);
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
  const sameStyle: string[] = [];
  const sharedGrapes: { id: string; shared: number }[] = [];
  const seen = new Set<string>();
  /** Candidates not excluded, by points. */
  const byPoints = new Map<number, number>();
  const countAtLeast = (least: number) => {
    let count = 0;
    for (const [points, n] of byPoints) if (points >= least) count += n;
    return count;
  };
  const add = (id: string, points: number, shared: number) => {
    seen.add(id);
    if (shared > 0) sharedGrapes.push({ id, shared });
    if (!exclude.has(id)) byPoints.set(points, (byPoints.get(points) ?? 0) + 1);
  };
  /** Walks a group's first candidates until `enough` says no later one can enter the first `limit`. */
  const walk = (group: Iterable<ProductDocument>, visit: (doc: ProductDocument) => void, enough: () => boolean) => {
    let taken = 0;
    for (const doc of group) {
      if (taken === SIMILAR_CANDIDATES_PER_GROUP || enough()) return;
      if (!elsewhere(doc)) continue;
      taken++;
      if (!seen.has(doc.summary.id)) visit(doc);
    }
  };

  const best = STYLE_POINTS + grapes.size;
  walk(
    search.ofStyle,
    (doc) => {
      const shared = sharedWith(doc, grapes);
      sameStyle.push(doc.summary.id);
      add(doc.summary.id, STYLE_POINTS + shared, shared);
    },
    () => countAtLeast(best) >= limit,
  );
  // A candidate found by a grape scores at most the number of grapes.
  for (const grape of grapes) {
    walk(
      search.withGrape(grape),
      (doc) => {
        const shared = sharedWith(doc, grapes);
        add(doc.summary.id, shared, shared);
      },
      () => countAtLeast(grapes.size) >= limit,
    );
  }
  return rankSimilar({ sameStyle, sharedGrapes }, exclude, limit);
}
