import type { DB } from "~/.server/db";
import {
  rowPlacement,
  rowProducer,
  selectRegisteredProducts,
} from "~/features/catalogue/registered-product-rows.server";
import { getEvent } from "~/features/events/events.server";
import { absoluteUrl } from "~/lib/links";
import type { Locale } from "~/lib/locales";
import { productCodePath } from "./code-format";
import { codesFor } from "./product-codes.server";

// What a stand's label sheet prints (docs/labels.md): each product the
// exhibitor shows at the event, with its vintage, producer, stand and the
// absolute /q/{code} address its QR code holds. Codes are given here to
// the products that have none.

export interface LabelEntry {
  productId: string;
  name: string;
  vintage: number | null;
  producer: string;
  stand: string;
  code: string;
  url: string;
}

export interface LabelSheet {
  eventName: string;
  exhibitorName: string;
  entries: LabelEntry[];
}

/** The exhibitor as the event has it (one of its stands), or null. */
export async function exhibitorAtEvent(
  db: DB,
  options: { eventId: string; exhibitorId: string },
): Promise<{ name: string } | null> {
  const row = await db
    .selectFrom("registration_exhibitors as re")
    .innerJoin("exhibitors as e", "e.id", "re.exhibitor_id")
    .select(["e.name"])
    .where("re.event_id", "=", options.eventId)
    .where("re.exhibitor_id", "=", options.exhibitorId)
    .executeTakeFirst();
  return row ?? null;
}

/** The exhibitor's products at the event in name order; null when the event does not have the exhibitor. */
export async function labelSheet(
  db: DB,
  options: { eventId: string; exhibitorId: string; origin: string; locale: Locale },
): Promise<LabelSheet | null> {
  const event = await getEvent(db, { idOrSlug: options.eventId, locale: options.locale });
  const exhibitor = event ? await exhibitorAtEvent(db, { eventId: event.id, exhibitorId: options.exhibitorId }) : null;
  if (!event || !exhibitor) return null;
  const rows = await selectRegisteredProducts(db, event.id)
    .select(["p.id", "p.name", "p.vintage", "p.price_range"])
    .where("rp.exhibitor_id", "=", options.exhibitorId)
    .orderBy("p.name")
    .orderBy("p.vintage")
    .orderBy("p.id")
    .execute();
  const codes = await codesFor(
    db,
    event.id,
    rows.map((row) => row.id),
  );
  return {
    eventName: event.name,
    exhibitorName: exhibitor.name,
    entries: rows.map((row) => {
      const code = codes.get(row.id) as string;
      return {
        productId: row.id,
        name: row.name,
        vintage: row.vintage,
        producer: rowProducer(row).name,
        stand: rowPlacement(row, "").tableNumber,
        code,
        url: absoluteUrl(options.origin, productCodePath(code)),
      };
    }),
  };
}
