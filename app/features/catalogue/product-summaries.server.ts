import type { DB } from "~/.server/db";
import { getProductIndex } from "~/features/search/search-service.server";
import type { Locale } from "~/lib/locales";
import type { Product, ProductSummary } from "./types";

// Product cards of the detail pages come from the search index's documents,
// the one place that builds a ProductSummary for a whole event; the database
// only says which products (their ids) a page lists.

const RELATED_LIMIT = 8;
// Similar products are ranked in memory; the queries return a few more
// candidates than shown so the ranking has something to choose from.
const CANDIDATES = RELATED_LIMIT * 4;

/** Summaries of the event's products in the order of the ids; ids the index does not hold are left out. */
export async function productSummariesByIds(db: DB, options: { eventId: string; productIds: readonly string[] }): Promise<ProductSummary[]> {
  if (options.productIds.length === 0) return [];
  const index = await getProductIndex(db, options.eventId);
  return options.productIds.flatMap((id) => index.get(id)?.summary ?? []);
}

function byName(locale: Locale) {
  const collator = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
  return (a: ProductSummary, b: ProductSummary) => collator.compare(a.name, b.name) || (b.vintage ?? 0) - (a.vintage ?? 0) || (a.id < b.id ? -1 : 1);
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
  const summaries = await productSummariesByIds(db, { eventId: options.eventId, productIds: rows.map((r) => r.product_id) });
  return summaries.sort(byName(options.locale));
}

/** The producer's products registered for the event, by name. */
export async function producerProductSummaries(
  db: DB,
  options: { eventId: string; producerId: string; locale: Locale },
): Promise<ProductSummary[]> {
  const rows = await db
    .selectFrom("registered_products as rp")
    .innerJoin("products as p", "p.id", "rp.product_id")
    .select("rp.product_id")
    .where("rp.event_id", "=", options.eventId)
    .where("p.producer_id", "=", options.producerId)
    .execute();
  const summaries = await productSummariesByIds(db, { eventId: options.eventId, productIds: rows.map((r) => r.product_id) });
  return summaries.sort(byName(options.locale));
}

export interface RelatedProducts {
  sameProducer: ProductSummary[];
  sameExhibitor: ProductSummary[];
  similar: ProductSummary[];
}

export interface SimilarCandidates {
  /** Same kind, colour and region. */
  sameStyle: readonly string[];
  /** Products sharing grapes, with how many they share. */
  sharedGrapes: readonly { id: string; shared: number }[];
}

/**
 * Orders similar products: one of the same style and sharing grapes first,
 * then by how much they share (a style match weighs as much as two grapes),
 * ties in the order the candidates came. Pure, so the ranking is tested alone.
 */
export function rankSimilar(candidates: SimilarCandidates, exclude: ReadonlySet<string>, limit: number): string[] {
  const score = new Map<string, number>();
  for (const id of candidates.sameStyle) score.set(id, 2);
  for (const { id, shared } of candidates.sharedGrapes) score.set(id, (score.get(id) ?? 0) + shared);
  return [...score.entries()]
    .filter(([id]) => !exclude.has(id))
    .map(([id, points], order) => ({ id, points, order }))
    .sort((a, b) => b.points - a.points || a.order - b.order)
    .slice(0, limit)
    .map((entry) => entry.id);
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
): Promise<RelatedProducts> {
  const { eventId, product, limit = RELATED_LIMIT } = options;
  const producerId = product.producer.isExhibitor ? null : product.producer.id;
  const grapes = [...new Set(product.grapeVarieties.map((g) => g.varietyName))];
  const others = db
    .selectFrom("registered_products as rp")
    .innerJoin("products as p", "p.id", "rp.product_id")
    .where("rp.event_id", "=", eventId)
    .where("rp.product_id", "!=", product.id);
  // Similar means from elsewhere in the fair: not this stand, not this producer.
  const elsewhere = others
    .where("rp.exhibitor_id", "!=", product.exhibitor.id)
    .$if(producerId !== null, (qb) => qb.where((eb) => eb.or([eb("p.producer_id", "is", null), eb("p.producer_id", "!=", producerId!)])));

  const [ofProducer, ofExhibitor, sameStyle, sharedGrapes] = await Promise.all([
    producerId
      ? others.select("rp.product_id").where("p.producer_id", "=", producerId).orderBy("p.name").orderBy("p.id").limit(limit).execute()
      : Promise.resolve([]),
    others.select("rp.product_id").where("rp.exhibitor_id", "=", product.exhibitor.id).orderBy("p.name").orderBy("p.id").limit(limit * 2).execute(),
    product.region
      ? elsewhere
          .select("rp.product_id")
          .where("p.kind", "=", product.kind)
          .where("p.color", "=", product.color)
          .where("p.region", "=", product.region)
          .orderBy("p.name")
          .orderBy("p.id")
          .limit(CANDIDATES)
          .execute()
      : Promise.resolve([]),
    grapes.length > 0
      ? elsewhere
          .innerJoin("product_grape_varieties as g", "g.product_id", "p.id")
          .select((eb) => ["rp.product_id", eb.fn.countAll<number | string>().as("shared")])
          .where("g.variety_name", "in", grapes)
          .groupBy("rp.product_id")
          .orderBy("shared", "desc")
          .orderBy("rp.product_id")
          .limit(CANDIDATES)
          .execute()
      : Promise.resolve([]),
  ]);

  const sameProducerIds = ofProducer.map((r) => r.product_id);
  const shown = new Set(sameProducerIds);
  const sameExhibitorIds = ofExhibitor.map((r) => r.product_id).filter((id) => !shown.has(id)).slice(0, limit);
  for (const id of sameExhibitorIds) shown.add(id);
  const similarIds = rankSimilar(
    {
      sameStyle: sameStyle.map((r) => r.product_id),
      // PostgreSQL returns count(*) as a string (bigint).
      sharedGrapes: sharedGrapes.map((r) => ({ id: r.product_id, shared: Number(r.shared) })),
    },
    shown,
    limit,
  );
  const summaries = await productSummariesByIds(db, { eventId, productIds: [...sameProducerIds, ...sameExhibitorIds, ...similarIds] });
  const byId = new Map(summaries.map((s) => [s.id, s]));
  const pick = (ids: string[]) => ids.flatMap((id) => byId.get(id) ?? []);
  return { sameProducer: pick(sameProducerIds), sameExhibitor: pick(sameExhibitorIds), similar: pick(similarIds) };
}
