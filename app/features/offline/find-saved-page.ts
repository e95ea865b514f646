import type { ExhibitorCard } from "~/features/catalogue/documents";
import type { ProducersList } from "~/features/catalogue/producers-list";
import { productName } from "~/features/catalogue/product-name";
import type { Exhibitor, Producer, Product, ProductSummary } from "~/features/catalogue/types";
import type { Filters } from "~/features/search-ui/search-state";
import type { SearchResultData } from "~/features/search-ui/use-hash-search";
import { collator } from "~/lib/format";
import { filtersFromSearchParams } from "~/lib/hash-filters";
import { type LinkBase, links } from "~/lib/links";
import type { Locale } from "~/lib/locales";
import { eventAddressOf, labelCodeOf, type SavedPage, savedPageOf } from "./saved-address";
import type { SavedCatalogue } from "./saved-search";
import type { SavedFair } from "./store-package";

// Which saved page the offline page shows for the address the service worker
// could not fetch (docs/offline-package.md "Offline pages"), read from the
// saved fair in IndexedDB: a product, exhibitor or producer, the event's
// home, or one of its lists searched on the device.

/** A list searched on the device: its first results, and the search that answers each change. */
export interface SavedListSearch<H> {
  initial: SearchResultData<H>;
  search: (filters: Filters) => Promise<SearchResultData<H>>;
  /** The list's own address (its links go there). */
  path: string;
}

export type Shown =
  | { page: "home" }
  | { page: "product"; product: Product }
  | { page: "exhibitor"; exhibitor: Exhibitor; products: Product[] }
  | { page: "producer"; producer: Producer; products: Product[] }
  | { page: "products"; list: SavedListSearch<ProductSummary> }
  | { page: "exhibitors"; list: SavedListSearch<ExhibitorCard> }
  | { page: "producers"; producers: ProducersList; q: string; path: string };

export interface Found {
  fair: SavedFair;
  linkBase: LinkBase;
  shown: Shown;
}

type Store = typeof import("./saved-fairs");

/** The saved page the address names, or null (then the offline page says the page was not saved). */
export async function findSaved(from: string, locale: Locale): Promise<Found | null> {
  const store = await import("./saved-fairs");
  const url = new URL(from, window.location.origin);
  const code = labelCodeOf(url.pathname);
  if (code) return findCoded(store, code, locale);
  const address = eventAddressOf(url.pathname);
  if (!address) return null;
  const fair = await store.findSavedFair(address.collectionId, address.locale ?? locale);
  if (!fair) return null;
  const page = savedPageOf(address, fair.event.settings.segments);
  const shown = page && (await shownOf(store, fair, page, url));
  return shown ? { fair, linkBase: baseOf(fair, address.collectionId, address.locale), shown } : null;
}

/** A product or exhibitor of a saved fair, with the address of its page there. */
export interface SavedItem {
  type: "product" | "exhibitor";
  id: string;
  name: string;
  /** The exhibitor's name, for a product. */
  exhibitor: string | null;
  href: string;
}

/**
 * The saved fair of an event (any saved fair without one) and the records of
 * the given items that it holds, for the user's own pages without a network
 * (docs/offline-writes.md): an item the fair does not hold is left out.
 */
export async function savedItemsOf(
  collectionId: string | null,
  locale: Locale,
  items: readonly { type: "product" | "exhibitor"; id: string }[],
): Promise<{ fair: SavedFair; items: Map<string, SavedItem> } | null> {
  const store = await import("./saved-fairs");
  const fair = collectionId ? await store.findSavedFair(collectionId, locale) : await store.anySavedFair(locale);
  if (!fair) return null;
  const linkBase = baseOf(fair, collectionId ?? fair.eventId, fair.locale);
  const found = new Map<string, SavedItem>();
  for (const { type, id } of items) {
    if (type === "product") {
      const product = await store.savedRecord<Product>(fair, "product", id);
      if (product)
        found.set(id, {
          type,
          id,
          name: productName(product),
          exhibitor: product.exhibitor.name,
          href: links.productByExhibitor(linkBase, product.exhibitor.id, product.id),
        });
    } else {
      const exhibitor = await store.savedRecord<Exhibitor>(fair, "exhibitor", id);
      if (exhibitor)
        found.set(id, { type, id, name: exhibitor.name, exhibitor: null, href: links.exhibitor(linkBase, id) });
    }
  }
  return { fair, items: found };
}

/** A label's product (/q/{code}), in the language of the fair that holds it. */
async function findCoded(store: Store, code: string, locale: Locale): Promise<Found | null> {
  const coded = await store.savedProductOfCode(code);
  if (!coded) return null;
  const product = await store.savedRecord<Product>(coded.fair, "product", coded.productId);
  if (!product) return null;
  const linkBase = baseOf(coded.fair, coded.fair.eventId, coded.fair.locale);
  // The address a reload asks for, with the tasting note ready as the label promises.
  const address = `${links.productByExhibitor(linkBase, product.exhibitor.id, product.id)}#tasting-note`;
  const offlineAddress = `/${coded.fair.locale}/offline?from=${encodeURIComponent(address)}`;
  // The page in the fair's language, whose offline page the service worker keeps too.
  if (coded.fair.locale !== locale) {
    window.location.replace(offlineAddress);
    return null;
  }
  window.history.replaceState(null, "", offlineAddress);
  return { fair: coded.fair, linkBase, shown: { page: "product", product } };
}

async function shownOf(store: Store, fair: SavedFair, page: SavedPage, url: URL): Promise<Shown | null> {
  switch (page.page) {
    case "home":
      return { page: "home" };
    case "list":
      return listOf(fair, page.list, url, await savedCatalogue(store, fair));
    case "product": {
      const product = await store.savedRecord<Product>(fair, "product", page.id);
      const through =
        product &&
        ("exhibitorId" in page.via
          ? product.exhibitor.id === page.via.exhibitorId
          : product.producer.id === page.via.producerId);
      return product && through ? { page: "product", product } : null;
    }
    case "exhibitor": {
      const exhibitor = await store.savedRecord<Exhibitor>(fair, "exhibitor", page.id);
      if (!exhibitor) return null;
      const products = (await store.savedProductsOf(fair, "exhibitor", exhibitor.id)) as Product[];
      return { page: "exhibitor", exhibitor, products: byName(products, fair.locale) };
    }
    case "producer": {
      const producer = await store.savedRecord<Producer>(fair, "producer", page.id);
      if (!producer) return null;
      const products = (await store.savedProductsOf(fair, "producer", producer.id)) as Product[];
      return { page: "producer", producer, products: byName(products, fair.locale) };
    }
  }
}

async function listOf(
  fair: SavedFair,
  list: "products" | "exhibitors" | "producers",
  url: URL,
  catalogue: SavedCatalogue,
): Promise<Shown> {
  const { searchSavedExhibitors, searchSavedProducts } = await import("./saved-search");
  const filters = filtersFromSearchParams(url.searchParams);
  const locale = fair.locale;
  const path = url.pathname;
  if (list === "products") {
    const search = async (next: Filters) => searchSavedProducts(catalogue, next, locale);
    return { page: "products", list: { initial: await search(filters), search, path } };
  }
  if (list === "exhibitors") {
    const search = async (next: Filters) => searchSavedExhibitors(catalogue, next, locale);
    return { page: "exhibitors", list: { initial: await search(filters), search, path } };
  }
  const q = (filters.q?.[0] ?? "").trim().slice(0, 100);
  const page = Number(url.searchParams.get("page") ?? 1);
  return { page: "producers", producers: catalogue.producers(locale, q, page), q, path };
}

let indexed: { key: string; generation: number; catalogue: Promise<SavedCatalogue> } | undefined;

/** The saved fair's records, indexed once per saved generation (a page's searches share it). */
function savedCatalogue(store: Store, fair: SavedFair): Promise<SavedCatalogue> {
  if (indexed?.key !== fair.key || indexed.generation !== fair.generation) {
    const catalogue = Promise.all([
      import("./saved-search"),
      store.savedRecords<Product>(fair, "product"),
      store.savedRecords<Exhibitor>(fair, "exhibitor"),
    ]).then(([{ buildSavedCatalogue }, products, exhibitors]) => buildSavedCatalogue({ products, exhibitors }));
    indexed = { key: fair.key, generation: fair.generation, catalogue };
  }
  return indexed.catalogue;
}

function byName(products: readonly Product[], locale: Locale): Product[] {
  const compare = collator(locale).compare;
  return products.toSorted((a, b) => compare(a.name, b.name) || (a.vintage ?? 0) - (b.vintage ?? 0));
}

function baseOf(fair: SavedFair, collectionId: string, locale: Locale | null): LinkBase {
  return { collectionId, locale, segments: fair.event.settings.segments };
}
