import type { ProductTranslationsTable } from "~/.server/db/schema";

// A product's per-locale text columns, listed once for the product page and
// the demo generator. The Record makes the compiler name any column added to
// product_translations and forgotten here.

export type ProductTextField = Exclude<keyof ProductTranslationsTable, "product_id" | "locale">;

const FIELDS: Record<ProductTextField, true> = {
  description: true,
  vineyard_information: true,
  vinification: true,
  viticulture: true,
  pruning: true,
  food_pairing: true,
  harvest_notes: true,
  apparent_color: true,
  bottling: true,
  maturation: true,
  training: true,
  soil_type: true,
  fermentation_type: true,
  fermentation_vessel: true,
  oak_influence: true,
};

export const PRODUCT_TEXT_FIELDS = Object.keys(FIELDS) as ProductTextField[];

/** A product's texts in one language, by column; a column left out is not spoken for. */
export type ProductTexts = Partial<Record<ProductTextField, string>>;

/** Each text column's name in the public API and the sync's source (docs/public-api.md, docs/data-in.md). */
export const PRODUCT_TEXT_API_NAMES = {
  description: "description",
  vineyard_information: "vineyardInformation",
  vinification: "vinification",
  viticulture: "viticulture",
  pruning: "pruning",
  food_pairing: "foodPairing",
  harvest_notes: "harvestNotes",
  apparent_color: "apparentColor",
  bottling: "bottling",
  maturation: "maturation",
  training: "training",
  soil_type: "soilType",
  fermentation_type: "fermentationType",
  fermentation_vessel: "fermentationVesselType",
  oak_influence: "oakInfluence",
} as const satisfies Record<ProductTextField, string>;
