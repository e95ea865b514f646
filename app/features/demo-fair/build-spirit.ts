import type { SensoryProfile } from "~/features/catalogue/vocabulary";
import { spiritBottle } from "./bottles";
import type { BuildContext } from "./build-context";
import { ean13, gtin14 } from "./ean";
import { coreName } from "./names";
import { applyDiet, type BuiltProduct, blankProduct, diet, json } from "./product-common";
import { term } from "./text/glossary";
import { caskAgeing } from "./text/maturation-texts";
import { distillationNotes, spiritDescription, spiritFamily, spiritServing } from "./text/spirit-texts";

// A spirit: one expression of its distillery's type, with the strength,
// colour and ageing of that expression.

export function buildSpirit(ctx: BuildContext): BuiltProduct {
  const { random: r, source } = ctx;
  if (source.origin.kind !== "Spirit") throw new Error("not a spirit source");
  const type = source.origin.spirit;
  const expression = r.pick(source.origin.expressions);
  const subregion = type.subregions.length ? r.pick(type.subregions) : "";
  const brand = source.producer?.brand ?? source.exhibitor.brand;
  const aged = expression.aged;
  const years = aged ? (expression.years ?? 2) : undefined;

  const row = blankProduct(ctx.id, source.exhibitor.id, source.producerId, "Spirit", ctx.createdAt);
  row.name = `${coreName(brand)} ${expression.label}`;
  row.vintage = type.type === "Armagnac" && aged && r.chance(0.2) ? r.int(1990, 2008) : null;
  row.country = type.country;
  row.region = type.region;
  row.subregion = subregion === type.region ? "" : subregion;
  row.designation = ["Cognac", "Armagnac", "Calvados", "Rhum agricole", "Tequila", "Mezcal", "Pisco"].includes(
    type.type,
  )
    ? `${type.type} AOC`
        .replace("Tequila AOC", "Tequila DO")
        .replace("Mezcal AOC", "Mezcal DO")
        .replace("Pisco AOC", "Pisco DO")
    : "";
  const apparentColor = !aged
    ? "crystal clear"
    : (years ?? 0) <= 4
      ? "pale gold"
      : (years ?? 0) <= 10
        ? "amber"
        : r.pick(["deep amber", "mahogany"]);
  row.alcohol = Math.round(r.float(expression.abv[0], expression.abv[1]) * 10) / 10;
  row.bottle_size =
    type.country === "US"
      ? 750
      : r.weighted([
          [700, 85],
          [500, 10],
          [1500, 5],
        ]);
  row.closure =
    type.bottle === "decanter"
      ? r.pick(["glassStopper", "naturalCork"])
      : r.weighted([
          ["naturalCork", 70],
          ["screwcap", 30],
        ]);
  const bottling = r.chance(0.5) ? "Non-chill filtered" : "Bottled at the distillery";
  row.bottles_per_case = 6;
  row.ean_bottle = ean13(source.eanPrefix, ctx.item * 2);
  row.ean_case = ean13(source.eanPrefix, ctx.item * 2 + 1);
  row.gtin = gtin14(1, row.ean_bottle);
  const maturation = years !== undefined && type.casks.length ? caskAgeing(years, r.pick(type.casks)) : term("Unaged");
  row.spirit_type = type.type;
  applyDiet(row, diet(r, source.organic * 0.4, type.country, false));

  const family = spiritFamily(type, aged, subregion);
  const sensory: SensoryProfile = {
    appearanceIntensity: !aged ? "pale" : (years ?? 0) <= 4 ? "medium" : "deep",
    aromaIntensity: r.pick(["moderate", "intense"]),
    floral: family === "gin" || family === "grape" ? "moderate" : "minimal",
    fruit: family === "fruit" || family === "grape" ? "intense" : r.pick(["restrained", "moderate"]),
    spice: family === "gin" || aged ? "moderate" : "restrained",
    wood: !aged ? "none" : (years ?? 0) >= 10 ? "intense" : "moderate",
    body: aged ? r.pick(["full", "complex"]) : r.pick(["light", "moderate"]),
  };
  row.sensory = json(sensory);
  const bottle = spiritBottle(r, type.bottle === "decanter", aged && !type.clear);
  return {
    row,
    tier: expression.tier,
    bottle,
    grapes: [],
    soils: [],
    texts: {
      description: spiritDescription(row.name, type, subregion || type.region, family),
      vinification: distillationNotes(type, years),
      food_pairing: spiritServing(family),
      apparent_color: term(apparentColor),
      bottling: term(bottling),
      maturation,
      oak_influence: term(aged ? ((years ?? 0) >= 10 ? "Pronounced" : "Medium") : "None"),
    },
  };
}
