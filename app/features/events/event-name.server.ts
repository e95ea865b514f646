import type { DB } from "~/.server/db";
import type { Locale } from "~/lib/locales";
import { getEvent } from "./events.server";

/**
 * The event's name as `locale` writes it, for an e-mail in that language,
 * whatever language the page that sent it was in: every word of an e-mail is
 * its reader's. The name given is kept when the event is gone.
 */
export async function eventNameIn(db: DB, event: { id: string; name: string }, locale: Locale): Promise<string> {
  return (await getEvent(db, { idOrSlug: event.id, locale }))?.name ?? event.name;
}
