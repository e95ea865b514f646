import type { DB } from "~/.server/db";
import { getOrInsert } from "~/lib/get-or-insert";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locales";
import { pickTranslation } from "~/lib/translations";
import type { ProductListSummary } from "./types";

export interface ProductListDetail extends ProductListSummary {
  /** The list's products registered for the event, in the list's order. */
  productIds: string[];
}

/** A curated list of the event by id or slug (URLs use either), or null. */
export async function getProductList(
  db: DB,
  options: { eventId: string; idOrSlug: string; locale: Locale; fallbackLocale?: Locale },
): Promise<ProductListDetail | null> {
  const { eventId, idOrSlug, locale, fallbackLocale = DEFAULT_LOCALE } = options;
  const row = await db
    .selectFrom("product_lists")
    .selectAll()
    .where("event_id", "=", eventId)
    .where((eb) => eb.or([eb("id", "=", idOrSlug), eb("slug", "=", idOrSlug)]))
    // An id that is also another list's slug means the id.
    .orderBy((eb) => eb.case().when("id", "=", idOrSlug).then(0).else(1).end())
    .executeTakeFirst();
  if (!row) return null;
  const [translations, items] = await Promise.all([
    db.selectFrom("product_list_translations").selectAll().where("product_list_id", "=", row.id).execute(),
    productListItems(db, { eventId, listIds: [row.id] }),
  ]);
  const text = pickTranslation(translations, locale, fallbackLocale, ["name", "description"]);
  const productIds = items.get(row.id) ?? [];
  return {
    id: row.id,
    slug: row.slug,
    name: text.name || row.slug,
    description: text.description,
    productCount: productIds.length,
    productIds,
  };
}

/** The products of several lists of the event registered for it, each list's in its order: one query. */
export async function productListItems(
  db: DB,
  options: { eventId: string; listIds: readonly string[] },
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (options.listIds.length === 0) return out;
  const rows = await db
    .selectFrom("product_list_items as li")
    .innerJoin("registered_products as rp", (join) =>
      join.onRef("rp.product_id", "=", "li.product_id").on("rp.event_id", "=", options.eventId),
    )
    .select(["li.product_list_id", "li.product_id"])
    .where("li.product_list_id", "in", options.listIds)
    .orderBy("li.product_list_id")
    .orderBy("li.position")
    .orderBy("li.product_id")
    .execute();
  for (const row of rows) getOrInsert(out, row.product_list_id, () => []).push(row.product_id);
  return out;
}
