import type { WineRegion } from "./data/wine-region-types";
import { TRAINING_BY_COUNTRY, VINEYARDS } from "./data/winemaking";
import type { Source } from "./generate-companies";
import { percentages } from "./product-common";
import type { Random } from "./random";
import { ASPECT_LIST, type VintageCharacter, vineyardInformation } from "./text/wine-notes";
import type { Localized } from "./text/words";
import type { WineChoice } from "./wine-choice";

/** A vineyard plot of a producer: every wine from it shares its facts (and its texts). */
export interface Plot {
  name: string;
  training: string;
  density: number;
  age: number;
  elevation: number;
  soils: [string, number][];
  information: Localized;
}

const SOUTH = new Set(["AR", "CL", "ZA", "AU", "NZ"]);

const PLOTS = new WeakMap<Source, Plot[]>();

/** The producer's one to three plots, made on first use. */
export function plotsOf(r: Random, source: Source, region: WineRegion): Plot[] {
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

/** Hectolitres per hectare: high for sparkling bases, low for sweet wines and the better appellations. */
export function yieldRange({ sparkling, style, tier }: WineChoice): [number, number] {
  if (sparkling) return [55, 80];
  if (style === "sweet") return [25, 35];
  return (
    [
      [55, 80],
      [45, 65],
      [35, 50],
      [25, 40],
    ] as [number, number][]
  )[tier];
}

/** The harvest month of a vintage's character, in the region's hemisphere. */
export function harvestMonth(character: VintageCharacter, region: Pick<WineRegion, "country" | "climate">): number {
  if (SOUTH.has(region.country)) return character === "warm" ? 2 : character === "cool" ? 4 : 3;
  if (character === "warm") return region.climate === "warm" ? 8 : 9;
  return character === "cool" || character === "challenging" ? 10 : 9;
}
