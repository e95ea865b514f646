import { expect, it, vi } from "vitest";
import { listAudit } from "~/.server/audit/audit-log";
import { AppError } from "~/.server/errors";
import {
  insertEvent,
  insertExhibitor,
  insertProducer,
  insertProduct,
  register,
} from "../../../tests/factories/catalogue";
import { insertUser } from "../../../tests/factories/people";
import { warmPool } from "../../../tests/support/samples-fixture";
import { describeEachDialect } from "../../../tests/support/test-database";
import { addProduct, exhibitorChoices } from "./product-add.server";
import { editProduct } from "./product-edit.server";
import { changedProduct, EMPTY_PRODUCT } from "./product-form";
import { productHistory } from "./product-history.server";
import { productFormValues } from "./product-values.server";

// The event's half of an edit fails when a test asks it to: the product's
// half, written first in the same transaction, must then be rolled back.
const failing = vi.hoisted(() => ({ registration: false }));
vi.mock("~/features/catalogue/product-writes.server", async (original) => {
  const actual = await original<typeof import("~/features/catalogue/product-writes.server")>();
  return {
    ...actual,
    updateRegisteredProductIn: async (...args: Parameters<typeof actual.updateRegisteredProductIn>) => {
      if (failing.registration) throw new Error("the event's half failed");
      return actual.updateRegisteredProductIn(...args);
    },
  };
});

describeEachDialect("the organizer edits a product", (t) => {
  async function fixture() {
    const eventId = await insertEvent(t.db, {});
    const exhibitorId = await insertExhibitor(t.db);
    const productId = await insertProduct(t.db, {
      exhibitor_id: exhibitorId,
      name: "Riesling Kabinett",
      alcohol: 11,
      vintage: 2022,
    });
    await register(t.db, { eventId, exhibitorId, products: [{ id: productId, tableNumber: "A1" }] });
    const olga = await insertUser(t.db, { email: `olga-${productId}@example.com` });
    return { eventId, productId, olga, audit: { userId: olga.id, email: olga.email } };
  }

  it("writes the product's fields and the event's in one go, with their history and one audit entry", async () => {
    const { eventId, productId, olga, audit } = await fixture();
    const shown = await productFormValues(t.db, { eventId, productId });
    if (!shown) throw new Error("not listed");
    expect(shown).toMatchObject({ name: "Riesling Kabinett", alcohol: 11, tableNumber: "A1", isNew: false });
    const values = {
      ...shown,
      name: "Riesling Spätlese",
      alcohol: 12.5,
      tableNumber: "B7",
      descriptions: { ...shown.descriptions, de: "Rassig." },
    };
    const { changes } = await editProduct(t.db, {
      eventId,
      productId,
      edit: changedProduct(values, shown),
      actor: olga.id,
      audit,
    });
    expect(changes.map((change) => change.field).sort()).toEqual(
      ["alcohol", "name", "table_number", "translations.de.description"].sort(),
    );
    expect(await productFormValues(t.db, { eventId, productId })).toEqual(values);
    const history = await productHistory(t.db, { eventId, productId });
    expect(history.entries.map((entry) => [entry.kind, entry.field, entry.actor]).sort()).toEqual(
      [
        ["fieldChange", "name", olga.email],
        ["fieldChange", "alcohol", olga.email],
        ["set", "translations.de.description", olga.email],
        ["productChanged", "table_number", olga.email],
      ].sort(),
    );
    const log = await listAudit(t.db, { eventId });
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]).toMatchObject({ action: "product.changed", actor: olga.email, subject: productId });
    expect((log.entries[0].details.fields as string[]).sort()).toEqual(
      ["alcohol", "name", "table_number", "translations.de.description"].sort(),
    );
    // Sent again as it now is: nothing written, nothing logged.
    await editProduct(t.db, { eventId, productId, edit: changedProduct(values, values), actor: olga.id, audit });
    expect((await listAudit(t.db, { eventId })).entries).toHaveLength(1);
  });

  it("leaves everything as it was when the event's half fails", async () => {
    const { eventId, productId, olga, audit } = await fixture();
    const shown = await productFormValues(t.db, { eventId, productId });
    if (!shown) throw new Error("not listed");
    failing.registration = true;
    try {
      await expect(
        editProduct(t.db, {
          eventId,
          productId,
          edit: changedProduct({ ...shown, name: "Renamed", tableNumber: "Z9" }, shown),
          actor: olga.id,
          audit,
        }),
      ).rejects.toThrow("the event's half failed");
    } finally {
      failing.registration = false;
    }
    expect(await productFormValues(t.db, { eventId, productId })).toEqual(shown);
    expect((await productHistory(t.db, { eventId, productId })).entries).toEqual([]);
    expect((await listAudit(t.db, { eventId })).entries).toEqual([]);
  });

  it("refuses a field someone else changed since the form was shown, and writes nothing", async () => {
    const { eventId, productId, olga, audit } = await fixture();
    const shown = await productFormValues(t.db, { eventId, productId });
    if (!shown) throw new Error("not listed");
    await editProduct(t.db, {
      eventId,
      productId,
      edit: changedProduct({ ...shown, alcohol: 12 }, shown),
      actor: olga.id,
      audit,
    });
    await expect(
      editProduct(t.db, {
        eventId,
        productId,
        edit: changedProduct({ ...shown, alcohol: 13, name: "Mine" }, shown),
        actor: olga.id,
        audit,
      }),
    ).rejects.toSatisfy((error) => error instanceof AppError && error.code === "conflict");
    expect(await productFormValues(t.db, { eventId, productId })).toMatchObject({ alcohol: 12, name: shown.name });
    // A field nobody else touched is still the organizer's to change.
    await editProduct(t.db, {
      eventId,
      productId,
      edit: changedProduct({ ...shown, name: "Mine" }, shown),
      actor: olga.id,
      audit,
    });
    expect(await productFormValues(t.db, { eventId, productId })).toMatchObject({ alcohol: 12, name: "Mine" });
  });

  it("lets one of 50 simultaneous saves of one field from the same form win, and refuses the others", async () => {
    const { eventId, productId, olga, audit } = await fixture();
    const shown = await productFormValues(t.db, { eventId, productId });
    if (!shown) throw new Error("not listed");
    await warmPool(t.db, 10);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        editProduct(t.db, {
          eventId,
          productId,
          edit: changedProduct({ ...shown, alcohol: 12 + i / 10 }, shown),
          actor: olga.id,
          audit,
        }),
      ),
    );
    const won = results.flatMap((result, i) => (result.status === "fulfilled" ? [i] : []));
    expect(won).toHaveLength(1);
    for (const result of results)
      if (result.status === "rejected")
        expect(result.reason).toSatisfy((error) => error instanceof AppError && error.code === "conflict");
    expect((await productFormValues(t.db, { eventId, productId }))?.alcohol).toBe(12 + won[0] / 10);
    expect((await productHistory(t.db, { eventId, productId })).entries).toHaveLength(1);
  });

  it("does not edit a product that is not in the event", async () => {
    const { productId, olga, audit } = await fixture();
    const elsewhere = await insertEvent(t.db, {});
    await expect(
      editProduct(t.db, {
        eventId: elsewhere,
        productId,
        edit: changedProduct({ ...EMPTY_PRODUCT, name: "x" }, EMPTY_PRODUCT),
        actor: olga.id,
        audit,
      }),
    ).rejects.toSatisfy((error) => error instanceof AppError && error.code === "not_found");
  });
});

describeEachDialect("the organizer adds a product", (t) => {
  it("registers it with an exhibitor of the event, with its history and audit entry", async () => {
    const eventId = await insertEvent(t.db, {});
    const exhibitorId = await insertExhibitor(t.db, { name: "Weingut Adler" });
    const producerId = await insertProducer(t.db);
    await register(t.db, { eventId, exhibitorId, tableNumber: "C3" });
    const olga = await insertUser(t.db, { email: `olga-add-${eventId}@example.com` });
    const values = {
      ...EMPTY_PRODUCT,
      kind: "Wine" as const,
      name: "Grauburgunder",
      vintage: 2023,
      country: "DE",
      region: "Baden",
      alcohol: 13,
      closure: "screwcap",
      priceRange: "10to20",
      tableNumber: "C3",
      price: 14.5,
      isNew: true,
      descriptions: { ...EMPTY_PRODUCT.descriptions, en: "Round and ripe." },
    };
    const { productId } = await addProduct(t.db, {
      eventId,
      exhibitorId,
      producerId,
      values,
      actor: olga.id,
      audit: { userId: olga.id, email: olga.email },
    });
    expect(productId).toMatch(/^[0-9a-f]{24}$/);
    expect(await productFormValues(t.db, { eventId, productId })).toEqual(values);
    const row = await t.db
      .selectFrom("products")
      .select(["exhibitor_id", "producer_id"])
      .where("id", "=", productId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ exhibitor_id: exhibitorId, producer_id: producerId });
    const history = await productHistory(t.db, { eventId, productId });
    expect(history.entries.map((entry) => entry.kind)).toContain("productAdded");
    expect(new Set(history.entries.map((entry) => entry.actor))).toEqual(new Set([olga.email]));
    const log = await listAudit(t.db, { eventId });
    expect(log.entries.map((entry) => [entry.action, entry.actor, entry.subject, entry.details])).toEqual([
      ["product.added", olga.email, productId, { name: "Grauburgunder" }],
    ]);
  });

  it("refuses an exhibitor not in the event and an unknown producer, and writes nothing", async () => {
    const eventId = await insertEvent(t.db, {});
    const member = await insertExhibitor(t.db);
    const stranger = await insertExhibitor(t.db);
    await register(t.db, { eventId, exhibitorId: member });
    const olga = await insertUser(t.db, { email: `olga-refused-${eventId}@example.com` });
    const attempt = (exhibitorId: string, producerId: string | null) =>
      addProduct(t.db, {
        eventId,
        exhibitorId,
        producerId,
        values: { ...EMPTY_PRODUCT, name: "Nope" },
        actor: olga.id,
        audit: { userId: olga.id, email: olga.email },
      });
    const refusedField = (field: string) => (error: unknown) =>
      error instanceof AppError && error.code === "invalid" && error.details?.field === field;
    await expect(attempt(stranger, null)).rejects.toSatisfy(refusedField("exhibitorId"));
    await expect(attempt(member, "000000000000000000000bad")).rejects.toSatisfy(refusedField("producerId"));
    const products = await t.db.selectFrom("products").select("id").where("name", "=", "Nope").execute();
    expect(products).toEqual([]);
    expect((await listAudit(t.db, { eventId })).entries).toEqual([]);
  });

  it("offers the event's exhibitors by name, at most fifty, and keeps the chosen one", async () => {
    const eventId = await insertEvent(t.db, {});
    const names = ["Weingut Adler", "Domaine Bleu", "Bodega Casa", "Cantina del Sole"];
    const ids: string[] = [];
    for (const name of names) {
      const id = await insertExhibitor(t.db, { name });
      await register(t.db, { eventId, exhibitorId: id });
      ids.push(id);
    }
    await insertExhibitor(t.db, { name: "Weingut Fremd" });
    expect((await exhibitorChoices(t.db, { eventId, q: "" })).map((e) => e.name)).toEqual([
      "Bodega Casa",
      "Cantina del Sole",
      "Domaine Bleu",
      "Weingut Adler",
    ]);
    expect(await exhibitorChoices(t.db, { eventId, q: "weingut" })).toEqual([{ id: ids[0], name: "Weingut Adler" }]);
    expect((await exhibitorChoices(t.db, { eventId, q: "sole", selected: ids[1] })).map((e) => e.name)).toEqual([
      "Domaine Bleu",
      "Cantina del Sole",
    ]);
  });
});
