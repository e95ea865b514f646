import { db } from "~/.server/db";
import { env } from "~/.server/env";
import { notFound } from "~/.server/errors";
import { serverT } from "~/.server/i18n";
import { cachePublicly } from "~/.server/request-context";
import { ContentPageView } from "~/features/content-pages/components/content-page-view";
import { pagesTag, pageTag } from "~/features/content-pages/content-tags";
import { contentPagePath, getPublishedContent } from "~/features/content-pages/published-pages.server";
import { SLUG_PATTERN } from "~/features/content-pages/schemas";
import { loadEventContext, primaryEventIdOf } from "~/features/events/event-context.server";
import { getPrimaryEvent } from "~/features/events/events.server";
import { isLocale, type Locale } from "~/lib/locales";
import { pageMeta, summarize } from "~/lib/seo";
import type { Route } from "./+types/page";

// A published content page (decision 0012), in the reader's language or
// else in English with a note: the primary event's at /{locale}/pages/{slug},
// any event's at /p/{locale}/events/{collectionId}/pages/{slug} (the primary
// event's there name /{locale}/pages/{slug} as their canonical address).
// Cached for everyone and tagged with the page, so publishing evicts it.

async function eventOf(params: Route.LoaderArgs["params"], context: Route.LoaderArgs["context"]) {
  if ("collectionId" in params && params.collectionId !== undefined) {
    const { event, locale } = await loadEventContext(params, context);
    const primaryId = await primaryEventIdOf(context, env().PRIMARY_EVENT);
    return { eventId: event.id, locale, primary: event.id === primaryId };
  }
  if (!isLocale(params.locale)) notFound();
  const locale: Locale = params.locale;
  const event = await getPrimaryEvent(db(), { locale, configured: env().PRIMARY_EVENT });
  if (!event) notFound();
  return { eventId: event.id, locale, primary: true };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!SLUG_PATTERN.test(params.slug)) notFound();
  const { eventId, locale, primary } = await eventOf(params, context);
  const content = await getPublishedContent(db(), { eventId, slug: params.slug, kind: "page", locale });
  if (!content) notFound();
  cachePublicly(context, pageTag(content.pageId), pagesTag(eventId), `event:${eventId}`);
  const t = serverT(locale);
  return {
    locale,
    content: { title: content.title, html: content.html, locale: content.locale, fallback: content.fallback },
    meta: pageMeta({
      locale,
      title: content.title,
      description: summarize(content.html.replace(/<[^>]*>/g, " ")),
      siteName: t("meta.siteName"),
      origin: context.origin,
      path: contentPagePath(locale, { event: { id: eventId }, primary }, params.slug),
    }),
  };
}

// The descriptors are built by the loader: the code that builds them stays on the server.
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentPageView content={loaderData.content} readerLocale={loaderData.locale} />;
}
