import { boundedDistance, MAX_FUZZY_TERM_LENGTH } from "./edit-distance";

// The vocabulary of one index: every normalized term, sorted by code unit so
// that all terms sharing a prefix have consecutive ids (one binary search
// gives a prefix's whole range, and its postings are one contiguous slice).
// Fuzzy candidates are found by scanning only the terms of nearby lengths,
// whose characters sit in one flat typed array.

export class TermDictionary {
  readonly size: number;
  private readonly terms: readonly string[];
  private readonly ids: Map<string, number>;
  private readonly chars: Uint16Array;
  private readonly starts: Uint32Array;
  /** Term ids grouped by term length (index = length), for the fuzzy scan. */
  private readonly byLength: Uint32Array[];
  private readonly query = new Uint16Array(MAX_FUZZY_TERM_LENGTH);

  /** `terms` must be distinct and sorted by code unit (the default sort). */
  constructor(terms: readonly string[]) {
    this.terms = terms;
    this.size = terms.length;
    this.ids = new Map(terms.map((term, id) => [term, id]));
    let total = 0;
    for (const term of terms) total += term.length;
    this.chars = new Uint16Array(total);
    this.starts = new Uint32Array(terms.length + 1);
    const lengthCounts = new Uint32Array(MAX_FUZZY_TERM_LENGTH + 1);
    let at = 0;
    terms.forEach((term, id) => {
      this.starts[id] = at;
      for (let i = 0; i < term.length; i++) this.chars[at++] = term.charCodeAt(i);
      if (term.length <= MAX_FUZZY_TERM_LENGTH) lengthCounts[term.length]++;
    });
    this.starts[terms.length] = at;
    this.byLength = Array.from(lengthCounts, (count) => new Uint32Array(count));
    const fill = new Uint32Array(MAX_FUZZY_TERM_LENGTH + 1);
    terms.forEach((term, id) => {
      if (term.length <= MAX_FUZZY_TERM_LENGTH) this.byLength[term.length][fill[term.length]++] = id;
    });
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
    return [this.lowerBound(prefix), this.lowerBound(prefix + "\uffff")];
  }

  /**
   * Calls visit(termId, distance) for every term within maxDistance of token
   * (distance ≥ 1; the token itself is not reported).
   */
  forEachFuzzy(token: string, maxDistance: number, visit: (termId: number, distance: number) => void): void {
    const length = token.length;
    if (length > MAX_FUZZY_TERM_LENGTH || maxDistance < 1) return;
    const query = this.query;
    for (let i = 0; i < length; i++) query[i] = token.charCodeAt(i);
    const from = Math.max(1, length - maxDistance);
    const to = Math.min(MAX_FUZZY_TERM_LENGTH, length + maxDistance);
    for (let candidateLength = from; candidateLength <= to; candidateLength++) {
      const bucket = this.byLength[candidateLength];
      for (let k = 0; k < bucket.length; k++) {
        const id = bucket[k];
        const start = this.starts[id];
        const distance = boundedDistance(query, length, this.chars, start, candidateLength, maxDistance);
        if (distance >= 1 && distance <= maxDistance) visit(id, distance);
      }
    }
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
}
