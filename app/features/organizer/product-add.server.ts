import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { recordAudit } from "~/.server/audit/audit-log";
import type { DB } from "~/.server/db";
import { containsText } from "~/.server/db/dialect";
import { AppError } from "~/.server/errors";
import { updateProductIn, updateRegisteredProductIn } from "~/features/catalogue/product-writes.server";
import { denomination } from "~/features/catalogue/rules";
import type { PriceRange } from "~/features/catalogue/vocabulary";
import { applySyncIn, publishPlanned } from "~/features/data-in/apply-sync.server";
import type { SourceCatalogue } from "~/features/data-in/product-api/read-source.server";
import type { AuditActor } from "~/lib/audit-actions";
import { LOCALES } from "~/lib/locales";
import { ORGANIZER_MESSAGES } from "./organizer-messages";
import type { ProductFormValues } from "./product-form";

// The organizer adds one product to an exhibitor of the event: the same
// path as a file import (the sync's plan and apply, with a source of that
// one product), so the product, its registration in the event, its history
// and the search index come out exactly as an import's; plus its audit
// entry in the same transaction.

/** Exhibitors the form offers at most: an event may have thousands, the organizer narrows by name. */
export const EXHIBITOR_CHOICES = 50;

/** The event's exhibitors whose name contains the text, by name, at most EXHIBITOR_CHOICES. */
export async function exhibitorChoices(
  db: DB,
  options: { eventId: string; q: string; selected?: string },
): Promise<{ id: string; name: string }[]> {
  const rows = await db
    .selectFrom("registration_exhibitors as re")
    .innerJoin("exhibitors as e", "e.id", "re.exhibitor_id")
    .select(["e.id", "e.name"])
    .distinct()
    .where("re.event_id", "=", options.eventId)
    .$if(options.q !== "", (q) => q.where(containsText(sql.ref("e.name"), options.q)))
    .orderBy("e.name")
    .orderBy("e.id")
    .limit(EXHIBITOR_CHOICES)
    .execute();
  if (options.selected && !rows.some((row) => row.id === options.selected)) {
    const chosen = await db
      .selectFrom("registration_exhibitors as re")
      .innerJoin("exhibitors as e", "e.id", "re.exhibitor_id")
      .select(["e.id", "e.name"])
      .where("re.event_id", "=", options.eventId)
      .where("e.id", "=", options.selected)
      .executeTakeFirst();
    if (chosen) rows.unshift(chosen);
  }
  return rows;
}

export async function addProduct(
  db: DB,
  options: {
    eventId: string;
    exhibitorId: string;
    producerId: string | null;
    values: ProductFormValues;
    actor: string;
    audit: AuditActor;
  },
): Promise<{ productId: string }> {
  const { eventId, exhibitorId, producerId, values, actor } = options;
  const productId = randomBytes(12).toString("hex");
  const plan = await db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom("registration_exhibitors")
      .select("exhibitor_id")
      .where("event_id", "=", eventId)
      .where("exhibitor_id", "=", exhibitorId)
      .executeTakeFirst();
    if (!member) throw new AppError("invalid", ORGANIZER_MESSAGES.exhibitorOfEvent, { field: "exhibitorId" });
    if (producerId) {
      const producer = await trx.selectFrom("producers").select("id").where("id", "=", producerId).executeTakeFirst();
      if (!producer) throw new AppError("invalid", ORGANIZER_MESSAGES.unknownProducer, { field: "producerId" });
    }
    const source: SourceCatalogue = {
      eventId,
      name: "organizer",
      exhibitors: [],
      producers: [],
      problems: [],
      products: [
        {
          id: productId,
          exhibitorId,
          producerId,
          kind: values.kind,
          name: values.name,
          vintage: values.vintage,
          country: values.country,
          region: values.region,
          subregion: values.subregion,
          denomination: denomination(values),
          tableNumber: values.tableNumber,
          texts: Object.fromEntries(
            LOCALES.filter((locale) => values.descriptions[locale]).map((locale) => [
              locale,
              { description: values.descriptions[locale] },
            ]),
          ),
          facts: {
            designation: values.designation,
            color: values.color,
            alcohol: values.alcohol,
            residualSugar: values.residualSugar,
            totalAcidity: values.totalAcidity,
            ph: values.ph,
            bottleSize: values.bottleSize,
            closure: values.closure,
          },
          offer: { price: values.price, currency: "", priceRange: "" },
        },
      ],
    };
    const plan = await applySyncIn(trx, { eventId, source, actor, removeMissing: false });
    // What the sync does not carry: the product's price range, and "new at this fair".
    if (values.priceRange)
      await updateProductIn(trx, { productId, changes: { priceRange: values.priceRange as PriceRange }, actor });
    if (values.isNew) await updateRegisteredProductIn(trx, { eventId, productId, changes: { isNew: true }, actor });
    await recordAudit(trx, {
      eventId,
      actor: options.audit,
      action: "product.added",
      subject: productId,
      details: { name: values.name },
    });
    return plan;
  });
  await publishPlanned(db, eventId, plan.changes);
  return { productId };
}
