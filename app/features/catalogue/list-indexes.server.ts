import type { DB } from "~/.server/db";
import { getOrInsert } from "~/lib/get-or-insert";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locales";
import { pickTranslation } from "~/lib/translations";
import { imagesById, toImage } from "../media/images.server";
import type { AreaSummary, ProductListSummary } from "./types";

// The event's curated product lists and floor areas as indexes (their own
// pages, the event home's teasers): three queries each, whatever their number.

const AREA_IMAGE_SIZES = "(min-width: 52em) 360px, 100vw";

function byOwner<T extends { locale: string }>(rows: readonly (T & { owner: string })[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    getOrInsert(out, row.owner, () => []).push(row);
  }
  return out;
}

/** The event's product lists in their order, each with its products registered for the event. */
export async function listProductLists(
  db: DB,
  options: { eventId: string; locale: Locale; fallbackLocale?: Locale },
): Promise<ProductListSummary[]> {
  const { eventId, locale, fallbackLocale = DEFAULT_LOCALE } = options;
  const ofEvent = db.selectFrom("product_lists").select("id").where("event_id", "=", eventId);
  const [rows, translations, counts] = await Promise.all([
    db
      .selectFrom("product_lists")
      .selectAll()
      .where("event_id", "=", eventId)
      .orderBy("position")
      .orderBy("slug")
      .execute(),
    db
      .selectFrom("product_list_translations")
      .select(["product_list_id as owner", "locale", "name", "description"])
      .where("product_list_id", "in", ofEvent)
      .execute(),
    db
      .selectFrom("product_list_items as li")
      .innerJoin("registered_products as rp", (join) =>
        join.onRef("rp.product_id", "=", "li.product_id").on("rp.event_id", "=", eventId),
      )
      .select((eb) => ["li.product_list_id", eb.fn.count<number | string>("li.product_id").distinct().as("n")])
      .where("li.product_list_id", "in", ofEvent)
      .groupBy("li.product_list_id")
      .execute(),
  ]);
  const texts = byOwner(translations);
  // PostgreSQL returns counts as strings (bigint).
  const count = new Map(counts.map((row) => [row.product_list_id, Number(row.n)]));
  return rows.map((row) => {
    const text = pickTranslation(texts.get(row.id) ?? [], locale, fallbackLocale, ["name", "description"]);
    return {
      id: row.id,
      slug: row.slug,
      name: text.name || row.slug,
      description: text.description,
      productCount: count.get(row.id) ?? 0,
    };
  });
}

/** The event's areas in their order, each with its exhibitors registered for the event. */
export async function listAreas(
  db: DB,
  options: { eventId: string; locale: Locale; fallbackLocale?: Locale },
): Promise<AreaSummary[]> {
  const { eventId, locale, fallbackLocale = DEFAULT_LOCALE } = options;
  const ofEvent = db.selectFrom("areas").select("id").where("event_id", "=", eventId);
  const [rows, translations, counts] = await Promise.all([
    db.selectFrom("areas").selectAll().where("event_id", "=", eventId).orderBy("position").orderBy("slug").execute(),
    db
      .selectFrom("area_translations")
      .select(["area_id as owner", "locale", "name", "description"])
      .where("area_id", "in", ofEvent)
      .execute(),
    db
      .selectFrom("area_exhibitors as ax")
      .innerJoin("registration_exhibitors as re", (join) =>
        join.onRef("re.exhibitor_id", "=", "ax.exhibitor_id").on("re.event_id", "=", eventId),
      )
      .select((eb) => ["ax.area_id", eb.fn.count<number | string>("ax.exhibitor_id").distinct().as("n")])
      .where("ax.area_id", "in", ofEvent)
      .groupBy("ax.area_id")
      .execute(),
  ]);
  const texts = byOwner(translations);
  const count = new Map(counts.map((row) => [row.area_id, Number(row.n)]));
  const images = await imagesById(
    db,
    rows.map((row) => row.image_id),
  );
  return rows.map((row) => {
    const text = pickTranslation(texts.get(row.id) ?? [], locale, fallbackLocale, ["name", "description"]);
    return {
      id: row.id,
      slug: row.slug,
      name: text.name || row.slug,
      description: text.description,
      exhibitorCount: count.get(row.id) ?? 0,
      image: toImage(row.image_id ? images.get(row.image_id) : null, AREA_IMAGE_SIZES),
    };
  });
}
