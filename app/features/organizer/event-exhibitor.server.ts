import type { DB } from "~/.server/db";
import { type ExhibitorFormValues, exhibitorFormValues } from "./exhibitor-form";

// One exhibitor of the event as the console's form shows it: its own fields
// and its description in every language. Null when the exhibitor is not in
// the event's catalogue (unknown, or taken out of it).

export async function eventExhibitorForm(
  db: DB,
  options: { eventId: string; exhibitorId: string },
): Promise<{ id: string; name: string; values: ExhibitorFormValues } | null> {
  const row = await db
    .selectFrom("registration_exhibitors as re")
    .innerJoin("exhibitors as e", "e.id", "re.exhibitor_id")
    .select(["e.id", "e.name", "e.brand_name", "e.country", "e.website", "e.email", "e.phone", "e.founded"])
    .where("re.event_id", "=", options.eventId)
    .where("re.exhibitor_id", "=", options.exhibitorId)
    .executeTakeFirst();
  if (!row) return null;
  const texts = await db
    .selectFrom("exhibitor_translations")
    .select(["locale", "description"])
    .where("exhibitor_id", "=", row.id)
    .execute();
  return { id: row.id, name: row.name, values: exhibitorFormValues(row, texts) };
}
