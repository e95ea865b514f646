import { LOCALES, type Locale } from "~/lib/locales";
import { collator, FacetColumn, type FacetSpec } from "./facet-column";
import { TextIndex, type TextField } from "./text-index";

// The engine under the product and exhibitor indexes. Documents get dense ids
// in name order, so "ties by name" is "ties by id" and the name sort is free.
// One pass over the text matches filters the facets and counts them: the
// hits and every facet's counts come out of the same loop.

export interface SortSpec<D> {
  id: string;
  /** Order of two documents; ties fall back to name order. */
  compare: (a: D, b: D, locale: Locale) => number;
  /** Whether the order depends on the locale (country names). */
  localized?: boolean;
}

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

export interface FacetCount {
  value: string;
  count: number;
  selected: boolean;
}

export interface SearchResponse<D> {
  total: number;
  page: number;
  pageSize: number;
  hits: D[];
  facets: Record<string, FacetCount[]>;
}

interface SortOrder {
  /** Document ids in this order. */
  order: Uint32Array;
  /** Position of each document in `order`. */
  rank: Uint32Array;
}

const DOC_ID_SPACE = 2 ** 24;
const MAX_SCORE = 0xffff;

export class SearchIndex<D> {
  readonly docs: readonly D[];
  readonly text: TextIndex;
  readonly facets: readonly FacetColumn[];
  private readonly byKey: Map<string, number>;
  private readonly sorts: Map<string, SortOrder>;
  private readonly hits: Uint32Array;
  private readonly sortKeys: Float64Array;
  private readonly hitStamp: Uint32Array;
  private generation = 0;

  private constructor(docs: readonly D[], text: TextIndex, facets: FacetColumn[], sorts: Map<string, SortOrder>, key: (doc: D) => string) {
    this.docs = docs;
    this.text = text;
    this.facets = facets;
    this.sorts = sorts;
    this.byKey = new Map(docs.map((doc, id) => [key(doc), id]));
    this.hits = new Uint32Array(docs.length);
    this.sortKeys = new Float64Array(docs.length);
    this.hitStamp = new Uint32Array(docs.length);
  }

  static build<D>(input: readonly D[], schema: IndexSchema<D>): SearchIndex<D> {
    if (input.length >= DOC_ID_SPACE) throw new Error(`an index holds at most ${DOC_ID_SPACE - 1} documents`);
    const en = collator("en");
    const names = new Map(input.map((doc) => [doc, schema.name(doc)]));
    const docs = [...input].sort((a, b) => en.compare(names.get(a)!, names.get(b)!) || byCodeUnit(schema.key(a), schema.key(b)));
    const text = TextIndex.build(docs, schema.text);
    const facets = schema.facets.map((spec) => FacetColumn.build(docs, spec));
    const sorts = new Map<string, SortOrder>();
    const ids = docs.map((_, id) => id);
    for (const spec of schema.sorts) {
      for (const locale of spec.localized ? LOCALES : (["en"] as const)) {
        const order = Uint32Array.from([...ids].sort((a, b) => spec.compare(docs[a], docs[b], locale) || a - b));
        const rank = new Uint32Array(docs.length);
        order.forEach((doc, position) => (rank[doc] = position));
        sorts.set(spec.localized ? `${spec.id}:${locale}` : spec.id, { order, rank });
      }
    }
    return new SearchIndex(docs, text, facets, sorts, schema.key);
  }

  get size(): number {
    return this.docs.length;
  }

  get(key: string): D | undefined {
    const id = this.byKey.get(key);
    return id === undefined ? undefined : this.docs[id];
  }

  search(request: SearchRequest): SearchResponse<D> {
    const match = this.text.match(request.text);
    const active = this.select(request.filters);
    const facets = this.facets;
    for (const facet of facets) facet.counts.fill(0);

    // The pass: a document failing no filter is a hit and counts in every
    // facet; one failing exactly one filter still counts in that facet, so
    // a facet shows what selecting another of its values would add.
    const hits = this.hits;
    const candidates = match?.ids;
    const candidateCount = candidates ? candidates.length : this.docs.length;
    const activeCount = active.length;
    let total = 0;
    for (let i = 0; i < candidateCount; i++) {
      const doc = candidates ? candidates[i] : i;
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

    const pageSize = request.pageSize;
    const pageCount = Math.max(1, Math.ceil(total / pageSize));
    const page = Math.min(Math.max(1, request.page), pageCount);
    const from = (page - 1) * pageSize;
    const to = Math.min(total, from + pageSize);
    const pageIds = this.pageOf(request, match !== null, match?.sorted ?? true, total, from, to);
    return {
      total,
      page,
      pageSize,
      hits: Array.from(pageIds, (id) => this.docs[id]),
      facets: this.facetCounts(request),
    };
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

  private pageOf(request: SearchRequest, hasText: boolean, ascending: boolean, total: number, from: number, to: number): Uint32Array {
    const hits = this.hits.subarray(0, total);
    if (request.sort === "relevance" && hasText) {
      const score = this.text.score;
      const keys = this.sortKeys.subarray(0, total);
      for (let i = 0; i < total; i++) keys[i] = (MAX_SCORE - score[hits[i]]) * DOC_ID_SPACE + hits[i];
      keys.sort();
      return Uint32Array.from(keys.subarray(from, to), (key) => key % DOC_ID_SPACE);
    }
    const sort = this.sorts.get(request.sort) ?? this.sorts.get(`${request.sort}:${request.locale}`);
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

  private facetCounts(request: SearchRequest): Record<string, FacetCount[]> {
    const out: Record<string, FacetCount[]> = {};
    for (const facet of this.facets) {
      const { counts, selected, values } = facet;
      const entries: { id: number; count: number }[] = [];
      for (let id = 1; id < values.length; id++) {
        if (counts[id] > 0 || selected[id] === 1) entries.push({ id, count: counts[id] });
      }
      const rank = facet.rank(request.locale);
      entries.sort((a, b) => b.count - a.count || (rank ? rank[a.id] - rank[b.id] : a.id - b.id));
      const list: FacetCount[] = entries.map(({ id, count }) => ({ value: values[id], count, selected: selected[id] === 1 }));
      for (const value of request.filters[facet.id] ?? []) {
        if (facet.idOf(value) < 0 && !list.some((entry) => entry.value === value)) list.push({ value, count: 0, selected: true });
      }
      out[facet.id] = list;
    }
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
