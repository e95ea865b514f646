import { afterAll, beforeAll, expect, it } from "vitest";
import { bus, type CatalogueChanged } from "~/.server/realtime/bus";
import { insertEvent, insertExhibitor, insertProduct, register } from "../../../tests/factories/catalogue";
import { fixtureData, readFixtureSource } from "../../../tests/support/product-api-fixture";
import { describeEachDialect } from "../../../tests/support/test-database";
import { applySync } from "./apply-sync.server";
import { planSync } from "./plan-sync.server";
import type { SourceCatalogue } from "./product-api/read-source.server";

// Applying a sync read from a real GraphQL server (product-api.fixture.server.ts).

const data = fixtureData();
const [keller, leflaive] = data.exhibitors;
const pid = (n: number) => data.products[n - 1].productId;
let source: SourceCatalogue;

beforeAll(async () => {
  source = await readFixtureSource(data);
});

describeEachDialect("applySync", (t) => {
  const messages: CatalogueChanged[] = [];
  let unsubscribe = () => {};
  beforeAll(() => {
    unsubscribe = bus().subscribe((m) => {
      if (m.type === "catalogue.changed") messages.push(m);
    });
  });
  afterAll(() => unsubscribe());

  /** An event holding Keller with product 1 (under an old name) and a product the API no longer sends, and an exhibitor it no longer lists. */
  async function eventBeforeSync() {
    const eventId = await insertEvent(t.db);
    const kellerRow = await t.db
      .selectFrom("exhibitors")
      .select("id")
      .where("id", "=", keller.exhibitorId)
      .executeTakeFirst();
    if (!kellerRow) await insertExhibitor(t.db, { id: keller.exhibitorId, name: keller.name, country: "DE" });
    const productRow = await t.db.selectFrom("products").select("id").where("id", "=", pid(1)).executeTakeFirst();
    if (!productRow) {
      await insertProduct(t.db, { id: pid(1), exhibitor_id: keller.exhibitorId, name: "Riesling Abtserde" });
    }
    const goneProduct = await insertProduct(t.db, { exhibitor_id: keller.exhibitorId, name: "Old Scheurebe" });
    await register(t.db, {
      eventId,
      exhibitorId: keller.exhibitorId,
      products: [
        { id: pid(1), tableNumber: "B12" },
        { id: goneProduct, tableNumber: "B12" },
      ],
    });
    const goneExhibitor = await insertExhibitor(t.db, { name: "Cantina Sparita" });
    await register(t.db, { eventId, exhibitorId: goneExhibitor });
    return { eventId, goneProduct, goneExhibitor };
  }

  const registered = async (eventId: string) =>
    (
      await t.db
        .selectFrom("registered_products")
        .select(["product_id", "exhibitor_id", "table_number"])
        .where("event_id", "=", eventId)
        .orderBy("product_id")
        .execute()
    ).map((r) => [r.product_id, r.exhibitor_id, r.table_number]);

  it("writes the plan: adds, changes and removes, with texts per locale and history", async () => {
    const { eventId, goneProduct, goneExhibitor } = await eventBeforeSync();
    messages.length = 0;
    const plan = await applySync(t.db, { eventId, source, actor: "sync" });
    expect(plan.counts.product).toEqual({ add: 3, change: 1, remove: 1 });

    expect(await registered(eventId)).toEqual([
      [pid(1), keller.exhibitorId, "B12"],
      [pid(2), keller.exhibitorId, ""],
      [pid(3), leflaive.exhibitorId, "C3"],
      [pid(4), leflaive.exhibitorId, "C3"],
    ]);
    const order = [pid(1), pid(2), pid(3), pid(4), goneProduct];
    const products = (
      await t.db
        .selectFrom("products")
        .select(["id", "name", "producer_id", "designation"])
        .where("id", "in", order)
        .execute()
    ).sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
    expect(products.map((p) => [p.name, p.producer_id, p.designation])).toEqual([
      // The designation is the product's own; the denomination (the subregion, else the region) is not stored.
      ["Riesling Abtserde GG", data.products[0].producer?.producerId, "Grosses Gewächs"],
      ["Silvaner trocken", null, ""],
      ["Puligny-Montrachet", null, ""],
      ["Bâtard-Montrachet Grand Cru", data.products[3].producer?.producerId, ""],
      // No longer in the event, still readable by those who bookmarked it.
      ["Old Scheurebe", null, ""],
    ]);
    const texts = await t.db
      .selectFrom("product_translations")
      .select(["product_id", "locale", "description"])
      .where("product_id", "in", [pid(1), pid(4)])
      .orderBy("product_id")
      .orderBy("locale")
      .execute();
    expect(texts.map((r) => [r.product_id, r.locale, r.description])).toEqual([
      [pid(1), "de", "Mineralisch und straff."],
      [pid(1), "en", "Mineral and taut."],
      [pid(4), "en", "Rich and long."],
    ]);
    const members = await t.db
      .selectFrom("registration_exhibitors")
      .select("exhibitor_id")
      .where("event_id", "=", eventId)
      .orderBy("exhibitor_id")
      .execute();
    expect(members.map((m) => m.exhibitor_id)).toEqual([keller.exhibitorId, leflaive.exhibitorId]);
    expect(
      await t.db.selectFrom("exhibitors").select("name").where("id", "=", goneExhibitor).executeTakeFirst(),
    ).toEqual({ name: "Cantina Sparita" });

    const history = await t.db
      .selectFrom("history")
      .select(["entity_id", "kind", "field"])
      .where("entity_id", "=", pid(1))
      .orderBy("id")
      .execute();
    expect(history.map((h) => `${h.kind}:${h.field}`)).toContain("fieldChange:name");
    const eventHistory = await t.db
      .selectFrom("history")
      .select(["entity_id", "kind"])
      .where("collection_id", "=", eventId)
      .orderBy("id")
      .execute();
    expect(eventHistory.map((h) => [h.entity_id, h.kind])).toEqual([
      [pid(2), "productAdded"],
      [pid(3), "productAdded"],
      [pid(4), "productAdded"],
      [goneProduct, "productRemoved"],
      [goneExhibitor, "unset"],
    ]);

    expect(messages).toHaveLength(1);
    expect(messages[0].tags).toEqual(
      expect.arrayContaining([`product:${pid(1)}`, `listing:${eventId}`, `catalogue:${eventId}`]),
    );
  });

  it("changes nothing when applied a second time", async () => {
    const { eventId } = await eventBeforeSync();
    await applySync(t.db, { eventId, source, actor: "sync" });
    const before = await t.db.selectFrom("history").select("id").execute();
    messages.length = 0;
    const again = await applySync(t.db, { eventId, source, actor: "sync" });
    expect(again.changes).toEqual([]);
    expect(await t.db.selectFrom("history").select("id").execute()).toHaveLength(before.length);
    expect(messages).toEqual([]);
    expect((await planSync(t.db, eventId, source)).changes).toEqual([]);
  });

  it("leaves the event as it was when a write fails part-way", async () => {
    const { eventId } = await eventBeforeSync();
    // The last product names an exhibitor that exists nowhere: its write fails after the others'.
    const broken: SourceCatalogue = {
      ...source,
      products: [...source.products, { ...source.products[0], id: "f".repeat(24), exhibitorId: "0".repeat(24) }],
    };
    const before = await registered(eventId);
    const historyBefore = await t.db.selectFrom("history").select("id").execute();
    await expect(applySync(t.db, { eventId, source: broken, actor: "sync" })).rejects.toThrow();
    expect(await registered(eventId)).toEqual(before);
    expect(await t.db.selectFrom("history").select("id").execute()).toHaveLength(historyBefore.length);
    const leflaiveHere = await t.db
      .selectFrom("registration_exhibitors")
      .select("exhibitor_id")
      .where("event_id", "=", eventId)
      .where("exhibitor_id", "=", leflaive.exhibitorId)
      .execute();
    expect(leflaiveHere).toEqual([]);
    expect(await t.db.selectFrom("products").select("id").where("id", "=", "f".repeat(24)).execute()).toEqual([]);
  });

  it("adds each product once when 50 syncs of the event run at the same time", async () => {
    const { eventId } = await eventBeforeSync();
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => applySync(t.db, { eventId, source, actor: "sync" })),
    );
    expect(results.some((r) => r.status === "fulfilled")).toBe(true);
    // A sync that lost the race to the same rows is refused by the database, not half-applied.
    for (const r of results) {
      if (r.status === "rejected") expect(String(r.reason)).toMatch(/unique|duplicate|constraint/i);
    }
    expect((await registered(eventId)).map(([productId]) => productId)).toEqual(
      [pid(1), pid(2), pid(3), pid(4)].sort(),
    );
    const members = await t.db
      .selectFrom("registration_exhibitors")
      .select("exhibitor_id")
      .where("event_id", "=", eventId)
      .execute();
    expect(members).toHaveLength(2);
    const added = await t.db
      .selectFrom("history")
      .select("entity_id")
      .where("collection_id", "=", eventId)
      .where("kind", "=", "productAdded")
      .execute();
    expect(added.map((h) => h.entity_id).sort()).toEqual([pid(2), pid(3), pid(4)].sort());
    expect((await planSync(t.db, eventId, source)).changes).toEqual([]);
  });
});
