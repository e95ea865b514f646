import { collator } from "~/lib/format";
import { LOCALES, type Locale } from "~/lib/locales";
import { runToEnd, type Steps, sortSteps } from "~/lib/time-slice";
import { and, bitsetWords, clearBit, fillAll, setBit, toIds } from "./bitset";
import { FacetColumn, type FacetCount, type FacetSpec } from "./facet-column";
import { DOC_ID_SPACE, type SortOrder, type SortSpec, sortOrderSteps } from "./sort-order";
import { type TextField, TextIndex } from "./text-index";

export type { FacetCount } from "./facet-column";
export type { SortSpec } from "./sort-order";

// The engine under the product and exhibitor indexes. Documents get dense ids
// in name order, so "ties by name" is "ties by id" and the name sort is free.
// A search evaluates the text once and, from that one candidate set, produces
// the hits and every facet's counts together.

export interface IndexSchema<D> {
  key: (doc: D) => string;
  name: (doc: D) => string;
  text: readonly TextField<D>[];
  facets: readonly FacetSpec<D>[];
  sorts: readonly SortSpec<D>[];
}

export interface SearchRequest {
  text: string;
  filters: Readonly<Record<string, readonly string[] | undefined>>;
  /** "relevance", "name" or the id of one of the schema's sorts. */
  sort: string;
  page: number;
  pageSize: number;
  locale: Locale;
}

export interface SearchResponse<D> {
  total: number;
  page: number;
  pageSize: number;
  hits: D[];
  facets: Record<string, FacetCount[]>;
  /** When nothing matched the text: a close spelling that finds something with the same filters. */
  suggestion?: string;
}

/** The first hits of a request in its order, with the counts: what a segmented index merges. */
export interface Collected<D> {
  total: number;
  hits: D[];
  /** Each hit's text score, when the request has text. */
  scores: number[] | null;
  facets: Record<string, FacetCount[]>;
}

export interface IndexOptions {
  /**
   * How facets are counted when there are text matches: per candidate
   * ("candidates"), with bitsets ("bitsets"), or by whichever suits the
   * number of matches ("auto", the default). Both give the same counts;
   * tests force each.
   */
  counting?: "auto" | "candidates" | "bitsets";
}

/** Below size / SPARSE text matches, visiting each is cheaper than whole-index bitsets. */
const SPARSE = 16;
const MAX_SCORE = 0xffff;

export class SearchIndex<D> {
  readonly docs: readonly D[];
  readonly text: TextIndex;
  readonly facets: readonly FacetColumn[];
  private readonly byKey: Map<string, number>;
  /** Documents removed since the build (an edit replaces them in a newer segment). */
  private readonly dead: Uint8Array;
  private deadCount = 0;
  /** The documents not removed, as a bitset. */
  private readonly liveBits: Uint32Array;
  private readonly sorts: Map<string, SortOrder>;
  /** Every facet's counts over the whole index: the answer to the empty search. */
  private readonly baseCounts: Uint32Array[];
  // Per-query scratch.
  private readonly hits: Uint32Array;
  private readonly ids: Uint32Array;
  private readonly sortKeys: Float64Array;
  private readonly hitStamp: Uint32Array;
  private readonly textBits: Uint32Array;
  private readonly allBits: Uint32Array;
  private readonly exceptBits: Uint32Array;
  private readonly selectionBits: Uint32Array[];
  private readonly counting: NonNullable<IndexOptions["counting"]>;
  private generation = 0;

  private constructor(
    docs: readonly D[],
    text: TextIndex,
    facets: FacetColumn[],
    sorts: Map<string, SortOrder>,
    byKey: Map<string, number>,
    options: IndexOptions,
  ) {
    this.docs = docs;
    this.counting = options.counting ?? "auto";
    this.text = text;
    this.facets = facets;
    this.sorts = sorts;
    this.byKey = byKey;
    const size = docs.length;
    this.dead = new Uint8Array(size);
    this.hits = new Uint32Array(size);
    this.ids = new Uint32Array(size);
    this.sortKeys = new Float64Array(size);
    this.hitStamp = new Uint32Array(size);
    const words = bitsetWords(size);
    this.textBits = new Uint32Array(words);
    this.allBits = new Uint32Array(words);
    this.exceptBits = new Uint32Array(words);
    this.liveBits = new Uint32Array(words);
    fillAll(this.liveBits, size);
    this.selectionBits = facets.map(() => new Uint32Array(words));
    // The facets' counts hold every document's values (see steps).
    this.baseCounts = facets.map((facet) => facet.counts.slice());
    // A value is known while a live document has it (the same as a fresh build knows it).
    facets.forEach((facet, f) => {
      facet.liveCounts = this.baseCounts[f];
    });
  }

  static build<D>(input: readonly D[], schema: IndexSchema<D>, options: IndexOptions = {}): SearchIndex<D> {
    return runToEnd(SearchIndex.steps(input, schema, options));
  }

  /** The build as steps, for building a large index in time slices (app/lib/time-slice.ts). */
  static *steps<D>(input: readonly D[], schema: IndexSchema<D>, options: IndexOptions = {}): Steps<SearchIndex<D>> {
    if (input.length >= DOC_ID_SPACE) throw new Error(`an index holds at most ${DOC_ID_SPACE - 1} documents`);
    const en = collator("en");
    const names = new Map<D, string>();
    for (const doc of input) {
      names.set(doc, schema.name(doc));
      if ((names.size & 4095) === 0) yield;
    }
    const docs = yield* sortSteps(
      [...input],
      (a, b) => en.compare(names.get(a)!, names.get(b)!) || byCodeUnit(schema.key(a), schema.key(b)),
    );
    const text = yield* TextIndex.steps(docs, schema.text);
    const facets: FacetColumn[] = [];
    for (const spec of schema.facets) {
      facets.push(yield* FacetColumn.steps(docs, spec));
    }
    const sorts = new Map<string, SortOrder>();
    for (const spec of schema.sorts) {
      for (const locale of spec.localized ? LOCALES : (["en"] as const)) {
        sorts.set(spec.localized ? `${spec.id}:${locale}` : spec.id, yield* sortOrderSteps(docs, spec, locale));
      }
    }
    const byKey = new Map<string, number>();
    for (let id = 0; id < docs.length; id++) {
      byKey.set(schema.key(docs[id]), id);
      if ((id & 4095) === 4095) yield;
    }
    for (const facet of facets) {
      facet.counts.fill(0);
      for (let doc = 0; doc < docs.length; doc++) {
        facet.count(doc);
        if ((doc & 8191) === 8191) yield;
      }
    }
    return new SearchIndex(docs, text, facets, sorts, byKey, options);
  }

  /** Live documents. */
  get size(): number {
    return this.docs.length - this.deadCount;
  }

  get(key: string): D | undefined {
    const id = this.byKey.get(key);
    return id === undefined ? undefined : this.docs[id];
  }

  /** The live documents, in name order. */
  liveDocs(): D[] {
    return this.deadCount === 0 ? [...this.docs] : this.docs.filter((_, id) => this.dead[id] === 0);
  }

  /** Whether a live document has this value of the facet. */
  knows(facetId: string, value: string): boolean {
    const f = this.facets.findIndex((facet) => facet.id === facetId);
    if (f < 0) return false;
    const id = this.facets[f].idOf(value);
    return id > 0 && this.baseCounts[f][id] > 0;
  }

  /**
   * Takes a document out of every answer (it was deleted, or a newer segment
   * holds its new version). Costs the document's facet values, not the index.
   */
  remove(key: string): boolean {
    const id = this.byKey.get(key);
    if (id === undefined) return false;
    this.byKey.delete(key);
    this.dead[id] = 1;
    this.deadCount++;
    clearBit(this.liveBits, id);
    this.facets.forEach((facet, f) => {
      facet.forEachValue(id, (value) => {
        this.baseCounts[f][value]--;
      });
    });
    return true;
  }

  /**
   * The first `limit` hits of a request in its order, the total and the
   * facet counts, for merging with another segment's.
   */
  collect(request: SearchRequest, limit: number): Collected<D> {
    const { total, hasText, ascending } = this.evaluate(request);
    const to = Math.min(total, Math.max(0, Math.floor(limit)));
    const ids = this.pageOf(request, hasText, ascending, total, 0, to);
    const score = this.text.score;
    return {
      total,
      hits: Array.from(ids, (id) => this.docs[id]),
      scores: hasText ? Array.from(ids, (id) => score[id]) : null,
      facets: this.facetCounts(request),
    };
  }

  search(request: SearchRequest): SearchResponse<D> {
    const response = this.run(request);
    if (response.total > 0 || !request.text) return response;
    const suggestion = this.text.suggest(request.text);
    if (suggestion && this.run({ ...request, text: suggestion, page: 1 }).total > 0) {
      // The counts of the empty answer, not the suggestion's.
      return { ...this.run(request), suggestion };
    }
    return response;
  }

  private run(request: SearchRequest): SearchResponse<D> {
    const { total, hasText, ascending } = this.evaluate(request);
    const pageSize = Math.max(1, Math.floor(request.pageSize) || 1);
    const pageCount = Math.max(1, Math.ceil(total / pageSize));
    const page = Math.min(Math.max(1, Math.floor(request.page) || 1), pageCount);
    const from = (page - 1) * pageSize;
    const to = Math.min(total, from + pageSize);
    const pageIds = this.pageOf(request, hasText, ascending, total, from, to);
    return {
      total,
      page,
      pageSize,
      hits: Array.from(pageIds, (id) => this.docs[id]),
      facets: this.facetCounts(request),
    };
  }

  /** Finds the hits (in the `hits` scratch, unless every live document is one) and counts the facets. */
  private evaluate(request: SearchRequest): { total: number; hasText: boolean; ascending: boolean } {
    const found = this.text.match(request.text);
    const match = found && this.deadCount > 0 ? { ids: this.withoutDead(found.ids), sorted: found.sorted } : found;
    const active = this.select(request.filters);
    if (!match && active.length === 0) {
      this.facets.forEach((facet, f) => {
        facet.counts.set(this.baseCounts[f]);
      });
      return { total: this.size, hasText: false, ascending: true };
    }
    if (match && this.countsCandidates(match.ids.length, active.length)) {
      return { total: this.countCandidates(match.ids, active), hasText: true, ascending: match.sorted };
    }
    return { total: this.countWithBitsets(match?.ids ?? null, active), hasText: match !== null, ascending: true };
  }

  /** Drops removed documents from text matches, in place (the ids are the text index's scratch). */
  private withoutDead(ids: Uint32Array): Uint32Array {
    let kept = 0;
    for (let i = 0; i < ids.length; i++) if (this.dead[ids[i]] === 0) ids[kept++] = ids[i];
    return ids.subarray(0, kept);
  }

  private countsCandidates(matches: number, activeCount: number): boolean {
    if (this.counting !== "auto") return this.counting === "candidates";
    return activeCount === 0 || matches * SPARSE < this.docs.length;
  }

  /**
   * Few text matches: one pass over them. A document failing no filter is a
   * hit and counts in every facet; one failing exactly one filter still
   * counts in that facet, so a facet shows what selecting another of its
   * values would add (disjunctive faceting).
   */
  private countCandidates(candidates: Uint32Array, active: FacetColumn[]): number {
    const { facets, hits } = this;
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
      if (failures === 0) {
        hits[total++] = doc;
        for (let f = 0; f < facets.length; f++) facets[f].count(doc);
      } else if (failures === 1) {
        failed!.count(doc);
      }
    }
    return total;
  }

  /**
   * Many candidates: the same counts from sets. Each selected facet's
   * documents become a bitset; the hits are the intersection of all, and a
   * selected facet counts over the intersection of all the others (and the
   * text), which is exactly "every filter but its own".
   */
  private countWithBitsets(candidates: Uint32Array | null, active: FacetColumn[]): number {
    const { facets, textBits, allBits, exceptBits, ids, hits } = this;
    const size = this.docs.length;
    for (const facet of facets) facet.counts.fill(0);
    if (candidates) {
      textBits.fill(0);
      for (let i = 0; i < candidates.length; i++) setBit(textBits, candidates[i]);
    } else {
      fillAll(textBits, size);
      if (this.deadCount > 0) and(textBits, textBits, this.liveBits);
    }
    const selections = active.map((facet) => {
      const bits = this.selectionBits[facets.indexOf(facet)];
      bits.fill(0);
      facet.selectionInto(bits);
      return bits;
    });
    allBits.set(textBits);
    for (const bits of selections) and(allBits, allBits, bits);
    active.forEach((facet, a) => {
      exceptBits.set(textBits);
      selections.forEach((bits, b) => {
        if (b !== a) and(exceptBits, exceptBits, bits);
      });
      const count = toIds(exceptBits, ids);
      for (let i = 0; i < count; i++) facet.count(ids[i]);
    });
    const total = toIds(allBits, hits);
    const inactive = facets.filter((facet) => !active.includes(facet));
    for (let i = 0; i < total; i++) {
      const doc = hits[i];
      for (let f = 0; f < inactive.length; f++) inactive[f].count(doc);
    }
    return total;
  }

  /** Marks the requested values of each facet; returns the facets with a selection. */
  private select(filters: SearchRequest["filters"]): FacetColumn[] {
    const active: FacetColumn[] = [];
    for (const facet of this.facets) {
      facet.selected.fill(0);
      const requested = filters[facet.id];
      if (!requested || requested.length === 0) continue;
      for (const value of requested) {
        const id = facet.idOf(value);
        if (id > 0) facet.selected[id] = 1;
      }
      // A selection of values no document has still filters: to nothing.
      active.push(facet);
    }
    return active;
  }

  private pageOf(
    request: SearchRequest,
    hasText: boolean,
    ascending: boolean,
    total: number,
    from: number,
    to: number,
  ): Uint32Array {
    const sort = this.sorts.get(request.sort) ?? this.sorts.get(`${request.sort}:${request.locale}`);
    if (!hasText && total === this.size) {
      // Everything matches: the page is a slice of the order itself.
      if (this.deadCount === 0) {
        return sort ? sort.order.slice(from, to) : Uint32Array.from({ length: to - from }, (_, i) => from + i);
      }
      return this.liveSlice(sort ? sort.order : null, from, to);
    }
    const hits = this.hits.subarray(0, total);
    if (request.sort === "relevance" && hasText) {
      const score = this.text.score;
      const keys = this.sortKeys.subarray(0, total);
      for (let i = 0; i < total; i++) keys[i] = (MAX_SCORE - score[hits[i]]) * DOC_ID_SPACE + hits[i];
      keys.sort();
      return Uint32Array.from(keys.subarray(from, to), (key) => key % DOC_ID_SPACE);
    }
    if (!sort) {
      // Name order is document order.
      if (!ascending) hits.sort();
      return hits.slice(from, to);
    }
    if (total * 8 > this.docs.length) {
      // Many hits: walking the precomputed order beats sorting them.
      const stamp = this.hitStamp;
      const generation = this.nextGeneration();
      for (let i = 0; i < total; i++) stamp[hits[i]] = generation;
      const out = new Uint32Array(to - from);
      let seen = 0;
      for (let p = 0; p < sort.order.length && seen < to; p++) {
        const doc = sort.order[p];
        if (stamp[doc] !== generation) continue;
        if (seen >= from) out[seen - from] = doc;
        seen++;
      }
      return out;
    }
    const keys = this.sortKeys.subarray(0, total);
    for (let i = 0; i < total; i++) keys[i] = sort.rank[hits[i]];
    keys.sort();
    return Uint32Array.from(keys.subarray(from, to), (rank) => sort.order[rank]);
  }

  /** Positions [from, to) of an order (document order when null), skipping removed documents. */
  private liveSlice(order: Uint32Array | null, from: number, to: number): Uint32Array {
    const out = new Uint32Array(to - from);
    let seen = 0;
    for (let p = 0; p < this.docs.length && seen < to; p++) {
      const doc = order ? order[p] : p;
      if (this.dead[doc] === 1) continue;
      if (seen >= from) out[seen - from] = doc;
      seen++;
    }
    return out;
  }

  private facetCounts(request: SearchRequest): Record<string, FacetCount[]> {
    const out: Record<string, FacetCount[]> = {};
    for (const facet of this.facets) out[facet.id] = facet.entries(request.locale, request.filters[facet.id] ?? []);
    return out;
  }

  private nextGeneration(): number {
    if (this.generation === 0xffffffff) {
      this.hitStamp.fill(0);
      this.generation = 0;
    }
    return ++this.generation;
  }
}

function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
