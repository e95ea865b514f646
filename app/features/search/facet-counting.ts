import { and, fillAll, intersectLeavingOneOut, popcount, setBit, toIds, toIdsOfDifference } from "./bitset";
import type { FacetColumn } from "./facet-column";
import type { FacetPairs } from "./facet-pairs";

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
  /** Every facet's counts over the documents of a value many have (null: counted instead, as tests force). */
  pairs: FacetPairs | null;
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
 * own". Each such set is counted the cheapest of three ways (countOver):
 * its documents; without a text, when it holds more than half the live
 * documents, the whole catalogue's counts less those of the rest (a list of
 * one broad filter, 700,000 wines of 1,000,000, counts 300,000 documents per
 * facet, not 700,000); or, inside a selected value that keeps its facet
 * pairs, that value's row less the counts of its documents outside the set
 * (kind=Wine country=FR over 1,000,000: the 46,000 French documents that
 * are not wine, not the 159,000 hits). Returns the number of hits, written
 * into `hits`.
 */
export function countWithBitsets(
  facets: readonly FacetColumn[],
  scratch: CountScratch,
  candidates: Uint32Array | null,
  active: FacetColumn[],
  live: number,
  hits: Uint32Array,
): number {
  const { textBits, allBits } = scratch;
  for (const facet of facets) facet.counts.fill(0);
  if (candidates) {
    textBits.fill(0);
    for (let i = 0; i < candidates.length; i++) setBit(textBits, candidates[i]);
  } else {
    fillAll(textBits, scratch.size);
    if (live < scratch.size) and(textBits, textBits, scratch.liveBits);
  }
  const activeAt = active.map((facet) => facets.indexOf(facet));
  const bases = pairBases(facets, scratch, activeAt);
  const selections = activeAt.map((at) => {
    const bits = scratch.selectionBits[at];
    bits.fill(0);
    facets[at].selectionInto(bits);
    return bits;
  });
  intersectLeavingOneOut(textBits, selections, allBits);
  // Only without a text is the whole catalogue's counts an upper set.
  const counting: Counting = { facets, scratch, bases, whole: candidates === null ? live : -1 };
  activeAt.forEach((at, a) => {
    countOver(counting, [at], selections[a], popcount(selections[a]), null);
  });
  const total = toIds(allBits, hits);
  const othersAt = facets.map((_, at) => at).filter((at) => !activeAt.includes(at));
  countOver(counting, othersAt, allBits, total, hits);
  return total;
}

/** A selected facet whose one value keeps a row of facet pairs: every other facet's counts over its documents are known. */
interface PairBasis {
  at: number;
  value: number;
  /** The value's live documents. */
  live: number;
}

function pairBases(facets: readonly FacetColumn[], scratch: CountScratch, activeAt: number[]): PairBasis[] {
  const bases: PairBasis[] = [];
  if (!scratch.pairs) return bases;
  for (const at of activeAt) {
    const value = facets[at].onlySelected();
    if (value > 0 && scratch.pairs.has(at, value)) bases.push({ at, value, live: scratch.wholeCounts[at][value] });
  }
  return bases;
}

interface Counting {
  facets: readonly FacetColumn[];
  scratch: CountScratch;
  bases: PairBasis[];
  /** The live documents when the whole catalogue holds every set counted (no text), else -1. */
  whole: number;
}

/**
 * Counts the facets `targets` over the set `bits` of `size` documents
 * (`ids`: its documents, when already read out), the cheapest way: counting
 * a facet over n documents costs about n; taking them from an upper set's
 * counts costs the documents of the upper set outside `bits`, and for a
 * value's row one pass over the value's documents to find them (about the
 * cost of counting one facet over them, shared by the targets).
 */
function countOver(
  { facets, scratch, bases, whole }: Counting,
  targets: readonly number[],
  bits: Uint32Array,
  size: number,
  ids: Uint32Array | null,
): void {
  if (targets.length === 0) return;
  let best = size;
  let basis: PairBasis | null = null;
  let fromWhole = whole >= 0 && whole - size < best;
  if (fromWhole) best = whole - size;
  for (const candidate of bases) {
    if (targets.includes(candidate.at)) continue;
    const cost = candidate.live === size ? 0 : candidate.live - size + candidate.live / targets.length;
    if (cost < best) {
      best = cost;
      basis = candidate;
      fromWhole = false;
    }
  }
  const rest = scratch.ids;
  if (basis) {
    const n = basis.live === size ? 0 : liveOutside(facets[basis.at].docsOf(basis.value), bits, scratch.liveBits, rest);
    for (const at of targets) takeFrom(facets[at], scratch.pairs!.row(basis.at, basis.value, at), rest, n);
  } else if (fromWhole) {
    const n = toIdsOfDifference(scratch.textBits, bits, rest);
    for (const at of targets) takeFrom(facets[at], scratch.wholeCounts[at], rest, n);
  } else {
    const own = ids ?? rest;
    const n = ids ? size : toIds(bits, rest);
    for (const at of targets) facets[at].countAll(own, n);
  }
}

/** Sets a facet's counts to an upper set's less those of the upper set's documents outside the set (`rest`). */
function takeFrom(facet: FacetColumn, upper: Uint32Array, rest: Uint32Array, n: number): void {
  const { counts } = facet;
  facet.countAll(rest, n);
  for (let v = 0; v < counts.length; v++) counts[v] = upper[v] - counts[v];
}

/** Writes into out the documents of `docs` (ascending) that are live and not in `bits`; returns how many. */
function liveOutside(docs: Uint32Array, bits: Uint32Array, liveBits: Uint32Array, out: Uint32Array): number {
  let n = 0;
  for (let i = 0; i < docs.length; i++) {
    const doc = docs[i];
    const w = doc >>> 5;
    const mask = 1 << (doc & 31);
    if ((bits[w] & mask) === 0 && (liveBits[w] & mask) !== 0) out[n++] = doc;
  }
  return n;
}
