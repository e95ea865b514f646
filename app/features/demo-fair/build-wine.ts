import type { SensoryProfile } from "~/features/catalogue/vocabulary";
import { wineBottle } from "./bottles";
import type { BuildContext } from "./build-context";
import type { WineRegion } from "./data/wine-region-types";
import { APPARENT_COLORS, BOTTLINGS, FERMENTATION_TYPES, OAK, VESSELS } from "./data/winemaking";
import { ean13, gtin14 } from "./ean";
import {
  applyDiet,
  type BuiltProduct,
  blankProduct,
  diet,
  json,
  labelAlcohol,
  type ProductRow,
  type ProductTexts,
} from "./product-common";
import { hash32, type Random } from "./random";
import { term } from "./text/glossary";
import { onLees, wineMaturation } from "./text/maturation-texts";
import { harvestNotes, pruning, type VintageCharacter, vinification, viticulture } from "./text/wine-notes";
import { wineDescription, wineFoodPairing } from "./text/wine-texts";
import type { Localized } from "./text/words";
import { AGEING, type Cellar, chooseCellar } from "./wine-cellar";
import { chooseWine, type WineChoice } from "./wine-choice";
import { wineName } from "./wine-names";
import { harvestMonth, type Plot, plotsOf, yieldRange } from "./wine-vineyard";

// A wine whose facts agree with each other: grapes of its appellation,
// alcohol and acidity of its climate, tannins only for reds, oak in the
// cellar notes and in the sensory profile alike. Every step draws from the
// product's one random stream in a fixed order: the same seed gives the
// same fair.

const CHARACTERS: VintageCharacter[] = ["warm", "cool", "balanced", "challenging"];

export function buildWine(ctx: BuildContext): BuiltProduct {
  const { random: r, source } = ctx;
  if (source.origin.kind !== "Wine") throw new Error("not a wine source");
  const region = source.origin.wine;
  const wine = chooseWine(r, source.origin.appellations, region);
  const { appellation, color, vintage, classification } = wine;

  const row = blankProduct(ctx.id, source.exhibitor.id, source.producerId, "Wine", ctx.createdAt);
  row.name = wineName(r, {
    brand: source.producer?.brand ?? source.exhibitor.brand,
    country: region.country,
    region: region.name,
    appellation,
    style: wine.style,
    grapes: wine.grapes,
    classification,
  });
  row.vintage = vintage;
  row.country = region.country;
  row.region = region.name;
  row.subregion = appellation.name === region.name ? "" : appellation.name;
  row.designation = appellation.designation;
  row.color = color;
  const apparentColor =
    color === "red" && vintage && vintage < 2012
      ? r.pick(["garnet", "brick red"])
      : r.pick(APPARENT_COLORS[wine.style === "sweet" ? "sweet" : color]);
  row.classifications = json(classification ? [classification] : []);
  setAnalysis(r, row, wine, region);
  const bottling = setPackaging(ctx, row, wine, region);

  const d = diet(r, source.organic, region.country, true);
  applyDiet(row, d);
  const farming = d.biodynamic ? "biodynamic" : d.organic ? "organic" : d.sustainable ? "sustainable" : "conventional";

  const plot = r.pick(plotsOf(r, source, region));
  row.vineyard = plot.name;
  row.vine_density = plot.density;
  row.yield = r.int(...yieldRange(wine));
  row.vineyard_age = plot.age;
  row.vineyard_elevation = plot.elevation;

  const cellar = chooseCellar(r, wine, region);
  row.malolactic_fermentation = cellar.malolactic;
  row.whole_cluster_fermentation = cellar.wholeCluster;
  row.months_in_bottle = cellar.monthsInBottle;
  row.sensory = json(wineSensory(r, wine, cellar, region));

  const variant = r.int(0, 59);
  const bottle = wineBottle(r, wine.style, wine.grapes[0], region.country);
  return {
    row,
    tier: wine.tier,
    bottle,
    grapes: wine.grapes.map((g, i) => [g, wine.grapeShares[i]]),
    soils: plot.soils,
    texts: wineTexts(ctx, {
      name: row.name,
      wine,
      region,
      cellar,
      plot,
      farming,
      variant,
      apparentColor,
      bottling,
    }),
  };
}

/** Alcohol, sugar and acidity of the style and the region's climate; the pH follows the acidity. */
function setAnalysis(
  r: Random,
  row: ProductRow,
  { style, sparkling, color, classification }: WineChoice,
  region: WineRegion,
) {
  const climate = region.climate;
  const base =
    style === "sweet"
      ? r.float(11, 14)
      : sparkling
        ? r.float(11.5, 12.8)
        : climate === "cool"
          ? r.float(11.5, 13.2)
          : climate === "moderate"
            ? r.float(12.5, 14.2)
            : r.float(13.5, 15.5);
  row.alcohol = labelAlcohol(r, color === "white" && !sparkling ? base - 0.3 : base, 11, 15.5);
  row.residual_sugar =
    style === "sweet"
      ? r.float(90, 220, 0)
      : sparkling
        ? r.float(1, 11, 1)
        : classification && /Spätlese|Auslese|Kabinett/.test(classification)
          ? r.float(8, 45, 1)
          : r.float(0.5, 4, 1);
  const acidity = climate === "cool" ? r.float(6.3, 8) : climate === "moderate" ? r.float(5.3, 7) : r.float(4.5, 6.2);
  row.total_acidity = Math.round(acidity * 10) / 10;
  row.ph =
    Math.round(Math.min(3.9, Math.max(3.0, 3.0 + ((8 - acidity) / 3.5) * 0.8 + r.float(-0.08, 0.08))) * 100) / 100;
}

/** Bottle size, closure, case and barcodes; returns how it was bottled, for the texts. */
function setPackaging(ctx: BuildContext, row: ProductRow, { style, sparkling, tier }: WineChoice, region: WineRegion) {
  const { random: r, source } = ctx;
  row.bottle_size =
    style === "sweet"
      ? r.weighted([
          [375, 6],
          [500, 2],
          [750, 2],
        ])
      : r.weighted([
          [750, 88],
          [1500, 7],
          [375, 5],
        ]);
  row.closure =
    sparkling || tier >= 2
      ? "naturalCork"
      : ["NZ", "AU"].includes(region.country) && r.chance(0.8)
        ? "screwcap"
        : r.weighted([
            ["naturalCork", 50],
            ["technicalCork", 20],
            ["screwcap", 20],
            ["syntheticCork", 7],
            ["glassStopper", 3],
          ]);
  const bottling = r.pick(BOTTLINGS);
  row.bottles_per_case = row.bottle_size === 1500 ? 3 : r.pick([6, 6, 12]);
  row.ean_bottle = ean13(source.eanPrefix, ctx.item * 2);
  row.ean_case = ean13(source.eanPrefix, ctx.item * 2 + 1);
  row.gtin = gtin14(1, row.ean_bottle);
  return bottling;
}

/** The tasting profile: wood as the oak was, acidity as the climate, tannins only for reds. */
function wineSensory(r: Random, { color, sparkling, tier, body }: WineChoice, { oak }: Cellar, region: WineRegion) {
  const climate = region.climate;
  const sensory: SensoryProfile = {
    appearanceIntensity:
      color === "red"
        ? r.pick(["medium", "deep"])
        : color === "orange"
          ? r.pick(["medium", "deep"])
          : r.pick(["pale", "medium"]),
    aromaIntensity: r.pick(["restrained", "moderate", "intense"]),
    floral: r.pick(["minimal", "restrained", "moderate"]),
    fruit: r.pick(["moderate", "intense"]),
    spice: oak === "none" ? r.pick(["minimal", "restrained"]) : r.pick(["restrained", "moderate"]),
    wood: (
      {
        none: "none",
        neutral: "minimal",
        light: "restrained",
        medium: "moderate",
        pronounced: "intense",
        american: "moderate",
      } as const
    )[oak],
    acidity:
      climate === "cool" || sparkling
        ? "high"
        : climate === "moderate"
          ? r.pick(["medium", "high"])
          : r.pick(["low", "medium"]),
    body,
  };
  if (color === "red")
    sensory.tannins =
      body === "light"
        ? r.pick(["soft", "mild"])
        : tier >= 2
          ? r.pick(["moderate", "intense"])
          : r.pick(["mild", "moderate"]);
  return sensory;
}

interface WineStory {
  name: string;
  wine: WineChoice;
  region: WineRegion;
  cellar: Cellar;
  plot: Plot;
  farming: "biodynamic" | "organic" | "sustainable" | "conventional";
  variant: number;
  apparentColor: string;
  bottling: string;
}

/** The product's texts, telling what its facts say. */
function wineTexts(ctx: BuildContext, story: WineStory): ProductTexts {
  const r = ctx.random;
  const { wine, region, cellar, plot, variant } = story;
  const { style, body, grapes, sparkling, tier, vintage } = wine;
  const character = CHARACTERS[hash32(`${vintage}|${region.name}`) % 4];
  const { oak, fermentation, vessel, months, newOak, lees } = cellar;
  return {
    description: wineDescription(
      { name: story.name, style, body, denomination: wine.appellation.name, region: region.name, grapes },
      variant,
      ctx.texts,
    ),
    vinification: vinification({
      harvest: sparkling || tier >= 1 ? "hand" : r.pick(["hand", "night"]),
      fermentation,
      vessel,
      oak,
      months,
      newOak,
      lees,
    }),
    vineyard_information: plot.information,
    viticulture: viticulture(story.farming),
    pruning: pruning(plot.training),
    food_pairing: wineFoodPairing(style, variant),
    harvest_notes: vintage
      ? harvestNotes(vintage, character, harvestMonth(character, region), r.int(0, 2) as 0 | 1 | 2)
      : undefined,
    apparent_color: term(story.apparentColor),
    bottling: term(story.bottling),
    training: term(plot.training),
    soil_type: term(plot.soils[0][0]),
    fermentation_type: term(FERMENTATION_TYPES[fermentation]),
    fermentation_vessel: term(VESSELS[vessel]),
    oak_influence: term(OAK[oak]),
    maturation: sparkling ? onLees(lees) : wineMaturation(AGEING[oak], months, newOak),
  } satisfies Record<string, Localized | undefined>;
}
