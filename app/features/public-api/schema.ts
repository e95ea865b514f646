import { buildSchema, defaultFieldResolver, type GraphQLSchema, isObjectType } from "graphql";
import { PRODUCT_TEXT_API_NAMES } from "~/features/catalogue/product-texts";

// The public read-only GraphQL API (/api/graphql, docs/public-api.md): what
// the public pages show, nothing more (no e-mail addresses, no telephone
// numbers, no people, no private notes). Its event, exhibitor, product and
// registered-product shapes are the ones the sync reads (docs/data-in.md),
// so one Uncork can be filled from another's.

export const PUBLIC_SDL = /* GraphQL */ `
  """
  The catalogue of the site's fairs, as its public pages show it. Lists are paged:
  ask for \`first\` nodes (at most 100, or 1,000 of an event's \`registeredProducts\`) \`after\` the \`endCursor\` of the previous page.
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
    "The event's curated product lists, in their order."
    productLists: [ProductList!]!
    "One product list by its id or slug; null when the event has none such."
    productList(productListId: ID!): ProductList
    "The event's published content pages (the data privacy policy, the thank-you page…), by address. Drafts are never answered."
    contentPages: [ContentPage!]!
    "One published content page by its address; null when there is none (or it is not published)."
    contentPage(slug: String!): ContentPage
  }

  "A page the organizers wrote and published, as the site shows it at /{locale}/pages/{slug}."
  type ContentPage {
    pageId: ID!
    slug: String!
    "The locale of \`title\` and \`html\`: the one asked for when the page is published in it, else English."
    locale: String!
    title: String!
    "The body as the site shows it: HTML from the organizers' Markdown, sanitized to the elements the site renders."
    html: String!
    "Every locale the page is published in."
    locales: [String!]!
  }

  "A list of products the organizer put together (new releases, the tasting tour…)."
  type ProductList {
    productListId: ID!
    slug: String!
    "In the locale asked for, else English."
    name: String!
    description: String!
    "The list's products registered for the event, in the list's order."
    products(first: Int, after: String): ProductConnection!
  }

  "An image in the sizes the site serves: \`src\` is the largest, \`srcSet\` all of them."
  type Image {
    src: String!
    srcSet: String!
    sizes: String!
    width: Int!
    height: Int!
    aspectRatio: Float!
    alt: String!
  }

  "A document of a product or an exhibitor: an uploaded file, a live one, a link or a live info sheet."
  type File {
    fileId: ID!
    "In the locale asked for, else English."
    name: String!
    "uploaded, live, linked or liveInfoSheet."
    kind: String!
    "The languages the document is written in."
    languages: [String!]!
    isLive: Boolean!
    url: String!
    mimeType: String!
    sizeBytes: Int
    "96 by 136."
    thumbnail: Image
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
    website: String!
    founded: Int
    "Language codes (de, fr…)."
    languagesSpoken: [String!]!
    "The countries it works in."
    countries: [String!]!
    "contacts, inPerson, localEvent, onlineShop, other, physicalEvent, videos, virtualEvent, virtualTastings."
    offering: [String!]!
    openingHours: [OpeningHours!]!
    locations: [Location!]!
    "Markets where it has distribution (hasDistribution) or seeks it (seekingDistribution)."
    distribution: [Distribution!]!
    logo: Image
    files: [File!]!
    """
    Its description in each locale it has one in (not blank), never another locale's in its place, in the site's
    order of locales (English first); \`locales\` keeps only those. A sync reads every locale's descriptions in one
    pass with it (docs/data-in.md).
    """
    translations(locales: [String!]): [ExhibitorTranslation!]!
  }

  "An exhibitor's texts in one locale (Exhibitor.translations)."
  type ExhibitorTranslation {
    locale: String!
    description: String!
  }

  type OpeningHours {
    "1 Monday … 7 Sunday."
    day: Int!
    "HH:MM."
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
    "ISO 3166 two letters."
    market: String!
    "hasDistribution or seekingDistribution."
    status: String!
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

  type SoilShare {
    "In the locale asked for, else English."
    soilType: String!
    percentage: Float
  }

  # docs/product/catalogue.md "What the catalogue holds"
  "The sensory scales, each from weakest to strongest; null where the product has no value."
  type Sensory {
    "pale, medium, deep."
    appearanceIntensity: String
    "minimal, restrained, moderate, intense (and so floral, fruit and spice)."
    aromaIntensity: String
    floral: String
    fruit: String
    spice: String
    "none, minimal, restrained, moderate, intense."
    wood: String
    "low, medium, high."
    acidity: String
    "light, moderate, full, complex."
    body: String
    "trace, soft, mild, moderate, intense."
    tannins: String
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
    "The wine's designation, as the catalogue keeps it."
    designation: String!
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
    monthsInBottle: Int
    eanBottle: String!
    eanCase: String!
    gtin: String!
    bottlesPerCase: Int
    isVegan: Boolean!
    isVegetarian: Boolean!
    isCertifiedOrganic: Boolean!
    isBiodynamic: Boolean!
    finingAgents: [String!]!
    vineyard: String!
    "Vines per hectare."
    vineDensity: Int
    "Hectolitres per hectare."
    yield: Float
    "Years."
    vineyardAge: Int
    "Metres."
    vineyardElevation: Int
    classifications: [String!]!
    certifications: [String!]!
    "full, partial, none, or empty when not given."
    malolacticFermentation: String!
    wholeClusterFermentation: Boolean!
    spiritType: String!
    "A beer's style."
    beerStyle: String!
    sensory: Sensory!
    soilTypes: [SoilShare!]!
    "The texts below are in \`locale\`, like the description; empty where that locale has none."
    vineyardInformation: String!
    vinification: String!
    viticulture: String!
    pruning: String!
    foodPairing: String!
    harvestNotes: String!
    apparentColor: String!
    bottling: String!
    maturation: String!
    training: String!
    soilType: String!
    fermentationType: String!
    fermentationVesselType: String!
    oakInfluence: String!
    bottleImage: Image
    files: [File!]!
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
    """
    Its texts in each locale it has text in (a description that is not blank, or another text) or names a soil in,
    never another locale's in their place, in the site's order of locales (English first); \`locales\` keeps only those.
    A sync reads every locale's texts in one pass with it (docs/data-in.md).
    """
    translations(locales: [String!]): [ProductTranslation!]!
  }

  "A product's texts in one locale (Product.translations): each empty where the locale has none."
  type ProductTranslation {
    locale: String!
    ${Object.values(PRODUCT_TEXT_API_NAMES)
      .map((name) => `${name}: String!`)
      .join("\n    ")}
    "Its soils, named in this locale, else in English."
    soilTypes: [SoilShare!]!
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

/**
 * `schema` with graphql-js's default resolver named on every field that has
 * none: it reads the field's property of the node and calls it when it is a
 * method (the nodes' lists and texts are methods, resolvers.server.ts).
 * graphql-js uses that resolver anyway; graphql-jit (compiled-query.server.ts)
 * would only read the property, and answer a method as a wrong value.
 */
function resolvedByDefault(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith("__")) continue;
    for (const field of Object.values(type.getFields())) field.resolve ??= defaultFieldResolver;
  }
  return schema;
}

export const publicSchema = resolvedByDefault(buildSchema(PUBLIC_SDL));
