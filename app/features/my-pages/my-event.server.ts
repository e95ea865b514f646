import { db } from "~/.server/db";
import { env } from "~/.server/env";
import { notFound } from "~/.server/errors";
import { getEvent, getPrimaryEvent } from "~/features/events/events.server";
import type { EventSummary } from "~/features/events/types";
import { isLocale, type Locale } from "~/lib/locales";

// The event a /{locale}/my/* page works on: `?event=<id or slug>` when the URL
// names one (an unknown one is the 404 page), otherwise the primary event.

type MyEventArgs = { params: { locale?: string }; request: Request };

export async function resolveMyEvent(args: MyEventArgs): Promise<{ locale: Locale; event: EventSummary }>;
export async function resolveMyEvent(
  params: { locale?: string },
  request: Request,
): Promise<{ locale: Locale; event: EventSummary }>;
export async function resolveMyEvent(
  first: MyEventArgs | { locale?: string },
  second?: Request,
): Promise<{ locale: Locale; event: EventSummary }> {
  const { params, request } = second
    ? { params: first as { locale?: string }, request: second }
    : (first as MyEventArgs);
  const locale = params.locale;
  if (!isLocale(locale)) notFound();
  const wanted = new URL(request.url).searchParams.get("event");
  const event = wanted
    ? await getEvent(db(), { idOrSlug: wanted, locale })
    : await getPrimaryEvent(db(), { locale, configured: env().PRIMARY_EVENT });
  if (!event) notFound();
  return { locale, event };
}
