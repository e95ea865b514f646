import type { BottleShape, BottleSpec } from "./fair-data";
import type { Random } from "./random";

// How a product's bottle looks, from a small palette so that products of the
// same kind, colour and shape share one rendering.

const GLASS = { darkGreen: "#1f3a2b", antique: "#3b3a1e", flint: "#dfe8dc", paleGreen: "#a9c27e", brown: "#5a3414", green: "#2e6b2e", clear: "#e9eef0" };
const LIQUID = { red: "#5a0f1e", white: "#e8d98a", rose: "#f1a7a0", orange: "#d98b3a", sweet: "#d9a520", beerPale: "#e3b23c", beerAmber: "#b8641e", beerDark: "#2b1608", amber: "#b8641e", clear: "#eef3f5", cider: "#e0b040" };
const LABELS = ["#f4efe4", "#ffffff", "#1d1d1b", "#7a1f2b", "#1f4e79", "#2f5d50"];
const FOIL = ["#c9a227", "#1d1d1b", "#7a1f2b"];

const spec = (shape: BottleShape, glass: string, liquid: string, label: string, accent: string): BottleSpec => ({ shape, glass, liquid, label, accent });

export function wineBottle(random: Random, style: string, grape: string, country: string): { bottle: BottleSpec; alt: string } {
  const label = random.pick(LABELS.slice(0, 3));
  switch (style) {
    case "sparkling":
    case "sparklingRose":
      return { bottle: spec("champagne", GLASS.darkGreen, style === "sparkling" ? LIQUID.white : LIQUID.rose, random.pick([LABELS[0], LABELS[2]]), random.pick(FOIL.slice(0, 2))), alt: "Illustration of a bottle of sparkling wine" };
    case "sweet":
      return { bottle: spec("flute", GLASS.flint, LIQUID.sweet, LABELS[0], FOIL[0]), alt: "Illustration of a bottle of sweet wine" };
    case "red": {
      const burgundy = /Pinot|Nebbiolo|Syrah|Gamay|Grenache|Garnacha|Sangiovese|Nerello/.test(grape);
      return { bottle: spec(burgundy ? "burgundy" : "bordeaux", random.pick([GLASS.darkGreen, GLASS.antique]), LIQUID.red, label, FOIL[2]), alt: "Illustration of a bottle of red wine" };
    }
    case "rose":
      return { bottle: spec(random.chance(0.5) ? "bordeaux" : "flute", GLASS.flint, LIQUID.rose, random.pick([LABELS[0], LABELS[1]]), FOIL[0]), alt: "Illustration of a bottle of rosé wine" };
    case "orange":
      return { bottle: spec("burgundy", GLASS.flint, LIQUID.orange, random.pick([LABELS[0], LABELS[2]]), FOIL[1]), alt: "Illustration of a bottle of orange wine" };
    default: {
      const flute = ["DE", "AT"].includes(country) || /Riesling|Gewürztraminer/.test(grape);
      const shape: BottleShape = flute ? "flute" : /Chardonnay|Chenin|Viognier|Marsanne/.test(grape) ? "burgundy" : "bordeaux";
      return { bottle: spec(shape, flute ? GLASS.paleGreen : GLASS.flint, LIQUID.white, random.pick([LABELS[0], LABELS[1]]), FOIL[0]), alt: "Illustration of a bottle of white wine" };
    }
  }
}

export function beerBottle(random: Random, color: string, closure: string, size: number): { bottle: BottleSpec; alt: string } {
  const liquid = color === "dark" ? LIQUID.beerDark : color === "amber" ? LIQUID.beerAmber : LIQUID.beerPale;
  if (closure === "can") {
    return { bottle: spec("can", random.pick(["#21699F", "#b5542d", "#2f5d50", "#ffbd26"]), liquid, LABELS[1], "#c0c4c8"), alt: "Illustration of a beer can" };
  }
  if (size >= 750) return { bottle: spec("champagne", GLASS.brown, liquid, LABELS[0], FOIL[1]), alt: "Illustration of a large beer bottle" };
  const green = random.chance(0.3);
  return {
    bottle: spec(size <= 330 && random.chance(0.4) ? "beerStubby" : "beerLongneck", green ? GLASS.green : GLASS.brown, liquid, random.pick([LABELS[0], LABELS[3]]), FOIL[0]),
    alt: "Illustration of a beer bottle",
  };
}

export function spiritBottle(random: Random, decanter: boolean, aged: boolean): { bottle: BottleSpec; alt: string } {
  return {
    bottle: spec(decanter ? "decanter" : "spirit", GLASS.clear, aged ? LIQUID.amber : LIQUID.clear, random.pick([LABELS[2], LABELS[0]]), FOIL[decanter ? 0 : 1]),
    alt: "Illustration of a bottle of spirits",
  };
}

export function ciderBottle(random: Random, perry: boolean): { bottle: BottleSpec; alt: string } {
  return {
    bottle: spec("cider", perry ? GLASS.flint : GLASS.green, LIQUID.cider, random.pick([LABELS[0], LABELS[4]]), FOIL[0]),
    alt: perry ? "Illustration of a bottle of perry" : "Illustration of a bottle of cider",
  };
}
