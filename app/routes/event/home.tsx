import { Link } from "react-router";
import { db } from "~/.server/db";
import { notFound } from "~/.server/errors";
import { serverT } from "~/.server/i18n";
import { cachePublicly } from "~/.server/request-context";
import { keepMineOnDevice } from "~/components/keep-mine-on-device";
import { EventFacts, EventOverview } from "~/features/catalogue/components/event-overview";
import { listAreas, listProductLists } from "~/features/catalogue/list-indexes.server";
import { eventProducerCounts } from "~/features/catalogue/producers-list.server";
import { ContentBody } from "~/features/content-pages/components/content-body";
import { loadSiteRegion } from "~/features/content-pages/site-regions.server";
import { loadEventContext } from "~/features/events/event-context.server";
import { getEventDetail } from "~/features/events/events.server";
import { SaveFairPanel } from "~/features/offline/components/save-fair-panel";
import { AreaTeasers } from "~/features/search-ui/areas-index";
import { ProductListTeasers } from "~/features/search-ui/product-lists-index";
import { useTranslation } from "~/lib/i18n-react";
import { links } from "~/lib/links";
import { pageMeta, summarize } from "~/lib/seo";
import type { Route } from "./+types/home";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { event, locale, linkBase } = await loadEventContext(params, context);
  const options = { eventId: event.id, locale, fallbackLocale: event.defaultLocale };
  const [detail, productLists, areas, hero] = await Promise.all([
    // The count the producers' A–Z shows, from its list kept per catalogue version (no query of the whole event).
    getEventDetail(db(), {
      eventId: event.id,
      locale,
      producerCount: async (eventId) => (await eventProducerCounts(db(), eventId)).listed,
    }),
    listProductLists(db(), options),
    listAreas(db(), options),
    // The event's own published hero (docs/product/content-pages.md#regions), else its tagline and description.
    loadSiteRegion(db(), context, { name: "event-hero", locale, eventId: event.id }),
  ]);
  if (!detail) notFound();
  // The counts and teasers change with any catalogue write in the event.
  cachePublicly(context, `catalogue:${event.id}`);
  const t = serverT(locale);
  return {
    event: detail,
    hero,
    locale,
    linkBase,
    productLists,
    areas,
    meta: pageMeta({
      locale,
      title: detail.name,
      description: summarize(detail.tagline || detail.description),
      siteName: t("meta.siteName"),
      origin: context.origin,
      path: new URL(request.url).pathname,
      jsonLd: {
        "@context": "https://schema.org",
        "@type": "Event",
        name: detail.name,
        description: summarize(detail.description, 300),
        startDate: detail.startsOn,
        endDate: detail.endsOn,
        eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
        location: {
          "@type": "Place",
          name: detail.venue.name,
          address: {
            "@type": "PostalAddress",
            streetAddress: detail.venue.street,
            postalCode: detail.venue.postalCode,
            addressLocality: detail.venue.city,
            addressCountry: detail.venue.country,
          },
        },
      },
    }),
  };
}

// The descriptors are built by the loader: the code that builds them stays on the server.
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

export default function EventHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("catalogue");
  const { event, hero, locale, linkBase, productLists, areas } = loaderData;
  return (
    <div className="grid gap-8 md:grid-cols-[2fr_1fr]">
      <div>
        <EventOverview
          event={event}
          linkBase={linkBase}
          locale={locale}
          intro={
            hero ? (
              <div lang={hero.locale}>
                {hero.title ? <p className="mt-2 text-lg text-muted">{hero.title}</p> : null}
                <ContentBody html={hero.html} className="mt-4" />
              </div>
            ) : undefined
          }
        />
        {productLists.length > 0 ? (
          <section aria-labelledby="event-lists" className="mt-10">
            <h2 id="event-lists" className="mb-4 text-xl font-semibold">
              <Link to={links.productLists(linkBase)} className="text-ink hover:text-primary">
                {t("eventHome.productLists")}
              </Link>
            </h2>
            <ProductListTeasers lists={productLists} linkBase={linkBase} locale={locale} />
          </section>
        ) : null}
        {areas.length > 0 ? (
          <section aria-labelledby="event-areas" className="mt-10">
            <h2 id="event-areas" className="mb-4 text-xl font-semibold">
              <Link to={links.areas(linkBase)} className="text-ink hover:text-primary">
                {t("eventHome.areas")}
              </Link>
            </h2>
            <AreaTeasers areas={areas} linkBase={linkBase} locale={locale} />
          </section>
        ) : null}
      </div>
      <EventFacts event={event} locale={locale}>
        <SaveFairPanel eventId={event.id} locale={locale} timezone={event.timezone} onSaved={keepMineOnDevice} />
      </EventFacts>
    </div>
  );
}
