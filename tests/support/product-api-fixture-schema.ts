// The GraphQL schema the product API fixture (product-api-fixture.ts) serves:
// the shape of a product API a sync reads (docs/data-in.md).

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
