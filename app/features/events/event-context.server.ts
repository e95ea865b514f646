import { keptRecords } from "~/.server/cache/kept-records";
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
  context: RequestContext,
  database: DB = db(),
): Promise<EventContext> {
  if (params.locale !== undefined && !isLocale(params.locale)) notFound();
  const locale: Locale =
    params.locale !== undefined && isLocale(params.locale) ? params.locale : context.preferredLocale;
  const collectionId = params.collectionId ?? "";
  return memo(context, `event:${collectionId}:${locale}`, async () => {
    // Kept across requests until the event's settings change (kept-records.ts); an unknown id is asked again.
    const event = await keptRecords().get(database, `event:${collectionId}:${locale}`, async () => {
      const found = await getEvent(database, { idOrSlug: collectionId, locale });
      return { value: found, tags: found ? [`event:${found.id}`] : null };
    });
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
 * hero) and a content page all name the same event. The configured event's
 * id is kept across requests once found (kept-records.ts); the newest event
 * is asked each time, as a new one may be imported any day.
 */
export function primaryEventIdOf(
  context: RequestContext,
  configured: string | undefined,
  database: DB = db(),
): Promise<string | null> {
  return memo(context, `primary-event:${configured ?? ""}`, () => {
    if (configured === undefined) return getPrimaryEventId(database, {});
    return keptRecords().get(database, `primary-event:${configured}`, async () => {
      const id = await getPrimaryEventId(database, { configured });
      return { value: id, tags: id ? [`event:${id}`] : null };
    });
  });
}
