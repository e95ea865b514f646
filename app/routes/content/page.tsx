import { db } from "~/.server/db";
import { env } from "~/.server/env";
import { notFound } from "~/.server/errors";
import { serverT } from "~/.server/i18n";
import { cachePublicly } from "~/.server/request-context";
import { getPrimaryEvent } from "~/features/catalogue/events.server";
import { ContentPageView } from "~/features/content-pages/components/content-page-view";
import { pagesTag, pageTag } from "~/features/content-pages/content-tags";
import { getPublishedContent } from "~/features/content-pages/published-pages.server";
import { SLUG_PATTERN } from "~/features/content-pages/schemas";
import { isLocale } from "~/lib/locales";
import { pageMeta, summarize } from "~/lib/seo";
import type { Route } from "./+types/page";

// A published content page at /{locale}/pages/{slug} (decision 0012): the
// primary event's, in the reader's language or else in English with a note.
// Cached for everyone and tagged with the page, so publishing evicts it.

export async function loader({ params, context, request }: Route.LoaderArgs) {
  if (!isLocale(params.locale) || !SLUG_PATTERN.test(params.slug)) notFound();
  const locale = params.locale;
  const event = await getPrimaryEvent(db(), { locale, configured: env().PRIMARY_EVENT });
  if (!event) notFound();
  const content = await getPublishedContent(db(), { eventId: event.id, slug: params.slug, kind: "page", locale });
  if (!content) notFound();
  cachePublicly(context, pageTag(content.pageId), pagesTag(event.id), `event:${event.id}`);
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
      path: new URL(request.url).pathname,
    }),
  };
}

// The descriptors are built by the loader: the code that builds them stays on the server.
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentPageView content={loaderData.content} readerLocale={loaderData.locale} />;
}
