import { randomBytes } from "node:crypto";
import type { DB } from "~/.server/db";
import { type DialectName, dialectOf, fromBool } from "~/.server/db/dialect";
import { publishCatalogueChange, recordHistory, type Trx } from "~/features/catalogue/catalogue-writes.server";
import { isExhibitorFact, writeExhibitorFacts } from "~/features/catalogue/exhibitor-facts.server";
import { removeExhibitorIn } from "~/features/catalogue/exhibitor-writes.server";
import type { FieldChange } from "~/features/catalogue/history";
import {
  FACT_COLUMNS,
  FACT_LIST_FIELDS,
  factColumnValues,
  writeFactLists,
} from "~/features/catalogue/product-facts.server";
import { removeProductIn } from "~/features/catalogue/product-writes.server";
import { slugify } from "~/lib/slugify";
import { sliceYielder } from "~/lib/time-slice";
import { type PlannedChange, type PlanOptions, planSync, type SyncPlan } from "./plan-sync.server";
import type { SourceCatalogue, SourceEvent, SourceExhibitor, SourceProduct } from "./product-api/read-source.server";

// Applies a sync (docs/data-in.md): the plan is made and written in one
// transaction, so what is applied is what was planned against the data as
// it is, and a failure leaves the event as it was. Applying twice changes
// nothing the second time (the second plan is empty). Products and
// exhibitors the source no longer lists leave the event's catalogue; their
// rows stay, so users' bookmarks and notes of them stay readable ("no
// longer listed"). Afterwards one bus message names what changed, which
// updates the search index and evicts the cached pages showing it.

const REGISTRATION_COLUMNS = new Set(["registered_exhibitor_id", "table_number", "price", "currency", "price_range"]);

const newId = () => randomBytes(12).toString("hex");

/** A slug that cannot collide: the name's, then the record's id. */
const slugOf = (name: string, id: string) => `${slugify(name) || "item"}-${id}`;

function columnsOf(fields: readonly FieldChange[], keep: (field: string) => boolean): Record<string, unknown> {
  return Object.fromEntries(fields.filter((f) => keep(f.field)).map((f) => [f.field, f.newValue]));
}

/** The `translations.<locale>.<column>` changes, per locale: the columns to write in each. */
function textsOf(fields: readonly FieldChange[]): [string, Record<string, string>][] {
  const out = new Map<string, Record<string, string>>();
  for (const f of fields) {
    if (!f.field.startsWith("translations.")) continue;
    const [, locale, column] = f.field.split(".");
    out.set(locale, { ...out.get(locale), [column]: String(f.newValue ?? "") });
  }
  return [...out.entries()];
}

const isFact = (field: string) => FACT_LIST_FIELDS.has(field) || FACT_COLUMN_SET.has(field);
const FACT_COLUMN_SET = new Set<string>(FACT_COLUMNS);

export type ApplyOptions = {
  eventId: string;
  source: SourceCatalogue;
  actor: string;
  /** Creates the event first (in the same transaction) from the source's facts: a site that does not have it yet. */
  createEvent?: boolean;
  /** Called as the plan is written: changes written so far, of how many. */
  onProgress?: (done: number, total: number) => void;
} & PlanOptions;

export async function applySync(db: DB, options: ApplyOptions): Promise<SyncPlan> {
  const plan = await db.transaction().execute((trx) => applySyncIn(trx, options));
  await publishPlanned(options.eventId, plan.changes);
  return plan;
}

/** One bus message naming what changed: the search index and the cached pages follow. */
export async function publishPlanned(
  eventId: string,
  changes: Iterable<Pick<PlannedChange, "type" | "id" | "action">>,
): Promise<void> {
  const ids = { product: new Set<string>(), exhibitor: new Set<string>(), producer: new Set<string>() };
  let membership = false;
  for (const change of changes) {
    ids[change.type].add(change.id);
    if (change.action !== "change") membership = true;
  }
  if (ids.product.size + ids.exhibitor.size + ids.producer.size === 0) return;
  await publishCatalogueChange({
    eventIds: [eventId],
    productIds: [...ids.product],
    exhibitorIds: [...ids.exhibitor],
    producerIds: [...ids.producer],
    listed: true,
    membership,
  });
}

/**
 * Plans and writes in the caller's transaction. Publishes nothing: the caller
 * does, once the transaction is committed (publishPlanned).
 */
export async function applySyncIn(trx: Trx, options: ApplyOptions): Promise<SyncPlan> {
  const { eventId, source, actor } = options;
  const exhibitors = new Map(source.exhibitors.map((e) => [e.id, e]));
  const products = new Map(source.products.map((p) => [p.id, p]));
  const dialect = dialectOf(trx);
  const now = new Date().toISOString();
  if (options.createEvent) {
    if (!source.event) throw new Error("The source has no event to create");
    await createEvent(trx, eventId, source.eventId, source.event, now);
  }
  const plan = await planSync(trx, eventId, source, options);
  const write = {
    trx,
    eventId,
    actor,
    now,
    dialect,
    isNew: fromBool(dialect, false),
  };
  const byOrder = (type: PlannedChange["type"], action?: PlannedChange["action"]) =>
    plan.changes.filter((c) => c.type === type && (action ? c.action === action : c.action !== "remove"));
  // A query's promise settles without the event loop turning: the loops give it a turn every few ms.
  const turn = sliceYielder();
  let done = 0;
  const yieldTurn = () => {
    options.onProgress?.(++done, plan.changes.length);
    return turn();
  };
  for (const change of byOrder("producer")) {
    await writeProducer(write, change);
    await yieldTurn();
  }
  for (const change of byOrder("exhibitor")) {
    await writeExhibitor(write, change, exhibitors.get(change.id)!);
    await yieldTurn();
  }
  for (const change of byOrder("product")) {
    await writeProduct(write, change, products.get(change.id)!);
    await yieldTurn();
  }
  for (const change of byOrder("product", "remove")) {
    await removeProduct(write, change.id);
    await yieldTurn();
  }
  for (const change of byOrder("exhibitor", "remove")) {
    await removeExhibitor(write, change.id);
    await yieldTurn();
  }
  return plan;
}

/** A new event with the source's dates, time zone and names, and the site's default settings. */
async function createEvent(trx: Trx, eventId: string, sourceEventId: string, event: SourceEvent, now: string) {
  const wanted = event.slug ? slugify(event.slug) || eventId : eventId;
  const taken = await trx.selectFrom("events").select("id").where("slug", "=", wanted).executeTakeFirst();
  const names = Object.entries(event.names);
  await trx
    .insertInto("events")
    .values({
      id: eventId,
      slug: taken ? `${wanted}-${eventId}` : wanted,
      default_locale: names.some(([locale]) => locale === "en") || names.length === 0 ? "en" : names[0][0],
      locales: JSON.stringify(names.length ? names.map(([locale]) => locale) : ["en"]),
      starts_on: event.startsOn,
      ends_on: event.endsOn,
      timezone: event.timezone,
      venue_name: "",
      venue_street: "",
      venue_postal_code: "",
      venue_city: "",
      venue_country: "",
      settings: "{}",
      logo_image_id: null,
      source_event_id: sourceEventId === eventId ? null : sourceEventId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  for (const [locale, name] of names) {
    await trx
      .insertInto("event_translations")
      .values({ event_id: eventId, locale, name, tagline: "", description: "" })
      .execute();
  }
}

interface Write {
  trx: Trx;
  dialect: DialectName;
  eventId: string;
  actor: string;
  now: string;
  isNew: number | boolean;
}

async function writeProducer(w: Write, change: PlannedChange) {
  const name = String(change.fields.find((f) => f.field === "name")?.newValue ?? change.name);
  const columns = columnsOf(change.fields, (field) => field === "country" || field === "region");
  if (change.action === "add") {
    await w.trx
      .insertInto("producers")
      .values({
        id: change.id,
        brand_id: change.id,
        slug: slugOf(name, change.id),
        name,
        country: String(columns.country ?? ""),
        region: String(columns.region ?? ""),
        founded: null,
        website: "",
        logo_image_id: null,
        created_at: w.now,
        updated_at: w.now,
      })
      .execute();
  } else {
    await w.trx
      .updateTable("producers")
      .set({ name, ...columns, updated_at: w.now })
      .where("id", "=", change.id)
      .execute();
  }
  await recordHistory(w.trx, { entityType: "producer", entityId: change.id, actor: w.actor }, change.fields);
}

async function writeExhibitor(w: Write, change: PlannedChange, exhibitor: SourceExhibitor) {
  const exists = await w.trx.selectFrom("exhibitors").select("id").where("id", "=", change.id).executeTakeFirst();
  const columns = columnsOf(change.fields, (field) => !field.startsWith("translations.") && !isExhibitorFact(field));
  if (!exists) {
    await w.trx
      .insertInto("exhibitors")
      .values({
        id: exhibitor.id,
        brand_id: exhibitor.id,
        slug: slugOf(exhibitor.name, exhibitor.id),
        name: exhibitor.name,
        brand_name: "",
        country: exhibitor.country,
        website: exhibitor.website ?? "",
        email: "",
        phone: "",
        networking_id: "",
        languages_spoken: "[]",
        countries: "[]",
        offering: "[]",
        opening_hours: "[]",
        logo_image_id: null,
        founded: null,
        created_at: w.now,
        updated_at: w.now,
      })
      .execute();
  } else if (Object.keys(columns).length) {
    await w.trx
      .updateTable("exhibitors")
      .set({ ...columns, updated_at: w.now })
      .where("id", "=", change.id)
      .execute();
  }
  await writeExhibitorFacts(w.trx, change.id, columnsOf(change.fields, isExhibitorFact));
  for (const [locale, texts] of textsOf(change.fields)) {
    const description = texts.description ?? "";
    await w.trx
      .insertInto("exhibitor_translations")
      .values({ exhibitor_id: change.id, locale, description, opening_hours_note: "" })
      .onConflict((oc) => oc.columns(["exhibitor_id", "locale"]).doUpdateSet({ description }))
      .execute();
  }
  if (change.action === "add") {
    const registrationId = newId();
    await w.trx
      .insertInto("registrations")
      .values({
        id: registrationId,
        event_id: w.eventId,
        kind: "single",
        name: "",
        table_number: "",
        sort_number: null,
        created_at: w.now,
        updated_at: w.now,
      })
      .execute();
    await w.trx
      .insertInto("registration_exhibitors")
      .values({
        registration_id: registrationId,
        event_id: w.eventId,
        exhibitor_id: change.id,
        table_number: "",
        sort_number: null,
      })
      .execute();
  }
  await recordHistory(w.trx, { entityType: "exhibitor", entityId: change.id, actor: w.actor }, change.fields);
}

/** The registration an exhibitor of the event registers its products under. */
async function registrationOf(w: Write, exhibitorId: string): Promise<string> {
  const row = await w.trx
    .selectFrom("registration_exhibitors")
    .select("registration_id")
    .where("event_id", "=", w.eventId)
    .where("exhibitor_id", "=", exhibitorId)
    .executeTakeFirstOrThrow();
  return row.registration_id;
}

async function writeProduct(w: Write, change: PlannedChange, product: SourceProduct) {
  const exists = await w.trx.selectFrom("products").select("id").where("id", "=", change.id).executeTakeFirst();
  const columns = columnsOf(
    change.fields,
    (field) => !field.startsWith("translations.") && !REGISTRATION_COLUMNS.has(field) && !isFact(field),
  );
  const facts = columnsOf(change.fields, isFact);
  const factColumns = factColumnValues(w.dialect, facts);
  if (!exists) {
    await w.trx
      .insertInto("products")
      .values({
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
      })
      .execute();
  } else if (Object.keys(columns).length || Object.keys(factColumns).length) {
    await w.trx
      .updateTable("products")
      .set({ ...columns, ...factColumns, updated_at: w.now })
      .where("id", "=", change.id)
      .execute();
  }
  await writeFactLists(w.trx, change.id, facts, { fresh: !exists });
  for (const [locale, texts] of textsOf(change.fields)) {
    await w.trx
      .insertInto("product_translations")
      .values({
        product_id: change.id,
        locale,
        description: "",
        vineyard_information: "",
        vinification: "",
        viticulture: "",
        pruning: "",
        food_pairing: "",
        harvest_notes: "",
        ...texts,
      })
      .onConflict((oc) => oc.columns(["product_id", "locale"]).doUpdateSet(texts))
      .execute();
  }
  const registrationId = await registrationOf(w, product.exhibitorId);
  if (change.action === "add") {
    await w.trx
      .insertInto("registered_products")
      .values({
        event_id: w.eventId,
        product_id: product.id,
        registration_id: registrationId,
        exhibitor_id: product.exhibitorId,
        table_number: product.tableNumber,
        price: product.offer?.price ?? null,
        currency: product.offer?.currency ?? "",
        price_range: product.offer?.priceRange ?? "",
        is_new: w.isNew,
      })
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
  await recordHistory(w.trx, { entityType: "product", entityId: change.id, actor: w.actor }, change.fields);
  if (change.action === "add") {
    await recordHistory(
      w.trx,
      { entityType: "product", entityId: change.id, eventId: w.eventId, collectionId: w.eventId, actor: w.actor },
      [{ kind: "productAdded", field: "*", newValue: { tableNumber: product.tableNumber } }],
    );
  }
}

async function removeProduct(w: Write, productId: string) {
  await removeProductIn(w.trx, { eventId: w.eventId, productId, actor: w.actor });
}

/** The exhibitor leaves the event with its products still registered there; its own rows stay. */
async function removeExhibitor(w: Write, exhibitorId: string) {
  await removeExhibitorIn(w.trx, { eventId: w.eventId, exhibitorId, actor: w.actor });
}
