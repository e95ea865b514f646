import { Link } from "react-router";
import { db } from "~/.server/db";
import { env } from "~/.server/env";
import { notFound } from "~/.server/errors";
import { serverT } from "~/.server/i18n";
import { cachePublicly } from "~/.server/request-context";
import { ContentBody } from "~/features/content-pages/components/content-body";
import { loadSiteRegion } from "~/features/content-pages/site-regions.server";
import { listEvents } from "~/features/events/events.server";
import { formatDateRange } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { links } from "~/lib/links";
import { isLocale, type Locale } from "~/lib/locales";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  if (params.locale !== undefined && !isLocale(params.locale)) notFound();
  const locale: Locale = isLocale(params.locale) ? params.locale : context.preferredLocale;
  const [events, hero] = await Promise.all([
    listEvents(db(), { locale }),
    // The hero the organizers published (docs/product/content-pages.md#regions), else the built-in one.
    loadSiteRegion(db(), context, { name: "home-hero", locale, configured: env().PRIMARY_EVENT }),
  ]);
  cachePublicly(context, "events", ...events.map((e) => `event:${e.id}`));
  const t = serverT(locale);
  return {
    locale,
    events,
    hero,
    meta: pageMeta({
      locale,
      title: t("home.title"),
      description: t("meta.defaultDescription"),
      siteName: t("meta.siteName"),
      origin: context.origin,
      path: new URL(request.url).pathname,
    }),
  };
}

// The descriptors are built by the loader: the code that builds them stays on the server.
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { events, locale, hero } = loaderData;
  return (
    <div>
      {hero ? (
        <div lang={hero.locale}>
          <h1 className="text-3xl font-bold">{hero.title || t("home.title")}</h1>
          <ContentBody html={hero.html} className="mt-2 text-muted" />
        </div>
      ) : (
        <>
          <h1 className="text-3xl font-bold">{t("home.title")}</h1>
          <p className="mt-2 text-muted">{t("home.intro")}</p>
        </>
      )}
      <h2 className="mt-8 text-xl font-semibold">{t("home.upcoming")}</h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {events.map((event) => (
          <li key={event.id} className="rounded-lg border border-line p-5">
            <h3 className="text-lg font-semibold">
              <Link to={links.eventHome({ locale, collectionId: event.id, segments: event.settings.segments })}>
                {event.name}
              </Link>
            </h3>
            <p className="text-sm text-muted">
              {formatDateRange(locale, event.startsOn, event.endsOn)} · {event.venue.name}, {event.venue.city}
            </p>
            {event.tagline ? <p className="mt-2">{event.tagline}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
