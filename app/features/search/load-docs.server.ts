import type { Selectable } from "kysely";
import type { DB } from "~/.server/db";
import { CHUNK, inChunks, listedIds } from "~/.server/db/in-chunks";
import type { ImagesTable } from "~/.server/db/schema";
import { rowCharacteristics } from "~/features/catalogue/products.server";
import { denomination, mergeRegisteredProduct, resolveProducer } from "~/features/catalogue/rules";
import type { Award, ProducerRef } from "~/features/catalogue/types";
import { type Medal, OFFERINGS, type Offering, type ProductKind } from "~/features/catalogue/vocabulary";
import { parseSettings } from "~/features/events/events.server";
import { toImage } from "~/features/media/images.server";
import { getOrInsert } from "~/lib/get-or-insert";
import type { ExhibitorDocument, ProductDocument } from "./documents";

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
  return inChunks(async (after) => {
    const rows = await db
      .selectFrom("registered_products")
      .select("product_id")
      .where("event_id", "=", eventId)
      .$if(after !== null, (query) => query.where("product_id", ">", after ?? ""))
      .orderBy("product_id")
      .limit(CHUNK)
      .execute();
    return rows.map((row) => row.product_id);
  }, read);
}

/** Reads documents of products by id; the readers' strings and shared objects are one copy across calls. */
async function productDocumentReader(
  db: DB,
  eventId: string,
): Promise<(productIds: readonly string[]) => Promise<ProductDocument[]>> {
  const eventRow = await db.selectFrom("events").select("settings").where("id", "=", eventId).executeTakeFirst();
  // Prices are in the event's currency unless the registration names another.
  const eventCurrency = parseSettings(eventRow?.settings ?? "{}").currency;
  const text = interner();
  // Many products share a producer and an exhibitor; share the objects too.
  const producers = new Map<string, ProducerRef>();
  const exhibitors = new Map<string, { id: string; name: string }>();
  // One card image object per image, however many products show it.
  const bottles = new Map<string, ReturnType<typeof toImage>>();
  return (productIds) =>
    readProductDocuments(db, { eventId, productIds, eventCurrency, text, producers, exhibitors, bottles });
}

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: split with the shared registered-product row (issue 28)
async function readProductDocuments(
  db: DB,
  shared: {
    eventId: string;
    productIds: readonly string[];
    eventCurrency: string;
    text: (value: string) => string;
    producers: Map<string, ProducerRef>;
    exhibitors: Map<string, { id: string; name: string }>;
    bottles: Map<string, ReturnType<typeof toImage>>;
  },
): Promise<ProductDocument[]> {
  const { eventId, productIds, eventCurrency, text, producers, exhibitors, bottles } = shared;
  const [rows, grapeRows, awardRows, imageRows] = await Promise.all([
    db
      .selectFrom("registered_products as rp")
      .innerJoin("products as p", "p.id", "rp.product_id")
      .innerJoin("exhibitors as e", "e.id", "rp.exhibitor_id")
      .innerJoin("registrations as r", "r.id", "rp.registration_id")
      .leftJoin("registration_exhibitors as re", (join) =>
        join.onRef("re.registration_id", "=", "rp.registration_id").onRef("re.exhibitor_id", "=", "rp.exhibitor_id"),
      )
      .leftJoin("producers as pr", "pr.id", "p.producer_id")
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
        "rp.table_number as rp_table",
        "rp.price",
        "rp.currency",
        "rp.price_range as rp_price_range",
        "re.table_number as re_table",
        "r.table_number as r_table",
        "e.id as exhibitor_id",
        "e.name as exhibitor_name",
        "e.country as exhibitor_country",
        "pr.id as producer_id",
        "pr.name as producer_name",
        "pr.country as producer_country",
        "pr.region as producer_region",
      ])
      .where("rp.event_id", "=", eventId)
      .where("rp.product_id", "in", productIds)
      .execute(),
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
  return rows.map((row) => {
    const producerKey = `${row.producer_id ?? ""}|${row.exhibitor_id}`;
    let producer = producers.get(producerKey);
    if (!producer) {
      producer = resolveProducer({
        producer: row.producer_id
          ? {
              id: row.producer_id,
              name: row.producer_name ?? "",
              country: row.producer_country ?? "",
              region: row.producer_region ?? "",
            }
          : null,
        exhibitor: { id: row.exhibitor_id, name: row.exhibitor_name, country: row.exhibitor_country },
      });
      producers.set(producerKey, producer);
    }
    let exhibitor = exhibitors.get(row.exhibitor_id);
    if (!exhibitor) {
      exhibitor = { id: row.exhibitor_id, name: row.exhibitor_name };
      exhibitors.set(row.exhibitor_id, exhibitor);
    }
    // The registration row speaks for the event; the exhibitor's stand (or
    // the registration's) gives the table when the product has none.
    const event = mergeRegisteredProduct(
      {
        tableNumber: row.re_table || row.r_table || "",
        price: null,
        currency: eventCurrency,
        priceRange: row.price_range,
      },
      {
        productId: row.id,
        tableNumber: row.rp_table,
        price: row.price,
        currency: row.currency,
        priceRange: row.rp_price_range,
      },
    );
    const productAwards = awards.get(row.id) ?? [];
    return {
      summary: {
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
        tableNumber: text(event.tableNumber),
        price: event.price,
        currency: text(event.currency),
        priceRange: text(event.priceRange),
        bottleImage: row.bottle_image_id ? bottle(row.bottle_image_id) : null,
        awards: productAwards,
        characteristics: rowCharacteristics(row),
      },
      subregion: text(row.subregion),
      designation: text(row.designation),
      grapes: grapes.get(row.id) ?? [],
      alcohol: row.alcohol,
      closure: text(row.closure),
      style: text(row.beer_style || row.spirit_type),
    };
  });
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

function groupBy<R, T>(rows: readonly R[], key: (row: R) => string, map: (row: R) => T): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    getOrInsert(out, key(row), () => []).push(map(row));
  }
  return out;
}
