import type { GrapeVariety, ProductAward, ProductFacts } from "~/features/catalogue/product-facts.server";
import { denomination, localizedItems, mergeRegistered, resolveProducer } from "~/features/catalogue/rules";
import { PRODUCT_KINDS, type ProductKind } from "~/features/catalogue/vocabulary";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locales";
import { callProductApi, type Operation, type Page, type ProductApiConfig, pagesOf } from "./graphql-client.server";

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
}

export interface SourceProducer {
  id: string;
  name: string;
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
  designation: string;
  tableNumber: string;
  descriptions: Partial<Record<Locale, string>>;
  /** The analytical data, grapes and awards; none from a file import (it says nothing about them). */
  facts?: ProductFacts;
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

const PAGE = "pageInfo { hasNextPage endCursor }";

export const SOURCE_OPERATIONS = {
  event: {
    operationName: "SyncEvent",
    query: `query SyncEvent($eventId: ID!, $locale: String) {
  event(eventId: $eventId, locale: $locale) { eventId locale slug name startsOn endsOn timezone }
}`,
  },
  exhibitors: {
    operationName: "SyncEventExhibitors",
    query: `query SyncEventExhibitors($eventId: ID!, $locale: String, $first: Int, $after: String) {
  event(eventId: $eventId, locale: $locale) {
    exhibitors(first: $first, after: $after) { nodes { exhibitorId locale name country description } ${PAGE} }
  }
}`,
  },
  products: {
    operationName: "SyncEventProducts",
    // The facts are the same in every locale: only the first pass asks for them ($withFacts).
    query: `query SyncEventProducts($eventId: ID!, $locale: String, $first: Int, $after: String, $withFacts: Boolean = true) {
  event(eventId: $eventId, locale: $locale) {
    products(first: $first, after: $after) {
      nodes {
        productId locale name productType vintage country region subregion exhibitorId description producer { producerId name }
        ... @include(if: $withFacts) {
          color alcohol residualSugar totalAcidity ph bottleSize closure
          grapeVarieties { varietyName percentage } awards { award medal year }
        }
      }
      ${PAGE}
    }
  }
}`,
  },
  registrations: {
    operationName: "SyncEventRegisteredProducts",
    query: `query SyncEventRegisteredProducts($eventId: ID!, $first: Int, $after: String) {
  event(eventId: $eventId) {
    registeredProducts(first: $first, after: $after) { nodes { productId exhibitorId stand } ${PAGE} }
  }
}`,
  },
} satisfies Record<string, Operation>;

interface ApiEvent {
  eventId: string;
  locale: string | null;
  slug: string | null;
  name: string;
  startsOn: string;
  endsOn: string;
  timezone: string | null;
}

interface ApiExhibitor {
  exhibitorId: string;
  locale: string;
  name: string;
  country: string | null;
  description: string | null;
}

interface ApiProduct {
  productId: string;
  locale: string;
  name: string;
  productType: string;
  vintage: number | null;
  country: string | null;
  region: string | null;
  subregion: string | null;
  exhibitorId: string | null;
  description: string | null;
  producer: { producerId: string; name: string } | null;
  color: string | null;
  alcohol: number | null;
  residualSugar: number | null;
  totalAcidity: number | null;
  ph: number | null;
  bottleSize: number | null;
  closure: string | null;
  grapeVarieties: GrapeVariety[] | null;
  awards: ProductAward[] | null;
}

interface ApiRegistration {
  productId: string;
  exhibitorId: string;
  stand: string | null;
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

export async function readSource(
  config: ProductApiConfig,
  options: { eventId: string; locales: readonly Locale[] },
): Promise<SourceCatalogue> {
  const { eventId } = options;
  const locales = [DEFAULT_LOCALE, ...options.locales.filter((l) => l !== DEFAULT_LOCALE)];
  // The first (English) pass keeps whole items; every pass keeps the texts of
  // the items sent in its own locale, and nothing else, so memory holds one
  // copy of the catalogue plus its texts, not one copy per locale.
  const baseExhibitors: ApiExhibitor[] = [];
  const baseProducts: ApiProduct[] = [];
  const exhibitorTexts = new Map<string, Partial<Record<Locale, string>>>();
  const productTexts = new Map<string, Partial<Record<Locale, string>>>();
  const eventPasses: ApiEvent[] = [];
  for (const [pass, locale] of locales.entries()) {
    const { event } = await callProductApi<{ event: ApiEvent | null }>(config, {
      ...SOURCE_OPERATIONS.event,
      variables: { eventId, locale },
    });
    if (!event) throw new Error(`The product API has no event ${eventId}`);
    eventPasses.push(event);
    await eachNode<"exhibitors", ApiExhibitor>(
      config,
      SOURCE_OPERATIONS.exhibitors,
      "exhibitors",
      { eventId, locale },
      (e) => {
        if (pass === 0) baseExhibitors.push(e);
        keepText(exhibitorTexts, locale, e, e.exhibitorId, e.description);
      },
    );
    const variables = { eventId, locale, withFacts: pass === 0 };
    await eachNode<"products", ApiProduct>(config, SOURCE_OPERATIONS.products, "products", variables, (p) => {
      if (pass === 0) baseProducts.push({ ...p, description: null });
      keepText(productTexts, locale, p, p.productId, p.description);
    });
  }
  const registrations: ApiRegistration[] = [];
  await eachNode<"registeredProducts", ApiRegistration>(
    config,
    SOURCE_OPERATIONS.registrations,
    "registeredProducts",
    { eventId },
    (r) => registrations.push(r),
  );

  const exhibitors: SourceExhibitor[] = baseExhibitors.map((e) => ({
    id: e.exhibitorId,
    name: e.name,
    country: e.country ?? "",
    descriptions: exhibitorTexts.get(e.exhibitorId) ?? {},
  }));
  const exhibitorsById = new Map(exhibitors.map((e) => [e.id, e]));
  const problems: SourceProblem[] = [];
  const known = new Set(baseProducts.map((p) => p.productId));
  for (const registration of registrations) {
    if (!known.has(registration.productId)) problems.push({ kind: "unknownProduct", id: registration.productId });
  }

  const registered = mergeRegistered(
    baseProducts.map((p) => ({ ...p, id: p.productId, tableNumber: "" })),
    registrations,
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
      producers.set(producer.id, { id: producer.id, name: producer.name });
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
      designation: denomination(p),
      tableNumber: p.tableNumber,
      descriptions: productTexts.get(p.productId) ?? {},
      facts: {
        color: p.color?.trim() ?? "",
        alcohol: p.alcohol,
        residualSugar: p.residualSugar,
        totalAcidity: p.totalAcidity,
        ph: p.ph,
        bottleSize: p.bottleSize,
        closure: p.closure?.trim() ?? "",
        grapeVarieties: (p.grapeVarieties ?? []).filter((g) => g.varietyName.trim()),
        awards: (p.awards ?? []).filter((a) => a.award.trim()),
      },
    });
  }
  const [first] = eventPasses;
  const names: Partial<Record<Locale, string>> = {};
  locales.forEach((locale, i) => {
    const pass = eventPasses[i];
    if ((pass.locale == null || pass.locale === locale) && pass.name.trim()) names[locale] = pass.name;
  });
  return {
    eventId,
    name: first.name,
    event: {
      slug: first.slug?.trim() || eventId,
      startsOn: first.startsOn,
      endsOn: first.endsOn,
      timezone: first.timezone?.trim() || "UTC",
      names,
    },
    exhibitors,
    producers: [...producers.values()],
    products,
    problems,
  };
}

/** Keeps an item's text for the locale when the API sent the item in that locale (localizedItems' rule). */
function keepText(
  out: Map<string, Partial<Record<Locale, string>>>,
  locale: Locale,
  item: { locale: string },
  id: string,
  text: string | null,
): void {
  if (localizedItems([item], locale).length === 0 || !text?.trim()) return;
  const texts = out.get(id) ?? {};
  texts[locale] = text;
  out.set(id, texts);
}
