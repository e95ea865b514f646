import type { ReactNode } from "react";
import { Link } from "react-router";
import { PRIMARY_BUTTON } from "~/components/ui/styles";
import type { EventDetail } from "~/features/events/types";
import { countryName, formatDateRange, formatNumber } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { type LinkBase, links } from "~/lib/links";
import type { Locale } from "~/lib/locales";

// The event's home, as the home route shows it online and the offline page
// shows it from a saved fair (docs/offline-package.md "Offline pages"): the
// name, its introduction, the catalogue's counts and the way into the lists;
// beside it the dates and the venue.

interface OverviewProps {
  event: Pick<EventDetail, "name" | "tagline" | "description" | "counts">;
  linkBase: LinkBase;
  locale: Locale;
  /** The event's own hero, when it published one: it replaces the tagline and description. */
  intro?: ReactNode;
}

/** The name, the introduction, the counts and the buttons to the exhibitors, products and producers. */
export function EventOverview({ event, linkBase, locale, intro }: OverviewProps) {
  const { t } = useTranslation("catalogue");
  const n = (value: number) => formatNumber(locale, value);
  return (
    <>
      <h1 className="text-3xl font-bold">{event.name}</h1>
      {intro ?? (
        <>
          {event.tagline ? <p className="mt-2 text-lg text-muted">{event.tagline}</p> : null}
          <p className="mt-4 whitespace-pre-line">{event.description}</p>
        </>
      )}
      <p className="mt-6 font-medium">
        {t("eventHome.counts", {
          exhibitors: n(event.counts.exhibitors),
          producers: n(event.counts.producers),
          products: n(event.counts.products),
        })}
      </p>
      <ul className="mt-4 flex flex-wrap gap-3">
        {(
          [
            [links.exhibitors(linkBase), t("nav.exhibitors")],
            [links.products(linkBase), t("nav.products")],
            [links.producers(linkBase), t("nav.producers")],
          ] as const
        ).map(([to, label]) => (
          <li key={to}>
            <Link to={to} className={PRIMARY_BUTTON}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The event's dates and venue (the home's aside), with what follows them (the save panel). */
export function EventFacts({
  event,
  locale,
  children,
}: {
  event: Pick<EventDetail, "startsOn" | "endsOn" | "venue">;
  locale: Locale;
  children?: ReactNode;
}) {
  const { t } = useTranslation("catalogue");
  return (
    <aside className="rounded-lg bg-wash p-5">
      <h2 className="text-sm font-semibold uppercase text-muted">{t("eventHome.dates")}</h2>
      <p className="mt-1">{formatDateRange(locale, event.startsOn, event.endsOn)}</p>
      <h2 className="mt-4 text-sm font-semibold uppercase text-muted">{t("eventHome.venue")}</h2>
      <address className="mt-1 not-italic">
        {event.venue.name}
        <br />
        {event.venue.street}
        <br />
        {event.venue.postalCode} {event.venue.city}
        <br />
        {countryName(locale, event.venue.country)}
      </address>
      {children}
    </aside>
  );
}
