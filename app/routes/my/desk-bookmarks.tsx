import { Link } from "react-router";
import { db } from "~/.server/db";
import { serverT } from "~/.server/i18n";
import { DataTable } from "~/components/ui/data-table";
import { DeskSectionHeader } from "~/features/exhibitor-desk/components/desk-section-header";
import { deskFavorites } from "~/features/exhibitor-desk/desk-favorites.server";
import { loadDeskPage } from "~/features/exhibitor-desk/desk-page.server";
import { deskExportPath } from "~/features/exhibitor-desk/desk-sections";
import { countryName, formatDateTimeInZone, formatList, formatNumber } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/desk-bookmarks";

// /{locale}/my/desk/bookmarks: how many bookmarked the exhibitor and its
// products, and who, for those who let representatives see them.

export async function loader(args: Route.LoaderArgs) {
  const page = await loadDeskPage(args);
  const favorites = await deskFavorites(db(), { eventId: page.event.id, exhibitorId: page.exhibitor.id });
  const t = serverT(page.locale);
  return {
    locale: page.locale,
    query: page.query,
    eventQuery: page.eventQuery,
    timeZone: page.event.timezone,
    favorites,
    title: `${t("desk:bookmarks.title")} · ${page.exhibitor.name} · ${t("meta.siteName")}`,
  };
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = privatePageMeta;

export default function DeskFavorites({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("desk");
  const { locale, query, eventQuery, timeZone, favorites } = loaderData;
  return (
    <section aria-labelledby="section-title">
      <DeskSectionHeader
        title={t("bookmarks.title")}
        intro={t("bookmarks.intro")}
        exportHref={deskExportPath(locale, "bookmarks", query)}
      >
        <p className="mt-2 font-medium">
          {t("bookmarks.summary", {
            count: favorites.people,
            people: formatNumber(locale, favorites.people),
            bookmarks: formatNumber(locale, favorites.favorites),
          })}
        </p>
        {favorites.private ? (
          <p className="text-muted">
            {t("bookmarks.private", { count: favorites.private, people: formatNumber(locale, favorites.private) })}
          </p>
        ) : null}
      </DeskSectionHeader>
      {favorites.shown.length === 0 ? (
        <p className="text-muted">{t("bookmarks.noneShown")}</p>
      ) : (
        <DataTable
          caption={t("bookmarks.caption")}
          tableClassName="text-sm"
          rowClassName="border-b border-line align-top"
          columns={[
            {
              header: t("columns.person"),
              cell: (person) => (
                <>
                  <Link to={`/${locale}/people/${person.personId}${eventQuery}`} className="font-medium underline">
                    {person.name}
                  </Link>
                  <span className="block text-muted">
                    {[person.jobTitle, person.company, person.attendeeType].filter(Boolean).join(" · ")}
                  </span>
                </>
              ),
            },
            {
              header: t("columns.country"),
              cell: (person) => (person.country ? countryName(locale, person.country) : ""),
            },
            {
              header: t("columns.bookmarked"),
              cell: (person) =>
                formatList(
                  locale,
                  [
                    person.exhibitor ? t("bookmarks.theExhibitor") : "",
                    person.products
                      ? t("bookmarks.products", {
                          count: person.products,
                          products: formatNumber(locale, person.products),
                          names: formatList(locale, person.productNames),
                        })
                      : "",
                  ].filter(Boolean),
                ),
            },
            {
              header: t("columns.lastBookmarked"),
              cell: (person) => (
                <time dateTime={person.lastAddedAt}>{formatDateTimeInZone(locale, person.lastAddedAt, timeZone)}</time>
              ),
            },
          ]}
          rows={favorites.shown}
          rowKey={(person) => person.personId}
        />
      )}
    </section>
  );
}
