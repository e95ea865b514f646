import type { DB } from "~/.server/db";
import { inChunks, listedIds } from "~/.server/db/in-chunks";
import { exhibitorFactFields, readExhibitorFacts } from "~/features/catalogue/exhibitor-facts.server";
import { diffFields, type FieldChange } from "~/features/catalogue/history";
import { factFields, readProductFacts } from "~/features/catalogue/product-facts.server";
import { PRODUCT_TEXT_FIELDS } from "~/features/catalogue/product-texts";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locales";
import type { SourceCatalogue, SourceExhibitor, SourceProblem, SourceProduct } from "./product-api/read-source.server";

// The dry run of a sync (docs/data-in.md): what applying a catalogue read
// from the product API would add to an event, change in it and remove from
// it, field by field, compared with the database. Nothing is written. The
// same plan is what applying writes, so a dry run shows exactly what an
// apply would do, and a second run after an apply plans nothing.

export type EntityType = "exhibitor" | "producer" | "product";

export interface PlannedChange {
  type: EntityType;
  id: string;
  name: string;
  /** add: joins the event (new, or known from another event); remove: leaves the event's catalogue. */
  action: "add" | "change" | "remove";
  /** Column or `translations.<locale>.<field>` changes; for a removal, none. */
  fields: FieldChange[];
}

export interface SyncPlan {
  eventId: string;
  counts: Record<EntityType, { add: number; change: number; remove: number }>;
  changes: PlannedChange[];
  problems: SourceProblem[];
}

/** The columns a synced exhibitor sets, by the name the database uses. */
export function exhibitorColumns(e: SourceExhibitor) {
  return { name: e.name, country: e.country, ...(e.website === undefined ? {} : { website: e.website }) };
}

/** The product columns a synced product sets. */
export function productColumns(p: SourceProduct) {
  return {
    kind: p.kind,
    name: p.name,
    vintage: p.vintage,
    country: p.country,
    region: p.region,
    subregion: p.subregion,
    producer_id: p.producerId,
    exhibitor_id: p.exhibitorId,
  };
}

/** What the event's registration of a synced product sets. */
export function registrationColumns(p: SourceProduct) {
  return {
    registered_exhibitor_id: p.exhibitorId,
    table_number: p.tableNumber,
    ...(p.offer ? { price: p.offer.price, currency: p.offer.currency, price_range: p.offer.priceRange } : {}),
  };
}

type Texts = Partial<Record<Locale, Record<string, string | undefined>>>;
type TextRow = { id: string; locale: string } & Record<string, string>;

/**
 * `translations.<locale>.<field>` changes; a locale the source has no text in
 * keeps what it had, and so does a field the source leaves out.
 */
function textChanges(before: Map<string, TextRow>, after: Texts): FieldChange[] {
  const out: FieldChange[] = [];
  for (const [locale, texts] of Object.entries(after)) {
    const row = before.get(locale);
    const had = Object.fromEntries(Object.keys(texts ?? {}).map((column) => [column, row?.[column] ?? ""]));
    for (const change of diffFields(had, texts ?? {})) {
      out.push({ ...change, field: `translations.${locale}.${change.field}` });
    }
  }
  return out;
}

function textsOf(rows: TextRow[]): Map<string, Map<string, TextRow>> {
  const out = new Map<string, Map<string, TextRow>>();
  for (const row of rows) {
    let byLocale = out.get(row.id);
    if (!byLocale) {
      byLocale = new Map();
      out.set(row.id, byLocale);
    }
    byLocale.set(row.locale, row);
  }
  return out;
}

/** An exhibitor's descriptions as the texts textChanges compares. */
const descriptionTexts = (descriptions: Partial<Record<Locale, string>>): Texts =>
  Object.fromEntries(Object.entries(descriptions).map(([locale, description]) => [locale, { description }]));

export interface PlanOptions {
  /**
   * Whether what the event has and the source does not leaves the event: a
   * sync mirrors its source (true, the default); a file import adds and
   * updates the rows it has and leaves the rest (false). A part of a larger
   * source gives the ids of the whole: what the event has and the whole
   * source does not leaves the event.
   */
  removeMissing?: boolean | { products: ReadonlySet<string>; exhibitors: ReadonlySet<string> };
  /**
   * The product columns (and registration's `table_number`,
   * `registered_exhibitor_id`) the source speaks for; others are left as they
   * are. A file without a "country" column says nothing about countries.
   * Default: all.
   */
  productFields?: ReadonlySet<string>;
  /** The same for exhibitors (`name`, `country`). */
  exhibitorFields?: ReadonlySet<string>;
}

function only<T extends Record<string, unknown>>(values: T, fields: ReadonlySet<string> | undefined): Partial<T> {
  if (!fields) return values;
  return Object.fromEntries(Object.entries(values).filter(([key]) => fields.has(key))) as Partial<T>;
}

export async function planSync(
  db: DB,
  eventId: string,
  source: SourceCatalogue,
  options: PlanOptions = {},
): Promise<SyncPlan> {
  const removal = options.removeMissing ?? true;
  const removeMissing = removal !== false;
  const changes: PlannedChange[] = [];

  // Exhibitors: the event's members (only those the source names when it removes nothing:
  // a file read in parts plans each part against the rows it names), and the rows of every exhibitor the source names.
  const exhibitorIds = source.exhibitors.map((e) => e.id);
  const memberExhibitorsOf = (ids: readonly string[] | null) =>
    db
      .selectFrom("registration_exhibitors as re")
      .innerJoin("exhibitors as e", "e.id", "re.exhibitor_id")
      .select(["e.id", "e.name"])
      .where("re.event_id", "=", eventId)
      .$if(ids !== null, (q) => q.where("re.exhibitor_id", "in", ids as readonly string[]))
      .execute();
  const memberExhibitors = removeMissing
    ? await memberExhibitorsOf(null)
    : await inChunks(listedIds(exhibitorIds), memberExhibitorsOf);
  const exhibitorMember = new Set(memberExhibitors.map((e) => e.id));
  const exhibitorRows = new Map(
    (
      await inChunks(listedIds(exhibitorIds), (ids) =>
        db.selectFrom("exhibitors").select(["id", "name", "country", "website"]).where("id", "in", ids).execute(),
      )
    ).map((row) => [row.id, row]),
  );
  const exhibitorTexts = textsOf(
    await inChunks(listedIds(exhibitorIds), (ids) =>
      db
        .selectFrom("exhibitor_translations")
        .select(["exhibitor_id as id", "locale", "description"])
        .where("exhibitor_id", "in", ids)
        .execute(),
    ),
  );
  // Their facts, for the exhibitors whose source carries them.
  const exhibitorsWithFacts = source.exhibitors.filter((e) => e.facts).map((e) => e.id);
  const exhibitorFactsBefore = new Map(
    (
      await inChunks(listedIds(exhibitorsWithFacts), async (ids) => [
        ...(await readExhibitorFacts(db, ids, { locale: DEFAULT_LOCALE })).entries(),
      ])
    ).map(([id, facts]) => [id, exhibitorFactFields(facts)]),
  );
  for (const exhibitor of source.exhibitors) {
    const row = exhibitorRows.get(exhibitor.id);
    const fields = [
      ...diffFields(row ?? {}, only(exhibitorColumns(exhibitor), options.exhibitorFields)),
      ...(exhibitor.facts
        ? diffFields(exhibitorFactsBefore.get(exhibitor.id) ?? {}, exhibitorFactFields(exhibitor.facts))
        : []),
      ...textChanges(exhibitorTexts.get(exhibitor.id) ?? new Map(), descriptionTexts(exhibitor.descriptions)),
    ];
    const action = exhibitorMember.has(exhibitor.id) ? "change" : "add";
    if (action === "add" || fields.length)
      changes.push({ type: "exhibitor", id: exhibitor.id, name: exhibitor.name, action, fields });
  }
  const sourceExhibitors = removal === true || removal === false ? new Set(exhibitorIds) : removal.exhibitors;
  for (const member of removeMissing ? memberExhibitors : []) {
    if (!sourceExhibitors.has(member.id)) {
      changes.push({ type: "exhibitor", id: member.id, name: member.name, action: "remove", fields: [] });
    }
  }

  // Producers are not an event's members: new ones are added, known ones changed.
  const producerRows = new Map(
    (
      await inChunks(listedIds(source.producers.map((p) => p.id)), (ids) =>
        db.selectFrom("producers").select(["id", "name", "country", "region"]).where("id", "in", ids).execute(),
      )
    ).map((row) => [row.id, row]),
  );
  for (const producer of source.producers) {
    const row = producerRows.get(producer.id);
    // A source that says nothing of a producer's country or region (a file) leaves them as they are.
    const fields = diffFields(row ?? {}, { name: producer.name, country: producer.country, region: producer.region });
    if (!row) changes.push({ type: "producer", id: producer.id, name: producer.name, action: "add", fields });
    else if (fields.length)
      changes.push({ type: "producer", id: producer.id, name: producer.name, action: "change", fields });
  }

  // Products: the event's registered products, and the rows of every product the source names.
  const productIds = source.products.map((p) => p.id);
  const memberProductsOf = (ids: readonly string[] | null) =>
    db
      .selectFrom("registered_products as rp")
      .innerJoin("products as p", "p.id", "rp.product_id")
      .select([
        "p.id",
        "p.name",
        "rp.exhibitor_id as registered_exhibitor_id",
        "rp.table_number",
        "rp.price",
        "rp.currency",
        "rp.price_range",
      ])
      .where("rp.event_id", "=", eventId)
      .$if(ids !== null, (q) => q.where("rp.product_id", "in", ids as readonly string[]))
      .execute();
  const memberProducts = removeMissing
    ? await memberProductsOf(null)
    : await inChunks(listedIds(productIds), memberProductsOf);
  const registrations = new Map(memberProducts.map((row) => [row.id, row]));
  const productRows = new Map(
    (
      await inChunks(listedIds(productIds), (ids) =>
        db
          .selectFrom("products")
          .select(["id", "kind", "name", "vintage", "country", "region", "subregion", "producer_id", "exhibitor_id"])
          .where("id", "in", ids)
          .execute(),
      )
    ).map((row) => [row.id, row]),
  );
  const productTexts = textsOf(
    await inChunks(listedIds(productIds), (ids) =>
      db
        .selectFrom("product_translations")
        .select(["product_id as id", "locale", ...PRODUCT_TEXT_FIELDS])
        .where("product_id", "in", ids)
        .execute(),
    ),
  );
  // The facts, for the products whose source carries them.
  const withFacts = source.products.filter((p) => p.facts).map((p) => p.id);
  const factsBefore = new Map(
    (await inChunks(listedIds(withFacts), async (ids) => [...(await readProductFacts(db, ids)).entries()])).map(
      ([id, facts]) => [id, factFields(facts)],
    ),
  );
  for (const product of source.products) {
    const registration = registrations.get(product.id);
    const fields = [
      ...diffFields(productRows.get(product.id) ?? {}, only(productColumns(product), options.productFields)),
      ...(product.facts
        ? diffFields(factsBefore.get(product.id) ?? {}, only(factFields(product.facts), options.productFields))
        : []),
      ...(registration ? diffFields(registration, only(registrationColumns(product), options.productFields)) : []),
      ...textChanges(productTexts.get(product.id) ?? new Map(), product.texts),
    ];
    const action = registration ? "change" : "add";
    if (action === "add" || fields.length)
      changes.push({ type: "product", id: product.id, name: product.name, action, fields });
  }
  const sourceProducts = removal === true || removal === false ? new Set(productIds) : removal.products;
  for (const member of removeMissing ? memberProducts : []) {
    if (!sourceProducts.has(member.id)) {
      changes.push({ type: "product", id: member.id, name: member.name, action: "remove", fields: [] });
    }
  }

  const counts = {
    exhibitor: { add: 0, change: 0, remove: 0 },
    producer: { add: 0, change: 0, remove: 0 },
    product: { add: 0, change: 0, remove: 0 },
  };
  for (const change of changes) counts[change.type][change.action]++;
  return { eventId, counts, changes, problems: source.problems };
}
