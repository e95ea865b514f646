import type { Insertable } from "kysely";
import type { Database } from "~/.server/db/schema";

// The generated fair: insertable rows for every catalogue table, plus what
// the renderer needs to produce the image and PDF files the rows point to.
// Booleans are plain booleans here; writeFair converts them per dialect.

type Rows<T extends keyof Database> = Insertable<Database[T]>[];

export interface ImageVariant {
  width: number;
  height: number;
  src: string;
}

export type BottleShape =
  | "bordeaux"
  | "burgundy"
  | "flute"
  | "champagne"
  | "beerLongneck"
  | "beerStubby"
  | "can"
  | "spirit"
  | "decanter"
  | "cider";

export interface BottleSpec {
  shape: BottleShape;
  glass: string; // hex colours
  liquid: string;
  label: string;
  accent: string; // capsule, foil or lid
}

export type LogoMotif = "grapes" | "hop" | "drop" | "apple" | "globe" | "wheat";
export interface LogoSpec {
  shape: "circle" | "shield" | "diamond" | "hexagon" | "roundedSquare";
  motif: LogoMotif;
  primary: string;
  secondary: string;
}

export interface ThumbnailSpec {
  accent: string;
  lines: number;
  picture: boolean;
}

interface ImageSpecBase {
  imageId: string;
  variants: ImageVariant[]; // smallest first, as in images.variants
}

export type ImageSpec = ImageSpecBase &
  (
    | { kind: "bottle"; bottle: BottleSpec }
    | { kind: "logo"; logo: LogoSpec }
    | { kind: "thumbnail"; thumbnail: ThumbnailSpec }
  );

/** A one-page PDF to write at `<mediaDir>/files/<fileId>.pdf`. */
export interface PdfSpec {
  fileId: string;
  title: string;
  lines: string[];
}

export interface FairData {
  events: Rows<"events">;
  eventTranslations: Rows<"event_translations">;
  images: Rows<"images">;
  exhibitors: Rows<"exhibitors">;
  exhibitorTranslations: Rows<"exhibitor_translations">;
  exhibitorLocations: Rows<"exhibitor_locations">;
  exhibitorContacts: Rows<"exhibitor_contacts">;
  exhibitorMarkets: Rows<"exhibitor_markets">;
  producers: Rows<"producers">;
  producerTranslations: Rows<"producer_translations">;
  products: Rows<"products">;
  productTranslations: Rows<"product_translations">;
  productGrapeVarieties: Rows<"product_grape_varieties">;
  productSoilTypes: Rows<"product_soil_types">;
  productAwards: Rows<"product_awards">;
  files: Rows<"files">;
  registrations: Rows<"registrations">;
  registrationExhibitors: Rows<"registration_exhibitors">;
  registeredProducts: Rows<"registered_products">;
  productLists: Rows<"product_lists">;
  productListTranslations: Rows<"product_list_translations">;
  productListItems: Rows<"product_list_items">;
  areas: Rows<"areas">;
  areaTranslations: Rows<"area_translations">;
  areaExhibitors: Rows<"area_exhibitors">;
  history: Rows<"history">;
  personProfiles: Rows<"person_profiles">;
  imageSpecs: ImageSpec[];
  pdfs: PdfSpec[];
}

/** Row arrays of FairData in insertion (dependency) order, with their table. */
export const TABLE_ORDER = [
  ["images", "images"],
  ["events", "events"],
  ["eventTranslations", "event_translations"],
  ["exhibitors", "exhibitors"],
  ["exhibitorTranslations", "exhibitor_translations"],
  ["exhibitorLocations", "exhibitor_locations"],
  ["exhibitorContacts", "exhibitor_contacts"],
  ["exhibitorMarkets", "exhibitor_markets"],
  ["producers", "producers"],
  ["producerTranslations", "producer_translations"],
  ["products", "products"],
  ["productTranslations", "product_translations"],
  ["productGrapeVarieties", "product_grape_varieties"],
  ["productSoilTypes", "product_soil_types"],
  ["productAwards", "product_awards"],
  ["files", "files"],
  ["registrations", "registrations"],
  ["registrationExhibitors", "registration_exhibitors"],
  ["registeredProducts", "registered_products"],
  ["productLists", "product_lists"],
  ["productListTranslations", "product_list_translations"],
  ["productListItems", "product_list_items"],
  ["areas", "areas"],
  ["areaTranslations", "area_translations"],
  ["areaExhibitors", "area_exhibitors"],
  ["history", "history"],
  ["personProfiles", "person_profiles"],
] as const satisfies readonly (readonly [keyof FairData, keyof Database])[];

export function emptyFair(): FairData {
  return {
    events: [],
    eventTranslations: [],
    images: [],
    exhibitors: [],
    exhibitorTranslations: [],
    exhibitorLocations: [],
    exhibitorContacts: [],
    exhibitorMarkets: [],
    producers: [],
    producerTranslations: [],
    products: [],
    productTranslations: [],
    productGrapeVarieties: [],
    productSoilTypes: [],
    productAwards: [],
    files: [],
    registrations: [],
    registrationExhibitors: [],
    registeredProducts: [],
    productLists: [],
    productListTranslations: [],
    productListItems: [],
    areas: [],
    areaTranslations: [],
    areaExhibitors: [],
    history: [],
    personProfiles: [],
    imageSpecs: [],
    pdfs: [],
  };
}
