import type { DB } from "~/.server/db";
import { inChunks, listedIds } from "~/.server/db/in-chunks";
import { diffFields, type FieldChange } from "~/features/catalogue/history";
import { factFields, readProductFacts } from "~/features/catalogue/product-facts.server";
import { PRODUCT_TEXT_FIELDS } from "~/features/catalogue/product-texts";
import { registeredProductIdsAfter } from "~/features/catalogue/registered-ids.server";
import { sliceYielder } from "~/lib/time-slice";
import { createdFields, createdValues, keptIds, only, textChanges, textsByRecord } from "./plan-fields";
import type { PlannedChange, PlanScope } from "./plan-sync.server";
import type { SourceProduct } from "./product-api/read-source.server";

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

/**
 * The products the source names, registered for the event or changed; with
 * removal, the event's registered products it does not name leave.
 */
export async function planProducts(db: DB, scope: PlanScope): Promise<PlannedChange[]> {
  const { source, options } = scope;
  const productIds = source.products.map((p) => p.id);
  const kept = keptIds(options.removeMissing, "products", productIds);
  const before = await readProductsBefore(db, scope, kept !== null);
  const changes: PlannedChange[] = [];
  // Comparing 2,000 products field by field (texts in five languages) takes longer than a request should wait.
  const turn = sliceYielder();
  for (const product of source.products) {
    await turn();
    if (!before.rows.has(product.id)) {
      changes.push(createdChange(product, options.productFields));
      continue;
    }
    const registration = before.registrations.get(product.id);
    const fields = [
      ...diffFields(before.rows.get(product.id) ?? {}, only(productColumns(product), options.productFields)),
      ...(product.facts
        ? diffFields(before.facts.get(product.id) ?? {}, only(factFields(product.facts), options.productFields))
        : []),
      ...(registration ? diffFields(registration, only(registrationColumns(product), options.productFields)) : []),
      ...textChanges(before.texts.get(product.id) ?? new Map(), product.texts),
    ];
    const action = registration ? "change" : "add";
    if (action === "add" || fields.length)
      changes.push({ type: "product", id: product.id, name: product.name, action, fields });
  }
  const leaving = kept ? before.members.filter((member) => !kept.has(member.id)) : [];
  for (const member of leaving) {
    changes.push({ type: "product", id: member.id, name: member.name, action: "remove", fields: [] });
  }
  return changes;
}

/**
 * A product the site does not have: it joins the event with every value it
 * comes with. Its values are kept (`created`); its field changes are made from
 * them only when read (the report's first changes, a dry run's lines), since
 * the writer and the history row take the values (write-new-products.server.ts):
 * a sync of 100,000 new products made 9.5 million field changes to turn them
 * back into rows.
 */
function createdChange(product: SourceProduct, productFields: ReadonlySet<string> | undefined): PlannedChange {
  const columns = [only(productColumns(product), productFields)];
  if (product.facts) columns.push(only(factFields(product.facts), productFields));
  const created = createdValues(columns, product.texts, PRODUCT_TEXT_FIELDS);
  let fields: FieldChange[] | undefined;
  const change = { type: "product", id: product.id, name: product.name, action: "add" } as PlannedChange;
  return Object.defineProperties(change, {
    created: { value: created, enumerable: false },
    fields: { get: () => (fields ??= createdFields(created)), enumerable: true },
  });
}

/**
 * The event's registered products (only those the source names when it
 * removes nothing), and the rows, texts and facts of every product the
 * source names.
 */
async function readProductsBefore(db: DB, { eventId, source }: PlanScope, allMembers: boolean) {
  const productIds = source.products.map((p) => p.id);
  const membersOf = (ids: readonly string[]) =>
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
      .where("rp.product_id", "in", ids)
      .execute();
  // Every member, when the event's whole catalogue is compared, a chunk at a time: 100,000 rows in one query held the event loop 1.4 s.
  const registeredAfter = (after: string | null) => registeredProductIdsAfter(db, eventId, after);
  const members = await inChunks(allMembers ? registeredAfter : listedIds(productIds), membersOf);
  const rows = new Map(
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
  const texts = textsByRecord(
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
  const facts = new Map(
    (await inChunks(listedIds(withFacts), async (ids) => [...(await readProductFacts(db, ids)).entries()])).map(
      ([id, facts]) => [id, factFields(facts)],
    ),
  );
  return { members, registrations: new Map(members.map((row) => [row.id, row])), rows, texts, facts };
}
