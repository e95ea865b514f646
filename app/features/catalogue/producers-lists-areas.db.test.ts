import { beforeAll, expect, it } from "vitest";
import {
  insertEvent,
  insertExhibitor,
  insertProducer,
  insertProduct,
  register,
  testId,
} from "../../../tests/factories/catalogue";
import { describeEachDialect } from "../../../tests/support/test-database";
import { getArea } from "./areas.server";
import { getProducer } from "./producers.server";
import { getProductList } from "./product-lists.server";
import { PLACEHOLDER_PRODUCER_ID } from "./vocabulary";

const NOW = "2026-11-01T00:00:00.000Z";

// Producer, product list and area pages: each shows only what the event holds.
describeEachDialect("producer, product list and area", (t) => {
  const ids = {} as Record<
    "event" | "otherEvent" | "exhibitor" | "absent" | "producer" | "idle" | "a" | "b" | "c" | "list" | "area",
    string
  >;

  beforeAll(async () => {
    const db = t.db;
    ids.event = await insertEvent(db);
    ids.otherEvent = await insertEvent(db);
    ids.exhibitor = await insertExhibitor(db, { name: "Stand" });
    ids.absent = await insertExhibitor(db, { name: "Absent" });
    ids.producer = await insertProducer(db, { name: "Domaine", founded: 1890 });
    ids.idle = await insertProducer(db, { name: "Only elsewhere" });
    await db
      .insertInto("producer_translations")
      .values({ producer_id: ids.producer, locale: "fr", description: "Maison familiale." })
      .execute();
    ids.a = await insertProduct(db, { exhibitor_id: ids.exhibitor, producer_id: ids.producer, name: "A" });
    ids.b = await insertProduct(db, { exhibitor_id: ids.exhibitor, producer_id: ids.idle, name: "B" });
    ids.c = await insertProduct(db, { exhibitor_id: ids.exhibitor, name: "C" });
    await register(db, { eventId: ids.event, exhibitorId: ids.exhibitor, products: [{ id: ids.a }, { id: ids.c }] });
    await register(db, { eventId: ids.otherEvent, exhibitorId: ids.absent, products: [{ id: ids.b }] });

    ids.list = testId();
    await db
      .insertInto("product_lists")
      .values({ id: ids.list, event_id: ids.event, slug: "staff-picks", position: 0, created_at: NOW, updated_at: NOW })
      .execute();
    await db
      .insertInto("product_list_translations")
      .values({ product_list_id: ids.list, locale: "en", name: "Staff picks", description: "Our favourites." })
      .execute();
    await db
      .insertInto("product_list_items")
      .values([
        { product_list_id: ids.list, product_id: ids.c, position: 0 },
        { product_list_id: ids.list, product_id: ids.b, position: 1 },
        { product_list_id: ids.list, product_id: ids.a, position: 2 },
      ])
      .execute();

    ids.area = testId();
    await db
      .insertInto("areas")
      .values({
        id: ids.area,
        event_id: ids.event,
        slug: "loire",
        position: 0,
        image_id: null,
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
    await db
      .insertInto("area_translations")
      .values({ area_id: ids.area, locale: "de", name: "Loire-Tal", description: "" })
      .execute();
    await db
      .insertInto("area_exhibitors")
      .values([
        { area_id: ids.area, exhibitor_id: ids.exhibitor },
        { area_id: ids.area, exhibitor_id: ids.absent },
      ])
      .execute();
  });

  it("finds a producer with products in the event, its text in the locale", async () => {
    const producer = await getProducer(t.db, { eventId: ids.event, producerId: ids.producer, locale: "fr" });
    expect(producer).toMatchObject({ name: "Domaine", founded: 1890, description: "Maison familiale." });
  });

  it("does not find a producer without products in the event, an unknown one, or the placeholder", async () => {
    for (const producerId of [ids.idle, "0".repeat(24), PLACEHOLDER_PRODUCER_ID, ids.exhibitor]) {
      expect(await getProducer(t.db, { eventId: ids.event, producerId, locale: "en" })).toBeNull();
    }
  });

  it("finds a product list by id or slug, with the products registered in the event in the list's order", async () => {
    for (const idOrSlug of [ids.list, "staff-picks"]) {
      const list = await getProductList(t.db, { eventId: ids.event, idOrSlug, locale: "en" });
      expect(list).toMatchObject({
        id: ids.list,
        name: "Staff picks",
        description: "Our favourites.",
        productIds: [ids.c, ids.a],
        productCount: 2,
      });
    }
    expect(await getProductList(t.db, { eventId: ids.otherEvent, idOrSlug: "staff-picks", locale: "en" })).toBeNull();
  });

  it("finds an area by slug with its exhibitors registered in the event, named in any language it has", async () => {
    const area = await getArea(t.db, { eventId: ids.event, slug: "loire", locale: "it" });
    expect(area).toMatchObject({ name: "Loire-Tal", exhibitorIds: [ids.exhibitor], exhibitorCount: 1, image: null });
    expect(await getArea(t.db, { eventId: ids.event, slug: "nowhere", locale: "en" })).toBeNull();
  });
});
