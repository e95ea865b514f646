import { Link } from "react-router";
import { db } from "~/.server/db";
import { env } from "~/.server/env";
import { notFound } from "~/.server/errors";
import { serverT } from "~/.server/i18n";
import { cachePublicly } from "~/.server/request-context";
import { getPrimaryEvent } from "~/features/events/events.server";
import { listPrintCatalogue } from "~/features/search/print-catalogue.server";
import { LetterIndex } from "~/features/search-ui/letter-index";
import { PrintButton } from "~/features/search-ui/print-button";
import { countryName, formatDateRange, formatNumber } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { groupByLetter, letterAnchor } from "~/lib/letter-groups";
import { links } from "~/lib/links";
import { isLocale } from "~/lib/locales";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/index";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  if (!isLocale(params.locale)) notFound();
  const locale = params.locale;
  const event = await getPrimaryEvent(db(), { locale, configured: env().PRIMARY_EVENT });
  if (!event) notFound();
  // "events": a new fair may become the primary one; "listing": exhibitor names and stands.
  cachePublicly(context, "events", `event:${event.id}`, `listing:${event.id}`, `catalogue:${event.id}`);
  const exhibitors = await listPrintCatalogue(db(), { eventId: event.id, locale });
  const t = serverT(locale);
  return {
    locale,
    event: {
      id: event.id,
      name: event.name,
      startsOn: event.startsOn,
      endsOn: event.endsOn,
      venue: event.venue,
      segments: event.settings.segments,
    },
    exhibitors,
    meta: pageMeta({
      locale,
      title: `${t("lists:catalog.title")} · ${event.name}`,
      description: t("lists:catalog.description", { event: event.name }),
      siteName: t("meta.siteName"),
      origin: context.origin,
      path: new URL(request.url).pathname,
    }),
  };
}

// The descriptors are built by the loader: the code that builds them stays on the server.
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

/** The exhibitors A–Z with their tables, laid out like the printed catalogue. */
export default function PrintCatalogue({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("lists");
  const { locale, event, exhibitors } = loaderData;
  const groups = groupByLetter(exhibitors, (e) => e.name);
  const eventLink = links.eventHome({ locale, collectionId: event.id, segments: event.segments });
  return (
    <article>
      <header className="flex flex-wrap items-end justify-between gap-4 border-b-2 border-ink pb-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">
            {formatDateRange(locale, event.startsOn, event.endsOn)} · {event.venue.name}, {event.venue.city}
          </p>
          <h1 className="text-3xl font-bold">
            {t("catalog.title")}:{" "}
            <Link to={eventLink} className="text-ink print:no-underline">
              {event.name}
            </Link>
          </h1>
          <p className="mt-1 text-muted">
            {t("catalog.exhibitorCount", {
              count: exhibitors.length,
              formatted: formatNumber(locale, exhibitors.length),
            })}
          </p>
        </div>
        <PrintButton />
      </header>
      <div className="mt-4">
        <LetterIndex letters={groups.map((g) => g.letter)} label={t("catalog.letterIndex")} />
      </div>
      {groups.map((group) => (
        <section
          key={group.letter}
          aria-labelledby={letterAnchor(group.letter)}
          className="mt-6 break-inside-avoid-page"
        >
          <h2
            id={letterAnchor(group.letter)}
            className="border-b border-line pb-1 text-2xl font-bold text-primary print:text-ink"
          >
            {group.letter}
          </h2>
          <ul className="mt-2 gap-8 sm:columns-2 lg:columns-3 print:columns-2">
            {group.items.map((exhibitor) => (
              <li key={exhibitor.id} className="flex break-inside-avoid items-baseline gap-2 py-1">
                <span className="min-w-0">
                  <Link
                    to={links.printCatalogueExhibitor(locale, exhibitor.slug)}
                    prefetch="intent"
                    className="font-medium"
                  >
                    {exhibitor.name}
                  </Link>
                  {exhibitor.country ? (
                    <span className="text-sm text-muted"> · {countryName(locale, exhibitor.country)}</span>
                  ) : null}
                </span>
                {/* Dotted leaders from the name to the table, as in print. */}
                <span
                  aria-hidden="true"
                  className="min-w-4 flex-1 translate-y-[-0.25em] border-b border-dotted border-muted"
                />
                <span className="shrink-0 font-semibold tabular-nums">
                  {exhibitor.tableNumber ? (
                    <>
                      <span className="sr-only">{t("catalog.table")} </span>
                      {exhibitor.tableNumber}
                    </>
                  ) : (
                    <span className="text-muted">–</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
