import { recordAudit } from "~/.server/audit/audit-log";
import type { DB } from "~/.server/db";
import { AppError } from "~/.server/errors";
import type { AuditActor } from "~/lib/audit-actions";
import {
  publishCatalogueChange,
  type RecordTables,
  recordHistory,
  type Trx,
  writeRecordChanges,
} from "./catalogue-writes.server";
import type { FieldChange } from "./history";
import { removeProductIn } from "./product-writes.server";
import type { ExhibitorChanges } from "./schemas";

// An exhibitor's writes (catalogue-writes.server.ts has what every write
// shares): its own data, and leaving an event with its products.

const EXHIBITOR_COLUMNS: Record<string, string> = {
  name: "name",
  brandName: "brand_name",
  country: "country",
  website: "website",
  email: "email",
  phone: "phone",
  founded: "founded",
};
const EXHIBITOR_TEXT_COLUMNS: Record<string, string> = {
  description: "description",
  openingHoursNote: "opening_hours_note",
};

const EXHIBITOR_TABLES: RecordTables = {
  entityType: "exhibitor",
  table: "exhibitors",
  textTable: "exhibitor_translations",
  key: "exhibitor_id",
  columns: EXHIBITOR_COLUMNS,
  textColumns: EXHIBITOR_TEXT_COLUMNS,
};

/** The events an exhibitor is registered at, along registration_exhibitors_exhibitor (migration 0024). */
export const eventsOfExhibitorQuery = (db: DB, exhibitorId: string) =>
  db.selectFrom("registration_exhibitors").select("event_id").where("exhibitor_id", "=", exhibitorId);

/** The changed fields of an exhibitor, in the caller's transaction; publishes nothing. */
export async function updateExhibitorIn(
  trx: Trx,
  options: { exhibitorId: string; changes: ExhibitorChanges; actor: string },
): Promise<{ changes: FieldChange[]; name: string; eventIds: string[]; productIds: string[] }> {
  const { row, changes: all } = await writeRecordChanges(trx, EXHIBITOR_TABLES, {
    id: options.exhibitorId,
    changes: options.changes,
    actor: options.actor,
  });
  const events = await eventsOfExhibitorQuery(trx, options.exhibitorId).execute();
  const products = await trx
    .selectFrom("products")
    .select("id")
    .where("exhibitor_id", "=", options.exhibitorId)
    .execute();
  return {
    changes: all,
    name: options.changes.name ?? String(row.name),
    eventIds: events.map((e) => e.event_id),
    productIds: products.map((p) => p.id),
  };
}

/**
 * Changes an exhibitor's own data (every event it is in shows it). With
 * `audit`, an organizer's change: an "exhibitor.changed" entry naming the
 * fields, in that event's log and the same transaction.
 */
export async function updateExhibitor(
  db: DB,
  options: {
    exhibitorId: string;
    changes: ExhibitorChanges;
    actor: string;
    audit?: { eventId: string; actor: AuditActor };
    /** Runs first in the write's transaction; what it throws refuses the change (a stale form's check). */
    before?: (trx: Trx) => Promise<void>;
  },
): Promise<{ changes: FieldChange[] }> {
  const result = await db.transaction().execute(async (trx) => {
    await options.before?.(trx);
    const written = await updateExhibitorIn(trx, options);
    if (options.audit && written.changes.length)
      await recordAudit(trx, {
        eventId: options.audit.eventId,
        actor: options.audit.actor,
        action: "exhibitor.changed",
        subject: options.exhibitorId,
        details: { name: written.name, fields: written.changes.map((c) => c.field) },
      });
    return written;
  });
  if (result.changes.length) {
    // Every card of its products shows the exhibitor's name.
    await publishCatalogueChange(db, {
      eventIds: result.eventIds,
      exhibitorIds: [options.exhibitorId],
      productIds: result.productIds,
      listed: true,
    });
  }
  return { changes: result.changes };
}

/**
 * Takes an exhibitor out of an event's catalogue in the caller's transaction,
 * with the products it registered there (each a "productRemoved" entry): its
 * stand's registration goes unless another exhibitor shares it. Its own rows
 * stay, so bookmarks and notes of it and its products stay readable. Null
 * when it was not in the event; else the products that left with it.
 */
export async function removeExhibitorIn(
  trx: Trx,
  options: { eventId: string; exhibitorId: string; actor: string },
): Promise<{ productIds: string[] } | null> {
  const { eventId, exhibitorId, actor } = options;
  const registrations = await trx
    .deleteFrom("registration_exhibitors")
    .where("event_id", "=", eventId)
    .where("exhibitor_id", "=", exhibitorId)
    .returning("registration_id")
    .execute();
  if (registrations.length === 0) return null;
  const left = await trx
    .selectFrom("registered_products")
    .select("product_id")
    .where("event_id", "=", eventId)
    .where("exhibitor_id", "=", exhibitorId)
    .execute();
  for (const { product_id } of left) await removeProductIn(trx, { eventId, productId: product_id, actor });
  for (const { registration_id } of registrations) {
    // A grouped stand keeps its registration while another exhibitor is on it.
    const others = await trx
      .selectFrom("registration_exhibitors")
      .select("exhibitor_id")
      .where("registration_id", "=", registration_id)
      .executeTakeFirst();
    if (!others) await trx.deleteFrom("registrations").where("id", "=", registration_id).execute();
  }
  await recordHistory(trx, { entityType: "exhibitor", entityId: exhibitorId, eventId, collectionId: eventId, actor }, [
    { kind: "unset", field: "registration", oldValue: eventId },
  ]);
  return { productIds: left.map((p) => p.product_id) };
}

/**
 * Takes an exhibitor and its products out of an event's catalogue
 * (removeExhibitorIn); with `audit`, an "exhibitor.removed" entry in the same
 * transaction. Not in the event (any more): not_found, nothing written.
 */
export async function removeExhibitorFromEvent(
  db: DB,
  options: { eventId: string; exhibitorId: string; actor: string; audit?: AuditActor },
): Promise<{ productIds: string[] }> {
  const removed = await db.transaction().execute(async (trx) => {
    const result = await removeExhibitorIn(trx, options);
    if (!result) throw new AppError("not_found", "Exhibitor not registered in this event");
    if (options.audit) {
      const row = await trx
        .selectFrom("exhibitors")
        .select("name")
        .where("id", "=", options.exhibitorId)
        .executeTakeFirst();
      await recordAudit(trx, {
        eventId: options.eventId,
        actor: options.audit,
        action: "exhibitor.removed",
        subject: options.exhibitorId,
        details: { name: row?.name ?? "", products: result.productIds.length },
      });
    }
    return result;
  });
  await publishCatalogueChange(db, {
    eventIds: [options.eventId],
    productIds: removed.productIds,
    exhibitorIds: [options.exhibitorId],
    listed: true,
    membership: true,
  });
  return removed;
}
