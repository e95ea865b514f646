import type { Selectable } from "kysely";
import type { DB } from "~/.server/db";
import { toBool } from "~/.server/db/dialect";
import type {
  ImagesTable,
  ProductAwardsTable,
  ProductGrapeVarietiesTable,
  ProductSoilTypesTable,
  ProductTranslationsTable,
} from "~/.server/db/schema";
import { groupBy } from "~/lib/group-by";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locales";
import { pickTranslation } from "~/lib/translations";
import { imagesById, toImage } from "../media/images.server";
import { filesByOwner, jsonStrings } from "./files.server";
import { localizedName } from "./localized-name";
import { BOTTLE_IMAGE_SIZES } from "./product-media.server";
import { PRODUCT_TEXT_FIELDS } from "./product-texts";
import { rowPlacement, rowProducer, selectRegisteredProducts } from "./registered-product-rows.server";
import { characteristicsOf, denomination } from "./rules";
import { readSensoryProfile } from "./sensory";
import type { Award, CatalogueFile, Product } from "./types";
import { type Characteristic, MEDALS, type Medal, PRODUCT_KINDS, type ProductKind } from "./vocabulary";

/** The party a product URL goes through: `/by-exhibitor/{id}/…` or `/by-producer/{id}/…`. */
export type ProductPath = { exhibitorId: string } | { producerId: string };

export function isMedal(value: string): value is Medal {
  return (MEDALS as readonly string[]).includes(value);
}

/** The characteristics rule (rules.ts) over a products row; the search documents use it too. */
export function rowCharacteristics(row: {
  characteristics: string;
  is_vegan: unknown;
  is_vegetarian: unknown;
  is_certified_organic: unknown;
  is_biodynamic: unknown;
}): Characteristic[] {
  return characteristicsOf({
    characteristics: jsonStrings(row.characteristics),
    isVegan: toBool(row.is_vegan),
    isVegetarian: toBool(row.is_vegetarian),
    isCertifiedOrganic: toBool(row.is_certified_organic),
    isBiodynamic: toBool(row.is_biodynamic),
  });
}

function toKind(value: string): ProductKind {
  return (PRODUCT_KINDS as readonly string[]).includes(value) ? (value as ProductKind) : "ProductV1";
}

/** True when the URL names the product's exhibitor, or its producer (the exhibitor when it stands in). */
export function matchesPath(product: Pick<Product, "exhibitor" | "producer">, path: ProductPath): boolean {
  return "exhibitorId" in path ? product.exhibitor.id === path.exhibitorId : product.producer.id === path.producerId;
}

function loadRows(db: DB, eventId: string, productIds: readonly string[]) {
  return selectRegisteredProducts(db, eventId)
    .selectAll("p")
    .select("rp.is_new as rp_is_new")
    .where("rp.product_id", "in", productIds)
    .execute();
}

type ProductRow = Awaited<ReturnType<typeof loadRows>>[number];

/**
 * A product as the event shows it: its registration for the event merged in
 * (table, fair price, price range, new), the placeholder-producer rule
 * applied, texts in the locale. Null when the product is unknown, not
 * registered for the event, or not reached through its own exhibitor or
 * producer, so a URL cannot pass a product off under another company.
 */
export async function getProduct(
  db: DB,
  options: { eventId: string; productId: string; locale: Locale; fallbackLocale?: Locale; path?: ProductPath },
): Promise<Product | null> {
  const [product] = await readEventProducts(db, { ...options, productIds: [options.productId] });
  if (!product) return null;
  if (options.path && !matchesPath(product, options.path)) return null;
  return product;
}

/**
 * The products of these ids that the event shows, as getProduct gives each,
 * with one query per table for them all (the offline package reads a fair's
 * catalogue this way, a chunk of ids at a time). Ids the event does not show
 * are left out.
 */
export async function readEventProducts(
  db: DB,
  options: { eventId: string; productIds: readonly string[]; locale: Locale; fallbackLocale?: Locale },
): Promise<Product[]> {
  const { eventId, productIds, locale, fallbackLocale = DEFAULT_LOCALE } = options;
  if (productIds.length === 0) return [];
  const rows = await loadRows(db, eventId, productIds);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [translations, grapes, soils, awards, files, images] = await Promise.all([
    db.selectFrom("product_translations").selectAll().where("product_id", "in", ids).execute(),
    db
      .selectFrom("product_grape_varieties")
      .selectAll()
      .where("product_id", "in", ids)
      .orderBy("product_id")
      .orderBy("position")
      .execute(),
    db
      .selectFrom("product_soil_types")
      .selectAll()
      .where("product_id", "in", ids)
      .orderBy("product_id")
      .orderBy("position")
      .execute(),
    db
      .selectFrom("product_awards")
      .selectAll()
      .where("product_id", "in", ids)
      .orderBy("product_id")
      .orderBy("position")
      .execute(),
    filesByOwner(db, { ownerType: "product", ownerIds: ids, locale, fallbackLocale }),
    imagesById(
      db,
      rows.map((row) => row.bottle_image_id),
    ),
  ]);
  const byProduct = {
    translations: groupBy(translations, (r) => r.product_id),
    grapes: groupBy(grapes, (r) => r.product_id),
    soils: groupBy(soils, (r) => r.product_id),
    awards: groupBy(awards, (r) => r.product_id),
  };
  return rows.map((row) =>
    toProduct(row, {
      locale,
      fallbackLocale,
      translations: byProduct.translations.get(row.id) ?? [],
      grapes: byProduct.grapes.get(row.id) ?? [],
      soils: byProduct.soils.get(row.id) ?? [],
      awards: byProduct.awards.get(row.id) ?? [],
      files: files.get(row.id) ?? [],
      bottle: row.bottle_image_id ? images.get(row.bottle_image_id) : null,
    }),
  );
}

interface ProductParts {
  locale: Locale;
  fallbackLocale: Locale;
  translations: Selectable<ProductTranslationsTable>[];
  grapes: Selectable<ProductGrapeVarietiesTable>[];
  soils: Selectable<ProductSoilTypesTable>[];
  awards: Selectable<ProductAwardsTable>[];
  files: CatalogueFile[];
  bottle: Selectable<ImagesTable> | null | undefined;
}

function toProduct(row: ProductRow, parts: ProductParts): Product {
  const { locale, fallbackLocale, translations, grapes, soils, awards, files } = parts;
  // The exhibitor that registered the product shows it at the fair, as in the search documents.
  const exhibitor = { id: row.e_id, name: row.e_name };
  const producer = rowProducer(row);
  const text = pickTranslation(translations, locale, fallbackLocale, PRODUCT_TEXT_FIELDS);
  // Only the registration prices a product; "" leaves the currency to the event's setting.
  const placed = rowPlacement(row, "");

  return {
    id: row.id,
    kind: toKind(row.kind),
    name: row.name,
    vintage: row.vintage,
    country: row.country,
    region: row.region,
    subregion: row.subregion,
    denomination: denomination(row),
    designation: row.designation,
    color: row.color,
    apparentColor: text.apparent_color,
    producer,
    exhibitor,
    tableNumber: placed.tableNumber,
    price: placed.price,
    currency: placed.currency,
    priceRange: placed.priceRange,
    isNew: toBool(row.rp_is_new),
    bottleImage: toImage(parts.bottle, BOTTLE_IMAGE_SIZES),
    awards: awards.map(
      (a): Award => ({ award: a.award, medal: isMedal(a.medal) ? a.medal : "commended", year: a.year }),
    ),
    characteristics: rowCharacteristics(row),
    description: text.description,
    alcohol: row.alcohol,
    residualSugar: row.residual_sugar,
    totalAcidity: row.total_acidity,
    ph: row.ph,
    bottleSize: row.bottle_size,
    closure: row.closure,
    bottling: text.bottling,
    maturation: text.maturation,
    monthsInBottle: row.months_in_bottle,
    eanBottle: row.ean_bottle,
    eanCase: row.ean_case,
    gtin: row.gtin,
    bottlesPerCase: row.bottles_per_case,
    isVegan: toBool(row.is_vegan),
    isVegetarian: toBool(row.is_vegetarian),
    isCertifiedOrganic: toBool(row.is_certified_organic),
    isBiodynamic: toBool(row.is_biodynamic),
    finingAgents: jsonStrings(row.fining_agents),
    grapeVarieties: grapes.map((g) => ({ varietyName: g.variety_name, percentage: g.percentage })),
    soilTypes: soils.map((s) => ({
      soilType: localizedName(s.soil_type, s.names, locale, fallbackLocale),
      percentage: s.percentage,
    })),
    vineyard: row.vineyard,
    vineyardInformation: text.vineyard_information,
    training: text.training,
    vineDensity: row.vine_density,
    yield: row.yield,
    vineyardAge: row.vineyard_age,
    vineyardElevation: row.vineyard_elevation,
    soilType: text.soil_type,
    vinification: text.vinification,
    viticulture: text.viticulture,
    pruning: text.pruning,
    foodPairing: text.food_pairing,
    harvestNotes: text.harvest_notes,
    classifications: jsonStrings(row.classifications),
    certifications: jsonStrings(row.certifications),
    fermentation: {
      type: text.fermentation_type,
      vesselType: text.fermentation_vessel,
      malolactic: row.malolactic_fermentation,
      wholeCluster: toBool(row.whole_cluster_fermentation),
      oakInfluence: text.oak_influence,
    },
    spiritType: row.spirit_type,
    beerStyle: row.beer_style,
    sensory: readSensoryProfile(row.sensory),
    files,
  };
}
