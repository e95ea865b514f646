import type { SensoryProfile } from "~/features/catalogue/vocabulary";
import { beerBottle } from "./bottles";
import type { BuildContext } from "./build-context";
import { ean13, gtin14 } from "./ean";
import { coreName } from "./names";
import { applyDiet, type BuiltProduct, blankProduct, diet, json, labelAlcohol } from "./product-common";
import { beerDescription, beerFamily, beerFoodPairing, brewingNotes } from "./text/beer-texts";
import { term } from "./text/glossary";

// A beer of one of its brewery's styles, named the local way.

const GERMAN_STYLE: Record<string, string> = { Pilsner: "Pils", Weissbier: "Hefeweizen", Dunkel: "Dunkles" };
const CZECH_STYLE: Record<string, string> = { "Bohemian Pilsner": "Světlý ležák 12°", Dunkel: "Tmavý ležák" };
const FANCIFUL = [
  "Harbour Light",
  "Night Owl",
  "Golden Hour",
  "Red Kite",
  "Iron Horse",
  "Sea Fog",
  "Wildflower",
  "Ember",
  "North Star",
  "Tidewater",
  "Lighthouse",
  "Foxglove",
  "Moonrise",
  "Old Anchor",
];

export function buildBeer(ctx: BuildContext): BuiltProduct {
  const { random: r, source } = ctx;
  if (source.origin.kind !== "Beer") throw new Error("not a beer source");
  const origin = source.origin;
  const style = r.pick(origin.styles);
  const brand = coreName(source.producer?.brand ?? source.exhibitor.brand);
  const english = ["US", "GB", "IE", "AU", "NZ"].includes(origin.country);

  const row = blankProduct(ctx.id, source.exhibitor.id, source.producerId, "Beer", ctx.createdAt);
  row.name =
    origin.country === "DE" || origin.country === "AT"
      ? `${brand} ${GERMAN_STYLE[style.name] ?? style.name}`
      : origin.country === "CZ"
        ? `${brand} ${CZECH_STYLE[style.name] ?? style.name}`
        : english && r.chance(0.5)
          ? `${brand} ${r.pick(FANCIFUL)} ${style.name}`
          : `${brand} ${style.name}`;
  row.country = origin.country;
  row.region = origin.region;
  row.designation =
    style.name === "Gueuze" || style.name === "Lambic" || style.name === "Kriek" ? `Oude ${style.name}` : "";
  // The colour facet's vocabulary (locales/*/catalogue.json) knows "amber" but not pale or dark beer.
  row.color = style.color === "amber" ? "amber" : "";
  const apparentColor = r.pick(style.apparent);
  row.alcohol = labelAlcohol(r, r.float(style.abv[0], style.abv[1]), 3.5, 10);
  const size = r.pick(style.sizes);
  const closure = r.pick(style.closures);
  row.bottle_size = size;
  row.closure = closure;
  row.bottles_per_case = size >= 750 ? 12 : size >= 500 ? 20 : 24;
  row.ean_bottle = ean13(source.eanPrefix, ctx.item * 2);
  row.ean_case = ean13(source.eanPrefix, ctx.item * 2 + 1);
  row.gtin = gtin14(1, row.ean_bottle);
  const vessel = r.pick(style.vessel);
  const maturation = r.pick(style.maturation);
  const bottling =
    style.closures.includes("naturalCork") || style.fermentation !== "Bottom-fermented"
      ? "Bottle-conditioned"
      : "Filtered and bottled at the brewery";
  const oaked = /oak|barrel|foeder/i.test(vessel + maturation);
  row.beer_style = style.name;
  if (style.sour) {
    row.total_acidity = r.float(4.5, 7.5, 1);
    row.ph = r.float(3.2, 3.6, 2);
  }
  applyDiet(row, diet(r, source.organic * 0.6, origin.country, true));

  const family = beerFamily(style);
  const sensory: SensoryProfile = {
    appearanceIntensity: style.color === "dark" ? "deep" : style.color === "amber" ? "medium" : "pale",
    aromaIntensity: family === "hoppy" || family === "sour" ? "intense" : r.pick(["restrained", "moderate"]),
    floral: family === "clean" ? "moderate" : r.pick(["minimal", "restrained"]),
    fruit: family === "hoppy" || family === "sour" ? "intense" : r.pick(["minimal", "restrained", "moderate"]),
    spice: family === "belgian" || family === "wheat" ? "moderate" : "minimal",
    wood: oaked ? "moderate" : "none",
    acidity: style.sour ? "high" : r.pick(["low", "medium"]),
    body: style.body,
  };
  row.sensory = json(sensory);
  const bottle = beerBottle(r, style.color, closure, size);
  return {
    row,
    tier: style.abv[1] >= 8 || style.sour ? 1 : 0,
    bottle,
    grapes: [],
    soils: [],
    texts: {
      description: beerDescription(style, origin.region, r.int(0, 1)),
      vinification: brewingNotes(style),
      food_pairing: beerFoodPairing(style),
      apparent_color: term(apparentColor),
      fermentation_type: term(style.fermentation),
      fermentation_vessel: term(vessel),
      maturation: term(maturation),
      bottling: term(bottling),
      oak_influence: term(oaked ? "Pronounced" : "None"),
    },
  };
}
