import type { DB } from "~/.server/db";
import type { ContentPageKind } from "~/.server/db/schema-content";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "~/lib/locales";
import { renderMarkdown } from "./render-markdown.server";

// What visitors (and the public API) see of content pages: published
// versions only, in the locale asked for, else in English with a note
// (docs/product/content-pages.md#languages); and the draft as the preview
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

/** The published page or region of the event, in `locale` else English; null when neither is published. */
export async function getPublishedContent(
  db: DB,
  options: { eventId: string; slug: string; kind: ContentPageKind; locale: Locale },
): Promise<ShownContent | null> {
  const rows = await db
    .selectFrom("content_pages as p")
    .innerJoin("content_page_texts as t", "t.page_id", "p.id")
    .select(["p.id", "p.slug", "p.kind", "t.locale", "t.published_title", "t.published_html"])
    .where("p.event_id", "=", options.eventId)
    .where("p.slug", "=", options.slug)
    .where("p.kind", "=", options.kind)
    .where("t.published_at", "is not", null)
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
    title: shown.published_title ?? "",
    html: shown.published_html ?? "",
    locales: LOCALES.filter((l) => rows.some((row) => row.locale === l)),
  };
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
