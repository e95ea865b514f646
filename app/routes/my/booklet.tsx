import { Link } from "react-router";
import { z } from "zod";
import { db } from "~/.server/db";
import { notFound } from "~/.server/errors";
import { serverT } from "~/.server/i18n";
import { loadBookletForPage } from "~/features/exports/booklet.server";
import { BookletDownload } from "~/features/exports/components/booklet-download";
import {
  BOOKLET_FORMATS,
  BOOKLET_SOURCES,
  type BookletTarget,
  bookletDownloadPath,
  bookletPagePath,
} from "~/features/exports/schemas";
import { MyNav } from "~/features/my-pages/components/my-nav";
import { eventQuery, loadMyPage } from "~/features/my-pages/my-page.server";
import { formatNumber } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/booklet";

// /{locale}/my/booklet?source=catalog|list|notes&list=<id>: the tasting
// booklet of the user's catalogue, one list or their notes, as PDF or Excel.
// "My catalogue", a list and "My tasting notes" link here.

const query = z.object({
  source: z.enum(BOOKLET_SOURCES).default("catalog"),
  list: z.string().trim().min(1).max(100).optional(),
  error: z.enum(BOOKLET_FORMATS).optional().catch(undefined),
});

export async function loader({ params, request }: Route.LoaderArgs) {
  const page = await loadMyPage({ params, request });
  const { locale, event, user } = page;
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) notFound();
  const { source, list: listId, error } = parsed.data;
  if (source === "list" && !listId) notFound();
  const t = serverT(locale);

  const booklet = await loadBookletForPage(db(), { event, user, locale, source, listId });
  const target: BookletTarget = { collectionId: event.id, source, listId, locale };
  const eventParam = new URL(request.url).searchParams.get("event") ?? undefined;
  const pageTitle = t("exports:page.title");
  return {
    locale,
    event: { id: event.id, name: event.name },
    query: eventQuery(request),
    source,
    target,
    bookletTitle: booklet?.title ?? "",
    count: booklet?.entries.length ?? 0,
    listsDisabled: booklet === null,
    notesDisabled: source === "notes" && !event.settings.tastingNotesEnabled,
    failed: error ?? null,
    links: { pdf: bookletDownloadPath(target, "pdf"), xlsx: bookletDownloadPath(target, "xlsx") },
    sources: {
      catalog: bookletPagePath(locale, { source: "catalog", event: eventParam }),
      notes: bookletPagePath(locale, { source: "notes", event: eventParam }),
    },
    title: `${booklet?.title ? `${booklet.title} · ` : ""}${pageTitle} · ${t("meta.siteName")}`,
  };
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = privatePageMeta;

export default function MyBooklet({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("exports");
  const {
    locale,
    event,
    query: eventQueryString,
    source,
    target,
    bookletTitle,
    count,
    listsDisabled,
    notesDisabled,
    failed,
    links,
    sources,
  } = loaderData;
  return (
    <article aria-labelledby="page-title" className="max-w-3xl">
      <MyNav locale={locale} query={eventQueryString} />
      <header>
        <h1 id="page-title" className="text-3xl font-bold">
          {t("page.title")}
        </h1>
        {listsDisabled ? null : <p className="mt-1 text-muted">{t("page.intro", { event: event.name })}</p>}
      </header>

      <nav aria-label={t("page.choose")} className="mt-5">
        <ul className="flex flex-wrap gap-2">
          {(["catalog", "notes"] as const).map((option) => (
            <li key={option}>
              <Link
                to={sources[option]}
                aria-current={source === option ? "page" : undefined}
                className="inline-block rounded-full border border-line px-3 py-1 font-medium text-ink hover:border-primary aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-paper"
              >
                {t(`title.${option}`)}
              </Link>
            </li>
          ))}
          {source === "list" && bookletTitle ? (
            <li>
              <span
                aria-current="page"
                className="inline-block rounded-full border border-primary bg-primary px-3 py-1 font-medium text-paper"
              >
                {bookletTitle}
              </span>
            </li>
          ) : null}
        </ul>
      </nav>

      {listsDisabled ? (
        <p role="alert" className="mt-6 font-medium">
          {t("page.listsDisabled")}
        </p>
      ) : (
        <>
          <p className="mt-4 font-medium">{t("page.count", { count, formatted: formatNumber(locale, count) })}</p>
          {notesDisabled ? (
            <p className="mt-2">{t("page.notesDisabled")}</p>
          ) : count === 0 ? (
            <p className="mt-2">{t("page.empty")}</p>
          ) : null}
          <BookletDownload locale={locale} target={target} links={links} failed={failed} />
        </>
      )}
    </article>
  );
}
