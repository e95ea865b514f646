import type { DB } from "~/.server/db";
import { dialectOf } from "~/.server/db/dialect";
import { AppError } from "~/.server/errors";
import { updateExhibitor } from "~/features/catalogue/exhibitor-writes.server";
import type { FieldChange } from "~/features/catalogue/history";
import type { AuditActor } from "~/lib/audit-actions";
import { eventExhibitorForm } from "./event-exhibitor.server";
import {
  changedExhibitorFields,
  type ExhibitorFormChanges,
  type ExhibitorFormValues,
  onlyChangedFields,
  staleExhibitorFields,
} from "./exhibitor-form";
import { ORGANIZER_MESSAGES } from "./organizer-messages";

// The organizer's edit of an exhibitor against the form it was made on: only
// the fields the organizer changed are written, and only if nobody changed
// them since the form was shown (a conflict otherwise, never an overwrite).
// The check and the write are one transaction, and on PostgreSQL the
// exhibitor's row is locked first, so of two saves of one field from the
// same form one wins (SQLite runs one write transaction at a time).

export async function editExhibitor(
  db: DB,
  options: {
    eventId: string;
    exhibitorId: string;
    values: ExhibitorFormValues;
    base: ExhibitorFormValues;
    changes: ExhibitorFormChanges;
    actor: string;
    audit: AuditActor;
  },
): Promise<{ changes: FieldChange[] }> {
  const { eventId, exhibitorId, base } = options;
  const changed = changedExhibitorFields(options.values, base);
  if (changed.length === 0) return { changes: [] };
  return updateExhibitor(db, {
    exhibitorId,
    changes: onlyChangedFields(options.changes, changed),
    actor: options.actor,
    audit: { eventId, actor: options.audit },
    before: async (trx) => {
      if (dialectOf(trx) === "postgres")
        await trx.selectFrom("exhibitors").select("id").where("id", "=", exhibitorId).forUpdate().execute();
      const current = await eventExhibitorForm(trx, { eventId, exhibitorId });
      if (!current) throw new AppError("not_found", "Exhibitor not in this event");
      if (staleExhibitorFields(current.values, base, changed).length > 0)
        throw new AppError("conflict", ORGANIZER_MESSAGES.exhibitorChanged);
    },
  });
}
