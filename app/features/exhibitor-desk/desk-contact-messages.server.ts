import type { DB } from "~/.server/db";

// The messages visitors sent to an exhibitor's contacts through the exhibitor
// page's contact form (docs/product/my-catalogue.md), as the exhibitor's desk lists them:
// who wrote to whom, what, and that the sender accepted the privacy policy
// when they sent it (the form refuses a message without it). Newest first.

export const DESK_MESSAGES_PAGE = 100;

export interface DeskContactMessage {
  id: string;
  sentAt: string;
  sender: { name: string; email: string };
  /** The contact written to; "" when the exhibitor has since removed them. */
  contactName: string;
  message: string;
  /** The language the sender wrote in. */
  locale: string;
  /** When the sender accepted the privacy policy: the consent to pass their address on. */
  privacyAcceptedAt: string | null;
}

export async function listDeskContactMessages(
  db: DB,
  options: { eventId: string; exhibitorId: string; limit?: number },
): Promise<DeskContactMessage[]> {
  const rows = await db
    .selectFrom("contact_messages as m")
    .leftJoin("exhibitor_contacts as c", (join) =>
      join.onRef("c.id", "=", "m.contact_id").onRef("c.exhibitor_id", "=", "m.exhibitor_id"),
    )
    .select([
      "m.id",
      "m.created_at",
      "m.sender_name",
      "m.sender_email",
      "m.message",
      "m.locale",
      "m.privacy_accepted_at",
      "c.name as contact_name",
    ])
    .where("m.event_id", "=", options.eventId)
    .where("m.exhibitor_id", "=", options.exhibitorId)
    .orderBy("m.created_at", "desc")
    .orderBy("m.id")
    .limit(options.limit ?? DESK_MESSAGES_PAGE)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    sentAt: row.created_at,
    sender: { name: row.sender_name, email: row.sender_email },
    contactName: row.contact_name ?? "",
    message: row.message,
    locale: row.locale,
    privacyAcceptedAt: row.privacy_accepted_at,
  }));
}
