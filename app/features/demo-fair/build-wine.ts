import type { SensoryProfile } from "~/features/catalogue/vocabulary";
import { wineBottle } from "./bottles";
import type { BuildContext } from "./build-context";
import { COLOR_LETTERS, type WineColor, type WineRegion } from "./data/wine-region-types";
import {
  APPARENT_COLORS,
  BOTTLINGS,
  FERMENTATION_TYPES,
  type FermentationType,
  OAK,
  type Oak,
  TRAINING_BY_COUNTRY,
  VESSELS,
  type Vessel,
  VINEYARDS,
} from "./data/winemaking";
import { ean13, gtin14 } from "./ean";
import type { Source } from "./generate-companies";
import { applyDiet, type BuiltProduct, blankProduct, diet, json, labelAlcohol, percentages } from "./product-common";
import { hash32, type Random } from "./random";
import { term } from "./text/glossary";
import { onLees, type WineAgeing, wineMaturation } from "./text/maturation-texts";
import {
  ASPECT_LIST,
  harvestNotes,
  pruning,
  type VintageCharacter,
  vineyardInformation,
  vinification,
  viticulture,
} from "./text/wine-notes";
import { wineDescription, wineFoodPairing } from "./text/wine-texts";
import type { Body, Localized, WineStyle } from "./text/words";
import { wineName } from "./wine-names";

// A wine whose facts agree with each other: grapes of its appellation,
// alcohol and acidity of its climate, tannins only for reds, oak in the
// cellar notes and in the sensory profile alike.

const SOUTH = new Set(["AR", "CL", "ZA", "AU", "NZ"]);
const CHARACTERS: VintageCharacter[] = ["warm", "cool", "balanced", "challenging"];

function vintageYear(ctx: BuildContext, tier: number): number {
  const back = Math.floor(Math.abs(ctx.random.normal(0, tier >= 2 ? 6 : 3)));
  return Math.max(1995, 2024 - back - (tier >= 2 ? 2 : 0));
}

function oakFor(
  ctx: BuildContext,
  color: WineColor,
  style: WineStyle,
  tier: number,
  grape: string,
  country: string,
): Oak {
  const r = ctx.random;
  if (style === "sparkling" || style === "sparklingRose" || color === "rose")
    return r.chance(0.15) ? "neutral" : "none";
  if (style === "sweet") return r.pick(["light", "medium"]);
  if (color === "orange") return r.pick(["none", "neutral"]);
  if (color === "white")
    return /Chardonnay|Sémillon|Viura|Chenin/.test(grape) && r.chance(0.6) ? r.pick(["light", "medium"]) : "none";
  if (["ES", "US", "AU"].includes(country) && r.chance(0.3)) return "american";
  return tier >= 2 ? r.pick(["medium", "pronounced", "neutral"]) : r.pick(["none", "neutral", "light", "medium"]);
}

/** A vineyard plot of a producer: every wine from it shares its facts (and its texts). */
interface Plot {
  name: string;
  training: string;
  density: number;
  age: number;
  elevation: number;
  soils: [string, number][];
  information: Localized;
}

const PLOTS = new WeakMap<Source, Plot[]>();

function plotsOf(r: Random, source: Source, region: WineRegion): Plot[] {
  let plots = PLOTS.get(source);
  if (!plots) {
    const names = r.sample(VINEYARDS[region.country] ?? VINEYARDS.NEW, r.int(1, 3));
    const trainings = (TRAINING_BY_COUNTRY[region.country] ?? TRAINING_BY_COUNTRY.NEW).filter(
      (t) => t !== "Single pole (Mosel)",
    );
    const oldWorld = region.country in TRAINING_BY_COUNTRY;
    plots = names.map((name) => {
      const soils = r.sample(region.soils, r.int(1, Math.min(3, region.soils.length)));
      const shares = percentages(r, soils.length, 50);
      const elevation = Math.round(r.int(region.elevation[0], region.elevation[1]) / 5) * 5;
      const age = Math.round(r.normal(32, 15, 5, 100));
      return {
        name,
        training: region.name === "Mosel" ? "Single pole (Mosel)" : r.pick(trainings),
        density: Math.round((oldWorld ? r.float(4500, 10000) : r.float(3000, 5500)) / 100) * 100,
        age,
        elevation,
        soils: soils.map((soil, i) => [soil, shares[i]] as [string, number]),
        information: vineyardInformation(name, Math.round(elevation / 10) * 10, r.pick(ASPECT_LIST), age),
      };
    });
    PLOTS.set(source, plots);
  }
  return plots;
}

const AGEING: Record<Oak, WineAgeing> = {
  none: "steel",
  neutral: "neutral",
  light: "older",
  medium: "barriques",
  pronounced: "new",
  american: "american",
};
const MONTHS: Record<Oak, [number, number]> = {
  none: [3, 8],
  neutral: [12, 30],
  light: [9, 18],
  medium: [12, 24],
  pronounced: [18, 30],
  american: [12, 24],
};

export function buildWine(ctx: BuildContext): BuiltProduct {
  const { random: r, source } = ctx;
  if (source.origin.kind !== "Wine") throw new Error("not a wine source");
  const region = source.origin.wine;
  const appellation = r.pick(source.origin.appellations);
  const color = COLOR_LETTERS[appellation.colors.charAt(r.int(0, appellation.colors.length - 1))];
  const sparkling = Boolean(appellation.sparkling);
  const style: WineStyle = sparkling
    ? color === "rose"
      ? "sparklingRose"
      : "sparkling"
    : appellation.sweet && color === "white"
      ? "sweet"
      : color;
  const tier = appellation.tier ?? 1;

  const pool =
    (color === "red" || color === "rose") && !sparkling
      ? (appellation.red ?? region.red)
      : (appellation.white ?? region.white);
  const blend = pool.length > 1 && r.chance(appellation.blend ?? region.blend);
  const count = blend ? r.int(2, Math.min(4, pool.length)) : 1;
  const first = r.chance(0.7) ? pool[0] : r.pick(pool);
  const grapes = [
    first,
    ...r.sample(
      pool.filter((g) => g !== first),
      count - 1,
    ),
  ];
  const grapeShares = percentages(r, grapes.length, 40);

  const classification = appellation.classifications && r.chance(0.35) ? r.pick(appellation.classifications) : null;
  const vintage = sparkling && r.chance(0.45) ? null : vintageYear(ctx, tier);
  const bodies: Body[] =
    color === "red"
      ? tier >= 2
        ? ["full", "complex"]
        : ["light", "moderate", "full"]
      : style === "sweet"
        ? ["full", "complex"]
        : sparkling
          ? ["light", "moderate"]
          : ["light", "moderate", "full"];
  const body = r.pick(bodies);

  const row = blankProduct(ctx.id, source.exhibitor.id, source.producerId, "Wine", ctx.createdAt);
  row.name = wineName(r, {
    brand: source.producer?.brand ?? source.exhibitor.brand,
    country: region.country,
    region: region.name,
    appellation,
    style,
    grapes,
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
      : r.pick(APPARENT_COLORS[style === "sweet" ? "sweet" : color]);
  row.classifications = json(classification ? [classification] : []);

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

  const d = diet(r, source.organic, region.country, true);
  applyDiet(row, d);
  const farming = d.biodynamic ? "biodynamic" : d.organic ? "organic" : d.sustainable ? "sustainable" : "conventional";

  const plot = r.pick(plotsOf(r, source, region));
  row.vineyard = plot.name;
  row.vine_density = plot.density;
  const [yMin, yMax] = sparkling
    ? [55, 80]
    : style === "sweet"
      ? [25, 35]
      : [
          [55, 80],
          [45, 65],
          [35, 50],
          [25, 40],
        ][tier];
  row.yield = r.int(yMin, yMax);
  row.vineyard_age = plot.age;
  row.vineyard_elevation = plot.elevation;

  const oak = oakFor(ctx, color, style, tier, grapes[0], region.country);
  const vessel: Vessel =
    region.country === "GE" && color !== "red" && r.chance(0.7)
      ? "qvevri"
      : color === "orange"
        ? r.pick(["amphora", "oakVats", "qvevri"])
        : color === "red"
          ? r.pick(["oakVats", "concrete", "steel"])
          : oak === "light" || oak === "medium"
            ? "barrels"
            : r.pick(["steel", "steel", "concrete"]);
  const fermentation: FermentationType = sparkling
    ? appellation.name === "Prosecco"
      ? "tank"
      : "traditional"
    : color === "orange"
      ? "skin"
      : region.name === "Beaujolais" && r.chance(0.6)
        ? "carbonic"
        : r.chance(0.45)
          ? "wild"
          : "cultured";
  const months = r.int(...MONTHS[oak]);
  const newOak = 5 * r.int(4, 10);
  const lees = fermentation === "skin" ? r.int(2, 12) : r.int(12, 60);
  row.malolactic_fermentation =
    color === "red" || color === "orange"
      ? "full"
      : color === "rose"
        ? "none"
        : /Chardonnay|Chenin|Viognier/.test(grapes[0])
          ? r.pick(["full", "partial"])
          : sparkling
            ? r.pick(["full", "partial", "none"])
            : "none";
  row.whole_cluster_fermentation =
    fermentation === "carbonic" || (color === "red" && /Pinot|Syrah|Gamay|Grenache/.test(grapes[0]) && r.chance(0.3));
  row.months_in_bottle = r.int(tier >= 2 ? 6 : 0, tier >= 2 ? 36 : 12);

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
  row.sensory = json(sensory);

  const southern = SOUTH.has(region.country);
  const character = CHARACTERS[hash32(`${vintage}|${region.name}`) % 4];
  const month = southern
    ? character === "warm"
      ? 2
      : character === "cool"
        ? 4
        : 3
    : character === "warm"
      ? climate === "warm"
        ? 8
        : 9
      : character === "cool" || character === "challenging"
        ? 10
        : 9;
  const variant = r.int(0, 59);
  const bottle = wineBottle(r, style, grapes[0], region.country);
  return {
    row,
    tier,
    bottle,
    grapes: grapes.map((g, i) => [g, grapeShares[i]]),
    soils: plot.soils,
    texts: {
      description: wineDescription(
        { name: row.name, style, body, denomination: appellation.name, region: region.name, grapes },
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
      viticulture: viticulture(farming),
      pruning: pruning(plot.training),
      food_pairing: wineFoodPairing(style, variant),
      harvest_notes: vintage ? harvestNotes(vintage, character, month, r.int(0, 2) as 0 | 1 | 2) : undefined,
      apparent_color: term(apparentColor),
      bottling: term(bottling),
      training: term(plot.training),
      soil_type: term(plot.soils[0][0]),
      fermentation_type: term(FERMENTATION_TYPES[fermentation]),
      fermentation_vessel: term(VESSELS[vessel]),
      oak_influence: term(OAK[oak]),
      maturation: sparkling ? onLees(lees) : wineMaturation(AGEING[oak], months, newOak),
    },
  };
}
