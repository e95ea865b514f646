import type { SourceExhibitorFacts } from "~/features/catalogue/exhibitor-facts.server";
import type { ProductFacts } from "~/features/catalogue/product-facts.server";
import type { ProductTexts } from "~/features/catalogue/product-texts";
import { denomination, resolveProducer } from "~/features/catalogue/rules";
import { PRODUCT_KINDS, type ProductKind } from "~/features/catalogue/vocabulary";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locales";
import {
  callProductApi,
  type Operation,
  type Page,
  type ProductApiConfig,
  ProductApiError,
  pagesOf,
} from "./graphql-client.server";
import type { ReadProduct } from "./locale-passes.server";
import { readExhibitors } from "./read-exhibitors.server";
import { readProducts } from "./read-products.server";
import { exhibitorFacts, sourceFacts, text } from "./source-facts";
import { type ApiEvent, type ApiRegistration, SOURCE_OPERATIONS } from "./source-operations";

// Reads one event's catalogue from the product API in every locale the site
// has and applies the catalogue's rules (app/features/catalogue/rules.ts,
// docs/product/catalogue.md) as the original site did when it was built:
// registered-product data merged into the product by productId (a product
// not registered for the event is not in its catalogue), the exhibitor as
// producer when there is none or only the placeholder, the denomination
// from the subregion else the region, each product linked to its exhibitor,
// and per locale only the items the API sent in that locale. The result is
// what the sync compares with the database (docs/data-in.md).

export interface SourceExhibitor {
  id: string;
  name: string;
  country: string;
  /** Only when the source has it (a file's website column); left as it is otherwise. */
  website?: string;
  /** Per locale, only where the API had the text in that locale. */
  descriptions: Partial<Record<Locale, string>>;
  /** Website, founded, languages, countries, offering, hours, locations, distribution: when the source has them. */
  facts?: Partial<SourceExhibitorFacts>;
}

export interface SourceProducer {
  id: string;
  name: string;
  /** When the source has them (a product API does; a file gives none). */
  country?: string;
  region?: string;
}

export interface SourceProduct {
  id: string;
  exhibitorId: string;
  /** null when the exhibitor is the producer. */
  producerId: string | null;
  kind: ProductKind;
  name: string;
  vintage: number | null;
  country: string;
  region: string;
  subregion: string;
  /** The subregion, else the region (docs/product/catalogue.md "What the catalogue holds"); what the pages show as its origin. */
  denomination: string;
  tableNumber: string;
  /** Per locale, only where the source had the product in that locale; a text column left out is not spoken for. */
  texts: Partial<Record<Locale, ProductTexts>>;
  /** The facts the source speaks for (a file only those it has columns for). */
  facts?: Partial<ProductFacts>;
  /** The fair price and price range of its registration, when the source has them (a file does not). */
  offer?: { price: number | null; currency: string; priceRange: string };
}

export interface SourceProblem {
  /** unknownProduct: a registration names a product the API did not send; unknownExhibitor: a product's exhibitor is not the event's. */
  kind: "unknownProduct" | "unknownExhibitor" | "unknownKind";
  id: string;
}

/** The event's own facts, for creating it when the site does not have it yet. */
export interface SourceEvent {
  slug: string;
  startsOn: string;
  endsOn: string;
  timezone: string;
  /** Per locale, where the API had a name in that locale. */
  names: Partial<Record<Locale, string>>;
}

export interface SourceCatalogue {
  eventId: string;
  /** The source's name for the event (or the imported file's name). */
  name: string;
  /** The event's own facts, when the source has them (a product API does, a file does not). */
  event?: SourceEvent;
  exhibitors: SourceExhibitor[];
  producers: SourceProducer[];
  products: SourceProduct[];
  problems: SourceProblem[];
}

type EventPage<K extends string, N> = { event: Record<K, Page<N>> | null };

/** Every node of one of the event's paged lists, a page at a time; an unknown event is an error naming it. */
async function eachNode<K extends string, N>(
  config: ProductApiConfig,
  operation: Operation,
  key: K,
  variables: Record<string, unknown>,
  take: (node: N) => void,
): Promise<void> {
  const pick = (data: EventPage<K, N>) => {
    if (!data.event) throw new Error(`The product API has no event ${String(variables.eventId)}`);
    return data.event[key];
  };
  for await (const page of pagesOf(config, { ...operation, variables }, pick)) for (const node of page) take(node);
}

/** The API's product type (WINE, Beer…) as the catalogue's kind, or null when it has none of ours. */
export function kindOf(productType: string): ProductKind | null {
  const wanted = productType.trim().toLowerCase();
  return PRODUCT_KINDS.find((kind) => kind.toLowerCase() === wanted) ?? null;
}

export interface ReadSourceOptions {
  eventId: string;
  locales: readonly Locale[];
  /** Called with the number of items read so far (exhibitors, products and registrations, in every locale). */
  onProgress?: (items: number) => void;
}

/** What a source is read for before its products: the event, its exhibitors (texts in every locale), its registrations. */
export interface SourceHead {
  eventId: string;
  name: string;
  event: SourceEvent;
  exhibitors: SourceExhibitor[];
  /** The registrations by product id (the last row of a product wins). */
  registrations: Map<string, ApiRegistration>;
  /** The locales in pass order, the default first. */
  locales: Locale[];
  /** Counts every item read, for onProgress. */
  counted: () => void;
}

/** Part of the event's products, with the producers first named in it and the problems found in it. */
export interface SourcePart {
  products: SourceProduct[];
  producers: SourceProducer[];
  problems: SourceProblem[];
}

/** The whole source at once: the head, then every part (tests and small sources; a sync streams the parts). */
export async function readSource(config: ProductApiConfig, options: ReadSourceOptions): Promise<SourceCatalogue> {
  const head = await readSourceHead(config, options);
  const catalogue: SourceCatalogue = {
    eventId: head.eventId,
    name: head.name,
    event: head.event,
    exhibitors: head.exhibitors,
    producers: [],
    products: [],
    problems: [],
  };
  for await (const part of readSourceParts(config, head)) {
    catalogue.products.push(...part.products);
    catalogue.producers.push(...part.producers);
    catalogue.problems.push(...part.problems);
  }
  return catalogue;
}

/** The event in every locale, its exhibitors in every locale (read-exhibitors.server.ts), its registrations. */
export async function readSourceHead(config: ProductApiConfig, options: ReadSourceOptions): Promise<SourceHead> {
  const { eventId } = options;
  const locales = [DEFAULT_LOCALE, ...options.locales.filter((l) => l !== DEFAULT_LOCALE)];
  let items = 0;
  const counted = () => options.onProgress?.(++items);
  const eventPasses: ApiEvent[] = [];
  const registrations = new Map<string, ApiRegistration>();
  // The registrations are read beside the event's passes and its exhibitors.
  const [{ exhibitors: apiExhibitors, descriptions }] = await Promise.all([
    (async () => {
      for (const locale of locales) {
        const { event } = await callProductApi<{ event: ApiEvent | null }>(config, {
          ...SOURCE_OPERATIONS.event,
          variables: { eventId, locale },
        });
        if (!event) throw new Error(`The product API has no event ${eventId}`);
        eventPasses.push(event);
      }
      return readExhibitors(config, eventId, locales, counted);
    })(),
    readRegistrations(config, eventId, (r) => {
      counted();
      registrations.set(r.productId, r);
    }),
  ]);
  return {
    eventId,
    name: eventPasses[0].name,
    event: sourceEvent(eventPasses, locales, eventId),
    exhibitors: apiExhibitors.map((e) => ({
      id: e.exhibitorId,
      name: e.name,
      country: e.country ?? "",
      descriptions: descriptions.get(e.exhibitorId) ?? {},
      facts: exhibitorFacts(e),
    })),
    registrations,
    locales,
    counted,
  };
}

/**
 * Registrations asked for a page at a time unless the config sets a page
 * size: their nodes are three short fields, and Uncork's API answers pages
 * of up to 1,000 of them (MAX_REGISTRATIONS_FIRST), 100 requests for
 * 100,000 products instead of 1,000 read before the sync can write. An API
 * that answers fewer pages them as it does; one that refuses the size on the
 * first page is read in pages of 100 (docs/data-in.md "Reading the source").
 */
export const REGISTRATIONS_PAGE = 1_000;

async function readRegistrations(
  config: ProductApiConfig,
  eventId: string,
  take: (registration: ApiRegistration) => void,
): Promise<void> {
  let taken = 0;
  const read = (pageSize: number | undefined) =>
    eachNode<"registeredProducts", ApiRegistration>(
      { ...config, pageSize },
      SOURCE_OPERATIONS.registrations,
      "registeredProducts",
      { eventId },
      (registration) => {
        taken++;
        take(registration);
      },
    );
  if (config.pageSize !== undefined) return read(config.pageSize);
  try {
    return await read(REGISTRATIONS_PAGE);
  } catch (error) {
    // Only the API's refusal of the first page's question: a later failure, or a busy or failing API, is one.
    const refused = error instanceof ProductApiError && (error.status === undefined || error.status === 400);
    if (taken > 0 || !refused) throw error;
  }
  return read(undefined);
}

/**
 * The event's products with the catalogue's rules applied, a part at a time
 * as they are read in every locale (readProducts): registered ones only,
 * with the registration's exhibitor and stand; the exhibitor as producer
 * when there is none or only the placeholder. A registration of a product
 * the API did not send, a product of an exhibitor not at the event and a
 * product of a kind we do not have are problems, not products.
 */
export async function* readSourceParts(config: ProductApiConfig, head: SourceHead): AsyncGenerator<SourcePart> {
  const exhibitorsById = new Map(head.exhibitors.map((e) => [e.id, e]));
  const producersNamed = new Set<string>();
  const sent = new Set<string>();
  for await (const read of readProducts(config, head.eventId, head.locales, head.counted)) {
    const part: SourcePart = { products: [], producers: [], problems: [] };
    for (const item of read) {
      sent.add(item.base.productId);
      const registration = head.registrations.get(item.base.productId);
      if (registration) addProduct(part, item, registration, exhibitorsById, producersNamed);
    }
    yield part;
  }
  const unknown = [...head.registrations.keys()].filter((id) => !sent.has(id));
  if (unknown.length) {
    yield { products: [], producers: [], problems: unknown.map((id) => ({ kind: "unknownProduct", id })) };
  }
}

/** One registered product into the part (or its problem), with its producer when first named. */
function addProduct(
  part: SourcePart,
  { base: p, texts, soilNames }: ReadProduct,
  registration: ApiRegistration,
  exhibitorsById: ReadonlyMap<string, SourceExhibitor>,
  producersNamed: Set<string>,
): void {
  // The registration names the exhibitor showing the product at this event.
  const exhibitor = exhibitorsById.get(registration.exhibitorId || p.exhibitorId || "");
  if (!exhibitor) {
    part.problems.push({ kind: "unknownExhibitor", id: p.productId });
    return;
  }
  const kind = kindOf(p.productType);
  if (!kind) {
    part.problems.push({ kind: "unknownKind", id: p.productId });
    return;
  }
  const producer = resolveProducer({
    producer: p.producer ? { id: p.producer.producerId, name: p.producer.name, country: "", region: "" } : null,
    exhibitor: { id: exhibitor.id, name: exhibitor.name, country: exhibitor.country },
  });
  if (!producer.isExhibitor && !producersNamed.has(producer.id)) {
    producersNamed.add(producer.id);
    part.producers.push({
      id: producer.id,
      name: producer.name,
      country: text(p.producer?.country),
      region: text(p.producer?.region),
    });
  }
  part.products.push({
    id: p.productId,
    exhibitorId: exhibitor.id,
    producerId: producer.isExhibitor ? null : producer.id,
    kind,
    name: p.name,
    vintage: p.vintage,
    country: p.country ?? "",
    region: p.region?.trim() ?? "",
    subregion: p.subregion?.trim() ?? "",
    denomination: denomination(p),
    tableNumber: registration.stand?.trim() ?? "",
    texts,
    facts: sourceFacts(p, soilNames),
    // A currency without a price says nothing (an API may answer the event's currency for every product).
    offer: {
      price: p.price ?? null,
      currency: p.price == null ? "" : text(p.currency),
      priceRange: text(p.priceRange),
    },
  });
}

/** The event's own facts from the first pass, its name in each locale whose pass answered in that locale. */
function sourceEvent(passes: readonly ApiEvent[], locales: readonly Locale[], eventId: string): SourceEvent {
  const [first] = passes;
  const names: Partial<Record<Locale, string>> = {};
  locales.forEach((locale, i) => {
    const pass = passes[i];
    if ((pass.locale == null || pass.locale === locale) && pass.name.trim()) names[locale] = pass.name;
  });
  return {
    slug: first.slug?.trim() || eventId,
    startsOn: first.startsOn,
    endsOn: first.endsOn,
    timezone: first.timezone?.trim() || "UTC",
    names,
  };
}
