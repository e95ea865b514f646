import type { SourceExhibitorFacts } from "~/features/catalogue/exhibitor-facts.server";
import type { GrapeVariety, ProductAward, ProductFacts } from "~/features/catalogue/product-facts.server";
import { PRODUCT_TEXT_API_NAMES, type ProductTextField, type ProductTexts } from "~/features/catalogue/product-texts";
import { denomination, mergeRegistered, resolveProducer } from "~/features/catalogue/rules";
import { readSensoryProfile } from "~/features/catalogue/sensory";
import { isOffering, isStatus, PRODUCT_KINDS, type ProductKind, SENSORY_SCALES } from "~/features/catalogue/vocabulary";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locales";
import { localizedItems } from "~/lib/translations";
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

const PAGE = "pageInfo { hasNextPage endCursor }";
const PRODUCT_TEXT_SELECTION = Object.values(PRODUCT_TEXT_API_NAMES).join(" ");

export const SOURCE_OPERATIONS = {
  event: {
    operationName: "SyncEvent",
    query: `query SyncEvent($eventId: ID!, $locale: String) {
  event(eventId: $eventId, locale: $locale) { eventId locale slug name startsOn endsOn timezone }
}`,
  },
  exhibitors: {
    operationName: "SyncEventExhibitors",
    // The facts are the same in every locale: only the first pass asks for them ($withFacts).
    query: `query SyncEventExhibitors($eventId: ID!, $locale: String, $first: Int, $after: String, $withFacts: Boolean = true) {
  event(eventId: $eventId, locale: $locale) {
    exhibitors(first: $first, after: $after) {
      nodes {
        exhibitorId locale name country description
        ... @include(if: $withFacts) {
          website founded languagesSpoken countries offering openingHours { day opens closes }
          locations { label street postalCode city region country latitude longitude } distribution { market status }
        }
      }
      ${PAGE}
    }
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
        productId locale name productType vintage country region subregion exhibitorId producer { producerId name country region }
        price currency priceRange
        ${PRODUCT_TEXT_SELECTION} soilTypes { soilType percentage }
        ... @include(if: $withFacts) {
          designation color alcohol residualSugar totalAcidity ph bottleSize closure monthsInBottle eanBottle eanCase gtin
          bottlesPerCase isVegan isVegetarian isCertifiedOrganic isBiodynamic finingAgents characteristics
          vineyard vineDensity yield vineyardAge vineyardElevation classifications certifications
          malolacticFermentation wholeClusterFermentation spiritType beerStyle
          sensory { ${Object.keys(SENSORY_SCALES).join(" ")} }
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

type ApiExhibitor = {
  exhibitorId: string;
  locale: string;
  name: string;
  country: string | null;
  description: string | null;
} & { [K in keyof SourceExhibitorFacts]?: SourceExhibitorFacts[K] | null };

type ApiTexts = { [K in (typeof PRODUCT_TEXT_API_NAMES)[ProductTextField]]?: string | null };

/** A product as the API answers it: the facts' fields (null where it has none) and its texts in the locale asked. */
type ApiProduct = ApiTexts & {
  productId: string;
  locale: string;
  name: string;
  productType: string;
  vintage: number | null;
  country: string | null;
  region: string | null;
  subregion: string | null;
  exhibitorId: string | null;
  producer: { producerId: string; name: string; country?: string | null; region?: string | null } | null;
  soilTypes: { soilType: string; percentage: number | null }[] | null;
  price?: number | null;
  currency?: string | null;
  priceRange?: string | null;
  sensory: Record<string, string | null> | null;
  grapeVarieties: GrapeVariety[] | null;
  awards: ProductAward[] | null;
} & {
  [K in Exclude<keyof ProductFacts, "sensory" | "grapeVarieties" | "awards" | "soilTypes">]?: ProductFacts[K] | null;
};

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
  options: {
    eventId: string;
    locales: readonly Locale[];
    /** Called with the number of items read so far (exhibitors, products and registrations, in every locale). */
    onProgress?: (items: number) => void;
  },
): Promise<SourceCatalogue> {
  const { eventId } = options;
  let items = 0;
  const counted =
    <N>(take: (node: N) => void) =>
    (node: N) => {
      take(node);
      options.onProgress?.(++items);
    };
  const locales = [DEFAULT_LOCALE, ...options.locales.filter((l) => l !== DEFAULT_LOCALE)];
  // The first (English) pass keeps whole items; every pass keeps the texts of
  // the items sent in its own locale, and nothing else, so memory holds one
  // copy of the catalogue plus its texts, not one copy per locale.
  const baseExhibitors: ApiExhibitor[] = [];
  const baseProducts: ApiProduct[] = [];
  const exhibitorTexts = new Map<string, Partial<Record<Locale, string>>>();
  const productTexts = new Map<string, Partial<Record<Locale, ProductTexts>>>();
  const soilNames = new Map<string, Map<number, Record<string, string>>>();
  const eventPasses: ApiEvent[] = [];
  const baseSoils = new Map<string, { soilType: string }[]>();
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
      { eventId, locale, withFacts: pass === 0 },
      counted((e) => {
        if (pass === 0) baseExhibitors.push(e);
        keepText(exhibitorTexts, locale, e, e.exhibitorId, e.description);
      }),
    );
    const variables = { eventId, locale, withFacts: pass === 0 };
    await eachNode<"products", ApiProduct>(
      config,
      SOURCE_OPERATIONS.products,
      "products",
      variables,
      counted((p) => {
        if (pass === 0) baseProducts.push(withoutTexts(p));
        else keepSoilNames(soilNames, locale, p, baseSoils.get(p.productId));
        if (pass === 0) baseSoils.set(p.productId, p.soilTypes ?? []);
        keepTexts(productTexts, locale, p);
      }),
    );
  }
  const registrations: ApiRegistration[] = [];
  await eachNode<"registeredProducts", ApiRegistration>(
    config,
    SOURCE_OPERATIONS.registrations,
    "registeredProducts",
    { eventId },
    counted((r) => registrations.push(r)),
  );

  const exhibitors: SourceExhibitor[] = baseExhibitors.map((e) => ({
    id: e.exhibitorId,
    name: e.name,
    country: e.country ?? "",
    descriptions: exhibitorTexts.get(e.exhibitorId) ?? {},
    facts: {
      website: text(e.website),
      founded: e.founded ?? null,
      languagesSpoken: strings(e.languagesSpoken),
      countries: strings(e.countries),
      offering: (e.offering ?? []).filter(isOffering),
      openingHours: e.openingHours ?? [],
      locations: e.locations ?? [],
      distribution: (e.distribution ?? []).filter((d) => isStatus(d.status)),
    },
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
      texts: productTexts.get(p.productId) ?? {},
      facts: sourceFacts(p, soilNames.get(p.productId)),
      // A currency without a price says nothing (an API may answer the event's currency for every product).
      offer: {
        price: p.price ?? null,
        currency: p.price == null ? "" : text(p.currency),
        priceRange: text(p.priceRange),
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

/** The product without its texts: the first pass keeps the rest of it for the whole read. */
function withoutTexts(p: ApiProduct): ApiProduct {
  const copy: Record<string, unknown> = { ...p };
  for (const name of Object.values(PRODUCT_TEXT_API_NAMES)) delete copy[name];
  return copy as ApiProduct;
}

/** Keeps the product's texts for the locale when the API sent it in that locale (localizedItems' rule), every column. */
function keepTexts(out: Map<string, Partial<Record<Locale, ProductTexts>>>, locale: Locale, p: ApiProduct): void {
  if (localizedItems([p], locale).length === 0) return;
  const texts: ProductTexts = {};
  for (const [column, name] of Object.entries(PRODUCT_TEXT_API_NAMES) as [ProductTextField, keyof ApiTexts][]) {
    const value = p[name];
    if (value !== undefined) texts[column] = value?.trim() ? value : "";
  }
  if (!Object.values(texts).some(Boolean)) return;
  out.set(p.productId, { ...out.get(p.productId), [locale]: texts });
}

/** A soil's name in a later pass's locale, where it differs from the English one (the API's fallback). */
function keepSoilNames(
  out: Map<string, Map<number, Record<string, string>>>,
  locale: Locale,
  p: ApiProduct,
  english: { soilType: string }[] | undefined,
): void {
  (p.soilTypes ?? []).forEach((soil, position) => {
    const base = english?.[position]?.soilType;
    if (!base || !soil.soilType.trim() || soil.soilType === base) return;
    const byPosition = out.get(p.productId) ?? new Map<number, Record<string, string>>();
    byPosition.set(position, { ...byPosition.get(position), [locale]: soil.soilType });
    out.set(p.productId, byPosition);
  });
}

const text = (value: string | null | undefined) => value?.trim() ?? "";
const strings = (value: string[] | null | undefined) => (value ?? []).filter((item) => item.trim());

/** The product's facts as the catalogue keeps them; what the API does not have is empty. */
function sourceFacts(p: ApiProduct, soilNames: Map<number, Record<string, string>> | undefined): ProductFacts {
  return {
    designation: text(p.designation),
    color: text(p.color),
    alcohol: p.alcohol ?? null,
    residualSugar: p.residualSugar ?? null,
    totalAcidity: p.totalAcidity ?? null,
    ph: p.ph ?? null,
    bottleSize: p.bottleSize ?? null,
    closure: text(p.closure),
    monthsInBottle: p.monthsInBottle ?? null,
    eanBottle: text(p.eanBottle),
    eanCase: text(p.eanCase),
    gtin: text(p.gtin),
    bottlesPerCase: p.bottlesPerCase ?? null,
    isVegan: p.isVegan === true,
    isVegetarian: p.isVegetarian === true,
    isCertifiedOrganic: p.isCertifiedOrganic === true,
    isBiodynamic: p.isBiodynamic === true,
    finingAgents: strings(p.finingAgents),
    characteristics: strings(p.characteristics),
    vineyard: text(p.vineyard),
    vineDensity: p.vineDensity ?? null,
    yield: p.yield ?? null,
    vineyardAge: p.vineyardAge ?? null,
    vineyardElevation: p.vineyardElevation ?? null,
    classifications: strings(p.classifications),
    certifications: strings(p.certifications),
    malolacticFermentation: text(p.malolacticFermentation),
    wholeClusterFermentation: p.wholeClusterFermentation === true,
    spiritType: text(p.spiritType),
    beerStyle: text(p.beerStyle),
    sensory: readSensoryProfile(JSON.stringify(p.sensory ?? {})),
    grapeVarieties: (p.grapeVarieties ?? []).filter((g) => g.varietyName.trim()),
    awards: (p.awards ?? []).filter((a) => a.award.trim()),
    soilTypes: (p.soilTypes ?? [])
      .map((s, position) => ({ soilType: s.soilType, names: soilNames?.get(position) ?? {}, percentage: s.percentage }))
      .filter((s) => s.soilType.trim()),
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
