import { db } from "~/.server/db";
import { env } from "~/.server/env";
import { cachePublicly } from "~/.server/request-context";
import {
  eventSitemapPaths,
  partCount,
  partPath,
  renderSitemapIndex,
  renderUrlset,
  sitePaths,
  URLS_PER_SITEMAP,
  XML_HEADERS,
} from "~/features/catalogue/sitemap.server";
import { pagesTag } from "~/features/content-pages/content-tags";
import { contentSitemapPaths } from "~/features/content-pages/published-pages.server";
import { getPrimaryEvent, listEvents } from "~/features/events/events.server";
import { DEFAULT_LOCALE, LOCALES } from "~/lib/locales";
import type { Route } from "./+types/sitemap";

/**
 * Every catalogue page of every event in every locale: one file while that
 * fits, else a sitemap index over numbered parts (routes/sitemap-part.ts).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [events, primary] = await Promise.all([
    listEvents(db(), { locale: DEFAULT_LOCALE }),
    getPrimaryEvent(db(), { locale: DEFAULT_LOCALE, configured: env().PRIMARY_EVENT }),
  ]);
  cachePublicly(
    context,
    "events",
    ...events.flatMap((event) => [`event:${event.id}`, `catalogue:${event.id}`, pagesTag(event.id)]),
  );
  const perEvent = await Promise.all(
    events.map(async (event) => {
      const where = { event, primary: event.id === primary?.id };
      return [...(await eventSitemapPaths(db(), where)), ...(await contentSitemapPaths(db(), where))];
    }),
  );
  const site = sitePaths();
  const pages = site.length + perEvent.reduce((sum, paths) => sum + paths.length, 0);
  const body =
    pages * LOCALES.length <= URLS_PER_SITEMAP
      ? renderUrlset(context.origin, [...site, ...perEvent.flat()])
      : renderSitemapIndex(context.origin, [
          partPath("site", 1),
          ...events.flatMap((event, i) =>
            Array.from({ length: partCount(perEvent[i].length) }, (_, n) => partPath(event.id, n + 1)),
          ),
        ]);
  return new Response(body, { headers: XML_HEADERS });
}
