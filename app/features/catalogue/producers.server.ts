import type { DB } from "~/.server/db";
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
  const { eventId, producerId, locale, fallbackLocale = DEFAULT_LOCALE } = options;
  if (producerId === PLACEHOLDER_PRODUCER_ID) return null;
  const row = await db
    .selectFrom("producers as pr")
    .selectAll("pr")
    .where("pr.id", "=", producerId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("registered_products as rp")
          .innerJoin("products as p", "p.id", "rp.product_id")
          .select("rp.product_id")
          .where("rp.event_id", "=", eventId)
          .whereRef("p.producer_id", "=", "pr.id"),
      ),
    )
    .executeTakeFirst();
  if (!row) return null;
  const [translations, images] = await Promise.all([
    db.selectFrom("producer_translations").selectAll().where("producer_id", "=", producerId).execute(),
    imagesById(db, [row.logo_image_id]),
  ]);
  return {
    id: row.id,
    slug: row.slug,
    brandId: row.brand_id,
    name: row.name,
    country: row.country,
    region: row.region,
    founded: row.founded,
    website: row.website,
    description: pickTranslation(translations, locale, fallbackLocale, ["description"]).description,
    logo: toImage(row.logo_image_id ? images.get(row.logo_image_id) : null, "160px"),
  };
}
