import type { Award, ProductSummary } from "~/features/catalogue/types";
import type { Characteristic, Medal, ProductKind } from "~/features/catalogue/vocabulary";
import type { ExhibitorCard, ProductDocument } from "../../app/features/catalogue/documents";

// A small hand-built catalogue for the unit tests: few enough products to
// reason about by hand, varied enough to exercise every facet.

interface ProductInput {
  id: string;
  name: string;
  kind?: ProductKind;
  producer?: string;
  exhibitor?: string;
  country?: string;
  region?: string;
  subregion?: string;
  designation?: string;
  grapes?: string[];
  color?: string;
  vintage?: number | null;
  characteristics?: Characteristic[];
  medals?: Medal[];
  priceRange?: string;
  price?: number | null;
  closure?: string;
  alcohol?: number | null;
  table?: string;
  style?: string;
}

export function product(input: ProductInput): ProductDocument {
  const exhibitor = input.exhibitor ?? "Weinhandel Schmidt";
  const awards: Award[] = (input.medals ?? []).map((medal) => ({ award: "Fair Awards", medal, year: 2024 }));
  const summary: ProductSummary = {
    id: input.id,
    kind: input.kind ?? "Wine",
    name: input.name,
    vintage: input.vintage === undefined ? 2020 : input.vintage,
    country: input.country ?? "FR",
    region: input.region ?? "",
    denomination: input.subregion || input.region || "",
    color: input.color ?? "",
    producer: {
      id: `p-${input.id}`,
      name: input.producer ?? exhibitor,
      country: input.country ?? "FR",
      region: "",
      isExhibitor: !input.producer,
    },
    exhibitor: { id: `e-${exhibitor}`, name: exhibitor },
    tableNumber: input.table ?? "",
    price: input.price ?? null,
    currency: "EUR",
    priceRange: input.priceRange ?? "",
    bottleImage: null,
    awards,
    characteristics: input.characteristics ?? [],
  };
  return {
    summary,
    subregion: input.subregion ?? "",
    designation: input.designation ?? "",
    grapes: input.grapes ?? [],
    alcohol: input.alcohol ?? null,
    closure: input.closure ?? "",
    style: input.style ?? "",
  };
}

export const PRODUCTS: ProductDocument[] = [
  product({
    id: "p01",
    name: "Wehlener Sonnenuhr Riesling Spätlese",
    producer: "Weingut Dr. Loosen",
    country: "DE",
    region: "Mosel",
    grapes: ["Riesling"],
    color: "white",
    vintage: 2019,
    medals: ["gold"],
    priceRange: "20to40",
    price: 28,
    closure: "screwcap",
    alcohol: 8.5,
    table: "A10",
    characteristics: ["SUSTAINABLE"],
  }),
  product({
    id: "p02",
    name: "Rheingau Riesling trocken",
    producer: "Schloss Johannisberg",
    country: "DE",
    region: "Rheingau",
    grapes: ["Riesling"],
    color: "white",
    vintage: 2021,
    priceRange: "10to20",
    price: 14,
    closure: "screwcap",
    alcohol: 12.5,
    table: "A2",
  }),
  product({
    id: "p03",
    name: "Gewürztraminer Grand Cru",
    producer: "Domaine Weinbach",
    country: "FR",
    region: "Alsace",
    grapes: ["Gewürztraminer"],
    color: "white",
    vintage: 2018,
    medals: ["silver", "gold"],
    priceRange: "40to80",
    price: 55,
    closure: "naturalCork",
    alcohol: 13.5,
    table: "B1",
    characteristics: ["BIODYNAMIC", "ORGANIC"],
  }),
  product({
    id: "p04",
    name: "Châteauneuf-du-Pape",
    producer: "Château Rayas",
    country: "FR",
    region: "Rhône",
    subregion: "Châteauneuf-du-Pape",
    grapes: ["Grenache", "Syrah"],
    color: "red",
    vintage: 2017,
    medals: ["trophy"],
    priceRange: "over80",
    price: 120,
    closure: "naturalCork",
    alcohol: 14.5,
    table: "A1",
  }),
  product({
    id: "p05",
    name: "Meursault Premier Cru",
    producer: "Domaine Roulot",
    country: "FR",
    region: "Bourgogne",
    subregion: "Meursault",
    grapes: ["Chardonnay"],
    color: "white",
    vintage: 2020,
    priceRange: "over80",
    price: 95,
    closure: "naturalCork",
    alcohol: 13,
    table: "A3",
    characteristics: ["ORGANIC"],
  }),
  product({
    id: "p06",
    name: "Bourgogne Pinot Noir",
    producer: "Domaine Roulot",
    country: "FR",
    region: "Bourgogne",
    grapes: ["Pinot Noir"],
    color: "red",
    vintage: 2021,
    medals: ["bronze"],
    priceRange: "20to40",
    price: 25,
    closure: "technicalCork",
    alcohol: 12.5,
    table: "A3",
  }),
  product({
    id: "p07",
    name: "Chianti Classico Riserva",
    producer: "Castello di Ama",
    exhibitor: "Vini Italiani",
    country: "IT",
    region: "Toscana",
    designation: "DOCG",
    grapes: ["Sangiovese"],
    color: "red",
    vintage: 2019,
    medals: ["gold"],
    priceRange: "20to40",
    price: 32,
    closure: "naturalCork",
    alcohol: 14,
    table: "C12",
    characteristics: ["ORGANIC", "VEGAN"],
  }),
  product({
    id: "p08",
    name: "Napa Valley Chardonnay",
    producer: "Stag's Leap",
    exhibitor: "American Wines Ltd",
    country: "US",
    region: "California",
    subregion: "Napa Valley",
    grapes: ["Chardonnay"],
    color: "white",
    vintage: 2022,
    priceRange: "40to80",
    price: 45,
    closure: "screwcap",
    alcohol: 14.2,
    table: "",
  }),
  product({
    id: "p09",
    name: "Hazy IPA",
    kind: "Beer",
    exhibitor: "Brauerei Hopfen",
    country: "DE",
    region: "Bayern",
    style: "India Pale Ale",
    vintage: null,
    priceRange: "under10",
    price: 4,
    closure: "crownCap",
    alcohol: 6.5,
    table: "D4",
    characteristics: ["VEGAN"],
  }),
  product({
    id: "p10",
    name: "Alsace Crémant Rosé",
    producer: "Domaine Weinbach",
    country: "FR",
    region: "Alsace",
    grapes: ["Pinot Noir"],
    color: "rose",
    vintage: null,
    priceRange: "10to20",
    price: 18,
    closure: "naturalCork",
    alcohol: 12,
    table: "B1",
  }),
  product({
    id: "p11",
    name: "London Dry Gin",
    kind: "Spirit",
    exhibitor: "Spirits & Co",
    country: "GB",
    region: "England",
    style: "Gin",
    vintage: null,
    medals: ["doubleGold"],
    priceRange: "20to40",
    price: 30,
    closure: "syntheticCork",
    alcohol: 43,
    table: "E7",
  }),
  product({
    id: "p12",
    name: "Côte-Rôtie La Landonne",
    producer: "E. Guigal",
    country: "FR",
    region: "Rhône",
    subregion: "Côte-Rôtie",
    grapes: ["Syrah", "Viognier"],
    color: "red",
    vintage: 2017,
    priceRange: "over80",
    price: null,
    closure: "naturalCork",
    alcohol: 13.5,
    table: "A10",
  }),
];

export function exhibitor(input: Partial<ExhibitorCard> & { id: string; name: string }): ExhibitorCard {
  return {
    slug: input.id,
    brandName: "",
    country: "FR",
    logo: null,
    tableNumber: "",
    sortNumber: null,
    offering: [],
    hasDistribution: [],
    seekingDistribution: [],
    productCount: 0,
    ...input,
  };
}

export const EXHIBITORS: ExhibitorCard[] = [
  exhibitor({
    id: "e1",
    name: "Weinhandel Schmidt",
    brandName: "Schmidt Weine",
    country: "DE",
    tableNumber: "A10",
    offering: ["inPerson", "onlineShop"],
    hasDistribution: ["DE", "AT"],
    seekingDistribution: ["US"],
    productCount: 8,
  }),
  exhibitor({
    id: "e2",
    name: "Vini Italiani",
    brandName: "Italvini",
    country: "IT",
    tableNumber: "C12",
    offering: ["inPerson"],
    hasDistribution: ["IT"],
    seekingDistribution: ["DE", "US"],
    productCount: 1,
  }),
  exhibitor({
    id: "e3",
    name: "American Wines Ltd",
    country: "US",
    tableNumber: "",
    offering: ["virtualTastings"],
    seekingDistribution: ["DE"],
    productCount: 1,
  }),
  exhibitor({
    id: "e4",
    name: "Brauerei Hopfen",
    brandName: "Hopfenglück",
    country: "DE",
    tableNumber: "A2",
    offering: ["onlineShop"],
    hasDistribution: ["DE"],
    productCount: 1,
  }),
  exhibitor({ id: "e5", name: "Spirits & Co", country: "GB", tableNumber: "E7", offering: [], productCount: 1 }),
];
