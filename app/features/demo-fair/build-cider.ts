import type { SensoryProfile } from "~/features/catalogue/vocabulary";
import { beerBottle, ciderBottle, wineBottle } from "./bottles";
import type { BuildContext } from "./build-context";
import { ean13, gtin14 } from "./ean";
import { coreName } from "./names";
import { applyDiet, type BuiltProduct, blankProduct, diet, json, labelAlcohol } from "./product-common";
import {
  ciderDescription,
  ciderFoodPairing,
  ciderMaking,
  GENERIC_PAIRING,
  type GenericKind,
  genericDescription,
} from "./text/cider-texts";
import { term } from "./text/glossary";
import { onLees } from "./text/maturation-texts";

// Ciders and perries, and the generic products (ProductV1): alcohol-free
// wines and beers, grape juice and verjus made by wineries and breweries.

const SUGAR: Record<string, [number, number]> = {
  brut: [5, 15],
  "demi-sec": [25, 45],
  doux: [50, 70],
  dry: [0, 5],
  medium: [15, 30],
};

export function buildCider(ctx: BuildContext): BuiltProduct {
  const { random: r, source } = ctx;
  if (source.origin.kind !== "Cider") throw new Error("not a cider source");
  const style = r.pick(source.origin.styles);
  const row = blankProduct(ctx.id, source.exhibitor.id, source.producerId, "Cider", ctx.createdAt);
  row.name = `${coreName(source.producer?.brand ?? source.exhibitor.brand)} ${style.label}`;
  row.vintage = r.chance(0.3) ? r.int(2019, 2024) : null;
  row.country = style.country;
  row.region = style.region;
  row.subregion = style.subregion;
  row.designation = style.designation;
  const apparentColor = style.perry ? "pale straw" : r.pick(["golden", "hazy gold", "amber"]);
  row.color = apparentColor === "amber" ? "amber" : "";
  row.alcohol = labelAlcohol(r, r.float(style.abv[0], style.abv[1]), 4, 8);
  row.residual_sugar = r.float(...SUGAR[style.sweetness], 1);
  row.total_acidity = r.float(4, 7, 1);
  row.ph = r.float(3.2, 3.8, 2);
  const size = r.pick(style.sizes);
  const closure = r.pick(style.closures);
  row.bottle_size = size;
  row.closure = closure;
  row.bottles_per_case = size >= 700 ? 6 : 12;
  row.ean_bottle = ean13(source.eanPrefix, ctx.item * 2);
  row.ean_case = ean13(source.eanPrefix, ctx.item * 2 + 1);
  row.gtin = gtin14(1, row.ean_bottle);
  const fermentation =
    style.sparkling && closure === "naturalCork"
      ? "Bottle-conditioned (traditional method)"
      : "Spontaneous (indigenous yeasts)";
  const vessel =
    style.country === "ES"
      ? r.pick(["Chestnut barrels", "Stainless steel tanks"])
      : r.pick(["Oak barrels", "Stainless steel tanks"]);
  const lees = r.int(3, 9);
  applyDiet(row, diet(r, source.organic, style.country, false));
  const sensory: SensoryProfile = {
    appearanceIntensity: style.perry ? "pale" : r.pick(["pale", "medium"]),
    aromaIntensity: r.pick(["restrained", "moderate"]),
    floral: style.perry ? "moderate" : "restrained",
    fruit: r.pick(["moderate", "intense"]),
    spice: "minimal",
    wood: "none",
    acidity: r.pick(["medium", "high"]),
    body: r.pick(["light", "moderate"]),
  };
  row.sensory = json(sensory);
  const bottle = ciderBottle(r, Boolean(style.perry));
  return {
    row,
    tier: 0,
    bottle,
    grapes: [],
    soils: [],
    texts: {
      description: ciderDescription(style),
      vinification: ciderMaking(style),
      food_pairing: ciderFoodPairing(style),
      apparent_color: term(apparentColor),
      fermentation_type: term(fermentation),
      fermentation_vessel: term(vessel),
      maturation: onLees(lees),
      bottling: term(style.sparkling ? "Bottle-conditioned" : "Bottled unfiltered"),
    },
  };
}

export function buildGeneric(ctx: BuildContext): BuiltProduct {
  const { random: r, source } = ctx;
  const origin = source.origin;
  const fromBrewery = origin.kind === "Beer";
  const kind: GenericKind = fromBrewery
    ? "alcoholFreeBeer"
    : r.weighted([
        ["alcoholFreeWine", 5],
        ["grapeJuice", 3],
        ["verjus", 2],
      ]);
  const subject =
    origin.kind === "Beer"
      ? (origin.styles.find((s) => !s.sour && s.abv[1] < 7)?.name ?? "Pilsner")
      : origin.kind === "Wine"
        ? (origin.appellations[0].white ?? origin.wine.white)[0]
        : "Chardonnay";
  const brand = coreName(source.producer?.brand ?? source.exhibitor.brand);
  const row = blankProduct(ctx.id, source.exhibitor.id, source.producerId, "ProductV1", ctx.createdAt);
  row.name = {
    alcoholFreeWine: `${brand} Alcohol-free ${subject}`,
    alcoholFreeBeer: `${brand} Non-alcoholic ${subject}`,
    grapeJuice: `${brand} Sparkling ${subject} Grape Juice`,
    verjus: `${brand} Verjus`,
  }[kind];
  row.country = origin.country;
  row.region = origin.region;
  row.alcohol = kind === "grapeJuice" || kind === "verjus" ? 0 : r.pick([0, 0.2, 0.4]);
  row.residual_sugar = kind === "verjus" ? r.float(1, 5, 1) : r.float(15, 60, 1);
  const size = fromBrewery ? 330 : 750;
  row.bottle_size = size;
  row.closure = fromBrewery ? "crownCap" : "screwcap";
  row.bottles_per_case = fromBrewery ? 24 : 6;
  row.ean_bottle = ean13(source.eanPrefix, ctx.item * 2);
  row.ean_case = ean13(source.eanPrefix, ctx.item * 2 + 1);
  row.gtin = gtin14(1, row.ean_bottle);
  row.color = fromBrewery ? "" : "white";
  applyDiet(row, diet(r, source.organic, origin.country, false));
  row.sensory = json({
    aromaIntensity: "moderate",
    fruit: "moderate",
    body: "light",
    acidity: kind === "verjus" ? "high" : "medium",
  });
  const bottle = fromBrewery
    ? beerBottle(r, "pale", "crownCap", size)
    : wineBottle(r, "white", subject, origin.country);
  return {
    row,
    tier: 0,
    bottle,
    grapes: [],
    soils: [],
    texts: { description: genericDescription(kind, subject), food_pairing: GENERIC_PAIRING },
  };
}
