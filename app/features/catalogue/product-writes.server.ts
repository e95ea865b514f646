import { recordAudit } from "~/.server/audit/audit-log";
import type { DB } from "~/.server/db";
import { dialectOf, fromBool } from "~/.server/db/dialect";
import { AppError } from "~/.server/errors";
import type { AuditActor } from "~/lib/audit-actions";
import {
  publishCatalogueChange,
  type RecordTables,
  recordHistory,
  type Trx,
  toColumns,
  writeRecordChanges,
} from "./catalogue-writes.server";
import { diffFields, type FieldChange } from "./history";
import type { ProductTextField } from "./product-texts";
import type { ProductChanges, ProductTranslationChanges, RegisteredProductChanges } from "./schemas";

// A product's writes (catalogue-writes.server.ts has what every write shares):
// its own data, its data at an event, and leaving an event.

const PRODUCT_COLUMNS: Record<string, string> = {
  kind: "kind",
  name: "name",
  vintage: "vintage",
  country: "country",
  region: "region",
  subregion: "subregion",
  designation: "designation",
  color: "color",
  alcohol: "alcohol",
  residualSugar: "residual_sugar",
  totalAcidity: "total_acidity",
  ph: "ph",
  bottleSize: "bottle_size",
  closure: "closure",
  priceRange: "price_range",
};
// Typed by the schema's keys and the table's columns: a field added to the schema must be mapped here.
const PRODUCT_TEXT_COLUMNS: Record<keyof ProductTranslationChanges, ProductTextField> = {
  description: "description",
  vineyardInformation: "vineyard_information",
  vinification: "vinification",
  viticulture: "viticulture",
  pruning: "pruning",
  foodPairing: "food_pairing",
  harvestNotes: "harvest_notes",
  apparentColor: "apparent_color",
  bottling: "bottling",
  maturation: "maturation",
  training: "training",
  soilType: "soil_type",
  fermentationType: "fermentation_type",
  fermentationVessel: "fermentation_vessel",
  oakInfluence: "oak_influence",
};

const PRODUCT_TABLES: RecordTables = {
  entityType: "product",
  table: "products",
  textTable: "product_translations",
  key: "product_id",
  columns: PRODUCT_COLUMNS,
  textColumns: PRODUCT_TEXT_COLUMNS,
};
/** Product columns a list, a search or a facet shows; a change to any other (a description, pH) leaves the lists as they were. */
const LISTED_PRODUCT_COLUMNS: ReadonlySet<string> = new Set([
  "kind",
  "name",
  "vintage",
  "country",
  "region",
  "subregion",
  "designation",
  "color",
  "alcohol",
  "closure",
  "price_range",
]);

/** The events a product is registered at, along registered_products_product (migration 0024). */
export const eventsOfProductQuery = (db: DB, productId: string) =>
  db.selectFrom("registered_products").select("event_id").where("product_id", "=", productId);

async function eventsOfProduct(trx: Trx, productId: string): Promise<string[]> {
  const rows = await eventsOfProductQuery(trx, productId).execute();
  return rows.map((r) => r.event_id);
}

/** What a product change wrote, for the caller to publish once its transaction is committed. */
export interface ProductChangeResult {
  changes: FieldChange[];
  /** The events the product is in: their pages show it. */
  eventIds: string[];
  /** Whether a list, a search or a facet shows a field that changed. */
  listed: boolean;
}

export async function updateProduct(
  db: DB,
  options: { productId: string; changes: ProductChanges; actor: string },
): Promise<{ changes: FieldChange[] }> {
  const result = await db.transaction().execute((trx) => updateProductIn(trx, options));
  await publishProductChange(db, options.productId, result);
  return { changes: result.changes };
}

/** The product's pages carry its tag; the event's lists only when a listed field changed. */
export async function publishProductChange(db: DB, productId: string, result: ProductChangeResult): Promise<void> {
  if (result.changes.length === 0) return;
  await publishCatalogueChange(db, { eventIds: result.eventIds, productIds: [productId], listed: result.listed });
}

/** updateProduct in the caller's transaction; publishes nothing (publishProductChange does, after the commit). */
export async function updateProductIn(
  trx: Trx,
  options: { productId: string; changes: ProductChanges; actor: string },
): Promise<ProductChangeResult> {
  const { changes: all, fieldChanges: diffs } = await writeRecordChanges(trx, PRODUCT_TABLES, {
    id: options.productId,
    changes: options.changes,
    actor: options.actor,
  });
  // The product's own pages, and the pages listing it (its stand's, its
  // producer's, a curated list) carry its tag; the event's lists only when a listed field changed.
  return {
    changes: all,
    eventIds: await eventsOfProduct(trx, options.productId),
    listed: diffs.some((d) => LISTED_PRODUCT_COLUMNS.has(d.field)),
  };
}

/** Changes a product's event-specific data (table, price…): a "productChanged" entry in the collection. */
export async function updateRegisteredProduct(
  db: DB,
  options: { eventId: string; productId: string; changes: RegisteredProductChanges; actor: string },
): Promise<{ changes: FieldChange[] }> {
  const result = await db.transaction().execute((trx) => updateRegisteredProductIn(trx, options));
  await publishProductChange(db, options.productId, result);
  return { changes: result.changes };
}

/** updateRegisteredProduct in the caller's transaction; publishes nothing. */
export async function updateRegisteredProductIn(
  trx: Trx,
  options: { eventId: string; productId: string; changes: RegisteredProductChanges; actor: string },
): Promise<ProductChangeResult> {
  const dialect = dialectOf(trx);
  const row = await trx
    .selectFrom("registered_products")
    .selectAll()
    .where("event_id", "=", options.eventId)
    .where("product_id", "=", options.productId)
    .executeTakeFirst();
  if (!row) throw new AppError("not_found", "Product not registered in this event");
  const { isNew, ...rest } = options.changes;
  const columns = toColumns(rest, { tableNumber: "table_number", price: "price", priceRange: "price_range" });
  const current = { ...row, is_new: Boolean(row.is_new) } as Record<string, unknown>;
  const diffs = diffFields(current, isNew === undefined ? columns : { ...columns, is_new: isNew });
  if (diffs.length) {
    const set = Object.fromEntries(
      diffs.map((d) => [d.field, d.field === "is_new" ? fromBool(dialect, Boolean(d.newValue)) : d.newValue]),
    );
    await trx
      .updateTable("registered_products")
      .set(set)
      .where("event_id", "=", options.eventId)
      .where("product_id", "=", options.productId)
      .execute();
    await recordHistory(
      trx,
      {
        entityType: "product",
        entityId: options.productId,
        eventId: options.eventId,
        collectionId: options.eventId,
        actor: options.actor,
      },
      diffs.map((d) => ({ kind: "productChanged", field: d.field, oldValue: d.oldValue, newValue: d.newValue })),
    );
  }
  // Table, price and price range are on every card; "new" is a badge and a filter.
  return { changes: diffs, eventIds: [options.eventId], listed: true };
}

/**
 * Takes a product out of an event's catalogue in the caller's transaction: a
 * "productRemoved" entry in the collection. Null when it was not there.
 */
export async function removeProductIn(
  trx: Trx,
  options: { eventId: string; productId: string; actor: string },
): Promise<{ exhibitor_id: string } | null> {
  const row = await trx
    .deleteFrom("registered_products")
    .where("event_id", "=", options.eventId)
    .where("product_id", "=", options.productId)
    .returning(["exhibitor_id", "table_number", "price"])
    .executeTakeFirst();
  if (!row) return null;
  await recordHistory(
    trx,
    {
      entityType: "product",
      entityId: options.productId,
      eventId: options.eventId,
      collectionId: options.eventId,
      actor: options.actor,
    },
    [{ kind: "productRemoved", field: "*", oldValue: row }],
  );
  return row;
}

/** Takes a product out of an event's catalogue: a "productRemoved" entry in the collection. */
export async function removeProductFromEvent(
  db: DB,
  options: { eventId: string; productId: string; actor: string; audit?: AuditActor },
): Promise<void> {
  const removed = await db.transaction().execute(async (trx) => {
    const row = await removeProductIn(trx, options);
    if (!row) throw new AppError("not_found", "Product not registered in this event");
    if (options.audit)
      await recordAudit(trx, {
        eventId: options.eventId,
        actor: options.audit,
        action: "product.removed",
        subject: options.productId,
      });
    return row;
  });
  await publishCatalogueChange(db, {
    eventIds: [options.eventId],
    productIds: [options.productId],
    exhibitorIds: [removed.exhibitor_id],
    membership: true,
  });
}
