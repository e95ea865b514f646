import { Link } from "react-router";
import { db } from "~/.server/db";
import { serverT } from "~/.server/i18n";
import { FavoriteItem } from "~/features/favorites/components/favorite-item";
import { favoriteAction } from "~/features/favorites/favorite-actions.server";
import { loadFavoriteRows } from "~/features/favorites/favorite-rows.server";
import { listLists } from "~/features/favorites/lists.server";
import { MyNav } from "~/features/my-pages/components/my-nav";
import { Notice } from "~/features/my-pages/components/notice";
import { eventQuery, liveTarget, loadMyPage } from "~/features/my-pages/my-page.server";
import { useKeptActionData } from "~/features/my-pages/use-kept-action-data";
import { useLiveRevalidation } from "~/features/my-pages/use-live-revalidation";
import { formatNumber } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { links } from "~/lib/links";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/bookmarks";

// /{locale}/my/bookmarks: every product and exhibitor the user bookmarked at
// the event (addedAt ascending), with tags, list and removal; live across tabs.

const LIVE_RESOURCES = ["favorites", "favoriteLists", "eventSettings"] as const;

export async function loader({ params, request }: Route.LoaderArgs) {
  const page = await loadMyPage({ params, request });
  const { locale, event, owner } = page;
  const listsEnabled = event.settings.listsEnabled;
  const [rows, lists] = await Promise.all([
    loadFavoriteRows(db(), { ...owner, locale }),
    listsEnabled ? listLists(db(), owner) : Promise.resolve([]),
  ]);
  const t = serverT(locale);
  return {
    locale,
    event: { id: event.id, name: event.name },
    live: liveTarget(page),
    rows,
    lists: lists.map(({ id, name }) => ({ id, name })),
    listsEnabled,
    query: eventQuery(request),
    catalogueHref: links.eventHome({ locale, collectionId: event.id, segments: event.settings.segments }),
    title: `${t("my:bookmarks.title")} · ${t("meta.siteName")}`,
  };
}

export async function action({ params, request }: Route.ActionArgs) {
  const page = await loadMyPage({ params, request });
  return favoriteAction(page, await request.formData());
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = privatePageMeta;

export default function MyFavorites({ loaderData, actionData: answered }: Route.ComponentProps) {
  const { t } = useTranslation("my");
  const { locale, event, rows, lists, listsEnabled, query, live } = loaderData;
  useLiveRevalidation(live, LIVE_RESOURCES);
  const actionData = useKeptActionData(answered);
  return (
    <article aria-labelledby="page-title">
      <MyNav locale={locale} query={query} />
      <header className="mb-6">
        <h1 id="page-title" className="text-3xl font-bold">
          {t("bookmarks.title")}
        </h1>
        <p className="mt-1 text-muted">{t("bookmarks.intro", { event: event.name })}</p>
        <p className="mt-1 font-medium">
          {t("bookmarks.count", { count: rows.length, formatted: formatNumber(locale, rows.length) })}
        </p>
        {listsEnabled ? null : <p className="mt-2 rounded bg-wash px-3 py-2">{t("lists.disabled")}</p>}
      </header>
      <Notice result={actionData} />
      {rows.length === 0 ? (
        <p>
          {t("bookmarks.empty")}{" "}
          <Link to={loaderData.catalogueHref} className="font-medium">
            {t("bookmarks.browse")}
          </Link>
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {rows.map((row) => (
            <li key={row.id}>
              <FavoriteItem row={row} locale={locale} lists={lists} listsEnabled={listsEnabled} result={actionData} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
