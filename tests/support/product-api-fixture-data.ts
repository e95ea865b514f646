import { PLACEHOLDER_PRODUCER_ID } from "~/features/catalogue/vocabulary";

// What the product API fixture (product-api-fixture.ts) serves: an event, its
// exhibitors, products and registrations, with the cases the sync's rules
// are about.

/**
 * Texts per locale. A locale missing here is answered with the English
 * item (its locale "en"), as such APIs fall back.
 */
export type Descriptions = Record<string, string>;

export interface FixtureExhibitor {
  exhibitorId: string;
  name: string;
  country: string;
  descriptions: Descriptions;
  /** Website, founded, offering, locations… by their names in the API. */
  [fact: string]: unknown;
}

export interface FixtureProduct {
  productId: string;
  exhibitorId: string | null;
  producer: { producerId: string; name: string; country?: string; region?: string } | null;
  name: string;
  productType: "WINE" | "BEER" | "SPIRIT" | "CIDER";
  vintage: number | null;
  country: string;
  region: string | null;
  subregion: string | null;
  descriptions: Descriptions;
  /** The analytical data, grapes and awards (ProductFacts' shape); some products have none. */
  color?: string;
  alcohol?: number | null;
  residualSugar?: number | null;
  totalAcidity?: number | null;
  ph?: number | null;
  bottleSize?: number | null;
  closure?: string;
  grapeVarieties?: { varietyName: string; percentage: number | null }[];
  awards?: { award: string; medal: string; year: number | null }[];
  /** More facts (docs/product/catalogue.md "What the catalogue holds"), by their names in the API: isVegan, sensory, eanBottle… */
  more?: Record<string, unknown>;
  /** Texts other than the description per locale, by their names in the API (vinification…). */
  texts?: Record<string, Record<string, string>>;
  /** Soils per locale: the names differ, the shares do not. */
  soilTypes?: Record<string, { soilType: string; percentage: number | null }[]>;
}

export interface FixtureData {
  eventId: string;
  /** Per locale; a locale missing is answered in English. */
  eventNames: Record<string, string>;
  startsOn: string;
  endsOn: string;
  timezone: string;
  exhibitors: FixtureExhibitor[];
  products: FixtureProduct[];
  registrations: { productId: string; exhibitorId: string; stand: string | null }[];
}

const id = (n: number, prefix = "a") => `${prefix}${String(n).padStart(23, "0")}`;

/** Recorded-shape data with the cases the sync's rules are about (docs/data-in.md "From a product GraphQL API"). */
export function fixtureData(): FixtureData {
  const keller = {
    exhibitorId: id(1, "e"),
    name: "Weingut Keller",
    country: "DE",
    descriptions: { en: "A family estate in Rheinhessen.", de: "Ein Familienweingut in Rheinhessen." },
    website: "https://keller.example",
    founded: 1789,
    languagesSpoken: ["de", "en"],
    offering: ["onlineShop", "inPerson"],
    openingHours: [{ day: 6, opens: "10:00", closes: "16:00" }],
    locations: [
      {
        label: "Weingut",
        street: "Bahnhofstraße 1",
        postalCode: "67592",
        city: "Flörsheim-Dalsheim",
        region: "Rheinhessen",
        country: "DE",
        latitude: 49.65,
        longitude: 8.19,
      },
    ],
    distribution: [
      { market: "US", status: "hasDistribution" },
      { market: "JP", status: "seekingDistribution" },
    ],
  };
  const leflaive = {
    exhibitorId: id(2, "e"),
    name: "Domaine Leflaive",
    country: "FR",
    descriptions: { en: "Biodynamic white Burgundy." },
  };
  const wine = (n: number, fields: Omit<FixtureProduct, "productId" | "productType" | "vintage" | "country">) => ({
    productId: id(n, "p"),
    productType: "WINE" as const,
    vintage: 2019 + n,
    country: fields.region === "Burgundy" ? "FR" : "DE",
    ...fields,
  });
  return {
    eventId: id(1, "f"),
    eventNames: { en: "Fixture Wine Fair", de: "Fixture-Weinmesse" },
    startsOn: "2027-03-14",
    endsOn: "2027-03-16",
    timezone: "Europe/Berlin",
    exhibitors: [keller, leflaive],
    products: [
      wine(1, {
        exhibitorId: keller.exhibitorId,
        producer: { producerId: id(1, "d"), name: "Keller Estate", country: "DE", region: "Rheinhessen" },
        name: "Riesling Abtserde GG",
        region: "Rheinhessen",
        subregion: "Westhofen",
        descriptions: { en: "Mineral and taut.", de: "Mineralisch und straff." },
        texts: {
          en: { vinification: "Wild ferment in large oak casks.", pruning: "" },
          de: { vinification: "Spontan vergoren im Stückfass.", pruning: "" },
        },
        soilTypes: {
          en: [
            { soilType: "limestone", percentage: 70 },
            { soilType: "loess", percentage: 30 },
          ],
          de: [
            { soilType: "Kalkstein", percentage: 70 },
            { soilType: "Löss", percentage: 30 },
          ],
        },
        more: {
          designation: "Grosses Gewächs",
          price: 39.5,
          currency: "EUR",
          priceRange: "20to40",
          isVegan: true,
          // What a product API lists among the characteristics, the flags included (as Uncork's API does).
          characteristics: ["VEGAN"],
          eanBottle: "4006381333931",
          finingAgents: ["bentonite"],
          vineyardElevation: 220,
          wholeClusterFermentation: false,
          malolacticFermentation: "none",
          sensory: { acidity: "high", body: "moderate", wood: null },
        },
        color: "white",
        alcohol: 12.5,
        residualSugar: 3.8,
        totalAcidity: 7.9,
        ph: 3.1,
        bottleSize: 750,
        closure: "Natural cork",
        grapeVarieties: [{ varietyName: "Riesling", percentage: 100 }],
        awards: [{ award: "Decanter World Wine Awards", medal: "Gold", year: 2024 }],
      }),
      // No producer: the exhibitor is the producer. No subregion: the denomination is the region.
      wine(2, {
        exhibitorId: keller.exhibitorId,
        producer: null,
        name: "Silvaner trocken",
        region: "Rheinhessen",
        subregion: null,
        descriptions: { en: "Fresh and herbal.", de: "Frisch und würzig." },
      }),
      // The placeholder producer: the exhibitor is the producer.
      wine(3, {
        exhibitorId: leflaive.exhibitorId,
        producer: { producerId: PLACEHOLDER_PRODUCER_ID, name: "Unknown producer" },
        name: "Puligny-Montrachet",
        region: "Burgundy",
        subregion: "",
        descriptions: { en: "Village Puligny.", de: "Puligny aus Gemeindelagen." },
      }),
      // No German version: asked in German the API sends the English one.
      wine(4, {
        exhibitorId: leflaive.exhibitorId,
        producer: { producerId: id(2, "d"), name: "Leflaive Frères" },
        name: "Bâtard-Montrachet Grand Cru",
        region: "Burgundy",
        subregion: "Bâtard-Montrachet",
        descriptions: { en: "Rich and long." },
        color: "white",
        alcohol: 13.5,
        grapeVarieties: [
          { varietyName: "Chardonnay", percentage: 95 },
          { varietyName: "Pinot Blanc", percentage: null },
        ],
      }),
      // Not registered for the event: not in its catalogue.
      wine(5, {
        exhibitorId: keller.exhibitorId,
        producer: null,
        name: "Spätburgunder",
        region: "Rheinhessen",
        subregion: null,
        descriptions: { en: "Red.", de: "Rot." },
      }),
    ],
    registrations: [
      { productId: id(1, "p"), exhibitorId: keller.exhibitorId, stand: "B12" },
      { productId: id(2, "p"), exhibitorId: keller.exhibitorId, stand: null },
      { productId: id(3, "p"), exhibitorId: leflaive.exhibitorId, stand: "C3" },
      { productId: id(4, "p"), exhibitorId: leflaive.exhibitorId, stand: "C3" },
    ],
  };
}
