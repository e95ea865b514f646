import { Form, Link } from "react-router";
import { z } from "zod";
import { db } from "~/.server/db";
import { serverT } from "~/.server/i18n";
import { NOTICE, PRIMARY_BUTTON, SECONDARY_BUTTON } from "~/components/ui/styles";
import { exhibitorNames } from "~/features/catalogue/item-names.server";
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
  const pageHref = (to: number) => {
    const params = new URLSearchParams();
    if (eventParam) params.set("event", eventParam);
    if (q) params.set("q", q);
    params.set("page", String(to));
    return `?${params}`;
  };
  return (
    <div className="grid gap-6">
      <OrganizerNav locale={locale} query={query} />
      <header>
        <p className="text-muted">{event.name}</p>
        <h1 className="text-2xl font-semibold">{t("exhibitors.title")}</h1>
        <p className="mt-2 max-w-3xl">{t("exhibitors.intro")}</p>
      </header>
      {removed ? (
        <p role="status" className={NOTICE}>
          {t("exhibitor.removed", { name: removed })}
        </p>
      ) : null}
      <p>
        <Link to={`/${locale}/organizer/exhibitors/new${query}`} className={PRIMARY_BUTTON}>
          {t("exhibitors.add")}
        </Link>
      </p>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        {eventParam ? <input type="hidden" name="event" value={eventParam} /> : null}
        <div className="min-w-64 grow">
          <label htmlFor="organizer-exhibitor-search" className="block text-sm font-semibold">
            {t("exhibitors.search")}
          </label>
          <input
            id="organizer-exhibitor-search"
            type="search"
            name="q"
            defaultValue={q}
            className="mt-1 block w-full rounded-md border border-line bg-paper px-3 py-2"
          />
        </div>
        <button type="submit" className={SECONDARY_BUTTON}>
          {t("exhibitors.searchButton")}
        </button>
      </Form>
      <p role="status">{total === 0 ? t("exhibitors.none") : t("exhibitors.results", { count: total })}</p>
      {exhibitors.length > 0 ? (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("exhibitors.title")}</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-3">
                {t("exhibitors.name")}
              </th>
              <th scope="col" className="py-2">
                {t("exhibitors.country")}
              </th>
            </tr>
          </thead>
          <tbody>
            {exhibitors.map((exhibitor) => (
              <tr key={exhibitor.id} className="border-b border-line align-top">
                <td className="py-2 pr-3">
                  <Link to={`/${locale}/organizer/exhibitors/${exhibitor.id}${query}`}>{exhibitor.name}</Link>
                </td>
                <td className="py-2">{exhibitor.country ? countryName(locale, exhibitor.country) : ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {pages > 1 ? (
        <nav aria-label={t("exhibitors.pages")} className="flex gap-3">
          {page > 1 ? (
            <Link to={pageHref(page - 1)} className={SECONDARY_BUTTON}>
              {t("exhibitors.previous")}
            </Link>
          ) : null}
          {page < pages ? (
            <Link to={pageHref(page + 1)} className={SECONDARY_BUTTON}>
              {t("exhibitors.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
