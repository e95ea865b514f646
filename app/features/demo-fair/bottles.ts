import type { BottleShape, BottleSpec } from "./fair-data";
import type { Random } from "./random";

// How a product's bottle looks, from a small palette so that products of the
// same kind, colour and shape share one rendering.

const GLASS = {
  darkGreen: "#1f3a2b",
  antique: "#3b3a1e",
  flint: "#dfe8dc",
  paleGreen: "#a9c27e",
  brown: "#5a3414",
  green: "#2e6b2e",
  clear: "#e9eef0",
};
const LIQUID = {
  red: "#5a0f1e",
  white: "#e8d98a",
  rose: "#f1a7a0",
  orange: "#d98b3a",
  sweet: "#d9a520",
  beerPale: "#e3b23c",
  beerAmber: "#b8641e",
  beerDark: "#2b1608",
  amber: "#b8641e",
  clear: "#eef3f5",
  cider: "#e0b040",
};
const LABELS = ["#f4efe4", "#ffffff", "#1d1d1b", "#7a1f2b", "#1f4e79", "#2f5d50"];
const FOIL = ["#c9a227", "#1d1d1b", "#7a1f2b"];

const spec = (shape: BottleShape, glass: string, liquid: string, label: string, accent: string): BottleSpec => ({
  shape,
  glass,
  liquid,
  label,
  accent,
});

export function wineBottle(random: Random, style: string, grape: string, country: string): BottleSpec {
  const label = random.pick(LABELS.slice(0, 3));
  switch (style) {
    case "sparkling":
    case "sparklingRose":
      return spec(
        "champagne",
        GLASS.darkGreen,
        style === "sparkling" ? LIQUID.white : LIQUID.rose,
        random.pick([LABELS[0], LABELS[2]]),
        random.pick(FOIL.slice(0, 2)),
      );
    case "sweet":
      return spec("flute", GLASS.flint, LIQUID.sweet, LABELS[0], FOIL[0]);
    case "red": {
      const burgundy = /Pinot|Nebbiolo|Syrah|Gamay|Grenache|Garnacha|Sangiovese|Nerello/.test(grape);
      return spec(
        burgundy ? "burgundy" : "bordeaux",
        random.pick([GLASS.darkGreen, GLASS.antique]),
        LIQUID.red,
        label,
        FOIL[2],
      );
    }
    case "rose":
      return spec(
        random.chance(0.5) ? "bordeaux" : "flute",
        GLASS.flint,
        LIQUID.rose,
        random.pick([LABELS[0], LABELS[1]]),
        FOIL[0],
      );
    case "orange":
      return spec("burgundy", GLASS.flint, LIQUID.orange, random.pick([LABELS[0], LABELS[2]]), FOIL[1]);
    default: {
      const flute = ["DE", "AT"].includes(country) || /Riesling|Gewürztraminer/.test(grape);
      const shape: BottleShape = flute
        ? "flute"
        : /Chardonnay|Chenin|Viognier|Marsanne/.test(grape)
          ? "burgundy"
          : "bordeaux";
      return spec(
        shape,
        flute ? GLASS.paleGreen : GLASS.flint,
        LIQUID.white,
        random.pick([LABELS[0], LABELS[1]]),
        FOIL[0],
      );
    }
  }
}

export function beerBottle(random: Random, color: string, closure: string, size: number): BottleSpec {
  const liquid = color === "dark" ? LIQUID.beerDark : color === "amber" ? LIQUID.beerAmber : LIQUID.beerPale;
  if (closure === "can") {
    return spec("can", random.pick(["#21699F", "#b5542d", "#2f5d50", "#ffbd26"]), liquid, LABELS[1], "#c0c4c8");
  }
  if (size >= 750) return spec("champagne", GLASS.brown, liquid, LABELS[0], FOIL[1]);
  const green = random.chance(0.3);
  return spec(
    size <= 330 && random.chance(0.4) ? "beerStubby" : "beerLongneck",
    green ? GLASS.green : GLASS.brown,
    liquid,
    random.pick([LABELS[0], LABELS[3]]),
    FOIL[0],
  );
}

export function spiritBottle(random: Random, decanter: boolean, aged: boolean): BottleSpec {
  return spec(
    decanter ? "decanter" : "spirit",
    GLASS.clear,
    aged ? LIQUID.amber : LIQUID.clear,
    random.pick([LABELS[2], LABELS[0]]),
    FOIL[decanter ? 0 : 1],
  );
}

export function ciderBottle(random: Random, perry: boolean): BottleSpec {
  return spec("cider", perry ? GLASS.flint : GLASS.green, LIQUID.cider, random.pick([LABELS[0], LABELS[4]]), FOIL[0]);
}
