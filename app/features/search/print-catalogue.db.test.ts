import { beforeAll, expect, it } from "vitest";
import { insertEvent, insertExhibitor, insertProduct, register, testId } from "../../../tests/factories/catalogue";
import { describeEachDialect } from "../../../tests/support/test-database";
import { listAreas, listProductLists } from "../catalogue/list-indexes.server";
import { getPrintCatalogueEntry, listPrintCatalogue } from "./print-catalogue.server";

const NOW = "2026-11-01T00:00:00.000Z";

describeEachDialect("catalog and list indexes", (t) => {
  const ids = { event: "", zeta: "", eclat: "", wine: "", list: "", emptyList: "", area: "" };

  beforeAll(async () => {
    const db = t.db;
    ids.event = await insertEvent(db);
    const other = await insertEvent(db);
    ids.zeta = await insertExhibitor(db, { name: "Zeta Wines", slug: `zeta-${testId()}`, country: "ZA" });
    ids.eclat = await insertExhibitor(db, { name: "Éclat", slug: `eclat-${testId()}`, country: "FR" });
    const absent = await insertExhibitor(db, { name: "Absent" });
    ids.wine = await insertProduct(db, { exhibitor_id: ids.eclat, name: "Crémant", vintage: 2020, region: "Loire" });
    const other1 = await insertProduct(db, { exhibitor_id: ids.eclat, name: "Other fair only" });
    await register(db, { eventId: ids.event, exhibitorId: ids.zeta, tableNumber: "Z9" });
    await register(db, {
      eventId: ids.event,
      exhibitorId: ids.eclat,
      tableNumber: "E1",
      products: [{ id: ids.wine, price: 18.5 }],
    });
    await register(db, { eventId: other, exhibitorId: absent, products: [{ id: other1 }] });

    ids.list = testId();
    ids.emptyList = testId();
    await db
      .insertInto("product_lists")
      .values([
        { id: ids.list, event_id: ids.event, slug: "bubbles", position: 1, created_at: NOW, updated_at: NOW },
        { id: ids.emptyList, event_id: ids.event, slug: "later", position: 2, created_at: NOW, updated_at: NOW },
      ])
      .execute();
    await db
      .insertInto("product_list_translations")
      .values([
        { product_list_id: ids.list, locale: "en", name: "Bubbles", description: "Sparkling" },
        { product_list_id: ids.list, locale: "de", name: "Perlen", description: "" },
      ])
      .execute();
    await db
      .insertInto("product_list_items")
      .values([
        { product_list_id: ids.list, product_id: ids.wine, position: 0 },
        { product_list_id: ids.list, product_id: other1, position: 1 },
      ])
      .execute();
    ids.area = testId();
    await db
      .insertInto("areas")
      .values({
        id: ids.area,
        event_id: ids.event,
        slug: "hall-2",
        position: 0,
        image_id: null,
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
    await db
      .insertInto("area_translations")
      .values({ area_id: ids.area, locale: "en", name: "Hall 2", description: "" })
      .execute();
    await db
      .insertInto("area_exhibitors")
      .values([
        { area_id: ids.area, exhibitor_id: ids.zeta },
        { area_id: ids.area, exhibitor_id: absent },
      ])
      .execute();
  });

  it("lists the event's exhibitors A–Z with tables and product counts", async () => {
    const list = await listPrintCatalogue(t.db, { eventId: ids.event, locale: "fr" });
    expect(list.map((e) => [e.name, e.tableNumber, e.productCount])).toEqual([
      ["Éclat", "E1", 1],
      ["Zeta Wines", "Z9", 0],
    ]);
  });

  it("gives an exhibitor's entry with its products by slug, and nothing for one not at the fair", async () => {
    const [eclat] = (await listPrintCatalogue(t.db, { eventId: ids.event, locale: "en" })).filter(
      (e) => e.id === ids.eclat,
    );
    const entry = await getPrintCatalogueEntry(t.db, { eventId: ids.event, page: eclat.slug, locale: "en" });
    expect(entry?.exhibitor.name).toBe("Éclat");
    expect(entry?.exhibitor.tableNumber).toBe("E1");
    expect(entry?.products.map((p) => [p.name, p.vintage, p.denomination, p.price])).toEqual([
      ["Crémant", 2020, "Loire", 18.5],
    ]);
    expect(
      await getPrintCatalogueEntry(t.db, { eventId: ids.event, page: "no-such-exhibitor", locale: "en" }),
    ).toBeNull();
  });

  it("lists product lists and areas with the counts of what is at the fair, in the page's language", async () => {
    const lists = await listProductLists(t.db, { eventId: ids.event, locale: "de" });
    expect(lists).toEqual([
      { id: ids.list, slug: "bubbles", name: "Perlen", description: "Sparkling", productCount: 1 },
      { id: ids.emptyList, slug: "later", name: "later", description: "", productCount: 0 },
    ]);
    const areas = await listAreas(t.db, { eventId: ids.event, locale: "en" });
    expect(areas).toEqual([
      { id: ids.area, slug: "hall-2", name: "Hall 2", description: "", exhibitorCount: 1, image: null },
    ]);
  });
});
