import type { WineRegion } from "./data/wine-region-types";
import type { FermentationType, Oak, Vessel } from "./data/winemaking";
import type { Random } from "./random";
import type { WineAgeing } from "./text/maturation-texts";
import type { WineChoice } from "./wine-choice";

/** What the cellar did: the texts and the product's columns tell the same story. */
export interface Cellar {
  oak: Oak;
  vessel: Vessel;
  fermentation: FermentationType;
  months: number;
  newOak: number;
  lees: number;
  malolactic: string;
  wholeCluster: boolean;
  monthsInBottle: number;
}

export const AGEING: Record<Oak, WineAgeing> = {
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

/** Oak where the style has it, the vessel and fermentation of the colour and the place, then the ageing. */
export function chooseCellar(r: Random, wine: WineChoice, region: WineRegion): Cellar {
  const { color, sparkling, grapes } = wine;
  const oak = oakFor(r, wine, region.country);
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
    ? wine.appellation.name === "Prosecco"
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
  const malolactic =
    color === "red" || color === "orange"
      ? "full"
      : color === "rose"
        ? "none"
        : /Chardonnay|Chenin|Viognier/.test(grapes[0])
          ? r.pick(["full", "partial"])
          : sparkling
            ? r.pick(["full", "partial", "none"])
            : "none";
  const wholeCluster =
    fermentation === "carbonic" || (color === "red" && /Pinot|Syrah|Gamay|Grenache/.test(grapes[0]) && r.chance(0.3));
  const monthsInBottle = r.int(wine.tier >= 2 ? 6 : 0, wine.tier >= 2 ? 36 : 12);
  return { oak, vessel, fermentation, months, newOak, lees, malolactic, wholeCluster, monthsInBottle };
}

function oakFor(r: Random, { color, style, tier, grapes }: WineChoice, country: string): Oak {
  const grape = grapes[0];
  if (style === "sparkling" || style === "sparklingRose" || color === "rose")
    return r.chance(0.15) ? "neutral" : "none";
  if (style === "sweet") return r.pick(["light", "medium"]);
  if (color === "orange") return r.pick(["none", "neutral"]);
  if (color === "white")
    return /Chardonnay|Sémillon|Viura|Chenin/.test(grape) && r.chance(0.6) ? r.pick(["light", "medium"]) : "none";
  if (["ES", "US", "AU"].includes(country) && r.chance(0.3)) return "american";
  return tier >= 2 ? r.pick(["medium", "pronounced", "neutral"]) : r.pick(["none", "neutral", "light", "medium"]);
}
