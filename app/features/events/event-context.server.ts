import type { AppLoadContext } from "react-router";
import { type DB, db } from "~/.server/db";
import { notFound } from "~/.server/errors";
import { cachePublicly, memo, type RequestContext } from "~/.server/request-context";
import type { EventSummary } from "~/features/events/types";
import type { LinkBase } from "~/lib/links";
import { isLocale, type Locale } from "~/lib/locales";
import { getEvent, getPrimaryEventId } from "./events.server";

export interface EventContext {
  event: EventSummary;
  locale: Locale;
  /** For link builders: the URL's locale (null on locale-less routes), event id, segments. */
  linkBase: LinkBase;
}

/**
 * What every event page loader starts with: the URL's locale (a locale-less
 * URL uses the browser's language), the event (404 when unknown), the
 * page marked public and tagged with the event. Shared within one request.
 */
export function loadEventContext(
  params: { locale?: string; collectionId?: string },
  context: AppLoadContext,
): Promise<EventContext> {
  if (params.locale !== undefined && !isLocale(params.locale)) notFound();
  const locale: Locale =
    params.locale !== undefined && isLocale(params.locale) ? params.locale : context.preferredLocale;
  const collectionId = params.collectionId ?? "";
  return memo(context, `event:${collectionId}:${locale}`, async () => {
    const event = await getEvent(db(), { idOrSlug: collectionId, locale });
    if (!event) notFound();
    cachePublicly(context, `event:${event.id}`);
    return {
      event,
      locale,
      linkBase: {
        locale: params.locale === undefined ? null : locale,
        collectionId: event.id,
        segments: event.settings.segments,
      },
    };
  });
}

/**
 * getPrimaryEventId, looked up once per request whoever asks for it: the
 * root loader (for every page), the site's regions (the footer, the home's
 * hero) and a content page all name the same event.
 */
export function primaryEventIdOf(
  context: RequestContext,
  configured: string | undefined,
  database: DB = db(),
): Promise<string | null> {
  return memo(context, `primary-event:${configured ?? ""}`, () => getPrimaryEventId(database, { configured }));
}
