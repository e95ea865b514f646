import type { Image } from "~/features/media/image";
import type {
  Characteristic,
  DistributionStatus,
  FileKind,
  Medal,
  Offering,
  ProductKind,
  SensoryProfile,
} from "./vocabulary";

// Plain data the catalogue's pages receive: already merged (registered-product
// data into products), localized (one locale, with fallback) and with the
// placeholder-producer rule applied. Safe to send to the browser.

export interface ExhibitorLocation {
  label: string;
  street: string;
  postalCode: string;
  city: string;
  region: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
}

export interface Contact {
  id: string;
  name: string;
  jobTitle: string;
  email: string;
  phone: string;
}

export interface OpeningHours {
  day: number;
  opens: string;
  closes: string;
}

export interface CatalogueFile {
  fileId: string;
  name: string;
  kind: FileKind;
  languages: string[];
  isLive: boolean;
  url: string;
  mimeType: string;
  sizeBytes: number | null;
  thumbnail: Image | null; // 96×136
}

export interface ExhibitorSummary {
  id: string;
  slug: string;
  name: string;
  brandName: string;
  country: string;
  logo: Image | null;
  tableNumber: string;
  sortNumber: number | null;
}

export interface Exhibitor extends ExhibitorSummary {
  brandId: string;
  description: string;
  founded: number | null;
  website: string;
  email: string;
  phone: string;
  languagesSpoken: string[];
  countries: string[];
  offering: Offering[];
  openingHours: OpeningHours[];
  openingHoursNote: string;
  locations: ExhibitorLocation[];
  contacts: Contact[];
  distribution: { market: string; status: DistributionStatus }[];
  networkingId: string;
  files: CatalogueFile[];
  registration: { id: string; kind: "single" | "grouped"; name: string; coExhibitors: ExhibitorSummary[] };
  areas: { slug: string; name: string }[];
}

/** The producer as shown: a real producer, or the exhibitor standing in for it. */
export interface ProducerRef {
  id: string;
  name: string;
  country: string;
  region: string;
  isExhibitor: boolean; // true when the exhibitor stands in (no producer, or the placeholder id)
}

export interface Producer {
  id: string;
  slug: string;
  brandId: string;
  name: string;
  country: string;
  region: string;
  founded: number | null;
  website: string;
  description: string;
  logo: Image | null;
}

export interface Award {
  award: string;
  medal: Medal;
  year: number | null;
}

export interface ProductSummary {
  id: string;
  kind: ProductKind;
  name: string;
  vintage: number | null;
  country: string;
  region: string;
  denomination: string;
  color: string;
  producer: ProducerRef;
  exhibitor: { id: string; name: string };
  tableNumber: string;
  price: number | null;
  currency: string;
  priceRange: string;
  bottleImage: Image | null;
  awards: Award[];
  characteristics: Characteristic[];
}

export interface Product extends ProductSummary {
  subregion: string;
  designation: string;
  apparentColor: string;
  description: string;
  alcohol: number | null;
  residualSugar: number | null;
  totalAcidity: number | null;
  ph: number | null;
  bottleSize: number | null;
  closure: string;
  bottling: string;
  maturation: string;
  monthsInBottle: number | null;
  eanBottle: string;
  eanCase: string;
  gtin: string;
  bottlesPerCase: number | null;
  isVegan: boolean;
  isVegetarian: boolean;
  isCertifiedOrganic: boolean;
  isBiodynamic: boolean;
  finingAgents: string[];
  grapeVarieties: { varietyName: string; percentage: number | null }[];
  soilTypes: { soilType: string; percentage: number | null }[];
  vineyard: string;
  vineyardInformation: string;
  training: string;
  vineDensity: number | null;
  yield: number | null;
  vineyardAge: number | null;
  vineyardElevation: number | null;
  soilType: string;
  vinification: string;
  viticulture: string;
  pruning: string;
  foodPairing: string;
  harvestNotes: string;
  classifications: string[];
  certifications: string[];
  fermentation: {
    type: string;
    vesselType: string;
    malolactic: string;
    wholeCluster: boolean;
    oakInfluence: string;
  };
  spiritType: string;
  beerStyle: string;
  sensory: SensoryProfile;
  isNew: boolean;
  files: CatalogueFile[];
}

export interface ProductListSummary {
  id: string;
  slug: string;
  name: string;
  description: string;
  productCount: number;
}
export interface AreaSummary {
  id: string;
  slug: string;
  name: string;
  description: string;
  exhibitorCount: number;
  image: Image | null;
}

/** A product page's related products: the same producer's, the same exhibitor's, similar ones. */
export interface RelatedProducts {
  sameProducer: ProductSummary[];
  sameExhibitor: ProductSummary[];
  similar: ProductSummary[];
}
