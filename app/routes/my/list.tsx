import { Link } from "react-router";
import { db } from "~/.server/db";
import { notFound } from "~/.server/errors";
import { serverT } from "~/.server/i18n";
import { bookletPagePath } from "~/features/exports/schemas";
import { FavoriteItem } from "~/features/favorites/components/favorite-item";
import { favoriteAction } from "~/features/favorites/favorite-actions.server";
import { loadFavoriteRows } from "~/features/favorites/favorite-rows.server";
import { listLists } from "~/features/favorites/lists.server";
import { MyNav } from "~/features/my-pages/components/my-nav";
import { Notice } from "~/features/my-pages/components/notice";
import { eventParam, eventQuery, liveTarget, loadMyPage } from "~/features/my-pages/my-page.server";
import { useKeptActionData } from "~/features/my-pages/use-kept-action-data";
import { useLiveRevalidation } from "~/features/my-pages/use-live-revalidation";
import { formatNumber } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/list";

// /{locale}/my/list?list=<id>: the bookmarks in one of the user's lists (an
// unknown list is the 404 page); without `list`, the first list, or a clear
// empty state. Items move to another list or out of it from here.

const LIVE_RESOURCES = ["favorites", "favoriteLists", "eventSettings"] as const;

export async function loader({ params, request }: Route.LoaderArgs) {
  const page = await loadMyPage({ params, request });
  const { locale, event, owner } = page;
  const t = serverT(locale);
  const base = {
    locale,
    live: liveTarget(page),
    listsEnabled: event.settings.listsEnabled,
    query: eventQuery(request),
    title: `${t("my:list.title")} · ${t("meta.siteName")}`,
  };
  const wanted = new URL(request.url).searchParams.get("list");
  const lists = event.settings.listsEnabled ? await listLists(db(), owner) : [];
  const list = wanted === null ? lists[0] : lists.find((l) => l.id === wanted);
  if (wanted !== null && !list) notFound();
  if (!list) return { ...base, lists, list: null, rows: [], bookletHref: null };
  const rows = await loadFavoriteRows(db(), { ...owner, locale, listId: list.id });
  const bookletHref = bookletPagePath(locale, { source: "list", listId: list.id, event: eventParam(request) });
  return { ...base, title: `${list.name} · ${base.title}`, lists, list, rows, bookletHref };
}

export async function action({ params, request }: Route.ActionArgs) {
  const page = await loadMyPage({ params, request });
  return favoriteAction(page, await request.formData());
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = privatePageMeta;

export default function MyList({ loaderData, actionData: answered }: Route.ComponentProps) {
  const { t } = useTranslation("my");
  const { locale, lists, list, rows, listsEnabled, query, live, bookletHref } = loaderData;
  useLiveRevalidation(live, LIVE_RESOURCES);
  const actionData = useKeptActionData(answered);
  const joiner = query ? "&" : "?";
  const listHref = (id: string) => `/${locale}/my/list${query}${joiner}list=${encodeURIComponent(id)}`;
  return (
    <article aria-labelledby="page-title">
      <MyNav locale={locale} query={query} />
      <header className="mb-6">
        <p className="text-muted">{t("list.title")}</p>
        <h1 id="page-title" className="text-3xl font-bold">
          {list ? list.name : t("list.title")}
        </h1>
        {list ? (
          <p className="mt-1 font-medium">
            {t("bookmarks.count", { count: list.count, formatted: formatNumber(locale, list.count) })}
          </p>
        ) : null}
        {listsEnabled && bookletHref && rows.length > 0 ? (
          <p className="mt-3 print:hidden">
            <Link
              to={bookletHref}
              className="rounded-md border border-primary px-4 py-2 font-medium text-primary hover:bg-wash"
            >
              {t("catalog.export")}
            </Link>
          </p>
        ) : null}
      </header>
      {!listsEnabled ? (
        <p className="rounded bg-wash px-3 py-2">{t("lists.disabled")}</p>
      ) : !list ? (
        <p>
          {t("list.noLists")}{" "}
          <Link to={`/${locale}/my/lists${query}`} className="font-medium">
            {t("list.manage")}
          </Link>
        </p>
      ) : (
        <>
          <nav aria-label={t("list.choose")} className="mb-6">
            <ul className="flex flex-wrap gap-2">
              {lists.map((l) => (
                <li key={l.id}>
                  <Link
                    to={listHref(l.id)}
                    aria-current={l.id === list.id ? "page" : undefined}
                    className="inline-block rounded-full border border-primary px-3 py-0.5 text-sm aria-[current=page]:bg-primary aria-[current=page]:text-paper"
                  >
                    {l.name} ({formatNumber(locale, l.count)})
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <Notice result={actionData} />
          {rows.length === 0 ? (
            <p>{t("list.empty")}</p>
          ) : (
            <ul className="flex flex-col gap-4">
              {rows.map((row) => (
                <li key={row.id}>
                  <FavoriteItem
                    row={row}
                    locale={locale}
                    lists={lists}
                    listsEnabled={listsEnabled}
                    result={actionData}
                  />
                </li>
              ))}
            </ul>
          )}
          <p className="mt-6">
            <Link to={`/${locale}/my/lists${query}`}>{t("list.manage")}</Link>
          </p>
        </>
      )}
    </article>
  );
}
