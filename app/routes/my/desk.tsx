import { Form, Outlet } from "react-router";
import { SECONDARY_BUTTON } from "~/components/ui/styles";
import { loadDeskPage } from "~/features/exhibitor-desk/desk-page.server";
import { DESK_SECTIONS, deskSectionPath } from "~/features/exhibitor-desk/desk-sections";
import { LabelSheetLinks } from "~/features/labels/components/label-sheet-links";
import { MyNav } from "~/features/my-pages/components/my-nav";
import { useTranslation } from "~/lib/i18n-react";
import { privatePageHeaders } from "~/lib/private-page";
import { SiteNavLink } from "~/lib/site-link";
import type { Route } from "./+types/desk";

// /{locale}/my/desk…: the exhibitor's desk (docs/product/exhibitor-desk.md).
// This layout names the exhibitor, lets a representative of several switch
// between them, and holds the sections' tabs; each section is its own route.

export async function loader(args: Route.LoaderArgs) {
  const page = await loadDeskPage(args);
  return {
    locale: page.locale,
    query: page.query,
    eventQuery: page.eventQuery,
    eventParam: page.eventParam,
    event: { id: page.event.id, name: page.event.name },
    exhibitor: page.exhibitor,
    exhibitors: page.access.exhibitors,
    asOrganizer: page.access.as === "organizer",
  };
}

export const headers = privatePageHeaders;

export default function DeskLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("desk");
  const { locale, query, eventQuery, eventParam, event, exhibitor, exhibitors, asOrganizer } = loaderData;
  return (
    <article aria-labelledby="page-title" className="max-w-5xl">
      <MyNav locale={locale} query={eventQuery} />
      <header className="mb-4">
        <h1 id="page-title" className="text-3xl font-bold">
          {t("title", { exhibitor: exhibitor.name })}
        </h1>
        <p className="mt-1 text-muted">{t("intro", { exhibitor: exhibitor.name, event: event.name })}</p>
        {asOrganizer ? <p className="mt-1 text-sm text-muted">{t("asOrganizer")}</p> : null}
      </header>
      {exhibitors.length > 1 ? (
        <Form method="get" className="mb-4 flex flex-wrap items-end gap-2">
          {eventParam ? <input type="hidden" name="event" value={eventParam} /> : null}
          <p>
            <label htmlFor="desk-exhibitor" className="block text-sm font-semibold">
              {t("switch.label")}
            </label>
            <select
              id="desk-exhibitor"
              name="exhibitor"
              defaultValue={exhibitor.id}
              className="mt-1 rounded-md border border-line bg-paper px-3 py-2"
            >
              {exhibitors.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </p>
          <button type="submit" className={SECONDARY_BUTTON}>
            {t("switch.submit")}
          </button>
        </Form>
      ) : null}
      <LabelSheetLinks eventId={event.id} exhibitorId={exhibitor.id} locale={locale} />
      <nav aria-label={t("tabs.label")} className="mb-6">
        <ul className="flex flex-wrap gap-2 border-b border-line">
          {DESK_SECTIONS.map((section) => (
            <li key={section}>
              <SiteNavLink
                to={deskSectionPath(locale, section, query)}
                end
                className="-mb-px inline-block border-b-2 border-transparent px-3 py-2 font-medium text-ink hover:text-primary aria-[current=page]:border-primary aria-[current=page]:text-primary"
              >
                {t(`tabs.${section}`)}
              </SiteNavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </article>
  );
}
