import { ALCOHOL_BUCKETS } from "~/features/search/alcohol-buckets";
import { countryName, formatNumber, placeName } from "~/lib/format";
import type { TFunction } from "~/lib/i18n";
import type { Locale } from "~/lib/locales";

// What a facet and its values are called on screen. Facet ids are the URL
// names of app/features/search/query.ts; the vocabulary labels live in
// catalogue.json (vocab.*, fields.*), so cards, detail pages and filters agree.

const FACET_TITLE_KEYS: Record<string, string> = {
  kind: "catalogue:fields.kind",
  country: "catalogue:fields.country",
  region: "catalogue:fields.region",
  grape: "catalogue:fields.grapeVarieties",
  color: "catalogue:fields.color",
  vintage: "catalogue:fields.vintage",
  characteristic: "catalogue:fields.characteristics",
  medal: "catalogue:fields.awards",
  price: "catalogue:fields.priceRange",
  closure: "catalogue:fields.closure",
  alcohol: "catalogue:fields.alcohol",
  offering: "catalogue:fields.offering",
  hasDistribution: "search:facets.hasDistribution",
  seekingDistribution: "search:facets.seekingDistribution",
};

const VOCABULARY_KEYS: Record<string, string> = {
  kind: "catalogue:vocab.kind",
  color: "catalogue:vocab.color",
  characteristic: "catalogue:vocab.characteristic",
  medal: "catalogue:vocab.medal",
  price: "catalogue:vocab.priceRange",
  closure: "catalogue:vocab.closure",
  offering: "catalogue:vocab.offering",
};

const COUNTRY_FACETS = new Set(["country", "hasDistribution", "seekingDistribution"]);

export function facetTitle(t: TFunction, facet: string): string {
  const key = FACET_TITLE_KEYS[facet];
  return key ? t(key) : facet;
}

function alcoholLabel(t: TFunction, locale: Locale, value: string): string {
  const bucket = ALCOHOL_BUCKETS.find((b) => b.id === value);
  if (!bucket) return value;
  const n = (x: number) => formatNumber(locale, x);
  if (bucket.min === 0) return t("search:alcohol.under", { max: n(bucket.max) });
  if (bucket.max === Infinity) return t("search:alcohol.over", { min: n(bucket.min) });
  return t("search:alcohol.between", { min: n(bucket.min), max: n(bucket.max) });
}

/** A facet value as a visitor reads it; an unknown vocabulary value is shown as stored. */
export function facetValueLabel(t: TFunction, locale: Locale, facet: string, value: string): string {
  if (COUNTRY_FACETS.has(facet)) return countryName(locale, value);
  if (facet === "region") return placeName(locale, value);
  if (facet === "alcohol") return alcoholLabel(t, locale, value);
  const vocabulary = VOCABULARY_KEYS[facet];
  if (vocabulary) return t(`${vocabulary}.${value}`, { defaultValue: value });
  return value;
}
