import { buildSchema } from "graphql";

// The public read-only GraphQL API (/api/graphql, docs/public-api.md): what
// the public pages show, nothing more (no e-mail addresses, no telephone
// numbers, no people, no private notes). Its event, exhibitor, product and
// registered-product shapes are the ones the sync reads (docs/data-in.md),
// so one Uncork can be filled from another's.

export const PUBLIC_SDL = /* GraphQL */ `
  """
  The catalogue of the site's fairs, as its public pages show it. Lists are paged:
  ask for \`first\` nodes (at most 100) \`after\` the \`endCursor\` of the previous page.
  """
  type Query {
    "Every event, newest first."
    events(locale: String): [Event!]!
    "One event by its id or slug; null when there is none."
    event(eventId: ID!, locale: String): Event
  }

  type PageInfo {
    hasNextPage: Boolean!
    endCursor: String
  }

  type Event {
    eventId: ID!
    slug: String!
    "The locale texts are given in: the one asked for when the site has it, else English."
    locale: String!
    name: String!
    tagline: String!
    startsOn: String!
    endsOn: String!
    timezone: String!
    exhibitors(first: Int, after: String): ExhibitorConnection!
    "The products, filtered and ordered as the site's product search does."
    products(first: Int, after: String, query: String, filter: ProductFilter, sort: ProductSort): ProductConnection!
    "What each exhibitor registered for the event: product, exhibitor and stand."
    registeredProducts(first: Int, after: String): RegisteredProductConnection!
  }

  "The product search's facets; values as the site's URLs carry them (kind: Wine, country: FR, price: 10to20…)."
  input ProductFilter {
    kind: [String!]
    country: [String!]
    region: [String!]
    grape: [String!]
    color: [String!]
    vintage: [String!]
    characteristic: [String!]
    medal: [String!]
    price: [String!]
    closure: [String!]
    alcohol: [String!]
  }

  enum ProductSort {
    relevance
    name
    vintage
    price
    table
  }

  type Exhibitor {
    exhibitorId: ID!
    "The locale of \`description\`: the one asked for when the exhibitor has text in it, else English."
    locale: String!
    slug: String!
    name: String!
    brandName: String!
    country: String!
    stand: String!
    description: String!
  }

  type ExhibitorConnection {
    nodes: [Exhibitor!]!
    pageInfo: PageInfo!
    totalCount: Int!
  }

  type Producer {
    producerId: ID!
    name: String!
    country: String!
    region: String!
  }

  type GrapeVariety {
    varietyName: String!
    "Percent of the blend, when given."
    percentage: Float
  }

  type Award {
    award: String!
    medal: String!
    year: Int
  }

  type Product {
    productId: ID!
    "The locale of \`description\`: the one asked for when the product has text in it, else English."
    locale: String!
    name: String!
    "Wine, Beer, Spirit or Cider."
    productType: String!
    vintage: Int
    country: String!
    region: String!
    subregion: String!
    "The subregion, else the region."
    denomination: String!
    color: String!
    alcohol: Float
    "Grams per litre."
    residualSugar: Float
    "Grams per litre."
    totalAcidity: Float
    ph: Float
    "Millilitres."
    bottleSize: Int
    closure: String!
    "The grape varieties' names (grapeVarieties has their shares)."
    grapes: [String!]!
    grapeVarieties: [GrapeVariety!]!
    characteristics: [String!]!
    awards: [Award!]!
    exhibitorId: ID!
    exhibitor: Exhibitor
    "null when the exhibitor is the producer (no producer given, or the placeholder)."
    producer: Producer
    stand: String!
    price: Float
    currency: String!
    priceRange: String!
    description: String!
  }

  type ProductConnection {
    nodes: [Product!]!
    pageInfo: PageInfo!
    totalCount: Int!
  }

  type RegisteredProduct {
    productId: ID!
    exhibitorId: ID!
    stand: String!
  }

  type RegisteredProductConnection {
    nodes: [RegisteredProduct!]!
    pageInfo: PageInfo!
    totalCount: Int!
  }
`;

export const publicSchema = buildSchema(PUBLIC_SDL);
