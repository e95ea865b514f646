import { expect, it } from "vitest";
import { listAudit } from "~/.server/audit/audit-log";
import { AppError } from "~/.server/errors";
import { removeProductFromEvent, updateProduct } from "~/features/catalogue/product-writes.server";
import { insertEvent, insertExhibitor, insertProduct, register } from "../../../tests/factories/catalogue";
import { insertUser } from "../../../tests/factories/people";
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
