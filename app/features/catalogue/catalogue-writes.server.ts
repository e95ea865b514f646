import type { Transaction } from "kysely";
import { recordAudit } from "~/.server/audit/audit-log";
import type { DB } from "~/.server/db";
import { dialectOf, fromBool } from "~/.server/db/dialect";
import type { Database } from "~/.server/db/schema";
import { AppError } from "~/.server/errors";
import { bus } from "~/.server/realtime/bus";
import type { AuditActor } from "~/lib/audit-actions";
import { diffFields, type FieldChange, type HistoryKind } from "./history";
import type { ProductTextField } from "./product-texts";
import type { ExhibitorChanges, ProductChanges, ProductTranslationChanges, RegisteredProductChanges } from "./schemas";

// Every catalogue write: one transaction that changes the rows and records
// history, then one bus message naming what changed, which evicts the cached
// pages showing it and refreshes the search index.

export type Trx = Transaction<Database>;

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
const EXHIBITOR_COLUMNS: Record<string, string> = {
  name: "name",
  brandName: "brand_name",
  country: "country",
  website: "website",
  email: "email",
  phone: "phone",
  founded: "founded",
};
const EXHIBITOR_TEXT_COLUMNS: Record<string, string> = {
  description: "description",
  openingHoursNote: "opening_hours_note",
};

function toColumns(changes: Record<string, unknown>, columns: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes))
    if (key in columns && value !== undefined) out[columns[key]] = value;
  return out;
}

export interface HistoryTarget {
  entityType: string;
  entityId: string;
  eventId?: string | null;
  collectionId?: string | null;
  actor: string;
}

export async function recordHistory(
  trx: Trx,
  target: HistoryTarget,
  entries: { kind: HistoryKind; field: string; oldValue?: unknown; newValue?: unknown }[],
) {
  if (entries.length === 0) return;
  const now = new Date().toISOString();
  await trx
    .insertInto("history")
    .values(
      entries.map((entry) => ({
        event_id: target.eventId ?? null,
        entity_type: target.entityType,
        entity_id: target.entityId,
        kind: entry.kind,
        field: entry.field,
        old_value: entry.oldValue == null ? null : JSON.stringify(entry.oldValue),
        new_value: entry.newValue == null ? null : JSON.stringify(entry.newValue),
        collection_id: target.collectionId ?? null,
        actor: target.actor,
        created_at: now,
      })),
    )
    .execute();
}

/** Applies per-locale text changes to a translations table; returns the history entries. */
async function writeTranslations(
  trx: Trx,
  table: "product_translations" | "exhibitor_translations",
  key: "product_id" | "exhibitor_id",
  id: string,
  translations: Partial<Record<string, Record<string, unknown>>> | undefined,
  columns: Record<string, string>,
): Promise<FieldChange[]> {
  const out: FieldChange[] = [];
  for (const [locale, changes] of Object.entries(translations ?? {})) {
    if (!changes) continue;
    const values = toColumns(changes, columns);
    // Two tables share this code; Kysely cannot type a column chosen at run time.
    // biome-ignore lint/suspicious/noExplicitAny: the key column is chosen at run time
    const existing = await (trx.selectFrom(table).selectAll() as any)
      .where(key, "=", id)
      .where("locale", "=", locale)
      .executeTakeFirst();
    const diffs = diffFields(existing ?? {}, values);
    if (diffs.length === 0) continue;
    const set = Object.fromEntries(diffs.map((d) => [d.field, d.newValue ?? ""]));
    if (existing) {
      // biome-ignore lint/suspicious/noExplicitAny: the key column is chosen at run time
      await (trx.updateTable(table) as any).set(set).where(key, "=", id).where("locale", "=", locale).execute();
    } else {
      // biome-ignore lint/suspicious/noExplicitAny: the key column is chosen at run time
      await (trx.insertInto(table) as any).values({ [key]: id, locale, ...set }).execute();
    }
    out.push(...diffs.map((d) => ({ ...d, field: `translations.${locale}.${d.field}` })));
  }
  return out;
}

export interface CatalogueChange {
  eventIds: string[];
  /** Products whose data changed, or that joined or left an event. */
  productIds?: string[];
  /** Exhibitors whose own data changed, or whose products joined or left an event. */
  exhibitorIds?: string[];
  producerIds?: (string | null)[];
  /** Something a list shows changed: a card's field, an order, a facet (product, exhibitor and producer lists). */
  listed?: boolean;
  /** A product or exhibitor joined or left an event: counts, sitemaps, print catalogue. */
  membership?: boolean;
}

/**
 * The page-cache tags a change evicts (docs/architecture.md "Page cache"):
 * the pages showing the records that changed, the event's lists only when
 * something they show changed, and its overview pages only when the
 * catalogue gained or lost an entry. Pages tag themselves to match.
 */
export function catalogueChangeTags(change: CatalogueChange): string[] {
  return [
    ...(change.productIds ?? []).map((id) => `product:${id}`),
    ...(change.exhibitorIds ?? []).map((id) => `exhibitor:${id}`),
    ...(change.producerIds ?? []).filter((id): id is string => Boolean(id)).map((id) => `producer:${id}`),
    ...(change.listed || change.membership ? change.eventIds.map((id) => `listing:${id}`) : []),
    ...(change.membership ? change.eventIds.map((id) => `catalogue:${id}`) : []),
  ];
}

/** Tells the process (and later the cluster) what changed. */
export async function publishCatalogueChange(change: CatalogueChange): Promise<void> {
  await bus().publish({
    type: "catalogue.changed",
    eventIds: change.eventIds,
    tags: catalogueChangeTags(change),
    productIds: change.productIds ?? [],
    exhibitorIds: change.exhibitorIds ?? [],
  });
}

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

async function eventsOfProduct(trx: Trx, productId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom("registered_products")
    .select("event_id")
    .where("product_id", "=", productId)
    .execute();
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
  await publishProductChange(options.productId, result);
  return { changes: result.changes };
}

/** The product's pages carry its tag; the event's lists only when a listed field changed. */
export async function publishProductChange(productId: string, result: ProductChangeResult): Promise<void> {
  if (result.changes.length === 0) return;
  await publishCatalogueChange({ eventIds: result.eventIds, productIds: [productId], listed: result.listed });
}

/** updateProduct in the caller's transaction; publishes nothing (publishProductChange does, after the commit). */
export async function updateProductIn(
  trx: Trx,
  options: { productId: string; changes: ProductChanges; actor: string },
): Promise<ProductChangeResult> {
  const row = await trx.selectFrom("products").selectAll().where("id", "=", options.productId).executeTakeFirst();
  if (!row) throw new AppError("not_found", "Product not found");
  const diffs = diffFields(row as unknown as Record<string, unknown>, toColumns(options.changes, PRODUCT_COLUMNS));
  if (diffs.length) {
    await trx
      .updateTable("products")
      .set({ ...Object.fromEntries(diffs.map((d) => [d.field, d.newValue])), updated_at: new Date().toISOString() })
      .where("id", "=", row.id)
      .execute();
  }
  const textDiffs = await writeTranslations(
    trx,
    "product_translations",
    "product_id",
    row.id,
    options.changes.translations,
    PRODUCT_TEXT_COLUMNS,
  );
  const all = [...diffs, ...textDiffs];
  await recordHistory(trx, { entityType: "product", entityId: row.id, actor: options.actor }, all);
  // The product's own pages, and the pages listing it (its stand's, its
  // producer's, a curated list) carry its tag; the event's lists only when a listed field changed.
  return {
    changes: all,
    eventIds: await eventsOfProduct(trx, row.id),
    listed: diffs.some((d) => LISTED_PRODUCT_COLUMNS.has(d.field)),
  };
}

/** Changes a product's event-specific data (table, price…): a "productChanged" entry in the collection. */
export async function updateRegisteredProduct(
  db: DB,
  options: { eventId: string; productId: string; changes: RegisteredProductChanges; actor: string },
): Promise<{ changes: FieldChange[] }> {
  const result = await db.transaction().execute((trx) => updateRegisteredProductIn(trx, options));
  await publishProductChange(options.productId, result);
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

/** The changed fields of an exhibitor, in the caller's transaction; publishes nothing. */
export async function updateExhibitorIn(
  trx: Trx,
  options: { exhibitorId: string; changes: ExhibitorChanges; actor: string },
): Promise<{ changes: FieldChange[]; name: string; eventIds: string[]; productIds: string[] }> {
  const row = await trx.selectFrom("exhibitors").selectAll().where("id", "=", options.exhibitorId).executeTakeFirst();
  if (!row) throw new AppError("not_found", "Exhibitor not found");
  const diffs = diffFields(row as unknown as Record<string, unknown>, toColumns(options.changes, EXHIBITOR_COLUMNS));
  if (diffs.length) {
    await trx
      .updateTable("exhibitors")
      .set({ ...Object.fromEntries(diffs.map((d) => [d.field, d.newValue])), updated_at: new Date().toISOString() })
      .where("id", "=", row.id)
      .execute();
  }
  const textDiffs = await writeTranslations(
    trx,
    "exhibitor_translations",
    "exhibitor_id",
    row.id,
    options.changes.translations,
    EXHIBITOR_TEXT_COLUMNS,
  );
  const all = [...diffs, ...textDiffs];
  await recordHistory(trx, { entityType: "exhibitor", entityId: row.id, actor: options.actor }, all);
  const events = await trx
    .selectFrom("registration_exhibitors")
    .select("event_id")
    .where("exhibitor_id", "=", row.id)
    .execute();
  const products = await trx.selectFrom("products").select("id").where("exhibitor_id", "=", row.id).execute();
  return {
    changes: all,
    name: options.changes.name ?? row.name,
    eventIds: events.map((e) => e.event_id),
    productIds: products.map((p) => p.id),
  };
}

/**
 * Changes an exhibitor's own data (every event it is in shows it). With
 * `audit`, an organizer's change: an "exhibitor.changed" entry naming the
 * fields, in that event's log and the same transaction.
 */
export async function updateExhibitor(
  db: DB,
  options: {
    exhibitorId: string;
    changes: ExhibitorChanges;
    actor: string;
    audit?: { eventId: string; actor: AuditActor };
  },
): Promise<{ changes: FieldChange[] }> {
  const result = await db.transaction().execute(async (trx) => {
    const written = await updateExhibitorIn(trx, options);
    if (options.audit && written.changes.length)
      await recordAudit(trx, {
        eventId: options.audit.eventId,
        actor: options.audit.actor,
        action: "exhibitor.changed",
        subject: options.exhibitorId,
        details: { name: written.name, fields: written.changes.map((c) => c.field) },
      });
    return written;
  });
  if (result.changes.length) {
    // Every card of its products shows the exhibitor's name.
    await publishCatalogueChange({
      eventIds: result.eventIds,
      exhibitorIds: [options.exhibitorId],
      productIds: result.productIds,
      listed: true,
    });
  }
  return { changes: result.changes };
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
  await publishCatalogueChange({
    eventIds: [options.eventId],
    productIds: [options.productId],
    exhibitorIds: [removed.exhibitor_id],
    membership: true,
  });
}

/**
 * Takes an exhibitor out of an event's catalogue in the caller's transaction,
 * with the products it registered there (each a "productRemoved" entry): its
 * stand's registration goes unless another exhibitor shares it. Its own rows
 * stay, so bookmarks and notes of it and its products stay readable. Null
 * when it was not in the event; else the products that left with it.
 */
export async function removeExhibitorIn(
  trx: Trx,
  options: { eventId: string; exhibitorId: string; actor: string },
): Promise<{ productIds: string[] } | null> {
  const { eventId, exhibitorId, actor } = options;
  const registrations = await trx
    .deleteFrom("registration_exhibitors")
    .where("event_id", "=", eventId)
    .where("exhibitor_id", "=", exhibitorId)
    .returning("registration_id")
    .execute();
  if (registrations.length === 0) return null;
  const left = await trx
    .selectFrom("registered_products")
    .select("product_id")
    .where("event_id", "=", eventId)
    .where("exhibitor_id", "=", exhibitorId)
    .execute();
  for (const { product_id } of left) await removeProductIn(trx, { eventId, productId: product_id, actor });
  for (const { registration_id } of registrations) {
    // A grouped stand keeps its registration while another exhibitor is on it.
    const others = await trx
      .selectFrom("registration_exhibitors")
      .select("exhibitor_id")
      .where("registration_id", "=", registration_id)
      .executeTakeFirst();
    if (!others) await trx.deleteFrom("registrations").where("id", "=", registration_id).execute();
  }
  await recordHistory(trx, { entityType: "exhibitor", entityId: exhibitorId, eventId, collectionId: eventId, actor }, [
    { kind: "unset", field: "registration", oldValue: eventId },
  ]);
  return { productIds: left.map((p) => p.product_id) };
}

/**
 * Takes an exhibitor and its products out of an event's catalogue
 * (removeExhibitorIn); with `audit`, an "exhibitor.removed" entry in the same
 * transaction. Not in the event (any more): not_found, nothing written.
 */
export async function removeExhibitorFromEvent(
  db: DB,
  options: { eventId: string; exhibitorId: string; actor: string; audit?: AuditActor },
): Promise<{ productIds: string[] }> {
  const removed = await db.transaction().execute(async (trx) => {
    const result = await removeExhibitorIn(trx, options);
    if (!result) throw new AppError("not_found", "Exhibitor not registered in this event");
    if (options.audit) {
      const row = await trx
        .selectFrom("exhibitors")
        .select("name")
        .where("id", "=", options.exhibitorId)
        .executeTakeFirst();
      await recordAudit(trx, {
        eventId: options.eventId,
        actor: options.audit,
        action: "exhibitor.removed",
        subject: options.exhibitorId,
        details: { name: row?.name ?? "", products: result.productIds.length },
      });
    }
    return result;
  });
  await publishCatalogueChange({
    eventIds: [options.eventId],
    productIds: removed.productIds,
    exhibitorIds: [options.exhibitorId],
    listed: true,
    membership: true,
  });
  return removed;
}
