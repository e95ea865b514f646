import { collator } from "~/lib/format";
import type { Locale } from "~/lib/locales";
import { runSliced, type Steps } from "~/lib/time-slice";
import type { FacetCount } from "./facet-column";
import { SearchIndex, type SearchIndexParts } from "./search-index";
import type { Collected, IndexOptions, IndexSchema, SearchRequest, SearchResponse } from "./search-request";

// An index that takes edits without being rebuilt, as search engines do
// with segments: a large base built once, and a small segment holding every
// document added or changed since. An edit removes the document from the
// base (a tombstone) and rebuilds only the small segment, so its cost
// follows the number of edited documents, not the catalogue. A search asks
// both segments for the first hits of its page and merges them in the
// request's order; facet counts add up, because each document is counted
// in exactly one segment. When the small segment grows past a share of the
// base, both are merged into a new base, built in time slices in the
// background while searches go on with the two segments; edits made
// meanwhile stay in the small segment and out of the new base.

export interface SegmentOptions extends IndexOptions {
  /** Edited documents held beside the base before both are merged (default: 1 % of the base, at least 1,000). */
  mergeAt?: number;
}

const MIN_MERGE_AT = 1_000;
const MERGE_SHARE = 0.01;

interface Hit<D> {
  doc: D;
  score: number;
}

export class SegmentedIndex<D> {
  private base: SearchIndex<D>;
  private recent: SearchIndex<D> | null = null;
  /** The documents of the small segment, by key. */
  private edited = new Map<string, D>();
  private live: D[] | null = null;
  /** A merge under way: the keys edited since it took its snapshot, and its end. */
  private merging: { changed: Set<string>; done: Promise<void> } | null = null;

  /** Builds the base from the documents at once, or takes a base built in steps (see `steps`). */
  constructor(
    documents: readonly D[] | SearchIndex<D>,
    private readonly schema: IndexSchema<D>,
    private readonly options: SegmentOptions = {},
  ) {
    this.base = documents instanceof SearchIndex ? documents : SearchIndex.build(documents, schema, options);
  }

  /** The build as steps, for building a large index in time slices (app/lib/time-slice.ts). */
  static *steps<D>(
    documents: readonly D[],
    schema: IndexSchema<D>,
    options: SegmentOptions = {},
  ): Steps<SegmentedIndex<D>> {
    return new SegmentedIndex(yield* SearchIndex.steps(documents, schema, options), schema, options);
  }

  /** The index of a snapshot, as it was built (index-snapshot.server.ts). */
  static *fromPartsSteps<D>(
    parts: SearchIndexParts<D>,
    schema: IndexSchema<D>,
    options: SegmentOptions = {},
  ): Steps<SegmentedIndex<D>> {
    return new SegmentedIndex(yield* SearchIndex.fromPartsSteps(parts, schema, options), schema, options);
  }

  /** The index as a snapshot keeps it: only as built, before any edit. */
  toParts(): SearchIndexParts<D> {
    if (this.edited.size > 0 || this.merging)
      throw new Error("a snapshot is taken of an index as built, before any edit");
    return this.base.toParts();
  }

  get size(): number {
    return this.base.size + this.edited.size;
  }

  /** How many documents wait in the small segment (0 right after a merge). */
  get pending(): number {
    return this.edited.size;
  }

  get(key: string): D | undefined {
    return this.edited.get(key) ?? this.base.get(key);
  }

  /** Every document (the base's in name order, then the edited ones); read-only. */
  documents(): readonly D[] {
    this.live ??= [...this.base.liveDocs(), ...this.edited.values()];
    return this.live;
  }

  /** Adds or replaces documents (by key) and removes the keys given; searches see the result at once. */
  apply(upserts: readonly D[], removals: readonly string[]): void {
    for (const key of removals) {
      this.base.remove(key);
      this.edited.delete(key);
      this.merging?.changed.add(key);
    }
    for (const doc of upserts) {
      const key = this.schema.key(doc);
      this.base.remove(key);
      this.edited.set(key, doc);
      this.merging?.changed.add(key);
    }
    this.live = null;
    this.recent = this.edited.size > 0 ? SearchIndex.build([...this.edited.values()], this.schema, this.options) : null;
    const mergeAt = this.options.mergeAt ?? Math.max(MIN_MERGE_AT, Math.ceil(this.base.size * MERGE_SHARE));
    if (this.edited.size > mergeAt && !this.merging) this.merge();
  }

  /** Resolves when no merge is under way (tests). */
  async mergeDone(): Promise<void> {
    while (this.merging) await this.merging.done;
  }

  /**
   * Builds a new base from every document in time slices. When it is done,
   * the documents edited meanwhile are taken out of it (their current
   * version is in the small segment) and the rest leave the small segment.
   */
  private merge(): void {
    const changed = new Set<string>();
    const snapshot = this.documents();
    const done = runSliced(SearchIndex.steps(snapshot, this.schema, this.options)).then(
      (base) => {
        for (const key of changed) base.remove(key);
        this.edited = new Map([...this.edited].filter(([key]) => changed.has(key)));
        this.base = base;
        this.recent =
          this.edited.size > 0 ? SearchIndex.build([...this.edited.values()], this.schema, this.options) : null;
        this.live = null;
        this.merging = null;
      },
      (error: unknown) => {
        // The two segments still answer correctly; the next edit tries again.
        console.error("merging the search index's segments failed", error);
        this.merging = null;
      },
    );
    this.merging = { changed, done };
  }

  search(request: SearchRequest): SearchResponse<D> {
    const recent = this.recent;
    if (!recent) return this.base.search(request);
    const response = this.merged(recent, request);
    if (response.total > 0 || !request.text) return response;
    const suggestion = this.base.text.suggest(request.text) ?? recent.text.suggest(request.text);
    if (suggestion && this.merged(recent, { ...request, text: suggestion, page: 1 }).total > 0) {
      return { ...this.merged(recent, request), suggestion };
    }
    return response;
  }

  private merged(recent: SearchIndex<D>, request: SearchRequest): SearchResponse<D> {
    const pageSize = Math.max(1, Math.floor(request.pageSize) || 1);
    const wanted = Math.max(1, Math.floor(request.page) || 1);
    const a = this.base.collect(request, wanted * pageSize);
    const b = recent.collect(request, wanted * pageSize);
    const total = a.total + b.total;
    const page = Math.min(wanted, Math.max(1, Math.ceil(total / pageSize)));
    const from = (page - 1) * pageSize;
    const to = Math.min(total, from + pageSize);
    const order = hitOrder(this.schema, request, a.scores !== null);
    return {
      total,
      page,
      pageSize,
      hits: mergeHits(a, b, order, to).slice(from, to),
      facets: this.mergeFacets(recent, request, a, b),
    };
  }

  /**
   * Adds the segments' counts per value and orders them as one index would:
   * by count, then label; a requested value no live document has comes last.
   */
  private mergeFacets(
    recent: SearchIndex<D>,
    request: SearchRequest,
    a: Collected<D>,
    b: Collected<D>,
  ): Record<string, FacetCount[]> {
    const out: Record<string, FacetCount[]> = {};
    for (const spec of this.schema.facets) {
      const known = (value: string) => this.base.knows(spec.id, value) || recent.knows(spec.id, value);
      const counts = new Map<string, FacetCount>();
      for (const entry of [...(a.facets[spec.id] ?? []), ...(b.facets[spec.id] ?? [])]) {
        if (!known(entry.value)) continue;
        const seen = counts.get(entry.value);
        if (seen) seen.count += entry.count;
        else counts.set(entry.value, { ...entry });
      }
      const labelOrder = facetLabelOrder(spec.label, request.locale);
      const list = [...counts.values()]
        .filter((entry) => entry.count > 0 || entry.selected)
        .sort((x, y) => y.count - x.count || labelOrder(x.value, y.value));
      for (const value of request.filters[spec.id] ?? []) {
        if (!known(value) && !list.some((entry) => entry.value === value))
          list.push({ value, count: 0, selected: true });
      }
      out[spec.id] = list;
    }
    return out;
  }
}

/** The first `limit` hits of two ordered segments, in order. */
function mergeHits<D>(a: Collected<D>, b: Collected<D>, order: (x: Hit<D>, y: Hit<D>) => number, limit: number): D[] {
  const hit = (c: Collected<D>, i: number): Hit<D> => ({ doc: c.hits[i], score: c.scores?.[i] ?? 0 });
  const out: D[] = [];
  let i = 0;
  let j = 0;
  while (out.length < limit && (i < a.hits.length || j < b.hits.length)) {
    if (j >= b.hits.length || (i < a.hits.length && order(hit(a, i), hit(b, j)) <= 0)) out.push(a.hits[i++]);
    else out.push(b.hits[j++]);
  }
  return out;
}

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The order one index gives a request's hits: by text score (relevance with
 * text), by a sort's value (empty values last, either direction), or by name;
 * ties by name, then key.
 */
export function hitOrder<D>(
  schema: IndexSchema<D>,
  request: Pick<SearchRequest, "sort" | "locale">,
  hasText: boolean,
): (x: Hit<D>, y: Hit<D>) => number {
  const en = collator("en");
  const byName = (x: Hit<D>, y: Hit<D>) =>
    en.compare(schema.name(x.doc), schema.name(y.doc)) || byCodeUnit(schema.key(x.doc), schema.key(y.doc));
  if (request.sort === "relevance" && hasText) return (x, y) => y.score - x.score || byName(x, y);
  const spec = schema.sorts.find((sort) => sort.id === request.sort);
  if (!spec) return byName;
  const locale: Locale = spec.localized ? request.locale : "en";
  const c = collator(locale);
  const direction = spec.descending ? -1 : 1;
  return (x, y) => {
    const vx = spec.value(x.doc, locale);
    const vy = spec.value(y.doc, locale);
    const emptyX = vx === null || vx === "";
    const emptyY = vy === null || vy === "";
    if (emptyX || emptyY) return emptyX === emptyY ? byName(x, y) : emptyX ? 1 : -1;
    const byValue = typeof vx === "number" && typeof vy === "number" ? vx - vy : c.compare(String(vx), String(vy));
    return direction * byValue || byName(x, y);
  };
}

/** How one index orders facet values of equal count: by label in the locale, else by value. */
function facetLabelOrder(
  label: ((value: string, locale: Locale) => string) | undefined,
  locale: Locale,
): (a: string, b: string) => number {
  const en = collator("en");
  const byValue = (a: string, b: string) => en.compare(a, b) || byCodeUnit(a, b);
  if (!label) return byValue;
  const c = collator(locale);
  return (a, b) => c.compare(label(a, locale), label(b, locale)) || byValue(a, b);
}
