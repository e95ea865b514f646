import type { ProductSummary } from "~/features/catalogue/types";
import { countryName } from "~/lib/format";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locales";
import { alcoholBucket } from "./alcohol-buckets";
import { countryNames, placeNames } from "./country-names";
import type { ProductDocument } from "./documents";
import type { FacetSpec } from "./facet-column";
import type { ProductFacet, ProductQuery } from "./query";
import type { FacetCount, IndexSchema } from "./search-index";
import { SegmentedIndex, type SegmentOptions } from "./segmented-index";
import { FIELD_WEIGHT } from "./text-index";

export interface ProductSearchResult {
  total: number;
  page: number;
  pageSize: number;
  hits: ProductSummary[];
  facets: Record<ProductFacet, FacetCount[]>;
  /** "Did you mean": set when nothing matched and a close spelling would. */
  suggestion?: string;
}

const productSchema: IndexSchema<ProductDocument> = {
  key: (doc) => doc.summary.id,
  name: (doc) => doc.summary.name,
  text: [
    { weight: FIELD_WEIGHT.name, values: (doc) => doc.summary.name },
    { weight: FIELD_WEIGHT.party, values: (doc) => [doc.summary.producer.name, doc.summary.exhibitor.name] },
    {
      weight: FIELD_WEIGHT.detail,
      values: (doc) => [
        ...placeNames(doc.summary.region),
        ...placeNames(doc.subregion),
        doc.designation,
        doc.style,
        ...doc.grapes,
        ...countryNames(doc.summary.country),
      ],
    },
  ],
  facets: [
    { id: "kind", multi: false, values: (doc) => doc.summary.kind },
    {
      id: "country",
      multi: false,
      values: (doc) => doc.summary.country,
      label: (code, locale) => countryName(locale, code),
    },
    { id: "region", multi: false, values: (doc) => doc.summary.region },
    { id: "grape", multi: true, values: (doc) => doc.grapes },
    { id: "color", multi: false, values: (doc) => doc.summary.color },
    {
      id: "vintage",
      multi: false,
      values: (doc) => (doc.summary.vintage === null ? null : String(doc.summary.vintage)),
    },
    { id: "characteristic", multi: true, values: (doc) => doc.summary.characteristics },
    { id: "medal", multi: true, values: (doc) => doc.summary.awards.map((award) => award.medal) },
    { id: "price", multi: false, values: (doc) => doc.summary.priceRange },
    { id: "closure", multi: false, values: (doc) => doc.closure },
    { id: "alcohol", multi: false, values: (doc) => alcoholBucket(doc.alcohol) },
  ] satisfies (FacetSpec<ProductDocument> & { id: ProductFacet })[],
  sorts: [
    { id: "vintage", value: (doc) => doc.summary.vintage, descending: true },
    { id: "price", value: (doc) => doc.summary.price },
    { id: "table", value: (doc) => doc.summary.tableNumber },
  ],
};

/** The products of one event, searchable and faceted. */
export class ProductIndex {
  private readonly index: SegmentedIndex<ProductDocument>;

  constructor(documents: readonly ProductDocument[], options?: SegmentOptions) {
    this.index = new SegmentedIndex(documents, productSchema, options);
  }

  get size(): number {
    return this.index.size;
  }

  /** Adds or replaces these documents and removes the ids given, without a rebuild. */
  apply(upserts: readonly ProductDocument[], removedIds: readonly string[]): void {
    this.index.apply(upserts, removedIds);
  }

  get(productId: string): ProductDocument | undefined {
    return this.index.get(productId);
  }

  /** Every document, for lookups the query language does not cover (related products). */
  get documents(): readonly ProductDocument[] {
    return this.index.documents();
  }

  /** Runs a query; `locale` orders facet values whose labels are localized (countries). */
  search(query: ProductQuery, locale: Locale = DEFAULT_LOCALE): ProductSearchResult {
    const result = this.index.search({
      text: query.q,
      filters: query.filters,
      sort: query.sort,
      page: query.page,
      pageSize: query.pageSize,
      locale,
    });
    return {
      ...result,
      hits: result.hits.map((doc) => doc.summary),
      facets: result.facets as Record<ProductFacet, FacetCount[]>,
    };
  }
}
