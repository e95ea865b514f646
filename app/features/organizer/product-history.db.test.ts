import { expect, it } from "vitest";
import { listAudit } from "~/.server/audit/audit-log";
import { AppError } from "~/.server/errors";
import { removeProductFromEvent, updateProduct } from "~/features/catalogue/product-writes.server";
import { applySync } from "~/features/data-in/apply-sync.server";
import type { Locale } from "~/lib/locales";
import { insertEvent, insertExhibitor, insertProduct, register } from "../../../tests/factories/catalogue";
import { insertUser } from "../../../tests/factories/people";
import { fixtureData, readFixtureSource } from "../../../tests/support/product-api-fixture";
import { describeEachDialect } from "../../../tests/support/test-database";
import { productHistory } from "./product-history.server";

describeEachDialect("a product's history for the organizer", (t) => {
  it("lists its field changes and its entries in this event, newest first, with who made them, and leaves out other events", async () => {
    const eventId = await insertEvent(t.db, {});
    const otherEvent = await insertEvent(t.db, {});
    const exhibitorId = await insertExhibitor(t.db);
    const productId = await insertProduct(t.db, { exhibitor_id: exhibitorId, name: "Riesling Kabinett", alcohol: 11 });
    await register(t.db, { eventId, exhibitorId, products: [{ id: productId }] });
    await register(t.db, { eventId: otherEvent, exhibitorId, products: [{ id: productId }] });
    const olga = await insertUser(t.db, { email: "olga@example.com" });

    await updateProduct(t.db, { productId, changes: { alcohol: 11.5 }, actor: "admin-api" });
    await removeProductFromEvent(t.db, {
      eventId: otherEvent,
      productId,
      actor: olga.id,
      audit: { userId: olga.id, email: olga.email },
    });
    await removeProductFromEvent(t.db, {
      eventId,
      productId,
      actor: olga.id,
      audit: { userId: olga.id, email: olga.email },
    });

    const { entries, next } = await productHistory(t.db, { eventId, productId });
    expect(next).toBeNull();
    expect(entries.map((e) => [e.kind, e.field, e.actor])).toEqual([
      ["productRemoved", "*", "olga@example.com"],
      ["fieldChange", "alcohol", "admin-api"],
    ]);
    expect(entries[1]).toMatchObject({ oldValue: 11, newValue: 11.5 });
    // The removal is in the audit log of the event it left, with who.
    const log = await listAudit(t.db, { eventId });
    expect(log.entries.map((e) => [e.action, e.actor, e.subject])).toEqual([
      ["product.removed", "olga@example.com", productId],
    ]);
    // Removed twice: not found, and nothing more written.
    await expect(
      removeProductFromEvent(t.db, {
        eventId,
        productId,
        actor: olga.id,
        audit: { userId: olga.id, email: olga.email },
      }),
    ).rejects.toSatisfy((error) => error instanceof AppError && error.code === "not_found");
    expect((await listAudit(t.db, { eventId })).entries).toHaveLength(1);
  });

  it("pages back through a long history", async () => {
    const eventId = await insertEvent(t.db, {});
    const exhibitorId = await insertExhibitor(t.db);
    const productId = await insertProduct(t.db, { exhibitor_id: exhibitorId, alcohol: 10 });
    for (let i = 1; i <= 5; i++) await updateProduct(t.db, { productId, changes: { alcohol: 10 + i }, actor: "sync" });
    const first = await productHistory(t.db, { eventId, productId, limit: 2 });
    expect(first.entries.map((e) => e.newValue)).toEqual([15, 14]);
    const second = await productHistory(t.db, { eventId, productId, limit: 2, before: first.next ?? undefined });
    expect(second.entries.map((e) => e.newValue)).toEqual([13, 12]);
    const last = await productHistory(t.db, { eventId, productId, limit: 2, before: second.next ?? undefined });
    expect(last.entries.map((e) => e.newValue)).toEqual([11]);
    expect(last.next).toBeNull();
  });
});

describeEachDialect("the history of a product a sync adds", (t) => {
  it("keeps the fields it was created with in one row, its texts in the catalogue only, lists each with its value as the plan set them, and pages by rows", async () => {
    const data = fixtureData();
    const source = await readFixtureSource(data);
    const eventId = await insertEvent(t.db, {});
    const plan = await applySync(t.db, { eventId, source, actor: "sync" });
    const added = plan.changes.find((change) => change.type === "product" && change.action === "add");
    if (!added) throw new Error("the fixture's sync adds no product");
    expect(added.fields.length).toBeGreaterThan(10);

    const rows = await t.db
      .selectFrom("history")
      .select(["kind", "field", "new_value"])
      .where("entity_type", "=", "product")
      .where("entity_id", "=", added.id)
      .orderBy("id")
      .execute();
    expect(rows.map((row) => [row.kind, row.field])).toEqual([
      ["set", "*texts"],
      ["productAdded", "*"],
    ]);
    // The texts are written once, in the catalogue (decision 0027).
    const texts = added.fields.filter((f) => f.field.startsWith("translations."));
    expect(texts.length).toBeGreaterThan(3);
    expect(Object.keys(JSON.parse(rows[0].new_value ?? "{}"))).toEqual(
      added.fields.filter((f) => !f.field.startsWith("translations.")).map((f) => f.field),
    );

    const { entries, next } = await productHistory(t.db, { eventId, productId: added.id });
    expect(next).toBeNull();
    expect(entries.map((e) => [e.kind, e.field, e.newValue, e.actor])).toEqual([
      ["productAdded", "*", { tableNumber: source.products.find((p) => p.id === added.id)?.tableNumber }, "sync"],
      ...added.fields.map((f) => [f.kind, f.field, f.newValue, "sync"]),
    ]);

    // Pages count stored rows: a page ends after the row of the fields, never inside it.
    await updateProduct(t.db, { productId: added.id, changes: { alcohol: 14.5 }, actor: "admin-api" });
    const first = await productHistory(t.db, { eventId, productId: added.id, limit: 2 });
    expect(first.entries.map((e) => [e.field, e.newValue])).toEqual([
      ["alcohol", 14.5],
      ["*", { tableNumber: source.products.find((p) => p.id === added.id)?.tableNumber }],
    ]);
    const second = await productHistory(t.db, {
      eventId,
      productId: added.id,
      limit: 2,
      before: first.next ?? undefined,
    });
    expect(second.entries.map((e) => e.field)).toEqual(added.fields.map((f) => f.field));
    expect(second.next).toBeNull();

    // A text changed since, by a second sync and then in the console: the first change lists the value it
    // was created with, and so do the created entries (their texts are read back from the catalogue).
    const description = texts.find((f) => f.field.endsWith(".description"));
    if (!description) throw new Error("the fixture's product has no description");
    const [, locale] = description.field.split(".") as [string, Locale];
    const resynced = {
      ...source,
      products: source.products.map((p) =>
        p.id === added.id
          ? { ...p, texts: { ...p.texts, [locale]: { ...p.texts[locale], description: "Rewritten." } } }
          : p,
      ),
    };
    await applySync(t.db, { eventId, source: resynced, actor: "sync" });
    await updateProduct(t.db, {
      productId: added.id,
      changes: { translations: { [locale]: { description: "Rewritten again." } } },
      actor: "admin-api",
    });
    const now = await productHistory(t.db, { eventId, productId: added.id });
    expect(now.entries.slice(0, 2).map((e) => [e.kind, e.field, e.oldValue, e.newValue])).toEqual([
      ["fieldChange", description.field, "Rewritten.", "Rewritten again."],
      ["fieldChange", description.field, description.newValue, "Rewritten."],
    ]);
    expect(now.entries.slice(-added.fields.length).map((e) => [e.kind, e.field, e.newValue])).toEqual(
      added.fields.map((f) => [f.kind, f.field, f.newValue]),
    );
  });
});
