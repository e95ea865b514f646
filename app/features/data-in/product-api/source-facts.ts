import type { SourceExhibitorFacts } from "~/features/catalogue/exhibitor-facts.server";
import type { ProductFacts } from "~/features/catalogue/product-facts.server";
import { readSensoryProfile } from "~/features/catalogue/sensory";
import { isOffering, isStatus } from "~/features/catalogue/vocabulary";
import type { ApiExhibitor, ApiProduct } from "./source-operations";

// The facts of an exhibitor or a product as the catalogue keeps them, from
// what the API answered; what it does not have is empty.

export const text = (value: string | null | undefined) => value?.trim() ?? "";
const strings = (value: string[] | null | undefined) => (value ?? []).filter((item) => item.trim());

/** The exhibitor's facts as the catalogue keeps them. */
export function exhibitorFacts(e: ApiExhibitor): SourceExhibitorFacts {
  return {
    website: text(e.website),
    founded: e.founded ?? null,
    languagesSpoken: strings(e.languagesSpoken),
    countries: strings(e.countries),
    offering: (e.offering ?? []).filter(isOffering),
    openingHours: e.openingHours ?? [],
    locations: e.locations ?? [],
    distribution: (e.distribution ?? []).filter((d) => isStatus(d.status)),
  };
}

/** The product's facts as the catalogue keeps them; what the API does not have is empty. */
export function sourceFacts(p: ApiProduct, soilNames: Map<number, Record<string, string>> | undefined): ProductFacts {
  return {
    designation: text(p.designation),
    color: text(p.color),
    alcohol: p.alcohol ?? null,
    residualSugar: p.residualSugar ?? null,
    totalAcidity: p.totalAcidity ?? null,
    ph: p.ph ?? null,
    bottleSize: p.bottleSize ?? null,
    closure: text(p.closure),
    monthsInBottle: p.monthsInBottle ?? null,
    eanBottle: text(p.eanBottle),
    eanCase: text(p.eanCase),
    gtin: text(p.gtin),
    bottlesPerCase: p.bottlesPerCase ?? null,
    isVegan: p.isVegan === true,
    isVegetarian: p.isVegetarian === true,
    isCertifiedOrganic: p.isCertifiedOrganic === true,
    isBiodynamic: p.isBiodynamic === true,
    finingAgents: strings(p.finingAgents),
    characteristics: strings(p.characteristics),
    vineyard: text(p.vineyard),
    vineDensity: p.vineDensity ?? null,
    yield: p.yield ?? null,
    vineyardAge: p.vineyardAge ?? null,
    vineyardElevation: p.vineyardElevation ?? null,
    classifications: strings(p.classifications),
    certifications: strings(p.certifications),
    malolacticFermentation: text(p.malolacticFermentation),
    wholeClusterFermentation: p.wholeClusterFermentation === true,
    spiritType: text(p.spiritType),
    beerStyle: text(p.beerStyle),
    sensory: readSensoryProfile(JSON.stringify(p.sensory ?? {})),
    grapeVarieties: (p.grapeVarieties ?? []).filter((g) => g.varietyName.trim()),
    awards: (p.awards ?? []).filter((a) => a.award.trim()),
    soilTypes: (p.soilTypes ?? [])
      .map((s, position) => ({ soilType: s.soilType, names: soilNames?.get(position) ?? {}, percentage: s.percentage }))
      .filter((s) => s.soilType.trim()),
  };
}
