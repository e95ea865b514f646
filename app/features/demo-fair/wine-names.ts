import type { Appellation } from "./data/wine-region-types";
import { CUVEES, OLD_WORLD } from "./data/winemaking";
import type { Random } from "./random";
import type { WineStyle } from "./text/words";

// Wine names the way each tradition writes them: "Barolo Riserva Vigna del
// Sole", "Riesling Spätlese Himmelreich", "Kestrel Ridge Pinot Noir".

export interface WineNameParams {
  brand: string;
  country: string;
  region: string;
  appellation: Appellation;
  style: WineStyle;
  grapes: string[];
  classification: string | null;
}

const join = (...parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join(" ");

function sparklingName(random: Random, p: WineNameParams): string {
  const rose = p.style === "sparklingRose";
  if (p.region === "Champagne") {
    const options = rose
      ? ["Rosé Brut", "Rosé Extra Brut"]
      : ["Brut Réserve", "Extra Brut", "Brut Nature", "Cuvée Prestige Brut"];
    if (!rose && p.grapes.length === 1 && p.grapes[0] === "Chardonnay")
      options.push("Blanc de Blancs", "Blanc de Blancs Grand Cru");
    if (!rose && !p.grapes.includes("Chardonnay")) options.push("Blanc de Noirs");
    return join(p.brand, random.pick(options));
  }
  if (p.appellation.name === "Prosecco")
    return join(p.brand, "Prosecco Superiore", random.pick(["Extra Dry", "Brut", "Rive di Ogliano Brut"]));
  const dosage = rose ? "Rosé Brut" : random.pick(["Brut", "Extra Brut", "Brut Nature"]);
  if (p.country === "GB" || p.country === "AU")
    return join(
      p.brand,
      rose ? "Sparkling Rosé" : random.pick(["Classic Cuvée", "Blanc de Blancs", "Sparkling Reserve"]),
    );
  return join(p.brand, p.appellation.name, dosage);
}

export function wineName(random: Random, p: WineNameParams): string {
  if (p.style === "sparkling" || p.style === "sparklingRose") return sparklingName(random, p);
  const grape = p.grapes[0];
  const sub = p.appellation.name;
  const cls = p.classification;

  if (p.style === "sweet") return join(p.brand, sub, cls);
  if (p.style === "orange") {
    return p.country === "GE"
      ? join(p.brand, grape, "Qvevri")
      : join(p.brand, grape, random.pick(["Skin Contact", "Macerato", "Amber"]));
  }
  if (!OLD_WORLD.has(p.country)) {
    const label =
      p.style === "rose"
        ? "Rosé"
        : p.grapes.length === 1
          ? grape
          : random.chance(0.5)
            ? `${p.grapes[0]} ${p.grapes[1]}`
            : p.style === "red"
              ? "Red Blend"
              : "White Blend";
    return join(
      p.brand,
      random.chance(0.4) && sub !== p.region ? sub : null,
      label,
      random.chance(0.4) && random.pick(CUVEES.NEW),
    );
  }
  switch (p.country) {
    case "DE":
      return random.chance(0.3)
        ? join(grape, "trocken", random.pick(["vom Kalkstein", "vom Schiefer", "Alte Reben", "Gutswein"]))
        : join(grape, cls && /Kabinett|Spätlese|Auslese/.test(cls) ? cls : null, random.pick(CUVEES.DE));
    case "AT":
      return join(grape, random.pick(CUVEES.AT), cls);
    case "FR":
      if (p.brand.startsWith("Château") && p.region === "Bordeaux")
        return random.chance(0.6) ? p.brand : join(p.brand, sub);
      if (p.region === "Burgundy" || p.region === "Beaujolais") return join(sub, cls, random.pick(CUVEES.FR));
      return random.chance(0.5) ? join(p.brand, sub) : join(sub, random.pick(CUVEES.FR));
    case "IT":
      return random.chance(0.35) ? join(p.brand, sub, cls) : join(sub, cls, random.pick(CUVEES.IT));
    case "ES":
      return random.chance(0.5)
        ? join(p.brand, cls ?? random.pick(CUVEES.ES))
        : join(random.pick(CUVEES.ES), sub === p.region ? null : sub, cls);
    case "PT":
      return join(p.brand, random.pick(CUVEES.PT));
    default:
      return join(p.brand, grape, random.chance(0.5) && random.pick(CUVEES[p.country] ?? CUVEES.NEW));
  }
}
