// Shapes of the wine-region data and a compact way to write it.

export type WineColor = "red" | "white" | "rose" | "orange";

export interface Appellation {
  name: string; // the product's subregion
  designation: string; // as printed on the label, e.g. "Pauillac AOC"
  /** Colours with repetition as weight: "rrw" is two reds for one white. r red, w white, p rosé, o orange. */
  colors: string;
  red?: string[]; // overrides the region's grapes, first is the main one
  white?: string[];
  sparkling?: boolean;
  sweet?: boolean;
  /** Probability of a blend rather than a single variety. */
  blend?: number;
  classifications?: string[];
  tier?: number; // 0 everyday .. 3 prestige: drives the price range
}

export interface WineRegion {
  country: string;
  name: string;
  hub: string; // a city of the country, where its producers are based
  red: string[];
  white: string[];
  soils: string[];
  climate: "cool" | "moderate" | "warm";
  elevation: [number, number]; // metres
  weight: number; // share of the demo's wine producers
  blend: number;
  appellations: Appellation[];
}

type Options = Omit<Appellation, "name" | "designation" | "colors">;

export const ap = (name: string, designation: string, colors: string, options: Options = {}): Appellation => ({
  name,
  designation,
  colors,
  ...options,
});

export const COLOR_LETTERS: Record<string, WineColor> = { r: "red", w: "white", p: "rose", o: "orange" };
