import { z } from "zod";
import { forbiddenPage, requirePageUser, type SessionUser } from "~/.server/auth/session";
import { db } from "~/.server/db";
import { memo, type RequestContext } from "~/.server/request-context";
import type { EventSummary } from "~/features/events/types";
import { resolveMyEvent } from "~/features/my-pages/my-event.server";
import { eventParam, eventQuery } from "~/features/my-pages/my-page.server";
import type { Locale } from "~/lib/locales";
import { type DeskAccess, type DeskExhibitor, deskExhibitor } from "./desk-access.server";

// What every page of the exhibitor's desk needs first: the locale and the
// event (as every /my page: ?event=, else the primary one; unknown → 404),
// the signed-in user (else the sign-in page) and the exhibitor they may open
// (?exhibitor=, else their stand's first; none → the no-permission page).

const querySchema = z.object({
  exhibitor: z.string().trim().min(1).max(64).optional().catch(undefined),
  event: z.string().trim().min(1).max(200).optional().catch(undefined),
});

export interface DeskPage {
  locale: Locale;
  event: EventSummary;
  user: SessionUser;
  exhibitor: DeskExhibitor;
  access: DeskAccess;
  /** "?event=…&exhibitor=…" as the page was asked for, kept on its links. */
  query: string;
  /** "?event=…" alone, for links to pages outside the desk. */
  eventQuery: string;
  /** The ?event= the page was asked with, if any. */
  eventParam: string | null;
}

/**
 * Once per request: the desk's layout and the section under it load in
 * parallel and share it (`memo`, keyed by the address they both answer).
 */
export function loadDeskPage(args: {
  params: { locale?: string };
  request: Request;
  context: RequestContext;
}): Promise<DeskPage> {
  const url = new URL(args.request.url);
  return memo(args.context, `desk-page:${args.params.locale}${url.search}`, () => readDeskPage(args));
}

async function readDeskPage(args: { params: { locale?: string }; request: Request }): Promise<DeskPage> {
  const { locale, event } = await resolveMyEvent(args);
  const user = await requirePageUser(args.request);
  const asked = querySchema.parse(Object.fromEntries(new URL(args.request.url).searchParams));
  const found = await deskExhibitor(db(), { eventId: event.id, userId: user.id, wanted: asked.exhibitor });
  if (!found) forbiddenPage();
  const params = new URLSearchParams();
  if (asked.event) params.set("event", asked.event);
  if (asked.exhibitor) params.set("exhibitor", asked.exhibitor);
  const query = params.size ? `?${params}` : "";
  return {
    locale,
    event,
    user,
    exhibitor: found.exhibitor,
    access: found.access,
    query,
    eventQuery: eventQuery(args.request),
    eventParam: eventParam(args.request) ?? null,
  };
}
