import type { ExhibitorDocument, ProductDocument } from "~/features/catalogue/documents";
import type { Exhibitor, Product } from "~/features/catalogue/types";

// The search documents of whole records, as a page shows them: what the
// browser indexes when it searches a saved fair
// (docs/offline-package.md "Search on the device"). The server builds the
// same documents from its rows (load-docs.server.ts); a db test holds the two
// to the same results.

/** A product's search document: the record is its own card (a Product is a ProductSummary). */
export function productDocumentOf(product: Product): ProductDocument {
  return {
    summary: product,
    subregion: product.subregion,
    designation: product.designation,
    grapes: product.grapeVarieties.map((grape) => grape.varietyName),
    alcohol: product.alcohol,
    closure: product.closure,
    style: product.beerStyle || product.spiritType,
  };
}

/** An exhibitor's search document, with how many products it registered for the event. */
export function exhibitorDocumentOf(exhibitor: Exhibitor, productCount: number): ExhibitorDocument {
  const markets = (status: string) =>
    exhibitor.distribution.filter((entry) => entry.status === status).map((entry) => entry.market);
  return {
    id: exhibitor.id,
    slug: exhibitor.slug,
    name: exhibitor.name,
    brandName: exhibitor.brandName,
    country: exhibitor.country,
    logo: exhibitor.logo,
    tableNumber: exhibitor.tableNumber,
    sortNumber: exhibitor.sortNumber,
    offering: exhibitor.offering,
    hasDistribution: markets("hasDistribution"),
    seekingDistribution: markets("seekingDistribution"),
    productCount,
  };
}
