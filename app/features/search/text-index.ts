import { tokenize } from "~/lib/normalize";
import { runToEnd, type Steps } from "~/lib/time-slice";
import { TermDictionary } from "./term-dictionary";

// An inverted index over dense document ids. Postings are stored term by term
// in one Uint32Array (compressed-row layout), each with the weight of the best
// field the term occurs in for that document. A query scores every document
// that matches all its tokens (AND) into buffers owned by the index, so a
// search allocates almost nothing.

/** How a token met a term; these dominate field weights (which stay below 10). */
export const MATCH_SCORE = { exact: 40, prefix: 30, fuzzy1: 20, fuzzy2: 10 } as const;

/** Field weights: name > producer/exhibitor > everything else. */
export const FIELD_WEIGHT = { name: 3, party: 2, detail: 1 } as const;

export interface TextField<D> {
  weight: number;
  values: (doc: D) => string | readonly string[] | null | undefined;
}

/** Tokens shorter than this are never matched fuzzily (too many neighbours). */
const MIN_FUZZY_LENGTH = 4;
/** From this length two edits are tolerated. */
const TWO_EDITS_LENGTH = 8;
/** Longer queries are cut: each token costs a pass over postings. */
const MAX_QUERY_TOKENS = 8;

export function allowedEdits(token: string): number {
  if (token.length < MIN_FUZZY_LENGTH || /\d/.test(token)) return 0;
  return token.length >= TWO_EDITS_LENGTH ? 2 : 1;
}

/** What a built text index is made of, as the snapshot keeps it (index-snapshot.server.ts). */
export interface TextIndexParts {
  terms: readonly string[];
  offsets: Uint32Array;
  docs: Uint32Array;
  weights: Uint8Array;
  docCount: number;
}

/** Consecutive term ids [lo, hi) matched with one score. */
interface Run {
  lo: number;
  hi: number;
  score: number;
}

export class TextIndex {
  readonly dictionary: TermDictionary;
  private readonly offsets: Uint32Array;
  private readonly docs: Uint32Array;
  private readonly weights: Uint8Array;
  // Per-query scratch, one slot per document.
  private readonly stamp: Uint32Array;
  private readonly matched: Uint8Array;
  private readonly best: Uint8Array;
  readonly score: Uint16Array;
  private readonly list: Uint32Array;
  private generation = 0;

  private constructor(
    dictionary: TermDictionary,
    offsets: Uint32Array,
    docs: Uint32Array,
    weights: Uint8Array,
    docCount: number,
  ) {
    this.dictionary = dictionary;
    this.offsets = offsets;
    this.docs = docs;
    this.weights = weights;
    this.stamp = new Uint32Array(docCount);
    this.matched = new Uint8Array(docCount);
    this.best = new Uint8Array(docCount);
    this.score = new Uint16Array(docCount);
    this.list = new Uint32Array(docCount);
  }

  static build<D>(docs: readonly D[], fields: readonly TextField<D>[]): TextIndex {
    return runToEnd(TextIndex.steps(docs, fields));
  }

  /** The build as steps, for building a large index in time slices (app/lib/time-slice.ts). */
  static *steps<D>(docs: readonly D[], fields: readonly TextField<D>[]): Steps<TextIndex> {
    // First pass: provisional term ids in order of appearance, and one
    // (term, doc, weight) triple per distinct term of each document.
    // Producer, exhibitor, region and country texts repeat across thousands
    // of products, so each distinct text is tokenized once.
    const provisional = new Map<string, number>();
    const names: string[] = [];
    const textTerms = new Map<string, number[]>();
    let lastDoc = new Int32Array(1 << 16).fill(-1);
    let bestWeight = new Uint8Array(1 << 16);
    let termOf = new Uint32Array(1 << 16);
    let docOf = new Uint32Array(1 << 16);
    let weightOf = new Uint8Array(1 << 16);
    let count = 0;
    const docTerms: number[] = [];
    const termsOf = (text: string): number[] => {
      let ids = textTerms.get(text);
      if (!ids) {
        ids = tokenize(text).map((token) => {
          let id = provisional.get(token);
          if (id === undefined) {
            id = names.length;
            provisional.set(token, id);
            names.push(token);
          }
          return id;
        });
        textTerms.set(text, ids);
      }
      return ids;
    };
    for (let doc = 0; doc < docs.length; doc++) {
      docTerms.length = 0;
      for (const field of fields) {
        const value = field.values(docs[doc]);
        if (value == null) continue;
        for (const text of typeof value === "string" ? [value] : value) {
          if (!text) continue;
          for (const id of termsOf(text)) {
            if (id >= lastDoc.length) {
              lastDoc = grow(lastDoc, new Int32Array(lastDoc.length * 2).fill(-1));
              bestWeight = grow(bestWeight, new Uint8Array(bestWeight.length * 2));
            }
            if (lastDoc[id] !== doc) {
              lastDoc[id] = doc;
              bestWeight[id] = field.weight;
              docTerms.push(id);
            } else if (bestWeight[id] < field.weight) {
              bestWeight[id] = field.weight;
            }
          }
        }
      }
      if (count + docTerms.length > termOf.length) {
        const size = Math.max(termOf.length * 2, count + docTerms.length);
        termOf = grow(termOf, new Uint32Array(size));
        docOf = grow(docOf, new Uint32Array(size));
        weightOf = grow(weightOf, new Uint8Array(size));
      }
      for (const id of docTerms) {
        termOf[count] = id;
        docOf[count] = doc;
        weightOf[count] = bestWeight[id];
        count++;
      }
      if ((doc & 255) === 255) yield;
    }

    // Final ids in sorted order, so a prefix is a contiguous id range.
    const sorted = [...names].sort();
    yield;
    const finalId = new Uint32Array(names.length);
    sorted.forEach((term, id) => {
      finalId[provisional.get(term)!] = id;
    });

    const offsets = new Uint32Array(sorted.length + 1);
    for (let i = 0; i < count; i++) offsets[finalId[termOf[i]] + 1]++;
    for (let t = 0; t < sorted.length; t++) offsets[t + 1] += offsets[t];
    const cursor = offsets.slice(0, sorted.length);
    const postingDocs = new Uint32Array(count);
    const postingWeights = new Uint8Array(count);
    // Triples are in document order, so every posting list comes out sorted.
    for (let i = 0; i < count; i++) {
      const at = cursor[finalId[termOf[i]]]++;
      postingDocs[at] = docOf[i];
      postingWeights[at] = weightOf[i];
      if ((i & 0xffff) === 0xffff) yield;
    }
    return new TextIndex(new TermDictionary(sorted), offsets, postingDocs, postingWeights, docs.length);
  }

  /** The index as the snapshot keeps it; the arrays are the index's own (never change them). */
  toParts(): TextIndexParts {
    const { dictionary, offsets, docs, weights } = this;
    return { terms: dictionary.terms, offsets, docs, weights, docCount: this.stamp.length };
  }

  /** The index of a snapshot, as it was built. */
  static fromParts(parts: TextIndexParts): TextIndex {
    return new TextIndex(new TermDictionary(parts.terms), parts.offsets, parts.docs, parts.weights, parts.docCount);
  }

  /** Number of postings, for memory reports. */
  get postingCount(): number {
    return this.docs.length;
  }

  /**
   * "Did you mean": the query with each token that is not a term (nor, last,
   * a prefix of one) replaced by the closest term, up to one edit further than
   * matching tolerates (the most frequent of equally close ones); null when
   * no token changes.
   */
  suggest(query: string): string | null {
    const tokens = tokenize(query).slice(0, MAX_QUERY_TOKENS);
    let changed = false;
    const corrected = tokens.map((token, index) => {
      // A word as typed (or the last one as a prefix) stays; a typo, even one matching tolerates, is corrected.
      if (this.dictionary.id(token) >= 0) return token;
      if (index === tokens.length - 1) {
        const [lo, hi] = this.dictionary.prefixRange(token);
        if (hi > lo) return token;
      }
      const id = this.dictionary.nearest(
        token,
        Math.min(3, allowedEdits(token) + 1),
        (termId) => this.offsets[termId + 1] - this.offsets[termId],
      );
      if (id < 0) return token;
      changed = true;
      return this.dictionary.term(id);
    });
    return changed ? corrected.join(" ") : null;
  }

  /**
   * Matches a free-text query. Returns null when the query has no tokens
   * (every document matches), otherwise the ids of the documents matching
   * every token, in a view of a scratch buffer that the next call reuses;
   * their scores are in `score`. `sorted` tells whether the ids ascend.
   */
  match(query: string): { ids: Uint32Array; sorted: boolean } | null {
    const words = tokenize(query);
    if (words.length === 0) return null;
    const lastToken = words[words.length - 1];
    const tokens = [...new Set(words)].slice(0, MAX_QUERY_TOKENS);

    const plans = tokens.map((token) => this.plan(token, token === lastToken));
    if (plans.some((runs) => runs.length === 0)) return { ids: this.list.subarray(0, 0), sorted: true };
    if (plans.length === 1 && plans[0].length === 1 && plans[0][0].hi - plans[0][0].lo === 1) {
      return { ids: this.matchOneTerm(plans[0][0]), sorted: true };
    }
    // Rarest token first: later tokens only touch documents already matched.
    const costs = plans.map((runs) => runs.reduce((sum, run) => sum + this.offsets[run.hi] - this.offsets[run.lo], 0));
    const order = plans.map((_, i) => i).sort((a, b) => costs[a] - costs[b]);

    const generation = this.nextGeneration();
    const { stamp, matched, best, score, list, docs, weights, offsets } = this;
    let size = 0;
    for (let k = 0; k < order.length; k++) {
      for (const run of plans[order[k]]) {
        const end = offsets[run.hi];
        for (let p = offsets[run.lo]; p < end; p++) {
          const doc = docs[p];
          const s = run.score + weights[p];
          if (stamp[doc] !== generation) {
            if (k > 0) continue;
            stamp[doc] = generation;
            matched[doc] = 1;
            best[doc] = s;
            score[doc] = s;
            list[size++] = doc;
          } else if (matched[doc] === k) {
            matched[doc] = k + 1;
            best[doc] = s;
            score[doc] += s;
          } else if (matched[doc] === k + 1 && s > best[doc]) {
            score[doc] += s - best[doc];
            best[doc] = s;
          }
        }
      }
    }
    let kept = 0;
    const needed = order.length;
    for (let i = 0; i < size; i++) {
      const doc = list[i];
      if (matched[doc] === needed) list[kept++] = doc;
    }
    // Ids ascend only when the first token's documents came from one term's postings.
    const first = plans[order[0]];
    return { ids: list.subarray(0, kept), sorted: first.length === 1 && first[0].hi - first[0].lo === 1 };
  }

  /**
   * One word that meets one term only ("Frankreich", "riesling"): its
   * postings are the matches, already in document order, and each one's
   * score is the term's plus its field's, with none of the bookkeeping of
   * several words or terms. At 1,000,000 documents a country's 205,000
   * postings were a third of the search's time.
   */
  private matchOneTerm(run: Run): Uint32Array {
    const { score, list, docs, weights, offsets } = this;
    const from = offsets[run.lo];
    const to = offsets[run.hi];
    list.set(docs.subarray(from, to));
    for (let p = from; p < to; p++) score[docs[p]] = run.score + weights[p];
    return list.subarray(0, to - from);
  }

  /** The term runs a token matches: exact, prefix (last token only), fuzzy. */
  private plan(token: string, isLast: boolean): Run[] {
    const dictionary = this.dictionary;
    const runs: Run[] = [];
    let prefixLo = 0;
    let prefixHi = 0;
    const exact = dictionary.id(token);
    if (isLast) {
      [prefixLo, prefixHi] = dictionary.prefixRange(token);
      if (exact >= 0) {
        // The exact term is the smallest with this prefix.
        runs.push({ lo: exact, hi: exact + 1, score: MATCH_SCORE.exact });
        if (prefixHi > exact + 1) runs.push({ lo: exact + 1, hi: prefixHi, score: MATCH_SCORE.prefix });
      } else if (prefixHi > prefixLo) {
        runs.push({ lo: prefixLo, hi: prefixHi, score: MATCH_SCORE.prefix });
      }
    } else if (exact >= 0) {
      runs.push({ lo: exact, hi: exact + 1, score: MATCH_SCORE.exact });
    }
    const edits = allowedEdits(token);
    if (edits > 0) {
      dictionary.forEachFuzzy(token, edits, (id, distance) => {
        if (id >= prefixLo && id < prefixHi) return;
        runs.push({ lo: id, hi: id + 1, score: distance === 1 ? MATCH_SCORE.fuzzy1 : MATCH_SCORE.fuzzy2 });
      });
    }
    return runs;
  }

  private nextGeneration(): number {
    if (this.generation === 0xffffffff) {
      this.stamp.fill(0);
      this.generation = 0;
    }
    return ++this.generation;
  }
}

function grow<T extends Uint32Array | Int32Array | Uint8Array>(from: T, to: T): T {
  to.set(from);
  return to;
}
