import type { Selectable } from "kysely";
import type { DB } from "~/.server/db";
import { CHUNK, inChunks, listedIds } from "~/.server/db/in-chunks";
import type { ImagesTable } from "~/.server/db/schema";
import { rowCharacteristics } from "~/features/catalogue/products.server";
import { registeredProductIdsAfter } from "~/features/catalogue/registered-ids.server";
import {
  rowPlacement,
  rowProducer,
  selectRegisteredProducts,
} from "~/features/catalogue/registered-product-rows.server";
import { denomination } from "~/features/catalogue/rules";
import type { Award, ProducerRef } from "~/features/catalogue/types";
import { type Medal, OFFERINGS, type Offering, type ProductKind } from "~/features/catalogue/vocabulary";
import { parseSettings } from "~/features/events/events.server";
import { toImage } from "~/features/media/images.server";
import { getOrInsert } from "~/lib/get-or-insert";
import { groupBy } from "~/lib/group-by";
import type { ExhibitorDocument, ProductDocument } from "../catalogue/documents";

// Builds the documents of one event's indexes with a handful of set-based
// queries (one per table, filtered by the event through a join or a
// subquery), never one query per product: a large fair has 100,000 products.

const BOTTLE_SIZES = "(min-width: 52em) 160px, 96px";
const LOGO_SIZES = "(min-width: 52em) 120px, 80px";

/**
 * The documents of every product registered for the event, or of these
 * (what an edit touched: the index takes them without a rebuild); an id
 * not registered for the event has none. A whole event is read a chunk at a
 * time, the event loop answering requests between chunks.
 */
export async function loadProductDocuments(
  db: DB,
  eventId: string,
  productIds?: readonly string[],
): Promise<ProductDocument[]> {
  if (productIds?.length === 0) return [];
  const read = await productDocumentReader(db, eventId);
  if (productIds) return inChunks(listedIds(productIds), read);
  return inChunks((after) => registeredProductIdsAfter(db, eventId, after), read);
}

/** What a reader keeps across chunks, so that every document shares one copy. */
interface SharedValues {
  eventCurrency: string;
  text: (value: string) => string;
  producers: Map<string, ProducerRef>;
  exhibitors: Map<string, { id: string; name: string }>;
  bottles: Map<string, ReturnType<typeof toImage>>;
}

/** Reads documents of products by id; the readers' strings and shared objects are one copy across calls. */
async function productDocumentReader(
  db: DB,
  eventId: string,
): Promise<(productIds: readonly string[]) => Promise<ProductDocument[]>> {
  const eventRow = await db.selectFrom("events").select("settings").where("id", "=", eventId).executeTakeFirst();
  // Prices are in the event's currency unless the registration names another.
  const eventCurrency = parseSettings(eventRow?.settings ?? "{}").currency;
  const shared: SharedValues = {
    eventCurrency,
    text: interner(),
    producers: new Map(),
    exhibitors: new Map(),
    // One card image object per image, however many products show it.
    bottles: new Map(),
  };
  return (productIds) => readProductDocuments(db, { ...shared, eventId, productIds });
}

async function readProductDocuments(
  db: DB,
  options: SharedValues & { eventId: string; productIds: readonly string[] },
): Promise<ProductDocument[]> {
  const { eventId, productIds, text, bottles } = options;
  const [rows, grapeRows, awardRows, imageRows] = await Promise.all([
    readProductRows(db, eventId, productIds),
    db
      .selectFrom("product_grape_varieties")
      .select(["product_id", "variety_name"])
      .where("product_id", "in", productIds)
      .orderBy("product_id")
      .orderBy("position")
      .execute(),
    db
      .selectFrom("product_awards")
      .select(["product_id", "award", "medal", "year"])
      .where("product_id", "in", productIds)
      .orderBy("product_id")
      .orderBy("position")
      .execute(),
    db
      .selectFrom("images")
      .selectAll()
      .where(
        "id",
        "in",
        db
          .selectFrom("products")
          .select("bottle_image_id")
          .where("id", "in", productIds)
          .where("bottle_image_id", "is not", null)
          .$narrowType<{ bottle_image_id: string }>(),
      )
      .execute(),
  ]);

  const grapes = groupBy(
    grapeRows,
    (row) => row.product_id,
    (row) => text(row.variety_name),
  );
  const awards = groupBy(
    awardRows,
    (row) => row.product_id,
    (row): Award => ({ award: text(row.award), medal: text(row.medal) as Medal, year: row.year }),
  );
  const images = new Map<string, Selectable<ImagesTable>>(
    imageRows.map((row) => [row.id, { ...row, alt: text(row.alt), placeholder: text(row.placeholder) }]),
  );
  const bottle = (id: string) => getOrInsert(bottles, id, () => toImage(images.get(id), BOTTLE_SIZES));
  return rows.map((row) => ({
    summary: productSummary(row, options, {
      bottleImage: row.bottle_image_id ? bottle(row.bottle_image_id) : null,
      awards: awards.get(row.id) ?? [],
    }),
    subregion: text(row.subregion),
    designation: text(row.designation),
    grapes: grapes.get(row.id) ?? [],
    alcohol: row.alcohol,
    closure: text(row.closure),
    style: text(row.beer_style || row.spirit_type),
  }));
}

function readProductRows(db: DB, eventId: string, productIds: readonly string[]) {
  return selectRegisteredProducts(db, eventId)
    .select([
      "p.id",
      "p.kind",
      "p.name",
      "p.vintage",
      "p.country",
      "p.region",
      "p.subregion",
      "p.designation",
      "p.color",
      "p.alcohol",
      "p.closure",
      "p.beer_style",
      "p.spirit_type",
      "p.price_range",
      "p.characteristics",
      "p.is_vegan",
      "p.is_vegetarian",
      "p.is_certified_organic",
      "p.is_biodynamic",
      "p.bottle_image_id",
    ])
    .where("rp.product_id", "in", productIds)
    .execute();
}

type ProductDocumentRow = Awaited<ReturnType<typeof readProductRows>>[number];

/**
 * A product's card as the index keeps it, from its row and what the other
 * queries read for it; repeated strings and objects are the shared copies.
 */
function productSummary(
  row: ProductDocumentRow,
  shared: SharedValues,
  read: Pick<ProductDocument["summary"], "bottleImage" | "awards">,
): ProductDocument["summary"] {
  const { text } = shared;
  // Many products share a producer and an exhibitor; share the objects too.
  const producer = getOrInsert(shared.producers, `${row.pr_id ?? ""}|${row.e_id}`, () => rowProducer(row));
  const exhibitor = getOrInsert(shared.exhibitors, row.e_id, () => ({ id: row.e_id, name: row.e_name }));
  const placed = rowPlacement(row, shared.eventCurrency);
  return {
    id: row.id,
    kind: text(row.kind) as ProductKind,
    name: row.name,
    vintage: row.vintage,
    country: text(row.country),
    region: text(row.region),
    denomination: text(denomination(row)),
    color: text(row.color),
    producer,
    exhibitor,
    tableNumber: text(placed.tableNumber),
    price: placed.price,
    currency: text(placed.currency),
    priceRange: text(placed.priceRange),
    bottleImage: read.bottleImage,
    awards: read.awards,
    characteristics: rowCharacteristics(row),
  };
}

/** The documents of every exhibitor registered for the event (a chunk at a time), or of these (what an edit touched). */
export async function loadExhibitorDocuments(
  db: DB,
  eventId: string,
  exhibitorIds?: readonly string[],
): Promise<ExhibitorDocument[]> {
  if (exhibitorIds?.length === 0) return [];
  const read = (ids: readonly string[]) => readExhibitorDocuments(db, eventId, ids);
  if (exhibitorIds) return inChunks(listedIds(exhibitorIds), read);
  return inChunks(async (after) => {
    const rows = await db
      .selectFrom("registration_exhibitors")
      .select("exhibitor_id")
      .distinct()
      .where("event_id", "=", eventId)
      .$if(after !== null, (query) => query.where("exhibitor_id", ">", after ?? ""))
      .orderBy("exhibitor_id")
      .limit(CHUNK)
      .execute();
    return rows.map((row) => row.exhibitor_id);
  }, read);
}

async function readExhibitorDocuments(
  db: DB,
  eventId: string,
  exhibitorIds: readonly string[],
): Promise<ExhibitorDocument[]> {
  const [rows, marketRows, countRows, imageRows] = await Promise.all([
    db
      .selectFrom("registration_exhibitors as re")
      .innerJoin("exhibitors as e", "e.id", "re.exhibitor_id")
      .innerJoin("registrations as r", "r.id", "re.registration_id")
      .select([
        "e.id",
        "e.slug",
        "e.name",
        "e.brand_name",
        "e.country",
        "e.logo_image_id",
        "e.offering",
        "re.table_number as re_table",
        "r.table_number as r_table",
        "re.sort_number as re_sort",
        "r.sort_number as r_sort",
      ])
      .where("re.event_id", "=", eventId)
      .where("re.exhibitor_id", "in", exhibitorIds)
      .execute(),
    db
      .selectFrom("exhibitor_markets")
      .select(["exhibitor_id", "market", "status"])
      .where("exhibitor_id", "in", exhibitorIds)
      .orderBy("exhibitor_id")
      .orderBy("market")
      .execute(),
    db
      .selectFrom("registered_products")
      .select((eb) => ["exhibitor_id", eb.fn.countAll<number | string>().as("count")])
      .where("event_id", "=", eventId)
      .where("exhibitor_id", "in", exhibitorIds)
      .groupBy("exhibitor_id")
      .execute(),
    db
      .selectFrom("images")
      .selectAll()
      .where(
        "id",
        "in",
        db
          .selectFrom("exhibitors")
          .select("logo_image_id")
          .where("id", "in", exhibitorIds)
          .where("logo_image_id", "is not", null)
          .$narrowType<{ logo_image_id: string }>(),
      )
      .execute(),
  ]);

  const byExhibitor = (row: { exhibitor_id: string }) => row.exhibitor_id;
  const has = groupBy(
    marketRows.filter((row) => row.status === "hasDistribution"),
    byExhibitor,
    (row) => row.market,
  );
  const seeking = groupBy(
    marketRows.filter((row) => row.status === "seekingDistribution"),
    byExhibitor,
    (row) => row.market,
  );
  // PostgreSQL returns count(*) as a string (bigint).
  const counts = new Map(countRows.map((row) => [row.exhibitor_id, Number(row.count)]));
  const images = new Map(imageRows.map((row) => [row.id, row]));

  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    brandName: row.brand_name,
    country: row.country,
    logo: row.logo_image_id ? toImage(images.get(row.logo_image_id), LOGO_SIZES) : null,
    tableNumber: row.re_table || row.r_table || "",
    sortNumber: row.re_sort ?? row.r_sort ?? null,
    offering: parseList(row.offering).filter((value): value is Offering =>
      (OFFERINGS as readonly string[]).includes(value),
    ),
    hasDistribution: has.get(row.id) ?? [],
    seekingDistribution: seeking.get(row.id) ?? [],
    productCount: counts.get(row.id) ?? 0,
  }));
}

/**
 * One copy of each repeated string. Database drivers return a new string per
 * row, so 100,000 products would otherwise hold 100,000 copies of "FR",
 * "EUR", each region and each image placeholder: tens of megabytes per index.
 */
function interner(): (value: string) => string {
  const seen = new Map<string, string>();
  return (value) => {
    const known = seen.get(value);
    if (known !== undefined) return known;
    seen.set(value, value);
    return value;
  };
}

function parseList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}
