import type { ExpressionBuilder, Selectable } from "kysely";
import type { DB } from "~/.server/db";
import type { Database, ImagesTable, ProducersTable, ProducerTranslationsTable } from "~/.server/db/schema";
import { groupBy } from "~/lib/group-by";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locales";
import { pickTranslation } from "~/lib/translations";
import { imagesById, toImage } from "../media/images.server";
import type { Producer } from "./types";
import { PLACEHOLDER_PRODUCER_ID } from "./vocabulary";

/**
 * A producer with at least one product registered for the event, or null:
 * a producer page of a fair shows what the fair offers of it, and the
 * placeholder id is no producer at all.
 */
export async function getProducer(
  db: DB,
  options: { eventId: string; producerId: string; locale: Locale; fallbackLocale?: Locale },
): Promise<Producer | null> {
  const [producer] = await readEventProducers(db, { ...options, producerIds: [options.producerId] });
  return producer ?? null;
}

/**
 * Whether the event shows a product of the producer `pr`: along the
 * producer's products (products_producer), each looked up in the event's
 * registrations by key. Nested, so SQLite keeps that order: one EXISTS over
 * the join let it scan the event's 100,000 registrations for each producer.
 */
export function producerShownAt(eb: ExpressionBuilder<Database & { pr: ProducersTable }, "pr">, eventId: string) {
  return eb.exists(
    eb
      .selectFrom("products as p")
      .select("p.id")
      .whereRef("p.producer_id", "=", "pr.id")
      .where((inner) =>
        inner.exists(
          inner
            .selectFrom("registered_products as rp")
            .select("rp.product_id")
            .where("rp.event_id", "=", eventId)
            .whereRef("rp.product_id", "=", "p.id"),
        ),
      ),
  );
}

/**
 * The producers of these ids that the event shows, as getProducer gives
 * each, with one query per table for them all; the others are left out.
 */
export async function readEventProducers(
  db: DB,
  options: { eventId: string; producerIds: readonly string[]; locale: Locale; fallbackLocale?: Locale },
): Promise<Producer[]> {
  const { eventId, locale, fallbackLocale = DEFAULT_LOCALE } = options;
  const producerIds = options.producerIds.filter((id) => id !== PLACEHOLDER_PRODUCER_ID);
  if (producerIds.length === 0) return [];
  const rows = await db
    .selectFrom("producers as pr")
    .selectAll("pr")
    .where("pr.id", "in", producerIds)
    .where((eb) => producerShownAt(eb, eventId))
    .execute();
  if (rows.length === 0) return [];
  const [translations, images] = await Promise.all([
    db
      .selectFrom("producer_translations")
      .selectAll()
      .where(
        "producer_id",
        "in",
        rows.map((row) => row.id),
      )
      .execute(),
    imagesById(
      db,
      rows.map((row) => row.logo_image_id),
    ),
  ]);
  const texts = groupBy(translations, (row) => row.producer_id);
  return rows.map((row) => toProducer(row, texts.get(row.id) ?? [], images, { locale, fallbackLocale }));
}

function toProducer(
  row: Selectable<ProducersTable>,
  translations: Selectable<ProducerTranslationsTable>[],
  images: Map<string, Selectable<ImagesTable>>,
  languages: { locale: Locale; fallbackLocale: Locale },
): Producer {
  return {
    id: row.id,
    slug: row.slug,
    brandId: row.brand_id,
    name: row.name,
    country: row.country,
    region: row.region,
    founded: row.founded,
    website: row.website,
    description: pickTranslation(translations, languages.locale, languages.fallbackLocale, ["description"]).description,
    logo: toImage(row.logo_image_id ? images.get(row.logo_image_id) : null, "160px"),
  };
}
