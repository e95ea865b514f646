import { Link } from "react-router";
import { z } from "zod";
import { db } from "~/.server/db";
import { serverT } from "~/.server/i18n";
import { DataTable } from "~/components/ui/data-table";
import { NOTICE, PRIMARY_BUTTON } from "~/components/ui/styles";
import { exhibitorNames } from "~/features/catalogue/item-names.server";
import { CONSOLE_TABLE, ConsolePager, ConsoleSearch, pageHref } from "~/features/organizer/components/console-list";
import { OrganizerNav } from "~/features/organizer/components/organizer-nav";
import { loadOrganizerPage } from "~/features/organizer/organizer-page.server";
import { parseExhibitorQuery } from "~/features/search/filters";
import { searchExhibitors } from "~/features/search/search-service.server";
import { countryName } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { organizerPageMeta, privatePageHeaders } from "~/lib/private-page";
import type { Route } from "./+types/exhibitors";

// /{locale}/organizer/exhibitors: the event's exhibitors, searched by the
// same index as the public list (any word of name, brand, country…), 24 a
// page, each leading to its edit page; adding one starts here, and a removal
// comes back here with its notice (?removed=<id>).

const removedSchema = z.object({ removed: z.string().trim().min(1).max(100).optional().catch(undefined) });

export async function loader(args: Route.LoaderArgs) {
  const { locale, event, query } = await loadOrganizerPage(args);
  const params = new URL(args.request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const search = parseExhibitorQuery({ q: [q], page: [params.get("page") ?? "1"], sort: [q ? "relevance" : "name"] });
  const { removed } = removedSchema.parse(Object.fromEntries(params));
  const [result, names] = await Promise.all([
    searchExhibitors(db(), event.id, search, locale),
    removed ? exhibitorNames(db(), [removed]) : new Map<string, string>(),
  ]);
  return {
    locale,
    query,
    eventParam: params.get("event"),
    q,
    event: { name: event.name },
    removed: removed ? (names.get(removed) ?? null) : null,
    total: result.total,
    page: result.page,
    pages: Math.max(1, Math.ceil(result.total / result.pageSize)),
    exhibitors: result.hits.map((hit) => ({ id: hit.id, name: hit.name, country: hit.country })),
    title: serverT(locale)("organizer:exhibitors.title"),
  };
}

export const headers = privatePageHeaders;

export const meta = organizerPageMeta;

export default function OrganizerExhibitors({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("organizer");
  const { locale, query, eventParam, q, event, removed, total, page, pages, exhibitors } = loaderData;
  return (
    <div className="grid gap-6">
      <OrganizerNav locale={locale} query={query} />
      <header>
        <p className="text-muted">{event.name}</p>
        <h1 className="text-2xl font-semibold">{t("exhibitors.title")}</h1>
        <p className="mt-2 max-w-3xl">{t("exhibitors.intro")}</p>
      </header>
      {removed ? (
        <p role="status" data-answer="" className={NOTICE}>
          {t("exhibitor.removed", { name: removed })}
        </p>
      ) : null}
      <p>
        <Link to={`/${locale}/organizer/exhibitors/new${query}`} className={PRIMARY_BUTTON}>
          {t("exhibitors.add")}
        </Link>
      </p>
      <ConsoleSearch
        id="organizer-exhibitor-search"
        label={t("exhibitors.search")}
        button={t("exhibitors.searchButton")}
        q={q}
        eventParam={eventParam}
      />
      <p role="status">{total === 0 ? t("exhibitors.none") : t("exhibitors.results", { count: total })}</p>
      {exhibitors.length > 0 ? (
        <DataTable
          {...CONSOLE_TABLE}
          caption={t("exhibitors.title")}
          columns={[
            {
              header: t("exhibitors.name"),
              cell: (exhibitor) => (
                <Link to={`/${locale}/organizer/exhibitors/${exhibitor.id}${query}`}>{exhibitor.name}</Link>
              ),
            },
            {
              header: t("exhibitors.country"),
              cell: (exhibitor) => (exhibitor.country ? countryName(locale, exhibitor.country) : ""),
            },
          ]}
          rows={exhibitors}
          rowKey={(row) => row.id}
        />
      ) : null}
      <ConsolePager
        label={t("exhibitors.pages")}
        page={page}
        pages={pages}
        href={(to) => pageHref({ eventParam, q }, to)}
        previous={t("exhibitors.previous")}
        next={t("exhibitors.next")}
      />
    </div>
  );
}
