import { data } from "react-router";
import type { ZodError } from "zod";
import { requirePageUser, type SessionUser } from "~/.server/auth/session";
import { refusedInput, runPageAction } from "~/.server/page-action";
import type { EventSummary } from "~/features/events/types";
import type { Locale } from "~/lib/locales";
import type { Message } from "~/lib/messages";
import { resolveMyEvent } from "./my-event.server";

// What the pages My bookmarks, My lists, My list and My catalogue share on
// the server: the event and the signed-in user, and how a refused write
// becomes a message key (refusalOf) next to the field it is about.

export interface MyPage {
  locale: Locale;
  event: EventSummary;
  user: SessionUser;
  owner: { eventId: string; userId: string };
}

export async function loadMyPage(args: { params: { locale?: string }; request: Request }): Promise<MyPage> {
  const { locale, event } = await resolveMyEvent(args);
  const user = await requirePageUser(args.request);
  return { locale, event, user, owner: { eventId: event.id, userId: user.id } };
}

/** What the browser needs to follow the user's live changes at the event. */
export function liveTarget(page: MyPage): { collectionId: string; uid: string } {
  return { collectionId: page.event.id, uid: page.user.id };
}

/** The answer of a page action: a notice, or an error to show next to one field (`field` is its id). */
export type MyActionResult =
  | { ok: true; notice: string; values?: Record<string, string | number> }
  | { ok: false; field: string; error: string; value?: string };

/**
 * Runs a write for an action (the one page-action path, app/.server/page-action.ts):
 * a refusal becomes the message shown next to `field` with the refusal's
 * status (the write changed nothing); anything else goes to the error page.
 */
export async function runWrite(
  field: string,
  write: () => Promise<MyActionResult>,
  value?: string,
): Promise<ReturnType<typeof data<MyActionResult>>> {
  return runPageAction(
    async () => data(await write()),
    (refusal): MyActionResult => ({ ok: false, field, error: refusal.messageKey, value }),
  );
}

/** An input that failed its schema (the first issue's message) or a rule: its message key next to the field. */
export function invalid(
  field: string,
  reason: ZodError | Message,
  value?: string,
): ReturnType<typeof data<MyActionResult>> {
  return refusedInput(reason, (refusal): MyActionResult => ({ ok: false, field, error: refusal.messageKey, value }));
}

/** `?event=` as the page was asked for, kept on links between the my pages. */
/** The ?event= a page was opened with, carried to the pages it links to. */
export function eventParam(request: Request): string | undefined {
  return new URL(request.url).searchParams.get("event") || undefined;
}

export function eventQuery(request: Request): string {
  const wanted = eventParam(request);
  return wanted ? `?event=${encodeURIComponent(wanted)}` : "";
}
