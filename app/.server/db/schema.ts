import type { ColumnType, Generated } from "kysely";
import type { AccountsDatabase } from "./schema-accounts";
import type { AnalyticsDatabase } from "./schema-analytics";
import type { BusDatabase } from "./schema-bus";
import type { CatalogueVersionsDatabase } from "./schema-catalogue-versions";
import type { ChatDatabase } from "./schema-chat";
import type { ContentDatabase } from "./schema-content";
import type { JobsDatabase } from "./schema-jobs";
import type { LeadsDatabase } from "./schema-leads";
import type { MeetingsDatabase } from "./schema-meetings";
import type { MyCatalogueDatabase } from "./schema-my-catalogue";
import type { SharedStateDatabase } from "./schema-shared-state";

// Row types of the catalogue. Conventions, the same in both dialects:
// ids are 24-character hex strings (the original's ids); timestamps are ISO
// 8601 text; lists and small structures are JSON text; booleans read back as
// 0/1 on SQLite and true/false on PostgreSQL (use toBool from dialect.ts).
type Bool = number | boolean;
type Json = string;
/** A column the migration gives a default (or NULL): optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface EventsTable {
  id: string;
  slug: string;
  default_locale: string;
  locales: Json; // string[]
  starts_on: string; // YYYY-MM-DD
  ends_on: string;
  timezone: string;
  venue_name: string;
  venue_street: string;
  venue_postal_code: string;
  venue_city: string;
  venue_country: string;
  settings: Json; // EventSettings
  logo_image_id: string | null;
  /** The product API's event this one mirrors (docs/data-in.md); NULL: the same id, or not synced. */
  source_event_id: Defaulted<string | null>;
  created_at: string;
  updated_at: string;
}

export interface EventTranslationsTable {
  event_id: string;
  locale: string;
  name: string;
  tagline: string;
  description: string;
}

export interface ImagesTable {
  id: string;
  width: number;
  height: number;
  alt: string;
  // [{ width, height, src }] smallest first; every variant is a file under /media.
  variants: Json;
  placeholder: string; // shown while the image loads: a colour (#5a3414) or a tiny data: URI
  created_at: string;
}

export interface ExhibitorsTable {
  id: string;
  brand_id: string;
  slug: string;
  name: string;
  brand_name: string;
  logo_image_id: string | null;
  founded: number | null;
  country: string; // ISO 3166-1 alpha-2
  website: string;
  email: string;
  phone: string;
  languages_spoken: Json; // ISO 639-1 codes
  countries: Json; // ISO codes of the countries the company works in
  offering: Json; // Offering[]
  opening_hours: Json; // [{ day: 1..7, opens: "10:00", closes: "18:00" }]
  networking_id: string;
  created_at: string;
  updated_at: string;
}

export interface ExhibitorTranslationsTable {
  exhibitor_id: string;
  locale: string;
  description: string;
  opening_hours_note: string;
}

export interface ExhibitorLocationsTable {
  id: string;
  exhibitor_id: string;
  position: number;
  label: string;
  street: string;
  postal_code: string;
  city: string;
  region: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
}

export interface ExhibitorContactsTable {
  id: string;
  exhibitor_id: string;
  position: number;
  name: string;
  job_title: string;
  email: string;
  phone: string;
}

export interface ExhibitorMarketsTable {
  exhibitor_id: string;
  market: string; // ISO country code
  status: "hasDistribution" | "seekingDistribution";
}

export interface ProducersTable {
  id: string;
  brand_id: string;
  slug: string;
  name: string;
  country: string;
  region: string;
  founded: number | null;
  website: string;
  logo_image_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface ProducerTranslationsTable {
  producer_id: string;
  locale: string;
  description: string;
}

export interface ProductsTable {
  id: string;
  exhibitor_id: string;
  producer_id: Defaulted<string | null>;
  kind: "Wine" | "Beer" | "Spirit" | "Cider" | "ProductV1";
  name: string;
  vintage: Defaulted<number | null>;
  country: Defaulted<string>;
  region: Defaulted<string>;
  subregion: Defaulted<string>;
  designation: Defaulted<string>;
  color: Defaulted<string>; // red | white | rose | orange | amber | ... ("" when it does not apply)
  alcohol: Defaulted<number | null>; // % vol
  residual_sugar: Defaulted<number | null>; // g/l
  total_acidity: Defaulted<number | null>; // g/l
  ph: Defaulted<number | null>;
  bottle_size: Defaulted<number | null>; // ml
  closure: Defaulted<string>;
  months_in_bottle: Defaulted<number | null>;
  ean_bottle: Defaulted<string>;
  ean_case: Defaulted<string>;
  gtin: Defaulted<string>;
  bottles_per_case: Defaulted<number | null>;
  is_vegan: Defaulted<Bool>;
  is_vegetarian: Defaulted<Bool>;
  is_certified_organic: Defaulted<Bool>;
  is_biodynamic: Defaulted<Bool>;
  fining_agents: Defaulted<Json>; // string[]
  characteristics: Defaulted<Json>; // Characteristic[]
  vineyard: Defaulted<string>;
  vine_density: Defaulted<number | null>; // vines per hectare
  yield: Defaulted<number | null>; // hl/ha
  vineyard_age: Defaulted<number | null>; // years
  vineyard_elevation: Defaulted<number | null>; // metres
  classifications: Defaulted<Json>; // string[]
  certifications: Defaulted<Json>; // string[]
  malolactic_fermentation: Defaulted<string>; // full | partial | none | ""
  whole_cluster_fermentation: Defaulted<Bool>;
  spirit_type: Defaulted<string>;
  beer_style: Defaulted<string>;
  price_range: Defaulted<string>; // PriceRange or ""
  sensory: Defaulted<Json>; // SensoryProfile (partial)
  bottle_image_id: Defaulted<string | null>;
  created_at: string;
  updated_at: string;
}

export interface ProductTranslationsTable {
  product_id: string;
  locale: string;
  description: string;
  vineyard_information: string;
  vinification: string;
  viticulture: string;
  pruning: string;
  food_pairing: string;
  harvest_notes: string;
  // Facts written in words, hence in a language ("Edelstahltanks", "cuves inox"); added after the prose, so optional on insert.
  apparent_color: Defaulted<string>;
  bottling: Defaulted<string>;
  maturation: Defaulted<string>;
  training: Defaulted<string>;
  soil_type: Defaulted<string>;
  fermentation_type: Defaulted<string>;
  fermentation_vessel: Defaulted<string>;
  oak_influence: Defaulted<string>;
}

export interface ProductGrapeVarietiesTable {
  product_id: string;
  position: number;
  variety_name: string;
  percentage: number | null;
}

export interface ProductSoilTypesTable {
  product_id: string;
  position: number;
  soil_type: string;
  /** The soil's name per locale ({ "de": "Schiefer" }); soil_type when a locale has none. */
  names: Defaulted<Json>;
  percentage: number | null;
}

export interface ProductAwardsTable {
  product_id: string;
  position: number;
  award: string;
  medal: string; // Medal
  year: number | null;
}

export interface FilesTable {
  id: string;
  owner_type: "product" | "exhibitor";
  owner_id: string;
  position: number;
  kind: "uploaded" | "live" | "linked" | "liveInfoSheet";
  name: string; // shown when `names` has none of the page's fallbacks
  names: Defaulted<Json>; // { [locale]: display name }
  languages: Json; // locale codes the document is written in
  is_live: Bool;
  url: string;
  mime_type: string;
  size_bytes: number | null;
  thumbnail_image_id: string | null;
}

export interface RegistrationsTable {
  id: string;
  event_id: string;
  kind: "single" | "grouped";
  name: string; // the stand's name for a grouped registration
  table_number: string;
  sort_number: number | null;
  created_at: string;
  updated_at: string;
}

/** A product's short code at an event: the QR code's /q/{code} (migration 0019). */
export interface ProductCodesTable {
  code: string;
  event_id: string;
  product_id: string;
  created_at: string;
}

export interface RegistrationExhibitorsTable {
  registration_id: string;
  event_id: string;
  exhibitor_id: string;
  table_number: string; // overrides the registration's when set
  sort_number: number | null;
}

export interface RegisteredProductsTable {
  event_id: string;
  product_id: string;
  registration_id: string;
  exhibitor_id: string;
  table_number: string;
  price: number | null;
  currency: string;
  price_range: string;
  is_new: Bool;
}

export interface ProductListsTable {
  id: string;
  event_id: string;
  slug: string;
  position: number;
  created_at: string;
  updated_at: string;
}

export interface ProductListTranslationsTable {
  product_list_id: string;
  locale: string;
  name: string;
  description: string;
}

export interface ProductListItemsTable {
  product_list_id: string;
  product_id: string;
  position: number;
}

export interface AreasTable {
  id: string;
  event_id: string;
  slug: string;
  position: number;
  image_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface AreaTranslationsTable {
  area_id: string;
  locale: string;
  name: string;
  description: string;
}

export interface AreaExhibitorsTable {
  area_id: string;
  exhibitor_id: string;
}

export interface HistoryTable {
  id: Generated<number>;
  event_id: string | null;
  entity_type: string; // event | exhibitor | producer | product | productList | area | registration
  entity_id: string;
  kind: "fieldChange" | "set" | "unset" | "unknown" | "productAdded" | "productRemoved" | "productChanged";
  field: string;
  old_value: Json | null;
  new_value: Json | null;
  collection_id: string | null;
  actor: string;
  created_at: string;
}

export interface Database
  extends AccountsDatabase,
    MyCatalogueDatabase,
    MeetingsDatabase,
    ContentDatabase,
    ChatDatabase,
    AnalyticsDatabase,
    BusDatabase,
    SharedStateDatabase,
    JobsDatabase,
    LeadsDatabase,
    CatalogueVersionsDatabase {
  events: EventsTable;
  event_translations: EventTranslationsTable;
  images: ImagesTable;
  exhibitors: ExhibitorsTable;
  exhibitor_translations: ExhibitorTranslationsTable;
  exhibitor_locations: ExhibitorLocationsTable;
  exhibitor_contacts: ExhibitorContactsTable;
  exhibitor_markets: ExhibitorMarketsTable;
  producers: ProducersTable;
  producer_translations: ProducerTranslationsTable;
  products: ProductsTable;
  product_translations: ProductTranslationsTable;
  product_grape_varieties: ProductGrapeVarietiesTable;
  product_soil_types: ProductSoilTypesTable;
  product_awards: ProductAwardsTable;
  files: FilesTable;
  registrations: RegistrationsTable;
  registration_exhibitors: RegistrationExhibitorsTable;
  product_codes: ProductCodesTable;
  registered_products: RegisteredProductsTable;
  product_lists: ProductListsTable;
  product_list_translations: ProductListTranslationsTable;
  product_list_items: ProductListItemsTable;
  areas: AreasTable;
  area_translations: AreaTranslationsTable;
  area_exhibitors: AreaExhibitorsTable;
  history: HistoryTable;
}
