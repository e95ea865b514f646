import { collator } from "~/lib/format";
import { LOCALES } from "~/lib/locales";
import { runToEnd, type Steps, sortSteps } from "~/lib/time-slice";
import { bitsetWords, clearBit, fillAll } from "./bitset";
import { FacetColumn, type FacetColumnParts, type FacetCount } from "./facet-column";
import { type CountScratch, countCandidates, countWithBitsets } from "./facet-counting";
import { FacetPairs, pairRowsFrom } from "./facet-pairs";
import { byRelevance, bySortOrder, HitStamps } from "./hit-order";
import type { Collected, IndexOptions, IndexSchema, SearchRequest, SearchResponse } from "./search-request";
import { DOC_ID_SPACE, type SortOrder, sortOrderSteps } from "./sort-order";
import { TextIndex, type TextIndexParts } from "./text-index";

export type { FacetCount } from "./facet-column";
export type { SortSpec } from "./sort-order";

// The engine under the product and exhibitor indexes. Documents get dense ids
// in name order, so "ties by name" is "ties by id" and the name sort is free.
// A search evaluates the text once and, from that one candidate set, produces
// the hits and every facet's counts together.

/** What a built index is made of, as the snapshot keeps it (index-snapshot.server.ts): documents in the index's order. */
export interface SearchIndexParts<D> {
  docs: readonly D[];
  text: TextIndexParts;
  facets: FacetColumnParts[];
  sorts: [string, SortOrder][];
}

/**
 * Below size / SPARSE text matches, visiting each is cheaper than whole-index
 * bitsets. Measured at 1,000,000 (the season's corpus, each path forced in
 * turn): 36,900 matches (3.7 %) took 2.7 ms with bitsets and 3.6–3.9 ms
 * visited, 30,300 (3.0 %) 1.4 ms and 1.2–1.3 ms; 16 left the first visited.
 */
const SPARSE = 32;

export class SearchIndex<D> {
  readonly docs: readonly D[];
  readonly text: TextIndex;
  readonly facets: readonly FacetColumn[];
  private readonly byKey: Map<string, number>;
  /** Documents removed since the build (an edit replaces them in a newer segment). */
  private readonly dead: Uint8Array;
  private deadCount = 0;
  private readonly sorts: Map<string, SortOrder>;
  /** Every facet's counts over the whole index: the answer to the empty search. */
  private readonly baseCounts: Uint32Array[];
  // Per-query scratch.
  private readonly hits: Uint32Array;
  private readonly sortKeys: Float64Array;
  private readonly stamps: HitStamps;
  /** The bitsets of a count, with the documents not removed (liveBits). */
  private readonly scratch: CountScratch;
  private readonly counting: NonNullable<IndexOptions["counting"]>;
  /** Every facet's counts over the documents of each value many documents have (a list of one filter). */
  private readonly pairs: FacetPairs;

  private constructor(
    docs: readonly D[],
    text: TextIndex,
    facets: FacetColumn[],
    sorts: Map<string, SortOrder>,
    byKey: Map<string, number>,
    pairs: FacetPairs,
    options: IndexOptions,
  ) {
    this.docs = docs;
    this.pairs = pairs;
    this.counting = options.counting ?? "auto";
    this.text = text;
    this.facets = facets;
    this.sorts = sorts;
    this.byKey = byKey;
    const size = docs.length;
    this.dead = new Uint8Array(size);
    this.hits = new Uint32Array(size);
    this.sortKeys = new Float64Array(size);
    this.stamps = new HitStamps(size);
    // The facets' counts hold every document's values (see steps).
    this.baseCounts = facets.map((facet) => facet.counts.slice());
    const words = bitsetWords(size);
    this.scratch = {
      size,
      liveBits: new Uint32Array(words),
      textBits: new Uint32Array(words),
      allBits: new Uint32Array(words),
      selectionBits: facets.map(() => new Uint32Array(words)),
      wholeCounts: this.baseCounts,
      pairs: this.counting === "auto" ? pairs : null,
      ids: new Uint32Array(size),
    };
    fillAll(this.scratch.liveBits, size);
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
    const pairs = yield* SearchIndex.pairSteps(facets, docs.length, options);
    return new SearchIndex(docs, text, facets, sorts, byKey, pairs, options);
  }

  /** The index of a snapshot, as it was built: the documents' keys are read again, in steps. */
  static *fromPartsSteps<D>(
    parts: SearchIndexParts<D>,
    schema: IndexSchema<D>,
    options: IndexOptions = {},
  ): Steps<SearchIndex<D>> {
    const { docs } = parts;
    const byKey = new Map<string, number>();
    for (let id = 0; id < docs.length; id++) {
      byKey.set(schema.key(docs[id]), id);
      if ((id & 4095) === 4095) yield;
    }
    const facets = parts.facets.map((facet) => FacetColumn.fromParts(facet));
    const text = TextIndex.fromParts(parts.text);
    // Made again rather than kept in the snapshot: 30–70 ms of steps for 100,000 documents (decision 0031).
    const pairs = yield* SearchIndex.pairSteps(facets, docs.length, options);
    return new SearchIndex(docs, text, facets, new Map(parts.sorts), byKey, pairs, options);
  }

  /** The facet pairs of a built column set, whose counts are every document's. */
  private static pairSteps(facets: readonly FacetColumn[], size: number, options: IndexOptions): Steps<FacetPairs> {
    const counts = facets.map((facet) => facet.counts);
    return FacetPairs.steps(facets, counts, size, options.pairRowsFrom ?? pairRowsFrom(size));
  }

  /**
   * The index as a snapshot keeps it: only as built, before any document
   * was removed (the counts are those of every document). The arrays are
   * the index's own; nothing changes them after the build.
   */
  toParts(): SearchIndexParts<D> {
    if (this.deadCount > 0) throw new Error("a snapshot is taken of an index as built, before any edit");
    return {
      docs: this.docs,
      text: this.text.toParts(),
      facets: this.facets.map((facet, f) => facet.toParts(this.baseCounts[f].slice())),
      sorts: [...this.sorts],
    };
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
    clearBit(this.scratch.liveBits, id);
    this.pairs.remove(id);
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
    if (!match && active.length === 1 && this.counting === "auto") {
      const total = this.fromPairs(active[0]);
      if (total !== null) return { total, hasText: false, ascending: true };
    }
    if (match && this.countsCandidates(match.ids.length, active.length)) {
      return {
        total: countCandidates(this.facets, match.ids, active, this.hits),
        hasText: true,
        ascending: match.sorted,
      };
    }
    const total = countWithBitsets(this.facets, this.scratch, match?.ids ?? null, active, this.size, this.hits);
    return { total, hasText: match !== null, ascending: true };
  }

  /**
   * One facet filtered to one value that keeps its row (FacetPairs), no
   * text: the other facets' counts read from the row, the facet's own are
   * every live document's, the hits its documents. Null for any other
   * selection.
   */
  private fromPairs(facet: FacetColumn): number | null {
    const f = this.facets.indexOf(facet);
    const value = facet.onlySelected();
    if (value === -1 || !this.pairs.has(f, value)) return null;
    this.pairs.countsInto(f, value);
    facet.counts.set(this.baseCounts[f]);
    const docs = facet.docsOf(value);
    if (this.deadCount === 0) {
      this.hits.set(docs); // Every one a hit, copied at once: a list of 700,000 of 1,000,000 took 3.8 ms, now 0.4 ms.
      return docs.length;
    }
    let total = 0;
    for (let i = 0; i < docs.length; i++) if (this.dead[docs[i]] === 0) this.hits[total++] = docs[i];
    return total;
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
    if (request.sort === "relevance" && hasText) return byRelevance(hits, this.text.score, this.sortKeys, from, to);
    if (!sort) {
      // Name order is document order.
      if (!ascending) hits.sort();
      return hits.slice(from, to);
    }
    return bySortOrder(hits, sort, { keys: this.sortKeys, stamps: this.stamps }, from, to);
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
}

function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
