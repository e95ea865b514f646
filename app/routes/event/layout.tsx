import { Outlet } from "react-router";
import { CATALOGUE_CONTROLS } from "~/components/catalogue-controls";
import { CatalogueActionsProvider } from "~/features/catalogue/components/catalogue-actions";
import { loadEventContext } from "~/features/events/event-context.server";
import type { EventLayoutData } from "~/features/events/use-event-data";
import { formatDateRange } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { links } from "~/lib/links";
import { SiteNavLink } from "~/lib/site-link";
import type { Route } from "./+types/layout";

export async function loader({ params, context }: Route.LoaderArgs): Promise<EventLayoutData> {
  const { event, locale, linkBase } = await loadEventContext(params, context);
  return { event, locale, linkBase };
}

export default function EventLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { event, locale, linkBase } = loaderData;
  const tabs = [
    { to: links.eventHome(linkBase), label: t("catalogue:nav.overview"), end: true },
    { to: links.exhibitors(linkBase), label: t("catalogue:nav.exhibitors"), end: false },
    { to: links.products(linkBase), label: t("catalogue:nav.products"), end: false },
    { to: links.producers(linkBase), label: t("catalogue:nav.producers"), end: false },
  ];
  return (
    <div>
      <div className="mb-4 border-b border-line pb-4">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">
          {formatDateRange(locale, event.startsOn, event.endsOn)} · {event.venue.city}
        </p>
        <p className="text-lg font-semibold">{event.name}</p>
        <nav aria-label={t("catalogue:nav.label")} className="mt-3">
          <ul className="flex flex-wrap gap-1">
            {tabs.map((tab) => (
              <li key={tab.to}>
                <SiteNavLink
                  to={tab.to}
                  end={tab.end}
                  prefetch="intent"
                  className={({ isActive }) =>
                    `inline-block rounded-md px-3 py-1.5 text-sm font-medium ${isActive ? "bg-primary text-paper hover:text-paper" : "text-ink hover:bg-wash"}`
                  }
                >
                  {tab.label}
                </SiteNavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <CatalogueActionsProvider value={CATALOGUE_CONTROLS}>
        <Outlet />
      </CatalogueActionsProvider>
    </div>
  );
}
