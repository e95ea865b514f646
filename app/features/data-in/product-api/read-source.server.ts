import type { SourceExhibitorFacts } from "~/features/catalogue/exhibitor-facts.server";
import type { ProductFacts } from "~/features/catalogue/product-facts.server";
import type { ProductTexts } from "~/features/catalogue/product-texts";
import { denomination, mergeRegistered, resolveProducer } from "~/features/catalogue/rules";
import { PRODUCT_KINDS, type ProductKind } from "~/features/catalogue/vocabulary";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locales";
import { callProductApi, type Operation, type Page, type ProductApiConfig, pagesOf } from "./graphql-client.server";
import { exhibitorFacts, sourceFacts, text } from "./source-facts";
import {
  type ApiEvent,
  type ApiExhibitor,
  type ApiProduct,
  type ApiRegistration,
  SOURCE_OPERATIONS,
} from "./source-operations";
import { keepSoilNames, keepText, keepTexts, withoutTexts } from "./source-texts";

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

export async function readSource(config: ProductApiConfig, options: ReadSourceOptions): Promise<SourceCatalogue> {
  const { eventId } = options;
  const locales = [DEFAULT_LOCALE, ...options.locales.filter((l) => l !== DEFAULT_LOCALE)];
  const read = await readPasses(config, { ...options, locales });
  const exhibitors: SourceExhibitor[] = read.exhibitors.map((e) => ({
    id: e.exhibitorId,
    name: e.name,
    country: e.country ?? "",
    descriptions: read.exhibitorTexts.get(e.exhibitorId) ?? {},
    facts: exhibitorFacts(e),
  }));
  const { producers, products, problems } = sourceProducts(read, exhibitors);
  return {
    eventId,
    name: read.eventPasses[0].name,
    event: sourceEvent(read.eventPasses, locales, eventId),
    exhibitors,
    producers,
    products,
    problems,
  };
}

/** What the API sent, pass by pass. */
interface ApiRead {
  /** The event as each locale's pass answered it, in the order of the passes. */
  eventPasses: ApiEvent[];
  /** The first pass's whole exhibitors and products (without texts). */
  exhibitors: ApiExhibitor[];
  products: ApiProduct[];
  exhibitorTexts: Map<string, Partial<Record<Locale, string>>>;
  productTexts: Map<string, Partial<Record<Locale, ProductTexts>>>;
  soilNames: Map<string, Map<number, Record<string, string>>>;
  registrations: ApiRegistration[];
}

/**
 * One pass per locale, the default first. The first (English) pass keeps
 * whole items; every pass keeps the texts of the items sent in its own
 * locale, and nothing else, so memory holds one copy of the catalogue plus
 * its texts, not one copy per locale. Then the event's registrations.
 */
async function readPasses(config: ProductApiConfig, options: ReadSourceOptions): Promise<ApiRead> {
  const { eventId } = options;
  let items = 0;
  const counted =
    <N>(take: (node: N) => void) =>
    (node: N) => {
      take(node);
      options.onProgress?.(++items);
    };
  const read: ApiRead = {
    eventPasses: [],
    exhibitors: [],
    products: [],
    exhibitorTexts: new Map(),
    productTexts: new Map(),
    soilNames: new Map(),
    registrations: [],
  };
  const baseSoils = new Map<string, { soilType: string }[]>();
  for (const [pass, locale] of options.locales.entries()) {
    const { event } = await callProductApi<{ event: ApiEvent | null }>(config, {
      ...SOURCE_OPERATIONS.event,
      variables: { eventId, locale },
    });
    if (!event) throw new Error(`The product API has no event ${eventId}`);
    read.eventPasses.push(event);
    await eachNode<"exhibitors", ApiExhibitor>(
      config,
      SOURCE_OPERATIONS.exhibitors,
      "exhibitors",
      { eventId, locale, withFacts: pass === 0 },
      counted((e) => {
        if (pass === 0) read.exhibitors.push(e);
        keepText(read.exhibitorTexts, locale, e, e.exhibitorId, e.description);
      }),
    );
    const variables = { eventId, locale, withFacts: pass === 0 };
    await eachNode<"products", ApiProduct>(
      config,
      SOURCE_OPERATIONS.products,
      "products",
      variables,
      counted((p) => {
        if (pass === 0) read.products.push(withoutTexts(p));
        else keepSoilNames(read.soilNames, locale, p, baseSoils.get(p.productId));
        if (pass === 0) baseSoils.set(p.productId, p.soilTypes ?? []);
        keepTexts(read.productTexts, locale, p);
      }),
    );
  }
  await eachNode<"registeredProducts", ApiRegistration>(
    config,
    SOURCE_OPERATIONS.registrations,
    "registeredProducts",
    { eventId },
    counted((r) => read.registrations.push(r)),
  );
  return read;
}

/**
 * The event's products with the catalogue's rules applied: registered ones
 * only, with the registration's exhibitor and stand; the exhibitor as
 * producer when there is none or only the placeholder. A registration of a
 * product the API did not send, a product of an exhibitor not at the event
 * and a product of a kind we do not have are problems, not products.
 */
function sourceProducts(read: ApiRead, exhibitors: readonly SourceExhibitor[]) {
  const exhibitorsById = new Map(exhibitors.map((e) => [e.id, e]));
  const problems: SourceProblem[] = [];
  const known = new Set(read.products.map((p) => p.productId));
  for (const registration of read.registrations) {
    if (!known.has(registration.productId)) problems.push({ kind: "unknownProduct", id: registration.productId });
  }

  const registered = mergeRegistered(
    read.products.map((p) => ({ ...p, id: p.productId, tableNumber: "" })),
    read.registrations,
    (product, registration) => ({
      ...product,
      // The registration names the exhibitor showing the product at this event.
      exhibitorId: registration.exhibitorId || product.exhibitorId,
      tableNumber: registration.stand?.trim() ?? "",
    }),
  );
  const producers = new Map<string, SourceProducer>();
  const products: SourceProduct[] = [];
  for (const p of registered) {
    const exhibitor = p.exhibitorId ? exhibitorsById.get(p.exhibitorId) : undefined;
    if (!exhibitor) {
      problems.push({ kind: "unknownExhibitor", id: p.productId });
      continue;
    }
    const kind = kindOf(p.productType);
    if (!kind) {
      problems.push({ kind: "unknownKind", id: p.productId });
      continue;
    }
    const producer = resolveProducer({
      producer: p.producer ? { id: p.producer.producerId, name: p.producer.name, country: "", region: "" } : null,
      exhibitor: { id: exhibitor.id, name: exhibitor.name, country: exhibitor.country },
    });
    if (!producer.isExhibitor && !producers.has(producer.id)) {
      producers.set(producer.id, {
        id: producer.id,
        name: producer.name,
        country: text(p.producer?.country),
        region: text(p.producer?.region),
      });
    }
    products.push({
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
      tableNumber: p.tableNumber,
      texts: read.productTexts.get(p.productId) ?? {},
      facts: sourceFacts(p, read.soilNames.get(p.productId)),
      // A currency without a price says nothing (an API may answer the event's currency for every product).
      offer: {
        price: p.price ?? null,
        currency: p.price == null ? "" : text(p.currency),
        priceRange: text(p.priceRange),
      },
    });
  }
  return { producers: [...producers.values()], products, problems };
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
