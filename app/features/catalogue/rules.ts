// Pure catalogue rules of docs/product/catalogue.md, shared by the loaders, the search index,
// the GraphQL API and the exports so every view of a product agrees.
import { DEFAULT_LOCALE } from "~/lib/locales";
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

type TextKey<T> = { [K in keyof T]-?: T[K] extends string | null | undefined ? K : never }[keyof T];

function text(value: unknown): string {
  return typeof value === "string" && value.trim() !== "" ? value : "";
}

// The order in which translations are tried: the page's locale, the event's
// default language, English, then the others in the order the rows came.
function candidates<T extends { locale: string }>(rows: readonly T[], locale: string, fallbackLocale: string): T[] {
  const preferred = [locale, fallbackLocale, DEFAULT_LOCALE];
  const rank = (row: T) => {
    const index = preferred.indexOf(row.locale);
    return index === -1 ? preferred.length : index;
  };
  return rows.toSorted((a, b) => rank(a) - rank(b));
}

/**
 * Each field's text in the locale; a field that is empty there falls back,
 * field by field, to the event's default language, then English, then any
 * translation that has it, so a page never shows a hole where another
 * language has text. A field no translation has is "".
 */
export function pickTranslation<T extends { locale: string }, K extends TextKey<T>>(
  rows: readonly T[],
  locale: string,
  fallbackLocale: string,
  fields: readonly K[],
): Record<K, string> {
  const ordered = candidates(rows, locale, fallbackLocale);
  const picked = {} as Record<K, string>;
  for (const field of fields) {
    picked[field] = ordered.map((row) => text(row[field])).find((value) => value !== "") ?? "";
  }
  return picked;
}

/**
 * True when the locale has its own text: in any of `fields` when given (id
 * columns of a row are not text), else when it has a row at all.
 */
export function hasTranslation<T extends { locale: string }>(
  rows: readonly T[],
  locale: string,
  fields?: readonly TextKey<T>[],
): boolean {
  return rows.some((row) => row.locale === locale && (!fields || fields.some((field) => text(row[field]) !== "")));
}

/** For data that arrives once per locale (docs/product/catalogue.md): only the current locale's items are kept. */
export function localizedItems<T extends { locale: string }>(items: readonly T[], locale: string): T[] {
  return items.filter((item) => item.locale === locale);
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
