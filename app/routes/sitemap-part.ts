import { db } from "~/.server/db";
import { env } from "~/.server/env";
import { notFound } from "~/.server/errors";
import { cachePublicly } from "~/.server/request-context";
import {
  eventSitemapPaths,
  parsePartName,
  partOf,
  renderUrlset,
  sitePaths,
  XML_HEADERS,
} from "~/features/catalogue/sitemap.server";
import { pagesTag } from "~/features/content-pages/content-tags";
import { contentSitemapPaths } from "~/features/content-pages/published-pages.server";
import { getEvent, getPrimaryEvent } from "~/features/events/events.server";
import { DEFAULT_LOCALE } from "~/lib/locales";
import type { Route } from "./+types/sitemap-part";

/** One part of the sitemap index: `/sitemaps/site-1.xml` or `/sitemaps/<eventId>-<n>.xml`. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const part = parsePartName(params.name);
  if (!part) notFound();
  let paths: string[] | null;
  if (part.owner === "site") {
    cachePublicly(context, "events");
    paths = partOf(sitePaths(), part.n);
  } else {
    const [event, primary] = await Promise.all([
      getEvent(db(), { idOrSlug: part.owner, locale: DEFAULT_LOCALE }),
      getPrimaryEvent(db(), { locale: DEFAULT_LOCALE, configured: env().PRIMARY_EVENT }),
    ]);
    // Parts are named by id; a slug would list the same pages twice.
    if (!event || event.id !== part.owner) notFound();
    cachePublicly(context, "events", `event:${event.id}`, `catalogue:${event.id}`, pagesTag(event.id));
    const where = { event, primary: event.id === primary?.id };
    const all = [...(await eventSitemapPaths(db(), where)), ...(await contentSitemapPaths(db(), where))];
    paths = partOf(all, part.n);
  }
  if (!paths) notFound();
  return new Response(renderUrlset(context.origin, paths), { headers: XML_HEADERS });
}
