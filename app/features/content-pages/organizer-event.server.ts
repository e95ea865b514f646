import { z } from "zod";
import { forbiddenPage, isOrganizer, requirePageUser, type SessionUser } from "~/.server/auth/session";
import { db } from "~/.server/db";
import { env } from "~/.server/env";
import { notFound } from "~/.server/errors";
import { getEvent, getPrimaryEvent } from "~/features/catalogue/events.server";
import type { EventSummary } from "~/features/catalogue/types";
import type { Locale } from "~/lib/locales";

// The event whose pages an organizer edits: the one the URL names
// (?event=id or slug), else the primary one, as on the organizer's data
// page. Signed out: the 401 page; not its organizer: the 403 page.

const querySchema = z.object({ event: z.string().trim().min(1).max(200).optional().catch(undefined) });

export async function requireOrganizerEvent(
  request: Request,
  locale: Locale,
): Promise<{ user: SessionUser; event: EventSummary }> {
  const user = await requirePageUser(request);
  const { event: eventRef } = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const event = eventRef
    ? await getEvent(db(), { idOrSlug: eventRef, locale })
    : await getPrimaryEvent(db(), { locale, configured: env().PRIMARY_EVENT });
  if (!event) notFound();
  if (!(await isOrganizer(event.id, user.id))) forbiddenPage();
  return { user, event };
}

/** The organizer of a page's own event, else the 403 page (the editor; the preview answers 404 instead). */
export async function requirePageOrganizer(request: Request, eventId: string): Promise<SessionUser> {
  const user = await requirePageUser(request);
  if (!(await isOrganizer(eventId, user.id))) forbiddenPage();
  return user;
}
