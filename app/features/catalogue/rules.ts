// Pure catalogue rules of docs/product/catalogue.md, shared by the loaders, the search index,
// the GraphQL API and the exports so every view of a product agrees.
import type { ProducerRef } from "./types";
import { CHARACTERISTICS, type Characteristic, PLACEHOLDER_PRODUCER_ID } from "./vocabulary";

export interface ProducerInput {
  id: string;
  name: string;
  country: string;
  region: string;
}
export interface ExhibitorInput {
  id: string;
  name: string;
  country: string;
  region?: string;
}

/** The producer to show: the product's own, or the exhibitor when there is none or only the placeholder. */
export function resolveProducer(input: { producer: ProducerInput | null; exhibitor: ExhibitorInput }): ProducerRef {
  const { producer, exhibitor } = input;
  const id = producer?.id.trim() ?? "";
  if (producer && id !== "" && id !== PLACEHOLDER_PRODUCER_ID) {
    return {
      id: producer.id,
      name: producer.name,
      country: producer.country,
      region: producer.region,
      isExhibitor: false,
    };
  }
  return {
    id: exhibitor.id,
    name: exhibitor.name,
    country: exhibitor.country,
    region: exhibitor.region ?? "",
    isExhibitor: true,
  };
}

/** The subregion, or the region when there is no subregion. */
export function denomination(p: { subregion?: string | null; region?: string | null }): string {
  return p.subregion?.trim() || p.region?.trim() || "";
}

/** What an event's registration says about a product; null or "" means "not said". */
export interface RegisteredProductData {
  productId: string;
  tableNumber?: string | null;
  price?: number | null;
  currency?: string | null;
  priceRange?: string | null;
  isNew?: boolean | null;
}

export interface EventProductFields {
  tableNumber: string;
  price: number | null;
  currency: string;
  priceRange: string;
  isNew?: boolean;
}

function said<T>(value: T | null | undefined): value is T {
  return value !== null && value !== undefined && value !== "";
}

/**
 * The event's registration speaks for the event: each value it states replaces
 * the product's own (a stand's table, the fair price, this year's price range),
 * and a value it leaves empty keeps the product's.
 */
export function mergeRegisteredProduct<P extends EventProductFields>(product: P, registered: RegisteredProductData): P {
  return {
    ...product,
    tableNumber: said(registered.tableNumber) ? registered.tableNumber : product.tableNumber,
    price: said(registered.price) ? registered.price : product.price,
    currency: said(registered.currency) ? registered.currency : product.currency,
    priceRange: said(registered.priceRange) ? registered.priceRange : product.priceRange,
    ...(said(registered.isNew) ? { isNew: registered.isNew } : {}),
  };
}

/**
 * An event's catalogue holds only the products registered for it: each product
 * with a registration row is merged with it (matched by productId), in the
 * products' order; a product without one is left out. Should a productId be
 * registered twice, the last row wins, as a later import would.
 */
export function mergeRegistered<P extends { id: string }, R extends { productId: string }>(
  products: readonly P[],
  registered: readonly R[],
  merge: (product: P, registration: R) => P,
): P[] {
  const byProduct = new Map(registered.map((row) => [row.productId, row]));
  return products.flatMap((product) => {
    const row = byProduct.get(product.id);
    return row ? [merge(product, row)] : [];
  });
}

export function mergeRegisteredProducts<P extends EventProductFields & { id: string }>(
  products: readonly P[],
  registered: readonly RegisteredProductData[],
): P[] {
  return mergeRegistered(products, registered, mergeRegisteredProduct);
}

/**
 * A product's characteristics: its list plus what its flags say. The original
 * data carries both shapes; a product flagged vegan belongs under VEGAN either way.
 */
export function characteristicsOf(product: {
  characteristics: readonly string[];
  isVegan: boolean;
  isVegetarian: boolean;
  isCertifiedOrganic: boolean;
  isBiodynamic: boolean;
}): Characteristic[] {
  const set = new Set(product.characteristics);
  if (product.isVegan) set.add("VEGAN");
  if (product.isVegetarian) set.add("VEGETARIAN");
  if (product.isCertifiedOrganic) set.add("ORGANIC");
  if (product.isBiodynamic) set.add("BIODYNAMIC");
  return CHARACTERISTICS.filter((value) => set.has(value));
}
