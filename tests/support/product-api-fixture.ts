import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { buildSchema, graphql } from "graphql";
import { PLACEHOLDER_PRODUCER_ID } from "~/features/catalogue/vocabulary";
import { LOCALES } from "~/lib/locales";
import { readSource, type SourceCatalogue } from "../../app/features/data-in/product-api/read-source.server";

// A real GraphQL server (graphql-js on node:http) in the test process,
// serving data in the shape of a product API: an event's exhibitors,
// producers, products and registered products, per locale, in pages. Tests
// of the sync call it over HTTP like the real API; nothing is mocked. It
// records every request (headers and body) and can be told to fail: a
// status for the next N calls of an operation, with a Retry-After, or no
// answer at all (to test the timeout).

export const FIXTURE_SCHEMA = /* GraphQL */ `
  type Query {
    event(eventId: ID!, locale: String): Event
  }
  type PageInfo {
    hasNextPage: Boolean!
    endCursor: String
  }
  type Event {
    eventId: ID!
    locale: String
    slug: String
    name: String!
    startsOn: String!
    endsOn: String!
    timezone: String
    exhibitors(first: Int, after: String): ExhibitorConnection!
    products(first: Int, after: String): ProductConnection!
    registeredProducts(first: Int, after: String): RegisteredProductConnection!
  }
  type Exhibitor {
    exhibitorId: ID!
    locale: String
    name: String!
    country: String
    description: String
    website: String
    founded: Int
    languagesSpoken: [String!]
    countries: [String!]
    offering: [String!]
    openingHours: [OpeningHours!]
    locations: [Location!]
    distribution: [Distribution!]
  }
  type OpeningHours {
    day: Int!
    opens: String!
    closes: String!
  }
  type Location {
    label: String!
    street: String!
    postalCode: String!
    city: String!
    region: String!
    country: String!
    latitude: Float
    longitude: Float
  }
  type Distribution {
    market: String!
    status: String!
  }
  type ExhibitorConnection {
    nodes: [Exhibitor!]!
    pageInfo: PageInfo!
  }
  type Producer {
    producerId: ID!
    name: String!
    country: String
    region: String
  }
  type Product {
    productId: ID!
    locale: String
    name: String!
    productType: String!
    vintage: Int
    country: String
    exhibitorId: ID
    producer: Producer
    region: String
    subregion: String
    price: Float
    currency: String
    priceRange: String
    designation: String
    description: String
    vineyardInformation: String
    vinification: String
    viticulture: String
    pruning: String
    foodPairing: String
    harvestNotes: String
    apparentColor: String
    bottling: String
    maturation: String
    training: String
    soilType: String
    fermentationType: String
    fermentationVesselType: String
    oakInfluence: String
    soilTypes: [SoilShare!]
    monthsInBottle: Int
    eanBottle: String
    eanCase: String
    gtin: String
    bottlesPerCase: Int
    isVegan: Boolean
    isVegetarian: Boolean
    isCertifiedOrganic: Boolean
    isBiodynamic: Boolean
    finingAgents: [String!]
    characteristics: [String!]
    vineyard: String
    vineDensity: Int
    yield: Float
    vineyardAge: Int
    vineyardElevation: Int
    classifications: [String!]
    certifications: [String!]
    malolacticFermentation: String
    wholeClusterFermentation: Boolean
    spiritType: String
    beerStyle: String
    sensory: Sensory
    color: String
    alcohol: Float
    residualSugar: Float
    totalAcidity: Float
    ph: Float
    bottleSize: Int
    closure: String
    grapeVarieties: [GrapeVariety!]
    awards: [Award!]
  }
  type SoilShare {
    soilType: String!
    percentage: Float
  }
  type Sensory {
    appearanceIntensity: String
    aromaIntensity: String
    floral: String
    fruit: String
    spice: String
    wood: String
    acidity: String
    body: String
    tannins: String
  }
  type GrapeVariety {
    varietyName: String!
    percentage: Float
  }
  type Award {
    award: String!
    medal: String!
    year: Int
  }
  type ProductConnection {
    nodes: [Product!]!
    pageInfo: PageInfo!
  }
  type RegisteredProduct {
    productId: ID!
    exhibitorId: ID!
    stand: String
  }
  type RegisteredProductConnection {
    nodes: [RegisteredProduct!]!
    pageInfo: PageInfo!
  }
`;

/**
 * Texts per locale. A locale missing here is answered with the English
 * item (its locale "en"), as such APIs fall back.
 */
type Descriptions = Record<string, string>;

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

/** Recorded-shape data with the cases the rules of docs/data-in.md "From a product GraphQL API" are about. */
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

export interface Fault {
  /** The operation to fail ("*" for any). */
  operationName: string;
  /** How many calls fail before it answers again. */
  times: number;
  /** The status to answer with; "hang" answers nothing (the client's timeout). */
  status: number | "hang";
  retryAfter?: string;
}

export interface RecordedRequest {
  method: string;
  headers: IncomingMessage["headers"];
  body: { operationName?: string; variables?: Record<string, unknown>; query?: string };
}

/** One page of a list by an opaque cursor (the index after which it starts). */
function page<T>(items: readonly T[], first: number | null | undefined, after: string | null | undefined) {
  const start = after ? Number(Buffer.from(after, "base64url").toString()) : 0;
  const size = Math.max(1, Math.min(first ?? 100, 100));
  const nodes = items.slice(start, start + size);
  const end = start + nodes.length;
  return {
    nodes,
    pageInfo: {
      hasNextPage: end < items.length,
      endCursor: nodes.length ? Buffer.from(String(end)).toString("base64url") : null,
    },
  };
}

type PageArgs = { first?: number | null; after?: string | null };

export async function startProductApiFixture(
  data: FixtureData = fixtureData(),
  options: { token?: string } = {},
): Promise<{ url: string; requests: RecordedRequest[]; faults: Fault[]; close: () => Promise<void> }> {
  const schema = buildSchema(FIXTURE_SCHEMA);
  const requests: RecordedRequest[] = [];
  const faults: Fault[] = [];
  const rootValue = {
    event: ({ eventId, locale }: { eventId: string; locale?: string | null }) => {
      if (eventId !== data.eventId) return null;
      const lang = locale ?? "en";
      // The item in the asked locale, else the English one (which says so).
      const localized = <T extends { descriptions: Descriptions }>(item: T) => ({
        ...item,
        locale: item.descriptions[lang] === undefined ? "en" : lang,
        description: item.descriptions[lang] ?? item.descriptions.en ?? null,
      });
      const product = (item: FixtureProduct) => {
        const own = item.descriptions[lang] === undefined ? "en" : lang;
        return {
          ...localized(item),
          ...item.more,
          ...item.texts?.[own],
          soilTypes: item.soilTypes?.[lang] ?? item.soilTypes?.en ?? [],
        };
      };
      return {
        eventId: data.eventId,
        locale: data.eventNames[lang] ? lang : "en",
        slug: "fixture-wine-fair",
        name: data.eventNames[lang] ?? data.eventNames.en,
        startsOn: data.startsOn,
        endsOn: data.endsOn,
        timezone: data.timezone,
        exhibitors: ({ first, after }: PageArgs) => page(data.exhibitors.map(localized), first, after),
        products: ({ first, after }: PageArgs) => page(data.products.map(product), first, after),
        registeredProducts: ({ first, after }: PageArgs) => page(data.registrations, first, after),
      };
    },
  };

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: RecordedRequest["body"] = {};
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
    } catch {
      res.writeHead(400, { "content-type": "application/json" }).end('{"errors":[{"message":"bad JSON"}]}');
      return;
    }
    requests.push({ method: req.method ?? "", headers: req.headers, body });
    const fault = faults.find(
      (f) => f.times > 0 && (f.operationName === "*" || f.operationName === body.operationName),
    );
    if (fault) {
      fault.times--;
      if (fault.status === "hang") return; // never answers; the client gives up
      res.writeHead(fault.status, fault.retryAfter ? { "retry-after": fault.retryAfter } : {}).end("busy");
      return;
    }
    if (options.token && req.headers.authorization !== `Bearer ${options.token}`) {
      res.writeHead(401, { "content-type": "application/json" });
      res.end(JSON.stringify({ errors: [{ message: "Not authorised" }] }));
      return;
    }
    const result = await graphql({
      schema,
      source: body.query ?? "",
      rootValue,
      variableValues: body.variables,
      operationName: body.operationName,
    });
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(result));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    requests,
    faults,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The fixture's event as readSource reads it over HTTP, in every locale (the server is closed afterwards). */
export async function readFixtureSource(data: FixtureData = fixtureData()): Promise<SourceCatalogue> {
  const fixture = await startProductApiFixture(data);
  try {
    return await readSource(
      { url: fixture.url, timeoutMs: 2_000, retries: 1, backoffMs: 10 },
      { eventId: data.eventId, locales: LOCALES },
    );
  } finally {
    await fixture.close();
  }
}
