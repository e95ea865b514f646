import {
  countryName,
  formatList,
  formatMeasure,
  formatNumber,
  formatPrice,
  type MeasureUnit,
  placeName,
  termName,
} from "~/lib/format";
import type { Locale } from "~/lib/locales";
import type { Product } from "../types";

// The product page's data tables, as rows of a field and its formatted value. Only
// fields the product has become rows, so a sparse product shows no holes.
// Pure (the translation function is passed in), hence unit-tested. Called by
// the product route's loader, so this code and the formatting it calls stay
// out of the browser's bundle (docs/benchmarks.md, first-load JavaScript).

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface Fact {
  /** The field name, as in catalogue:fields: the page labels it from the messages it has anyway. */
  field: string;
  value: string;
  /** Prose (a paragraph or more) rather than a short value. */
  long?: boolean;
}

export interface ProductFacts {
  /** Where and for how much the fair offers it. */
  trade: Fact[];
  overview: Fact[];
  analysis: Fact[];
  vineyard: Fact[];
  cellar: Fact[];
  packaging: Fact[];
}

// The product's fields only the tables show: the page receives them formatted, not twice.
const FACT_ONLY_FIELDS = [
  "subregion",
  "designation",
  "apparentColor",
  "alcohol",
  "residualSugar",
  "totalAcidity",
  "ph",
  "bottleSize",
  "closure",
  "bottling",
  "maturation",
  "monthsInBottle",
  "eanBottle",
  "eanCase",
  "gtin",
  "bottlesPerCase",
  "finingAgents",
  "vineyard",
  "vineyardInformation",
  "training",
  "vineDensity",
  "yield",
  "vineyardAge",
  "vineyardElevation",
  "soilType",
  "vinification",
  "viticulture",
  "pruning",
  "harvestNotes",
  "fermentation",
  "spiritType",
  "beerStyle",
] as const satisfies readonly (keyof Product)[];

/** A product as its page shows it beside its facts. */
export type ShownProduct = Omit<Product, (typeof FACT_ONLY_FIELDS)[number]>;

/** The product without the fields its facts hold. */
export function withoutFactFields(product: Product): ShownProduct {
  const shown: Partial<Product> = { ...product };
  for (const field of FACT_ONLY_FIELDS) delete shown[field];
  return shown as ShownProduct;
}

export function productFacts(product: Product, locale: Locale, t: Translate, fallbackCurrency: string): ProductFacts {
  const rows = (entries: [field: string, value: string | null, long?: boolean][]): Fact[] =>
    entries
      .filter((entry): entry is [string, string, boolean | undefined] => entry[1] !== null && entry[1].trim() !== "")
      .map(([field, value, long]) => ({ field, value, ...(long ? { long } : {}) }));
  const measure = (value: number | null, unit: MeasureUnit) =>
    value === null ? null : formatMeasure(locale, value, unit);
  const number = (value: number | null, options?: Intl.NumberFormatOptions) =>
    value === null ? null : formatNumber(locale, value, options);
  // A value outside the vocabulary (an import may bring one) is shown as written.
  const vocab = (group: string, value: string) =>
    value ? t(`catalogue:vocab.${group}.${value}`, { defaultValue: value }) : null;
  const fermentation = product.fermentation;

  return {
    trade: rows([
      ["tableNumber", product.tableNumber],
      [
        "price",
        product.price === null ? null : formatPrice(locale, product.price, product.currency || fallbackCurrency),
      ],
      ["priceRange", vocab("priceRange", product.priceRange)],
    ]),
    overview: rows([
      ["kind", vocab("kind", product.kind)],
      ["vintage", product.vintage === null ? null : String(product.vintage)],
      ["color", vocab("color", product.color)],
      ["apparentColor", product.apparentColor],
      ["country", product.country ? countryName(locale, product.country) : null],
      ["region", product.region ? placeName(locale, product.region) : null],
      ["subregion", product.subregion ? placeName(locale, product.subregion) : null],
      ["designation", product.designation],
      ["spiritType", product.spiritType],
      ["beerStyle", product.beerStyle],
    ]),
    analysis: rows([
      ["alcohol", measure(product.alcohol, "percentVol")],
      ["residualSugar", measure(product.residualSugar, "gramsPerLitre")],
      ["totalAcidity", measure(product.totalAcidity, "gramsPerLitre")],
      ["ph", number(product.ph, { maximumFractionDigits: 2 })],
    ]),
    vineyard: rows([
      ["vineyard", product.vineyard],
      ["vineyardInformation", product.vineyardInformation, true],
      ["training", product.training],
      ["vineDensity", measure(product.vineDensity, "vinesPerHectare")],
      ["yield", measure(product.yield, "hectolitresPerHectare")],
      ["vineyardAge", measure(product.vineyardAge, "years")],
      ["vineyardElevation", measure(product.vineyardElevation, "metres")],
      ["soilType", product.soilType],
      ["viticulture", product.viticulture, true],
      ["pruning", product.pruning, true],
      ["harvestNotes", product.harvestNotes, true],
    ]),
    cellar: rows([
      ["vinification", product.vinification, true],
      ["fermentationType", fermentation.type],
      ["fermentationVessel", fermentation.vesselType],
      ["malolactic", vocab("malolactic", fermentation.malolactic)],
      // Stored as a flag that defaults to false: only "yes" is information.
      ["wholeCluster", fermentation.wholeCluster ? t("detail:yes") : null],
      ["oakInfluence", fermentation.oakInfluence],
      ["maturation", product.maturation],
      ["monthsInBottle", measure(product.monthsInBottle, "months")],
      ["bottling", product.bottling],
      [
        "finingAgents",
        product.finingAgents.length
          ? formatList(
              locale,
              product.finingAgents.map((agent) => termName(locale, agent)),
            )
          : null,
      ],
    ]),
    packaging: rows([
      ["bottleSize", measure(product.bottleSize, "millilitres")],
      ["closure", vocab("closure", product.closure)],
      ["bottlesPerCase", number(product.bottlesPerCase)],
      ["eanBottle", product.eanBottle],
      ["eanCase", product.eanCase],
      ["gtin", product.gtin],
    ]),
  };
}
