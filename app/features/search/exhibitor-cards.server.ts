import type { DB } from "~/.server/db";
import type { ExhibitorCard } from "~/features/catalogue/documents";
import { collator } from "~/lib/format";
import type { Locale } from "~/lib/locales";
import { getExhibitorIndex } from "./search-service.server";

/** Exhibitor cards (with product counts) from the event's search index, by name; ids it does not hold are left out. */
export async function exhibitorCardsByIds(
  db: DB,
  options: { eventId: string; exhibitorIds: readonly string[]; locale: Locale },
): Promise<ExhibitorCard[]> {
  if (options.exhibitorIds.length === 0) return [];
  const index = await getExhibitorIndex(db, options.eventId);
  const byName = collator(options.locale);
  return options.exhibitorIds.flatMap((id) => index.get(id) ?? []).sort((a, b) => byName.compare(a.name, b.name));
}
