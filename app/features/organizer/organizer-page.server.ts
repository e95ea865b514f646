import { z } from "zod";
import { forbiddenPage, isOrganizer, requirePageUser, type SessionUser } from "~/.server/auth/session";
import { db } from "~/.server/db";
import { env } from "~/.server/env";
import { notFound } from "~/.server/errors";
import { getEvent, getPrimaryEvent } from "~/features/events/events.server";
import type { EventSummary } from "~/features/events/types";
import { isLocale, type Locale } from "~/lib/locales";

// What every page of the organizer's console needs first: the locale, the
// signed-in user (else the 401 page), the event (?event=id or slug, else the
// primary one; else the 404 page) and the organizer check (else the
// no-permission page).

const querySchema = z.object({ event: z.string().trim().min(1).max(200).optional().catch(undefined) });

export interface OrganizerPage {
  locale: Locale;
  user: SessionUser;
  event: EventSummary;
  /** "?event=…" when the page was asked for a named event, so links keep it. */
  query: string;
}

export async function loadOrganizerPage({
  params,
  request,
}: {
  params: { locale?: string };
  request: Request;
}): Promise<OrganizerPage> {
  if (!isLocale(params.locale)) notFound();
  const locale = params.locale;
  const user = await requirePageUser(request);
  const { event: eventRef } = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const event = eventRef
    ? await getEvent(db(), { idOrSlug: eventRef, locale })
    : await getPrimaryEvent(db(), { locale, configured: env().PRIMARY_EVENT });
  if (!event) notFound();
  if (!(await isOrganizer(event.id, user.id))) forbiddenPage();
  return { locale, user, event, query: eventRef ? `?event=${encodeURIComponent(eventRef)}` : "" };
}

/** The audit log's name for the signed-in organizer. */
export function organizerActor(page: OrganizerPage): { userId: string; email: string } {
  return { userId: page.user.id, email: page.user.email };
}
