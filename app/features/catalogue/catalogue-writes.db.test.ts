import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { bus, type CatalogueChanged } from "~/.server/realtime/bus";
import { insertEvent, insertExhibitor, insertProduct, register } from "../../../tests/factories/catalogue";
import { sqlitePlan } from "../../../tests/support/query-plan";
import { describeEachDialect } from "../../../tests/support/test-database";
import { eventsOfExhibitorQuery, updateExhibitor } from "./exhibitor-writes.server";
import {
  eventsOfProductQuery,
  removeProductFromEvent,
  updateProduct,
  updateRegisteredProduct,
} from "./product-writes.server";

describeEachDialect("catalogue writes", (t) => {
  let eventId: string;
  let exhibitorId: string;
  let productId: string;
  const messages: CatalogueChanged[] = [];
  let unsubscribe = () => {};
  beforeEach(() => {
    messages.length = 0;
  });
  afterAll(() => unsubscribe());

  beforeAll(async () => {
    unsubscribe = bus().subscribe((m) => {
      if (m.type === "catalogue.changed") messages.push(m);
    });
    eventId = await insertEvent(t.db);
    exhibitorId = await insertExhibitor(t.db);
    productId = await insertProduct(t.db, { exhibitor_id: exhibitorId, name: "Riesling Kabinett", alcohol: 9.5 });
    await register(t.db, { eventId, exhibitorId, products: [{ id: productId, tableNumber: "B7", price: 14 }] });
  });

  it("updates a product, records each field in history and names the evicted tags", async () => {
    const { changes } = await updateProduct(t.db, {
      productId,
      changes: { name: "Riesling Spätlese", alcohol: 8.5, translations: { de: { description: "Feinherb." } } },
      actor: "test",
    });
    expect(changes.map((c) => `${c.kind}:${c.field}`)).toEqual([
      "fieldChange:name",
      "fieldChange:alcohol",
      "set:translations.de.description",
    ]);
    const row = await t.db
      .selectFrom("products")
      .select(["name", "alcohol"])
      .where("id", "=", productId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: "Riesling Spätlese", alcohol: 8.5 });
    const history = await t.db
      .selectFrom("history")
      .selectAll()
      .where("entity_id", "=", productId)
      .orderBy("id")
      .execute();
    expect(history.map((h) => [h.kind, h.field, h.old_value, h.new_value])).toEqual([
      ["fieldChange", "name", '"Riesling Kabinett"', '"Riesling Spätlese"'],
      ["fieldChange", "alcohol", "9.5", "8.5"],
      ["set", "translations.de.description", null, '"Feinherb."'],
    ]);
    expect(messages).toHaveLength(1);
    // The name is on the lists; the product stays in the event, so its overview pages are kept.
    expect(messages[0].tags).toEqual([`product:${productId}`, `listing:${eventId}`]);
  });

  it("evicts only the product's pages when what changed is on no list", async () => {
    await updateProduct(t.db, {
      productId,
      changes: { ph: 3.1, translations: { en: { description: "Quince and slate." } } },
      actor: "test",
    });
    expect(messages.at(-1)?.tags).toEqual([`product:${productId}`]);
  });

  it("writes the technical facts per locale, beside the descriptions", async () => {
    const { changes } = await updateProduct(t.db, {
      productId,
      changes: {
        translations: {
          de: { maturation: "8 Monate im Edelstahl", fermentationVessel: "Edelstahltanks" },
          fr: { soilType: "Schiste" },
        },
      },
      actor: "test",
    });
    expect(changes.map((c) => `${c.kind}:${c.field}`)).toEqual([
      "set:translations.de.maturation",
      "set:translations.de.fermentation_vessel",
      "set:translations.fr.soil_type",
    ]);
    const rows = await t.db
      .selectFrom("product_translations")
      .select(["locale", "maturation", "fermentation_vessel", "soil_type"])
      .where("product_id", "=", productId)
      .where("locale", "in", ["de", "fr"])
      .orderBy("locale")
      .execute();
    expect(rows).toEqual([
      { locale: "de", maturation: "8 Monate im Edelstahl", fermentation_vessel: "Edelstahltanks", soil_type: "" },
      { locale: "fr", maturation: "", fermentation_vessel: "", soil_type: "Schiste" },
    ]);
  });

  it("publishes nothing and records nothing when nothing changes", async () => {
    const before = await t.db
      .selectFrom("history")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const { changes } = await updateProduct(t.db, { productId, changes: { name: "Riesling Spätlese" }, actor: "test" });
    const after = await t.db
      .selectFrom("history")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(changes).toEqual([]);
    expect(Number(after.n)).toBe(Number(before.n));
    expect(messages).toEqual([]);
  });

  it("leaves the data as it was when the write fails", async () => {
    await expect(
      updateProduct(t.db, { productId: "f".repeat(24), changes: { name: "X" }, actor: "test" }),
    ).rejects.toThrow("Product not found");
    await expect(
      // A NOT NULL violation inside the transaction, after the name was already changed.
      updateProduct(t.db, { productId, changes: { name: "Half written", kind: null as never }, actor: "test" }),
    ).rejects.toThrow();
    const row = await t.db.selectFrom("products").select("name").where("id", "=", productId).executeTakeFirstOrThrow();
    expect(row.name).toBe("Riesling Spätlese");
    expect(messages).toEqual([]);
  });

  it("records event-specific changes as productChanged in the collection", async () => {
    await updateRegisteredProduct(t.db, { eventId, productId, changes: { price: 16.5, isNew: true }, actor: "test" });
    const rows = await t.db.selectFrom("history").selectAll().where("kind", "=", "productChanged").execute();
    expect(rows.map((r) => [r.field, r.collection_id])).toEqual([
      ["price", eventId],
      ["is_new", eventId],
    ]);
    const registered = await t.db
      .selectFrom("registered_products")
      .select(["price", "is_new"])
      .where("product_id", "=", productId)
      .executeTakeFirstOrThrow();
    expect(registered.price).toBe(16.5);
    expect(Boolean(registered.is_new)).toBe(true);
  });

  it("updates an exhibitor and evicts its products' pages too", async () => {
    await updateExhibitor(t.db, {
      exhibitorId,
      changes: { name: "Weingut Neu", translations: { en: { description: "Family estate." } } },
      actor: "test",
    });
    expect(messages[0].tags).toEqual(
      expect.arrayContaining([`exhibitor:${exhibitorId}`, `product:${productId}`, `listing:${eventId}`]),
    );
    expect(messages[0].tags).not.toContain(`catalogue:${eventId}`);
  });

  it("finds a changed product's and exhibitor's events along an index of their own, not by reading every registration", async () => {
    expect((await eventsOfProductQuery(t.db, productId).execute()).map((r) => r.event_id)).toEqual([eventId]);
    expect((await eventsOfExhibitorQuery(t.db, exhibitorId).execute()).map((r) => r.event_id)).toEqual([eventId]);
    if (t.dialect === "sqlite") {
      // Both keys lead with the event: without these indexes a product edit read 1,100,000 registrations (77–99 ms).
      expect(await sqlitePlan(t.db, eventsOfProductQuery(t.db, productId))).toMatch(
        /USING (COVERING )?INDEX registered_products_product \(product_id=\?\)/,
      );
      expect(await sqlitePlan(t.db, eventsOfExhibitorQuery(t.db, exhibitorId))).toMatch(
        /USING (COVERING )?INDEX registration_exhibitors_exhibitor \(exhibitor_id=\?\)/,
      );
    } else {
      const { rows } = await sql<{ indexname: string }>`select indexname from pg_indexes
        where indexname in ('registered_products_product', 'registration_exhibitors_exhibitor') order by indexname`.execute(
        t.db,
      );
      expect(rows.map((r) => r.indexname)).toEqual([
        "registered_products_product",
        "registration_exhibitors_exhibitor",
      ]);
    }
  });

  it("finds an exhibitor's locations and contacts, and a registration's products, along indexes of their own", async () => {
    const lookups = [
      [
        "exhibitor_locations_exhibitor",
        t.db.selectFrom("exhibitor_locations").select("id").where("exhibitor_id", "=", exhibitorId),
      ],
      [
        "exhibitor_contacts_exhibitor",
        t.db.selectFrom("exhibitor_contacts").select("id").where("exhibitor_id", "=", exhibitorId),
      ],
      // What deleting a registration makes the database do (its registered products go with it).
      [
        "registered_products_registration",
        t.db.selectFrom("registered_products").select("product_id").where("registration_id", "=", "r"),
      ],
    ] as const;
    if (t.dialect === "sqlite") {
      // Without them, replacing 6,250 exhibitors' locations in a sync read the rows written so far each time (1.1 s).
      for (const [index, query] of lookups) {
        expect(await sqlitePlan(t.db, query)).toMatch(new RegExp(`USING (COVERING )?INDEX ${index} \\(`));
      }
    } else {
      const { rows } = await sql<{ indexname: string }>`select indexname from pg_indexes
        where indexname in (${sql.join(lookups.map(([index]) => index))}) order by indexname`.execute(t.db);
      expect(rows.map((r) => r.indexname)).toEqual(lookups.map(([index]) => index).sort());
    }
  });

  it("removes a product from an event with a productRemoved entry", async () => {
    await removeProductFromEvent(t.db, { eventId, productId, actor: "test" });
    const left = await t.db.selectFrom("registered_products").selectAll().where("product_id", "=", productId).execute();
    expect(left).toEqual([]);
    const removed = await t.db
      .selectFrom("history")
      .selectAll()
      .where("kind", "=", "productRemoved")
      .executeTakeFirstOrThrow();
    expect(removed.collection_id).toBe(eventId);
    await expect(removeProductFromEvent(t.db, { eventId, productId, actor: "test" })).rejects.toThrow("not registered");
  });
});
