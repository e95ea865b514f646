import type { DB } from "~/.server/db";
import type { ContentPageKind } from "~/.server/db/schema-content";
import { links } from "~/lib/links";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "~/lib/locales";
import { renderMarkdown } from "./render-markdown.server";

// What visitors (and the public API) see of content pages: published
// versions only, in the locale asked for, else in English with a note
// (docs/product/content-pages.md#public); and the draft as the preview
// shows it to an organizer.

export interface ShownContent {
  pageId: string;
  slug: string;
  kind: ContentPageKind;
  /** The locale of the title and body shown: the one asked for, or English when that has none. */
  locale: Locale;
  fallback: boolean;
  title: string;
  /** Sanitized HTML (rendered at publish time, or now for a draft). */
  html: string;
  /** Every locale that has a published version (the page's alternates). */
  locales: Locale[];
}

interface PublishedRow {
  id: string;
  slug: string;
  kind: ContentPageKind;
  locale: string;
  published_title: string | null;
  published_html: string | null;
}

/** One page's published rows shown in `locale`, else English; null when neither is published. */
function shownIn(rows: PublishedRow[], locale: Locale): ShownContent | null {
  const own = rows.find((row) => row.locale === locale);
  const shown = own ?? rows.find((row) => row.locale === DEFAULT_LOCALE);
  if (!shown || !isLocale(shown.locale)) return null;
  return {
    pageId: shown.id,
    slug: shown.slug,
    kind: shown.kind,
    locale: shown.locale,
    fallback: !own,
    title: shown.published_title ?? "",
    html: shown.published_html ?? "",
    locales: LOCALES.filter((l) => rows.some((row) => row.locale === l)),
  };
}

function publishedRows(db: DB, eventId: string) {
  return db
    .selectFrom("content_pages as p")
    .innerJoin("content_page_texts as t", "t.page_id", "p.id")
    .select(["p.id", "p.slug", "p.kind", "t.locale", "t.published_title", "t.published_html"])
    .where("p.event_id", "=", eventId)
    .where("t.published_at", "is not", null);
}

/** The published page or region of the event, in `locale` else English; null when neither is published. */
export async function getPublishedContent(
  db: DB,
  options: { eventId: string; slug: string; kind: ContentPageKind; locale: Locale },
): Promise<ShownContent | null> {
  const rows = await publishedRows(db, options.eventId)
    .where("p.slug", "=", options.slug)
    .where("p.kind", "=", options.kind)
    .execute();
  return shownIn(rows, options.locale);
}

/** Every published page (not region) of the event as `getPublishedContent` shows it, by slug, in one query. */
export async function listPublishedContent(
  db: DB,
  options: { eventId: string; locale: Locale },
): Promise<ShownContent[]> {
  const rows = await publishedRows(db, options.eventId).where("p.kind", "=", "page").orderBy("p.slug").execute();
  const byPage = new Map<string, PublishedRow[]>();
  for (const row of rows) byPage.set(row.id, [...(byPage.get(row.id) ?? []), row]);
  return [...byPage.values()].flatMap((pageRows) => shownIn(pageRows, options.locale) ?? []);
}

/** The event's published pages (not regions), each with its published locales, by slug: for the sitemap and the API. */
export async function listPublishedPages(
  db: DB,
  options: { eventId: string },
): Promise<{ pageId: string; slug: string; locales: Locale[] }[]> {
  const rows = await db
    .selectFrom("content_pages as p")
    .innerJoin("content_page_texts as t", "t.page_id", "p.id")
    .select(["p.id", "p.slug", "t.locale"])
    .where("p.event_id", "=", options.eventId)
    .where("p.kind", "=", "page")
    .where("t.published_at", "is not", null)
    .orderBy("p.slug")
    .execute();
  const pages = new Map<string, { pageId: string; slug: string; locales: Locale[] }>();
  for (const row of rows) {
    if (!isLocale(row.locale)) continue;
    const page = pages.get(row.id) ?? { pageId: row.id, slug: row.slug, locales: [] };
    page.locales.push(row.locale);
    pages.set(row.id, page);
  }
  return [...pages.values()].map((page) => ({ ...page, locales: LOCALES.filter((l) => page.locales.includes(l)) }));
}

/** The draft as it will look once published: in `locale`, else the English draft with the same note a visitor gets. */
export async function getDraftPreview(
  db: DB,
  options: { pageId: string; locale: Locale },
): Promise<ShownContent | null> {
  const rows = await db
    .selectFrom("content_pages as p")
    .innerJoin("content_page_texts as t", "t.page_id", "p.id")
    .select(["p.id", "p.slug", "p.kind", "t.locale", "t.draft_title", "t.draft_body", "t.draft_version"])
    .where("p.id", "=", options.pageId)
    .where("t.draft_version", ">", 0)
    .execute();
  const own = rows.find((row) => row.locale === options.locale);
  const shown = own ?? rows.find((row) => row.locale === DEFAULT_LOCALE);
  if (!shown || !isLocale(shown.locale)) return null;
  return {
    pageId: shown.id,
    slug: shown.slug,
    kind: shown.kind,
    locale: shown.locale,
    fallback: !own,
    title: shown.draft_title,
    html: renderMarkdown(shown.draft_body),
    locales: LOCALES.filter((l) => rows.some((row) => row.locale === l)),
  };
}

/**
 * The sitemap's entries for the event's published pages, as default-locale
 * paths: like every page of the site, each exists in every locale (a locale
 * without its own version shows English with a note), so each is listed with
 * all its hreflang alternates. The primary event's pages are listed at
 * /{locale}/pages/{slug}, every other event's at its own address.
 */
export async function contentSitemapPaths(
  db: DB,
  options: { event: { id: string }; primary: boolean },
): Promise<string[]> {
  const pages = await listPublishedPages(db, { eventId: options.event.id });
  return pages.map((page) => contentPagePath(DEFAULT_LOCALE, options, page.slug));
}

/** Where a visitor reads a published page: the primary event's at /{locale}/pages/{slug}, another's under the event. */
export function contentPagePath(locale: Locale, options: { event: { id: string }; primary: boolean }, slug: string) {
  return options.primary
    ? links.contentPage(locale, slug)
    : links.eventContentPage({ locale, collectionId: options.event.id }, slug);
}
