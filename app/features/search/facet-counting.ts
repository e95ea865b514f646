import { and, fillAll, intersectLeavingOneOut, popcount, setBit, toIds, toIdsOfDifference } from "./bitset";
import type { FacetColumn } from "./facet-column";

// A search's hits and every facet's counts (search-index.ts), in the scratch
// the index keeps for it: each facet shows what selecting another of its
// values would add (disjunctive faceting). The hits are found first, then
// counted a facet at a time: one column in one loop, not every column for
// each document.

/** The bitsets a count works in, one set per index, reused by every search. */
export interface CountScratch {
  /** The index's documents, removed ones included. */
  size: number;
  /** The documents not removed. */
  liveBits: Uint32Array;
  textBits: Uint32Array;
  allBits: Uint32Array;
  /** Per facet, the documents with a selected value; then those passing every filter but the facet's own. */
  selectionBits: Uint32Array[];
  /** Per facet, its counts over every live document (the empty search's). */
  wholeCounts: readonly Uint32Array[];
  /** Document ids read out of a bitset. */
  ids: Uint32Array;
}

/**
 * Few text matches: one pass over them. A document failing no filter is a
 * hit (into `hits`) and counts in every facet; one failing exactly one
 * filter still counts in that facet. Returns the number of hits.
 */
export function countCandidates(
  facets: readonly FacetColumn[],
  candidates: Uint32Array,
  active: FacetColumn[],
  hits: Uint32Array,
): number {
  for (const facet of facets) facet.counts.fill(0);
  const activeCount = active.length;
  let total = 0;
  for (let i = 0; i < candidates.length; i++) {
    const doc = candidates[i];
    let failed: FacetColumn | null = null;
    let failures = 0;
    for (let a = 0; a < activeCount; a++) {
      if (!active[a].passes(doc)) {
        failed = active[a];
        if (++failures > 1) break;
      }
    }
    if (failures === 0) hits[total++] = doc;
    else if (failures === 1) failed!.count(doc);
  }
  for (const facet of facets) facet.countAll(hits, total);
  return total;
}

/**
 * Many candidates (or none: every live document): the same counts from
 * sets. Each selected facet's documents become a bitset; the hits are the
 * intersection of all, and a selected facet counts over the intersection of
 * all the others (and the text), which is exactly "every filter but its
 * own". Without a text, a set holding more than half the live documents is
 * counted as the whole catalogue's counts less those of the rest: a list of
 * one broad filter (700,000 wines of 1,000,000) counts 300,000 documents
 * per facet, not 700,000. Returns the number of hits, written into `hits`.
 */
export function countWithBitsets(
  facets: readonly FacetColumn[],
  scratch: CountScratch,
  candidates: Uint32Array | null,
  active: FacetColumn[],
  live: number,
  hits: Uint32Array,
): number {
  const { textBits, allBits, ids } = scratch;
  for (const facet of facets) facet.counts.fill(0);
  if (candidates) {
    textBits.fill(0);
    for (let i = 0; i < candidates.length; i++) setBit(textBits, candidates[i]);
  } else {
    fillAll(textBits, scratch.size);
    if (live < scratch.size) and(textBits, textBits, scratch.liveBits);
  }
  const activeAt = active.map((facet) => facets.indexOf(facet));
  const selections = activeAt.map((at) => {
    const bits = scratch.selectionBits[at];
    bits.fill(0);
    facets[at].selectionInto(bits);
    return bits;
  });
  intersectLeavingOneOut(textBits, selections, allBits);
  // Most of every live document (only without a text): count the rest, and take it from the whole's counts.
  const whole = candidates === null;
  const fromWhole = (at: number, rest: number) => {
    const { counts } = facets[at];
    facets[at].countAll(ids, rest);
    const wholeCounts = scratch.wholeCounts[at];
    for (let v = 0; v < counts.length; v++) counts[v] = wholeCounts[v] - counts[v];
  };
  activeAt.forEach((at, a) => {
    if (whole && popcount(selections[a]) * 2 > live) fromWhole(at, toIdsOfDifference(textBits, selections[a], ids));
    else facets[at].countAll(ids, toIds(selections[a], ids));
  });
  const total = toIds(allBits, hits);
  const othersAt = facets.map((_, at) => at).filter((at) => !activeAt.includes(at));
  if (whole && total * 2 > live) {
    const rest = toIdsOfDifference(textBits, allBits, ids);
    for (const at of othersAt) fromWhole(at, rest);
  } else {
    for (const at of othersAt) facets[at].countAll(hits, total);
  }
  return total;
}
