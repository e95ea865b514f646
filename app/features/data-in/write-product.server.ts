import {
  CREATED_WITH_CATALOGUE_TEXTS,
  createdWith,
  TEXT_FIELD_PREFIX,
  withoutTexts,
} from "~/features/catalogue/history";
import {
  FACT_COLUMNS,
  FACT_LIST_FIELDS,
  factColumnValues,
  writeFactLists,
} from "~/features/catalogue/product-facts.server";
import { chunksOf } from "~/lib/chunks";
import type { PlannedWrite } from "./apply-sync.server";
import type { PlannedChange } from "./plan-sync.server";
import { changedColumns, changedTexts, plannedValues } from "./planned-values";
import type { SourceProduct } from "./product-api/read-source.server";

const REGISTRATION_COLUMNS = new Set(["registered_exhibitor_id", "table_number", "price", "currency", "price_range"]);

const FACT_COLUMN_SET = new Set<string>(FACT_COLUMNS);
export const isFact = (field: string) => FACT_LIST_FIELDS.has(field) || FACT_COLUMN_SET.has(field);

/** A product added or changed, with its facts, texts and registration for the event, and its history. */
export async function writeProduct(w: PlannedWrite, change: PlannedChange, product: SourceProduct) {
  await writeProductRow(w, change, product);
  await writeProductTexts(w, change);
  await writeRegistration(w, change, product);
  recordProductHistory(w, change, product);
}

/** The change's history: each field, and the product joining the event's collection when it does. */
export function recordProductHistory(w: PlannedWrite, change: PlannedChange, product: SourceProduct): void {
  recordHistoryOf(w, change, product, change.fields);
}

/** A product the site never had: the fields it was created with as one history row (decisions 0024, 0027), and its joining the event. */
export function recordNewProductHistory(w: PlannedWrite, change: PlannedChange, product: SourceProduct): void {
  // Planned as created, every field is set: its values are the row's value as they are (createdWith would build them again);
  // its texts are the catalogue's rows insertNewProducts wrote from the same values (decision 0027).
  const values = change.created;
  const entries =
    values && Object.keys(values).length >= 2
      ? [{ kind: "set" as const, field: CREATED_WITH_CATALOGUE_TEXTS, newValue: withoutTexts(values) }]
      : createdWith(change.fields);
  recordHistoryOf(w, change, product, entries);
}

function recordHistoryOf(
  w: PlannedWrite,
  change: PlannedChange,
  product: SourceProduct,
  entries: Parameters<PlannedWrite["history"]["add"]>[1],
): void {
  w.history.add({ entityType: "product", entityId: change.id, actor: w.actor }, entries);
  if (change.action === "add") {
    w.history.add(
      { entityType: "product", entityId: change.id, eventId: w.eventId, collectionId: w.eventId, actor: w.actor },
      [{ kind: "productAdded", field: "*", newValue: { tableNumber: product.tableNumber } }],
    );
  }
}

/** The product's own row and its facts: inserted when new, else only the changed columns. */
async function writeProductRow(w: PlannedWrite, change: PlannedChange, product: SourceProduct) {
  const exists = await w.trx.selectFrom("products").select("id").where("id", "=", change.id).executeTakeFirst();
  const values = plannedValues(change);
  const columns = changedColumns(
    values,
    (field) => !field.startsWith(TEXT_FIELD_PREFIX) && !REGISTRATION_COLUMNS.has(field) && !isFact(field),
  );
  const facts = changedColumns(values, isFact);
  const factColumns = factColumnValues(w.dialect, facts);
  if (!exists) {
    await w.trx
      .insertInto("products")
      .values(newProductRow(w, product, factColumns))
      .execute();
  } else if (Object.keys(columns).length || Object.keys(factColumns).length) {
    await w.trx
      .updateTable("products")
      .set({ ...columns, ...factColumns, updated_at: w.now })
      .where("id", "=", change.id)
      .execute();
  }
  await writeFactLists(w.trx, change.id, facts, { fresh: !exists });
}

/** The changed texts, locale by locale; a new locale's other texts start empty. */
async function writeProductTexts(w: PlannedWrite, change: PlannedChange) {
  for (const [locale, texts] of changedTexts(plannedValues(change))) {
    await w.trx
      .insertInto("product_translations")
      .values(newTextsRow(change.id, locale, texts))
      .onConflict((oc) => oc.columns(["product_id", "locale"]).doUpdateSet(texts))
      .execute();
  }
}

/** The product's registration for the event: created when it joins, updated when a registered field changed. */
async function writeRegistration(w: PlannedWrite, change: PlannedChange, product: SourceProduct) {
  const registrationId = (await registrationsOf(w, [product.exhibitorId])).get(product.exhibitorId) as string;
  if (change.action === "add") {
    await w.trx
      .insertInto("registered_products")
      .values(newRegistrationRow(w, product, registrationId))
      .execute();
  } else if (change.fields.some((f) => REGISTRATION_COLUMNS.has(f.field))) {
    await w.trx
      .updateTable("registered_products")
      .set({
        registration_id: registrationId,
        exhibitor_id: product.exhibitorId,
        table_number: product.tableNumber,
        ...(product.offer
          ? { price: product.offer.price, currency: product.offer.currency, price_range: product.offer.priceRange }
          : {}),
      })
      .where("event_id", "=", w.eventId)
      .where("product_id", "=", product.id)
      .execute();
  }
}

/** The product's row when it is new to the site: the source's columns and the facts' values. */
export function newProductRow(w: PlannedWrite, product: SourceProduct, factColumns: Record<string, unknown>) {
  return {
    id: product.id,
    exhibitor_id: product.exhibitorId,
    producer_id: product.producerId,
    kind: product.kind,
    name: product.name,
    vintage: product.vintage,
    country: product.country,
    region: product.region,
    subregion: product.subregion,
    ...factColumns,
    created_at: w.now,
    updated_at: w.now,
  };
}

/** A locale's texts row when it is new: the texts the source has, the others empty. */
export function newTextsRow(productId: string, locale: string, texts: Record<string, string>) {
  return {
    product_id: productId,
    locale,
    description: "",
    vineyard_information: "",
    vinification: "",
    viticulture: "",
    pruning: "",
    food_pairing: "",
    harvest_notes: "",
    ...texts,
  };
}

/** The product's registration for the event when it joins. */
export function newRegistrationRow(w: PlannedWrite, product: SourceProduct, registrationId: string) {
  return {
    event_id: w.eventId,
    product_id: product.id,
    registration_id: registrationId,
    exhibitor_id: product.exhibitorId,
    table_number: product.tableNumber,
    price: product.offer?.price ?? null,
    currency: product.offer?.currency ?? "",
    price_range: product.offer?.priceRange ?? "",
    is_new: w.isNew,
  };
}

/** The registration each exhibitor of the event registers its products under (500 exhibitors a query). */
export async function registrationsOf(w: PlannedWrite, exhibitorIds: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(exhibitorIds)];
  const out = new Map<string, string>();
  for (const chunk of chunksOf(wanted, 500)) {
    const rows = await w.trx
      .selectFrom("registration_exhibitors")
      .select(["exhibitor_id", "registration_id"])
      .where("event_id", "=", w.eventId)
      .where("exhibitor_id", "in", chunk)
      .execute();
    for (const row of rows) out.set(row.exhibitor_id, row.registration_id);
  }
  const missing = wanted.find((id) => !out.has(id));
  if (missing) throw new Error(`The exhibitor ${missing} has no registration for the event ${w.eventId}`);
  return out;
}
