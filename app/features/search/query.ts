// The searches visitors can ask for, as they travel in the URL hash and query
// string: one name per facet, used alike in the URL, the query objects and
// the result's facet counts.

export const PRODUCT_FACETS = [
  "kind",
  "country",
  "region",
  "grape",
  "color",
  "vintage",
  "characteristic",
  "medal",
  "price",
  "closure",
  "alcohol",
] as const;
export type ProductFacet = (typeof PRODUCT_FACETS)[number];

export const EXHIBITOR_FACETS = ["country", "offering", "hasDistribution", "seekingDistribution"] as const;
export type ExhibitorFacet = (typeof EXHIBITOR_FACETS)[number];

/** "relevance" without a text query is name order. */
export const PRODUCT_SORTS = ["relevance", "name", "vintage", "price", "table"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const EXHIBITOR_SORTS = ["relevance", "name", "table", "country"] as const;
export type ExhibitorSort = (typeof EXHIBITOR_SORTS)[number];

export const DEFAULT_SORT = "relevance";
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 96;

export interface ProductQuery {
  q: string;
  filters: Record<ProductFacet, string[]>;
  sort: ProductSort;
  page: number;
  pageSize: number;
}

export interface ExhibitorQuery {
  q: string;
  filters: Record<ExhibitorFacet, string[]>;
  sort: ExhibitorSort;
  page: number;
  pageSize: number;
}
