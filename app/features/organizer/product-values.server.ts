import type { DB } from "~/.server/db";
import { LOCALES } from "~/lib/locales";
import { emptyDescriptions, type ProductFormValues } from "./product-form";

// A product as the organizer's form shows it: its own fields, the event's
// (table, price, new) and its description in each language.

export async function productFormValues(
  db: DB,
  options: { eventId: string; productId: string },
): Promise<ProductFormValues | null> {
  const row = await db
    .selectFrom("products as p")
    .innerJoin("registered_products as rp", (join) =>
      join.onRef("rp.product_id", "=", "p.id").on("rp.event_id", "=", options.eventId),
    )
    .select([
      "p.kind",
      "p.name",
      "p.vintage",
      "p.country",
      "p.region",
      "p.subregion",
      "p.designation",
      "p.color",
      "p.alcohol",
      "p.residual_sugar",
      "p.total_acidity",
      "p.ph",
      "p.bottle_size",
      "p.closure",
      "p.price_range",
      "rp.table_number",
      "rp.price",
      "rp.is_new",
    ])
    .where("p.id", "=", options.productId)
    .executeTakeFirst();
  if (!row) return null;
  const texts = await db
    .selectFrom("product_translations")
    .select(["locale", "description"])
    .where("product_id", "=", options.productId)
    .where("locale", "in", LOCALES)
    .execute();
  const descriptions = emptyDescriptions();
  for (const text of texts) descriptions[text.locale as keyof typeof descriptions] = text.description;
  const number = (value: number | string | null) => (value === null ? null : Number(value));
  return {
    kind: row.kind,
    name: row.name,
    vintage: number(row.vintage),
    country: row.country,
    region: row.region,
    subregion: row.subregion,
    designation: row.designation,
    color: row.color,
    alcohol: number(row.alcohol),
    residualSugar: number(row.residual_sugar),
    totalAcidity: number(row.total_acidity),
    ph: number(row.ph),
    bottleSize: number(row.bottle_size),
    closure: row.closure,
    priceRange: row.price_range,
    tableNumber: row.table_number,
    price: number(row.price),
    isNew: Boolean(row.is_new),
    descriptions,
  };
}
