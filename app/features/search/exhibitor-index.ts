import { countryName } from "~/lib/format";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locales";
import { runSliced } from "~/lib/time-slice";
import type { ExhibitorCard, ExhibitorDocument } from "../catalogue/documents";
import { countryNames } from "./country-names";
import type { FacetSpec } from "./facet-column";
import type { ExhibitorFacet, ExhibitorQuery } from "./query";
import type { FacetCount } from "./search-index";
import type { IndexSchema } from "./search-request";
import { SegmentedIndex, type SegmentOptions } from "./segmented-index";
import { FIELD_WEIGHT } from "./text-index";

export interface ExhibitorSearchResult {
  total: number;
  page: number;
  pageSize: number;
  hits: ExhibitorCard[];
  facets: Record<ExhibitorFacet, FacetCount[]>;
  /** "Did you mean": set when nothing matched and a close spelling would. */
  suggestion?: string;
}

const exhibitorSchema: IndexSchema<ExhibitorDocument> = {
  key: (doc) => doc.id,
  name: (doc) => doc.name,
  text: [
    { weight: FIELD_WEIGHT.name, values: (doc) => doc.name },
    { weight: FIELD_WEIGHT.party, values: (doc) => doc.brandName },
    { weight: FIELD_WEIGHT.detail, values: (doc) => countryNames(doc.country) },
  ],
  facets: [
    { id: "country", multi: false, values: (doc) => doc.country, label: (code, locale) => countryName(locale, code) },
    { id: "offering", multi: true, values: (doc) => doc.offering },
    {
      id: "hasDistribution",
      multi: true,
      values: (doc) => doc.hasDistribution,
      label: (code, locale) => countryName(locale, code),
    },
    {
      id: "seekingDistribution",
      multi: true,
      values: (doc) => doc.seekingDistribution,
      label: (code, locale) => countryName(locale, code),
    },
  ] satisfies (FacetSpec<ExhibitorDocument> & { id: ExhibitorFacet })[],
  sorts: [
    { id: "table", value: (doc) => doc.tableNumber },
    { id: "country", value: (doc, locale) => (doc.country ? countryName(locale, doc.country) : null), localized: true },
  ],
};

/** The exhibitors of one event, searchable and faceted. */
export class ExhibitorIndex {
  private readonly index: SegmentedIndex<ExhibitorDocument>;

  /** Builds at once from the documents, or takes an index built in time slices (`build`). */
  constructor(documents: readonly ExhibitorDocument[] | SegmentedIndex<ExhibitorDocument>, options?: SegmentOptions) {
    this.index =
      documents instanceof SegmentedIndex ? documents : new SegmentedIndex(documents, exhibitorSchema, options);
  }

  /** Builds in time slices, answering requests in between (app/lib/time-slice.ts). */
  static async build(documents: readonly ExhibitorDocument[], options?: SegmentOptions): Promise<ExhibitorIndex> {
    return new ExhibitorIndex(await runSliced(SegmentedIndex.steps(documents, exhibitorSchema, options)));
  }

  get size(): number {
    return this.index.size;
  }

  /** Adds or replaces these documents and removes the ids given, without a rebuild. */
  apply(upserts: readonly ExhibitorDocument[], removedIds: readonly string[]): void {
    this.index.apply(upserts, removedIds);
  }

  get(exhibitorId: string): ExhibitorCard | undefined {
    return this.index.get(exhibitorId);
  }

  search(query: ExhibitorQuery, locale: Locale = DEFAULT_LOCALE): ExhibitorSearchResult {
    const result = this.index.search({
      text: query.q,
      filters: query.filters,
      sort: query.sort,
      page: query.page,
      pageSize: query.pageSize,
      locale,
    });
    return { ...result, facets: result.facets as Record<ExhibitorFacet, FacetCount[]> };
  }
}
