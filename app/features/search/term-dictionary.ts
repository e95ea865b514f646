import { boundedDistance, MAX_FUZZY_TERM_LENGTH } from "./edit-distance";

// The vocabulary of one index: every normalized term, sorted by code unit so
// that all terms sharing a prefix have consecutive ids (one binary search
// gives a prefix's whole range, and its postings are one contiguous slice).
//
// Fuzzy candidates come from a bigram filter: a term within k edits of a
// token keeps all but at most 3k of the token's distinct bigrams (an edit
// touches at most three adjacent pairs, a transposition exactly three), so
// only terms sharing enough bigrams are checked with the edit distance.
// A vocabulary of 100,000 terms is thus never scanned whole.

const MIN_FUZZY_CANDIDATE_LENGTH = 3;
const BOUNDARY = 0;

export class TermDictionary {
  readonly size: number;
  /** Every term, in id order (what the index snapshot keeps). */
  readonly terms: readonly string[];
  private readonly ids: Map<string, number>;
  private readonly chars: Uint16Array;
  private readonly starts: Uint32Array;
  private readonly lengths: Uint8Array;
  private readonly bigramIds: Map<number, number>;
  /** Terms containing bigram b: bigramTerms[bigramOffsets[b]..bigramOffsets[b+1]). */
  private readonly bigramOffsets: Uint32Array;
  private readonly bigramTerms: Uint32Array;
  // Per-query scratch.
  private readonly shared: Uint8Array;
  private readonly stamp: Uint32Array;
  private readonly candidates: Uint32Array;
  private readonly query = new Uint16Array(MAX_FUZZY_TERM_LENGTH);
  private generation = 0;

  /** `terms` must be distinct and sorted by code unit (the default sort). */
  constructor(terms: readonly string[]) {
    this.terms = terms;
    this.size = terms.length;
    this.ids = new Map(terms.map((term, id) => [term, id]));
    let total = 0;
    for (const term of terms) total += term.length;
    this.chars = new Uint16Array(total);
    this.starts = new Uint32Array(terms.length + 1);
    this.lengths = new Uint8Array(terms.length);
    let at = 0;
    for (let id = 0; id < terms.length; id++) {
      const term = terms[id];
      this.starts[id] = at;
      this.lengths[id] = Math.min(term.length, 255);
      for (let i = 0; i < term.length; i++) this.chars[at++] = term.charCodeAt(i);
    }
    this.starts[terms.length] = at;

    // Bigram postings over the terms that can be fuzzy candidates.
    this.bigramIds = new Map();
    const perTerm: number[][] = [];
    const bigramCounts: number[] = [];
    for (let id = 0; id < terms.length; id++) {
      const term = terms[id];
      if (term.length < MIN_FUZZY_CANDIDATE_LENGTH || term.length > MAX_FUZZY_TERM_LENGTH) {
        perTerm.push([]);
        continue;
      }
      const keys = bigramKeys(term);
      const bigrams = keys.map((key) => {
        let bigram = this.bigramIds.get(key);
        if (bigram === undefined) {
          bigram = bigramCounts.length;
          this.bigramIds.set(key, bigram);
          bigramCounts.push(0);
        }
        bigramCounts[bigram]++;
        return bigram;
      });
      perTerm.push(bigrams);
    }
    this.bigramOffsets = new Uint32Array(bigramCounts.length + 1);
    for (let b = 0; b < bigramCounts.length; b++) this.bigramOffsets[b + 1] = this.bigramOffsets[b] + bigramCounts[b];
    this.bigramTerms = new Uint32Array(this.bigramOffsets[bigramCounts.length]);
    const cursor = this.bigramOffsets.slice(0, bigramCounts.length);
    perTerm.forEach((bigrams, id) => {
      for (const bigram of bigrams) this.bigramTerms[cursor[bigram]++] = id;
    });

    this.shared = new Uint8Array(terms.length);
    this.stamp = new Uint32Array(terms.length);
    this.candidates = new Uint32Array(terms.length);
  }

  term(id: number): string {
    return this.terms[id];
  }

  /** The id of a term, or -1. */
  id(term: string): number {
    return this.ids.get(term) ?? -1;
  }

  /** Ids [lo, hi) of the terms starting with prefix. */
  prefixRange(prefix: string): [number, number] {
    // Normalized terms never contain U+FFFF, so every term with the prefix
    // sorts below prefix + U+FFFF.
    return [this.lowerBound(prefix), this.lowerBound(`${prefix}\uffff`)];
  }

  /**
   * The closest term to a token within maxDistance edits (fewest edits, then
   * the highest weight), or -1. Only as far as the bigram filter reaches: a
   * token too short to filter on is never compared with the whole vocabulary.
   */
  nearest(token: string, maxDistance: number, weight: (termId: number) => number): number {
    const reach = Math.min(maxDistance, Math.floor((bigramKeys(token).length - 1) / 3));
    let best = -1;
    let bestDistance = Number.POSITIVE_INFINITY;
    let bestWeight = -1;
    if (reach < 1) return best;
    this.forEachFuzzy(token, reach, (id, distance) => {
      const w = weight(id);
      if (distance < bestDistance || (distance === bestDistance && w > bestWeight)) {
        best = id;
        bestDistance = distance;
        bestWeight = w;
      }
    });
    return best;
  }

  /**
   * Calls visit(termId, distance) for every term within maxDistance edits of
   * token (distance ≥ 1; the token itself is not reported).
   */
  forEachFuzzy(token: string, maxDistance: number, visit: (termId: number, distance: number) => void): void {
    const length = token.length;
    if (length > MAX_FUZZY_TERM_LENGTH || maxDistance < 1) return;
    const query = this.query;
    for (let i = 0; i < length; i++) query[i] = token.charCodeAt(i);

    const keys = bigramKeys(token);
    const needed = keys.length - 3 * maxDistance;
    if (needed < 1) {
      // Too few distinct bigrams to filter on ("aaaa"): check every term of a nearby length.
      for (let id = 0; id < this.size; id++) this.check(id, length, maxDistance, visit);
      return;
    }
    const generation = this.nextGeneration();
    const { shared, stamp, candidates, lengths, bigramOffsets, bigramTerms } = this;
    let count = 0;
    for (const key of keys) {
      const bigram = this.bigramIds.get(key);
      if (bigram === undefined) continue;
      const end = bigramOffsets[bigram + 1];
      for (let p = bigramOffsets[bigram]; p < end; p++) {
        const id = bigramTerms[p];
        const difference = lengths[id] - length;
        if (difference > maxDistance || difference < -maxDistance) continue;
        if (stamp[id] !== generation) {
          stamp[id] = generation;
          shared[id] = 1;
          candidates[count++] = id;
        } else {
          shared[id]++;
        }
      }
    }
    for (let i = 0; i < count; i++) {
      const id = candidates[i];
      if (shared[id] >= needed) this.check(id, length, maxDistance, visit);
    }
  }

  private check(
    id: number,
    length: number,
    maxDistance: number,
    visit: (termId: number, distance: number) => void,
  ): void {
    const candidateLength = this.lengths[id];
    if (candidateLength > MAX_FUZZY_TERM_LENGTH || Math.abs(candidateLength - length) > maxDistance) return;
    const distance = boundedDistance(this.query, length, this.chars, this.starts[id], candidateLength, maxDistance);
    if (distance >= 1 && distance <= maxDistance) visit(id, distance);
  }

  private lowerBound(value: string): number {
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.terms[mid] < value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private nextGeneration(): number {
    if (this.generation === 0xffffffff) {
      this.stamp.fill(0);
      this.generation = 0;
    }
    return ++this.generation;
  }
}

/** The distinct bigrams of a term padded with a boundary mark at both ends, as numbers. */
function bigramKeys(term: string): number[] {
  const keys = new Set<number>();
  let previous = BOUNDARY;
  for (let i = 0; i < term.length; i++) {
    const code = term.charCodeAt(i);
    keys.add(previous * 0x10000 + code);
    previous = code;
  }
  keys.add(previous * 0x10000 + BOUNDARY);
  return [...keys];
}
