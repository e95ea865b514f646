import type { DB } from "~/.server/db";
import type { ProductDocument } from "~/features/catalogue/documents";
import { loadProductDocuments } from "~/features/search/load-docs.server";
import { getProductIndex, hasProductIndex } from "~/features/search/search-service.server";
import { collator } from "~/lib/format";
import type { Locale } from "~/lib/locales";
import type { Product, ProductSummary, RelatedProducts } from "../catalogue/types";
import { similarProductIds } from "./similar-products";

// Product cards of the detail pages come from the search index's documents,
// the one place that builds a ProductSummary for a whole event; the database
// only says which products (their ids) a page lists. Until the event's index
// is built (the first seconds after a start with a large catalogue), the
// cards are read from the database by the same loader, so no page waits for
// the whole catalogue.

// A teaser, not a list: each group links to the producer's or the stand's
// full list. Every card weighs on the page (HTML and hydration data), and
// product pages are the most visited.
const RELATED_LIMIT = 4;

// A stable order that needs no locale: related products are a teaser.
const byNameAndId = (a: ProductSummary, b: ProductSummary) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1;

/** Summaries of the event's products in the order of the ids; ids the index does not hold are left out. */
export async function productSummariesByIds(
  db: DB,
  options: { eventId: string; productIds: readonly string[] },
): Promise<ProductSummary[]> {
  if (options.productIds.length === 0) return [];
  if (!hasProductIndex(options.eventId)) {
    startIndexBuild(db, options.eventId);
    const byId = new Map(
      (await loadProductDocuments(db, options.eventId, options.productIds)).map((doc) => [doc.summary.id, doc.summary]),
    );
    return options.productIds.flatMap((id) => byId.get(id) ?? []);
  }
  const index = await getProductIndex(db, options.eventId);
  return options.productIds.flatMap((id) => index.get(id)?.summary ?? []);
}

/** Starts building the event's index if nothing has yet; a failure is logged by the search service, and the next request tries again. */
function startIndexBuild(db: DB, eventId: string): void {
  getProductIndex(db, eventId).catch(() => undefined);
}

function byName(locale: Locale) {
  const byName = collator(locale);
  return (a: ProductSummary, b: ProductSummary) =>
    byName.compare(a.name, b.name) || (b.vintage ?? 0) - (a.vintage ?? 0) || (a.id < b.id ? -1 : 1);
}

/** Everything the exhibitor registered for the event, by name. */
export async function exhibitorProductSummaries(
  db: DB,
  options: { eventId: string; exhibitorId: string; locale: Locale },
): Promise<ProductSummary[]> {
  const rows = await db
    .selectFrom("registered_products")
    .select("product_id")
    .where("event_id", "=", options.eventId)
    .where("exhibitor_id", "=", options.exhibitorId)
    .execute();
  const summaries = await productSummariesByIds(db, {
    eventId: options.eventId,
    productIds: rows.map((r) => r.product_id),
  });
  return summaries.sort(byName(options.locale));
}

/** The producer's products registered for the event, by name. */
export async function producerProductSummaries(
  db: DB,
  options: { eventId: string; producerId: string; locale: Locale },
): Promise<ProductSummary[]> {
  const rows = await producerRegistrations(db, options.eventId, options.producerId).execute();
  const summaries = await productSummariesByIds(db, {
    eventId: options.eventId,
    productIds: rows.map((r) => r.product_id),
  });
  return summaries.sort(byName(options.locale));
}

/** Related products, and whether they are all there (not while the event's index is still being built). */
export interface RelatedProductsFound extends RelatedProducts {
  complete: boolean;
}

type RelatedInput = Pick<Product, "id" | "kind" | "color" | "region" | "grapeVarieties" | "producer" | "exhibitor">;

/**
 * Products a visitor may look at next: more of the same producer, more from
 * the same stand (each without repeating the other), and similar products
 * from other companies: same kind, colour and region, or sharing a grape.
 */
export async function relatedProductSummaries(
  db: DB,
  options: { eventId: string; product: RelatedInput; limit?: number },
): Promise<RelatedProductsFound> {
  const { eventId, product, limit = RELATED_LIMIT } = options;
  const producerId = product.producer.isExhibitor ? null : product.producer.id;
  if (!hasProductIndex(eventId)) {
    startIndexBuild(db, eventId);
    return { ...(await relatedFromDatabase(db, { eventId, product, producerId, limit })), complete: false };
  }
  const index = await getProductIndex(db, eventId);

  // The index groups products by producer, stand, style and grape, so this
  // reads those groups, not the event's whole catalogue.
  const summaries = (docs: Iterable<ProductDocument>) =>
    [...docs].map((doc) => doc.summary).filter((other) => other.id !== product.id);
  const ofProducer = producerId === null ? [] : summaries(index.ofProducer(producerId));
  const ofExhibitor = summaries(index.atStand(product.exhibitor.id));
  const sameProducer = ofProducer.sort(byNameAndId).slice(0, limit);
  const shown = new Set(sameProducer.map((s) => s.id));
  const sameExhibitor = ofExhibitor
    .sort(byNameAndId)
    .filter((s) => !shown.has(s.id))
    .slice(0, limit);
  for (const s of sameExhibitor) shown.add(s.id);
  // Similar means from elsewhere in the fair: not this stand, not this producer.
  const similarIds = similarProductIds({
    ofStyle: index.ofStyle(product),
    withGrape: (grape) => index.withGrape(grape),
    grapes: new Set(product.grapeVarieties.map((g) => g.varietyName)),
    elsewhere: ({ summary: other }) =>
      other.id !== product.id &&
      other.exhibitor.id !== product.exhibitor.id &&
      (producerId === null || other.producer.isExhibitor || other.producer.id !== producerId),
    exclude: shown,
    limit,
  });
  return {
    sameProducer,
    sameExhibitor,
    similar: similarIds.flatMap((id) => index.get(id)?.summary ?? []),
    complete: true,
  };
}

/**
 * While the index is being built: more of the same producer and stand, read
 * by the database's indexes (no similar products: those need the index).
 */
/** The event's registrations of products other than this one, by the products' names. */
function otherRegistered(db: DB, eventId: string, productId: string) {
  return db
    .selectFrom("registered_products as rp")
    .innerJoin("products as p", "p.id", "rp.product_id")
    .select("rp.product_id")
    .where("rp.event_id", "=", eventId)
    .where("rp.product_id", "!=", productId)
    .orderBy("p.name")
    .orderBy("p.id");
}

/**
 * The event's registrations of a producer's products: along the producer's
 * products (products_producer), each looked up in the event by key. As a
 * join on the producer, SQLite walked the event's registrations instead:
 * 568 ms at 100,000 products for a producer page, on the event loop.
 */
export function producerRegistrations(db: DB, eventId: string, producerId: string) {
  return db
    .selectFrom("registered_products as rp")
    .select("rp.product_id")
    .where("rp.event_id", "=", eventId)
    .where("rp.product_id", "in", productsOfProducer(db, producerId));
}

const productsOfProducer = (db: DB, producerId: string) =>
  db.selectFrom("products").select("id").where("producer_id", "=", producerId);

/** The first of a producer's other products at the event, by name (related products before the index is built). */
export function producerProductQuery(
  db: DB,
  options: { eventId: string; productId: string; producerId: string; limit: number },
) {
  return otherRegistered(db, options.eventId, options.productId)
    .where("rp.product_id", "in", productsOfProducer(db, options.producerId))
    .limit(options.limit);
}

async function relatedFromDatabase(
  db: DB,
  options: { eventId: string; product: RelatedInput; producerId: string | null; limit: number },
): Promise<RelatedProducts> {
  const { eventId, product, producerId, limit } = options;
  const [ofProducer, atStand] = await Promise.all([
    producerId === null
      ? []
      : producerProductQuery(db, { eventId, productId: product.id, producerId, limit }).execute(),
    // Room for the stand's products that are also the producer's (shown once).
    otherRegistered(db, eventId, product.id)
      .where("rp.exhibitor_id", "=", product.exhibitor.id)
      .limit(2 * limit)
      .execute(),
  ]);
  const summaries = await productSummariesByIds(db, {
    eventId,
    productIds: [...new Set([...ofProducer, ...atStand].map((row) => row.product_id))],
  });
  const byId = new Map(summaries.map((summary) => [summary.id, summary]));
  const pick = (rows: readonly { product_id: string }[]) => rows.flatMap((row) => byId.get(row.product_id) ?? []);
  const sameProducer = pick(ofProducer).sort(byNameAndId).slice(0, limit);
  const shown = new Set(sameProducer.map((s) => s.id));
  const sameExhibitor = pick(atStand)
    .sort(byNameAndId)
    .filter((s) => !shown.has(s.id))
    .slice(0, limit);
  return { sameProducer, sameExhibitor, similar: [] };
}
