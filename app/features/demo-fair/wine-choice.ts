import { type Appellation, COLOR_LETTERS, type WineColor, type WineRegion } from "./data/wine-region-types";
import { percentages } from "./product-common";
import type { Random } from "./random";
import type { Body, WineStyle } from "./text/words";

/** What a wine is before its facts: its appellation, colour and style, grapes, vintage and body. */
export interface WineChoice {
  appellation: Appellation;
  color: WineColor;
  sparkling: boolean;
  style: WineStyle;
  /** 0..3: the appellation's standing, for yields, ageing and price. */
  tier: number;
  grapes: string[];
  grapeShares: number[];
  classification: string | null;
  vintage: number | null;
  body: Body;
}

/** A wine of one of the source's appellations, in one of its colours, from the grapes it allows. */
export function chooseWine(r: Random, appellations: readonly Appellation[], region: WineRegion): WineChoice {
  const appellation = r.pick(appellations);
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
  const vintage = sparkling && r.chance(0.45) ? null : vintageYear(r, tier);
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
  return { appellation, color, sparkling, style, tier, grapes, grapeShares, classification, vintage, body };
}

function vintageYear(r: Random, tier: number): number {
  const back = Math.floor(Math.abs(r.normal(0, tier >= 2 ? 6 : 3)));
  return Math.max(1995, 2024 - back - (tier >= 2 ? 2 : 0));
}
