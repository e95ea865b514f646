import type { ExhibitorCard } from "~/features/catalogue/documents";
import { type ProducersList, producerEntriesOf, producersListOf } from "~/features/catalogue/producers-list";
import type { Exhibitor, Product, ProductSummary } from "~/features/catalogue/types";
import { ExhibitorIndex } from "~/features/search/exhibitor-index";
import {
  exhibitorQueryToFilters,
  parseExhibitorQuery,
  parseProductQuery,
  productQueryToFilters,
} from "~/features/search/filters";
import { ProductIndex } from "~/features/search/product-index";
import { exhibitorDocumentOf, productDocumentOf } from "~/features/search/record-documents";
import type { Filters } from "~/features/search-ui/search-state";
import type { SearchResultData } from "~/features/search-ui/use-hash-search";
import { groupBy } from "~/lib/group-by";
import type { Locale } from "~/lib/locales";

// Search over a saved fair, in the browser
// (docs/offline-package.md "Search on the device"): the saved records become the same documents the server
// indexes, and the server's own index code (ProductIndex, ExhibitorIndex)
// answers with the same typo tolerance, facets and counts. The filters are
// read as the server reads a query, so a list offline takes the same
// addresses. An index is built once per saved generation of a fair, in time
// slices so the page keeps answering.

/** The User Timing names of an index build and of a products search on the device (docs/benchmarks.md). */
export const SAVED_INDEX_MEASURE = "uncork:saved-index";
export const SAVED_SEARCH_MEASURE = "uncork:saved-search";

export interface SavedCatalogue {
  products: ProductIndex;
  exhibitors: ExhibitorIndex;
  producers: (locale: Locale, q: string, page?: number) => ProducersList;
}

export interface CatalogueRecords {
  products: readonly Product[];
  exhibitors: readonly Exhibitor[];
}

/** Indexes a saved fair's records: in time slices, so the page stays responsive while it builds. */
export async function buildSavedCatalogue(records: CatalogueRecords): Promise<SavedCatalogue> {
  const started = performance.now();
  const byExhibitor = groupBy(records.products, (product) => product.exhibitor.id);
  const [products, exhibitors] = await Promise.all([
    ProductIndex.build(records.products.map(productDocumentOf)),
    ExhibitorIndex.build(
      records.exhibitors.map((exhibitor) => exhibitorDocumentOf(exhibitor, byExhibitor.get(exhibitor.id)?.length ?? 0)),
    ),
  ]);
  const entries = producerEntriesOf(records.products);
  // Seen in the browser's performance panel, and read by npm run bench:offline.
  performance.measure(SAVED_INDEX_MEASURE, { start: started, end: performance.now() });
  return {
    products,
    exhibitors,
    producers: (locale, q, page) => producersListOf(entries, locale, q, page),
  };
}

/** The products list's search over the saved fair, as the search API answers it. */
export function searchSavedProducts(
  catalogue: SavedCatalogue,
  filters: Filters,
  locale: Locale,
): SearchResultData<ProductSummary> {
  const started = performance.now();
  const query = parseProductQuery(filters);
  const result = { ...catalogue.products.search(query, locale), filters: productQueryToFilters(query) };
  performance.measure(SAVED_SEARCH_MEASURE, { start: started, end: performance.now() });
  return result;
}

/** The exhibitors list's search over the saved fair, as the search API answers it. */
export function searchSavedExhibitors(
  catalogue: SavedCatalogue,
  filters: Filters,
  locale: Locale,
): SearchResultData<ExhibitorCard> {
  const query = parseExhibitorQuery(filters);
  return { ...catalogue.exhibitors.search(query, locale), filters: exhibitorQueryToFilters(query) };
}
