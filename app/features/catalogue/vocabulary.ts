// Closed vocabularies of the catalogue (docs/product/catalogue.md). Their labels live in
// locales/<lng>/catalogue.json under the same names.

export const PRODUCT_KINDS = ["Wine", "Beer", "Spirit", "Cider", "ProductV1"] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const CHARACTERISTICS = ["BIODYNAMIC", "KOSHER", "ORGANIC", "SUSTAINABLE", "VEGAN", "VEGETARIAN"] as const;
export type Characteristic = (typeof CHARACTERISTICS)[number];

export const OFFERINGS = [
  "contacts",
  "inPerson",
  "localEvent",
  "onlineShop",
  "other",
  "physicalEvent",
  "videos",
  "virtualEvent",
  "virtualTastings",
] as const;
export type Offering = (typeof OFFERINGS)[number];

export const DISTRIBUTION_STATUSES = ["hasDistribution", "seekingDistribution"] as const;
export type DistributionStatus = (typeof DISTRIBUTION_STATUSES)[number];

export const isOffering = (value: string): value is Offering => (OFFERINGS as readonly string[]).includes(value);
export const isStatus = (value: string): value is DistributionStatus =>
  (DISTRIBUTION_STATUSES as readonly string[]).includes(value);

export const MEDALS = ["trophy", "platinum", "doubleGold", "gold", "silver", "bronze", "commended"] as const;
export type Medal = (typeof MEDALS)[number];

export const PRICE_RANGES = ["under10", "10to20", "20to40", "40to80", "over80"] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];

export const WINE_COLORS = ["red", "white", "rose", "orange"] as const;

export const CLOSURES = [
  "naturalCork",
  "technicalCork",
  "screwcap",
  "syntheticCork",
  "glassStopper",
  "crownCap",
  "swingTop",
  "can",
] as const;

export const FILE_KINDS = ["uploaded", "live", "linked", "liveInfoSheet"] as const;
export type FileKind = (typeof FILE_KINDS)[number];

// The sensory scales live with the page code that draws them (the product
// page loads that module, not this one): see ./sensory.
export { SENSORY_SCALES, type SensoryProfile, type SensoryScale } from "./sensory";

/** The placeholder producer id of the original data: "no producer". */
export const PLACEHOLDER_PRODUCER_ID = "500000000000000000000000";
