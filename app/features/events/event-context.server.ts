import type { AppLoadContext } from "react-router";
import { db } from "~/.server/db";
import { notFound } from "~/.server/errors";
import { cachePublicly, memo } from "~/.server/request-context";
import type { EventSummary } from "~/features/events/types";
import type { LinkBase } from "~/lib/links";
import { isLocale, type Locale } from "~/lib/locales";
import { getEvent } from "./events.server";

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
