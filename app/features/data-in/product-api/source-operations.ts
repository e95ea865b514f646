import type { SourceExhibitorFacts } from "~/features/catalogue/exhibitor-facts.server";
import type { GrapeVariety, ProductAward, ProductFacts } from "~/features/catalogue/product-facts.server";
import { PRODUCT_TEXT_API_NAMES, type ProductTextField } from "~/features/catalogue/product-texts";
import { SENSORY_SCALES } from "~/features/catalogue/vocabulary";
import type { Operation } from "./graphql-client.server";

// The queries a sync sends to the product API (docs/data-in.md) and the
// shapes of what they answer.

const PAGE = "pageInfo { hasNextPage endCursor }";
const PRODUCT_TEXT_SELECTION = Object.values(PRODUCT_TEXT_API_NAMES).join(" ");
/** What is the same in every locale: asked for once. */
const PRODUCT_FACT_SELECTION = `designation color alcohol residualSugar totalAcidity ph bottleSize closure monthsInBottle eanBottle eanCase gtin
          bottlesPerCase isVegan isVegetarian isCertifiedOrganic isBiodynamic finingAgents characteristics
          vineyard vineDensity yield vineyardAge vineyardElevation classifications certifications
          malolacticFermentation wholeClusterFermentation spiritType beerStyle
          sensory { ${Object.keys(SENSORY_SCALES).join(" ")} }
          grapeVarieties { varietyName percentage } awards { award medal year }`;

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
  exhibitorsInEveryLocale: {
    operationName: "SyncEventExhibitorsInEveryLocale",
    // An API that has Exhibitor.translations (Uncork's own): the exhibitors with their facts and every locale's
    // description in one pass, instead of a pass per locale (read-exhibitors.server.ts).
    query: `query SyncEventExhibitorsInEveryLocale($eventId: ID!, $locales: [String!], $first: Int, $after: String) {
  event(eventId: $eventId) {
    exhibitors(first: $first, after: $after) {
      nodes {
        exhibitorId locale name country description
        website founded languagesSpoken countries offering openingHours { day opens closes }
        locations { label street postalCode city region country latitude longitude } distribution { market status }
        translations(locales: $locales) { locale description }
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
        ... @include(if: $withFacts) { ${PRODUCT_FACT_SELECTION} }
      }
      ${PAGE}
    }
  }
}`,
  },
  productsInEveryLocale: {
    operationName: "SyncEventProductsInEveryLocale",
    // An API that has Product.translations (Uncork's own): the products with every locale's texts and
    // soil names in one pass, instead of a pass per locale (locale-passes.server.ts).
    query: `query SyncEventProductsInEveryLocale($eventId: ID!, $locales: [String!], $first: Int, $after: String) {
  event(eventId: $eventId) {
    products(first: $first, after: $after) {
      nodes {
        productId locale name productType vintage country region subregion exhibitorId producer { producerId name country region }
        price currency priceRange soilTypes { soilType percentage }
        ${PRODUCT_FACT_SELECTION}
        translations(locales: $locales) { locale ${PRODUCT_TEXT_SELECTION} soilTypes { soilType percentage } }
      }
      ${PAGE}
    }
  }
}`,
  },
  productTexts: {
    operationName: "SyncEventProductTexts",
    // The passes after the first keep only the products' texts and soil names in their locale: they ask for nothing else.
    query: `query SyncEventProductTexts($eventId: ID!, $locale: String, $first: Int, $after: String) {
  event(eventId: $eventId, locale: $locale) {
    products(first: $first, after: $after) {
      nodes { productId locale ${PRODUCT_TEXT_SELECTION} soilTypes { soilType percentage } }
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

export interface ApiEvent {
  eventId: string;
  locale: string | null;
  slug: string | null;
  name: string;
  startsOn: string;
  endsOn: string;
  timezone: string | null;
}

export type ApiExhibitor = {
  exhibitorId: string;
  locale: string;
  name: string;
  country: string | null;
  description: string | null;
} & { [K in keyof SourceExhibitorFacts]?: SourceExhibitorFacts[K] | null };

/** An exhibitor's description in one locale, as Exhibitor.translations answers it. */
export interface ApiExhibitorTranslation {
  locale: string;
  description: string | null;
}

export type ApiTexts = { [K in (typeof PRODUCT_TEXT_API_NAMES)[ProductTextField]]?: string | null };

/** A product as the API answers it: the facts' fields (null where it has none) and its texts in the locale asked. */
export type ApiProduct = ApiTexts & {
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

/** A product's texts and soil names in one locale, as Product.translations answers them. */
export type ApiTranslation = ApiTexts & {
  locale: string;
  soilTypes: { soilType: string; percentage: number | null }[] | null;
};

export interface ApiRegistration {
  productId: string;
  exhibitorId: string;
  stand: string | null;
}
