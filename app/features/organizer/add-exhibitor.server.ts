import { randomBytes } from "node:crypto";
import { recordAudit } from "~/.server/audit/audit-log";
import type { DB } from "~/.server/db";
import { updateExhibitorIn } from "~/features/catalogue/exhibitor-writes.server";
import type { ExhibitorChanges } from "~/features/catalogue/schemas";
import { applySyncIn, publishPlanned } from "~/features/data-in/apply-sync.server";
import type { AuditActor } from "~/lib/audit-actions";
import type { Locale } from "~/lib/locales";

// An organizer adds one exhibitor to the event by hand: the sync's apply
// with a source of one exhibitor (as a file import adds one), so it gets
// its row, its registration in the event and its history the same way; the
// fields a source has no column for (brand name, e-mail, phone, founded)
// are written by the exhibitor's update in the same transaction, with the
// "exhibitor.added" audit entry. Then one bus message: the public lists
// show it at once.

export type NewExhibitor = ExhibitorChanges & { name: string; country: string };

const newId = () => randomBytes(12).toString("hex");

export async function addExhibitorToEvent(
  db: DB,
  options: { eventId: string; exhibitor: NewExhibitor; actor: string; audit: AuditActor },
): Promise<{ exhibitorId: string }> {
  const { eventId, exhibitor, actor } = options;
  const exhibitorId = newId();
  const descriptions = Object.fromEntries(
    Object.entries(exhibitor.translations ?? {}).flatMap(([locale, texts]) =>
      texts?.description ? [[locale, texts.description]] : [],
    ),
  ) as Partial<Record<Locale, string>>;
  const plan = await db.transaction().execute(async (trx) => {
    const planned = await applySyncIn(trx, {
      eventId,
      actor,
      removeMissing: false,
      source: {
        eventId,
        name: "organizer",
        exhibitors: [
          {
            id: exhibitorId,
            name: exhibitor.name,
            country: exhibitor.country,
            website: exhibitor.website ?? "",
            descriptions,
          },
        ],
        producers: [],
        products: [],
        problems: [],
      },
    });
    await updateExhibitorIn(trx, { exhibitorId, changes: exhibitor, actor });
    await recordAudit(trx, {
      eventId,
      actor: options.audit,
      action: "exhibitor.added",
      subject: exhibitorId,
      details: { name: exhibitor.name },
    });
    return planned;
  });
  await publishPlanned(db, eventId, plan.changes);
  return { exhibitorId };
}
