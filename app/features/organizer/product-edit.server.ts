import { recordAudit } from "~/.server/audit/audit-log";
import type { DB } from "~/.server/db";
import { dialectOf } from "~/.server/db/dialect";
import { AppError } from "~/.server/errors";
import type { FieldChange } from "~/features/catalogue/history";
import {
  publishProductChange,
  updateProductIn,
  updateRegisteredProductIn,
} from "~/features/catalogue/product-writes.server";
import type { AuditActor } from "~/lib/audit-actions";
import type { ProductEdit } from "./product-form";
import { staleFields } from "./product-form";
import { productFormValues } from "./product-values.server";

// The organizer's edit of a product at an event: its own fields and the
// event's (table, price, new) in one transaction with their history and one
// audit entry naming the fields, so a refused half leaves the other as it
// was; then one bus message, and the public pages follow. A field changed
// since the form was shown is refused (409), never overwritten: of 50 saves
// of one field from the same form at once, one wins.

export async function editProduct(
  db: DB,
  options: { eventId: string; productId: string; edit: ProductEdit; actor: string; audit: AuditActor },
): Promise<{ changes: FieldChange[] }> {
  const { eventId, productId, edit, actor } = options;
  const result = await db.transaction().execute(async (trx) => {
    // One edit of a product at a time: the values compared below are then the
    // ones the write replaces (PostgreSQL locks the product's row until the
    // commit; SQLite runs one write transaction at a time).
    if (dialectOf(trx) === "postgres")
      await trx.selectFrom("products").select("id").where("id", "=", productId).forUpdate().execute();
    const current = await productFormValues(trx, { eventId, productId });
    if (!current) throw new AppError("not_found", "Product not registered in this event");
    const stale = staleFields(current, edit.expected);
    if (stale.length > 0) throw new AppError("conflict", `Changed meanwhile: ${stale.join(", ")}`);
    const product = await updateProductIn(trx, { productId, changes: edit.product, actor });
    const registration = await updateRegisteredProductIn(trx, {
      eventId,
      productId,
      changes: edit.registration,
      actor,
    });
    const changes = [...product.changes, ...registration.changes];
    if (changes.length > 0)
      await recordAudit(trx, {
        eventId,
        actor: options.audit,
        action: "product.changed",
        subject: productId,
        details: { name: edit.product.name ?? current.name, fields: changes.map((change) => change.field) },
      });
    return {
      changes,
      eventIds: [...new Set([...product.eventIds, ...registration.eventIds])],
      listed: product.listed || registration.changes.length > 0,
    };
  });
  await publishProductChange(db, productId, result);
  return { changes: result.changes };
}
