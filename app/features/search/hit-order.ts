import { DOC_ID_SPACE, type SortOrder } from "./sort-order";

// One page of a search's hits in the order asked for (search-index.ts):
// by text score, or by one of the index's precomputed orders.

const MAX_SCORE = 0xffff;

/** Positions [from, to) of the hits by score, ties in document (name) order; `keys` is scratch. */
export function byRelevance(
  hits: Uint32Array,
  score: Uint16Array,
  keys: Float64Array,
  from: number,
  to: number,
): Uint32Array {
  const total = hits.length;
  const sortKeys = keys.subarray(0, total);
  for (let i = 0; i < total; i++) sortKeys[i] = (MAX_SCORE - score[hits[i]]) * DOC_ID_SPACE + hits[i];
  sortKeys.sort();
  return Uint32Array.from(sortKeys.subarray(from, to), (key) => key % DOC_ID_SPACE);
}

/**
 * Marks of one search's hits over the whole index, a generation per search,
 * so nothing is cleared between searches.
 */
export class HitStamps {
  private readonly stamp: Uint32Array;
  private generation = 0;

  constructor(size: number) {
    this.stamp = new Uint32Array(size);
  }

  /** Marks the hits; returns the mark to compare with. */
  mark(hits: Uint32Array): number {
    if (this.generation === 0xffffffff) {
      this.stamp.fill(0);
      this.generation = 0;
    }
    const generation = ++this.generation;
    for (let i = 0; i < hits.length; i++) this.stamp[hits[i]] = generation;
    return generation;
  }

  has(doc: number, generation: number): boolean {
    return this.stamp[doc] === generation;
  }
}

/** Positions [from, to) of the hits in a precomputed order; `keys` and `stamps` are scratch. */
export function bySortOrder(
  hits: Uint32Array,
  sort: SortOrder,
  scratch: { keys: Float64Array; stamps: HitStamps },
  from: number,
  to: number,
): Uint32Array {
  const total = hits.length;
  if (total * 8 > sort.order.length) {
    // Many hits: walking the precomputed order beats sorting them.
    const generation = scratch.stamps.mark(hits);
    const out = new Uint32Array(to - from);
    let seen = 0;
    for (let p = 0; p < sort.order.length && seen < to; p++) {
      const doc = sort.order[p];
      if (!scratch.stamps.has(doc, generation)) continue;
      if (seen >= from) out[seen - from] = doc;
      seen++;
    }
    return out;
  }
  const keys = scratch.keys.subarray(0, total);
  for (let i = 0; i < total; i++) keys[i] = sort.rank[hits[i]];
  keys.sort();
  return Uint32Array.from(keys.subarray(from, to), (rank) => sort.order[rank]);
}
