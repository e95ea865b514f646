import { BEER_REGIONS, type BeerRegion, type BeerStyle, beerStyle } from "./data/beer";
import { CIDER_STYLES, type CiderStyle } from "./data/ciders";
import { SPIRIT_TYPES, type SpiritExpression, type SpiritType } from "./data/spirits";
import type { Appellation, WineRegion } from "./data/wine-region-types";
import { EUROPE_WINE_REGIONS } from "./data/wine-regions-europe";
import { WORLD_WINE_REGIONS } from "./data/wine-regions-world";
import type { Random } from "./random";

// What a producing company makes and where: the region, its appellations or
// styles, and the city it is based in. Products inherit all of it, so a
// producer's country, region and products always agree.

export type MakerKind = "Wine" | "Beer" | "Spirit" | "Cider";

export const WINE_REGIONS: WineRegion[] = [...EUROPE_WINE_REGIONS, ...WORLD_WINE_REGIONS];

export type Origin =
  | { kind: "Wine"; country: string; region: string; hub: string; wine: WineRegion; appellations: Appellation[] }
  | { kind: "Beer"; country: string; region: string; hub: string; beer: BeerRegion; styles: BeerStyle[] }
  | {
      kind: "Spirit";
      country: string;
      region: string;
      hub: string;
      spirit: SpiritType;
      expressions: SpiritExpression[];
    }
  | { kind: "Cider"; country: string; region: string; hub: string; styles: CiderStyle[] };

const weighted = <T extends { weight: number }>(items: readonly T[]) =>
  items.map((item) => [item, item.weight] as const);
const WINE_WEIGHTS = weighted(WINE_REGIONS);
const BEER_WEIGHTS = weighted(BEER_REGIONS);
const SPIRIT_WEIGHTS = weighted(SPIRIT_TYPES);
const CIDER_WEIGHTS = weighted(CIDER_STYLES);

export function pickOrigin(random: Random, kind: MakerKind): Origin {
  switch (kind) {
    case "Wine": {
      const wine = random.weighted(WINE_WEIGHTS);
      const appellations = random.sample(wine.appellations, random.int(1, Math.min(3, wine.appellations.length)));
      return { kind, country: wine.country, region: wine.name, hub: wine.hub, wine, appellations };
    }
    case "Beer": {
      const beer = random.weighted(BEER_WEIGHTS);
      const styles = random.sample(beer.styles, random.int(2, Math.min(4, beer.styles.length))).map(beerStyle);
      return { kind, country: beer.country, region: beer.name, hub: beer.hub, beer, styles };
    }
    case "Spirit": {
      const spirit = random.weighted(SPIRIT_WEIGHTS);
      const expressions = random.sample(spirit.expressions, random.int(1, Math.min(3, spirit.expressions.length)));
      return { kind, country: spirit.country, region: spirit.region, hub: spirit.hub, spirit, expressions };
    }
    case "Cider": {
      const first = random.weighted(CIDER_WEIGHTS);
      const siblings = CIDER_STYLES.filter((style) => style.region === first.region && style !== first);
      const styles = [first, ...random.sample(siblings, random.int(0, Math.min(2, siblings.length)))];
      return { kind, country: first.country, region: first.region, hub: first.hub, styles };
    }
  }
}

/** Grapes, styles, spirit types or fruit the company is known for, for its description. */
export function specialties(origin: Origin): string[] {
  switch (origin.kind) {
    case "Wine": {
      const grapes = new Set<string>();
      for (const appellation of origin.appellations) {
        if (/[rp]/.test(appellation.colors)) grapes.add((appellation.red ?? origin.wine.red)[0]);
        if (/[wo]/.test(appellation.colors)) grapes.add((appellation.white ?? origin.wine.white)[0]);
      }
      return [...grapes].slice(0, 3);
    }
    case "Beer":
      return origin.styles.slice(0, 3).map((style) => style.name);
    case "Spirit":
      return [origin.spirit.type];
    case "Cider":
      return origin.styles[0].fruit.slice(0, 3);
  }
}
