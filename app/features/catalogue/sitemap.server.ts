import type { DB } from "~/.server/db";
import { CHUNK } from "~/.server/db/in-chunks";
import type { EventSummary } from "~/features/events/types";
import { absoluteUrl, type LinkBase, links } from "~/lib/links";
import { localizePath } from "~/lib/locale-path";
import { DEFAULT_LOCALE, LOCALES } from "~/lib/locales";
import { walkRegisteredProducers } from "./registered-ids.server";
import { PLACEHOLDER_PRODUCER_ID } from "./vocabulary";

// The sitemap of the public catalogue. Every page exists in every locale, so
// a page is listed once per locale, each entry naming all its alternates
// (hreflang). Pages are collected as paths in the default locale and
// localized when written. One sitemap file holds at most 50,000 URLs; we cut
// at 10,000 to keep each file small, and a fair with 100,000 products gets a
// sitemap index over numbered parts.

export const URLS_PER_SITEMAP = 10_000;
/** Pages per part: each page is one URL per locale. */
export const PAGES_PER_SITEMAP = Math.floor(URLS_PER_SITEMAP / LOCALES.length);

/** The site's own pages outside any event. */
export function sitePaths(): string[] {
  return [`/${DEFAULT_LOCALE}`];
}

/**
 * Every catalogue page of an event, as default-locale paths in a stable order
 * (so part n of the sitemap lists the same pages from one request to the
 * next): home, lists, exhibitors, products via their exhibitor, producers,
 * product lists, areas, and, for the primary event, its printed catalogue.
 * One query per kind of page, but the products and producers a chunk at a time.
 */
export async function eventSitemapPaths(db: DB, options: { event: EventSummary; primary: boolean }): Promise<string[]> {
  const { event, primary } = options;
  const b: LinkBase = { locale: DEFAULT_LOCALE, collectionId: event.id, segments: event.settings.segments };
  const [exhibitors, { products, producers }, lists, areas] = await Promise.all([
    db
      .selectFrom("registration_exhibitors as re")
      .innerJoin("exhibitors as e", "e.id", "re.exhibitor_id")
      .select(["e.id", "e.slug"])
      .distinct()
      .where("re.event_id", "=", event.id)
      .orderBy("e.id")
      .execute(),
    productPages(db, event.id),
    db
      .selectFrom("product_lists")
      .select("id")
      .where("event_id", "=", event.id)
      .orderBy("position")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("areas")
      .select("slug")
      .where("event_id", "=", event.id)
      .orderBy("position")
      .orderBy("slug")
      .execute(),
  ]);
  return [
    links.eventHome(b),
    links.exhibitors(b),
    links.products(b),
    links.producers(b),
    ...(lists.length > 0 ? [links.productLists(b)] : []),
    ...(areas.length > 0 ? [links.areas(b)] : []),
    ...exhibitors.map((row) => links.exhibitor(b, row.id)),
    ...products.map((row) => links.productByExhibitor(b, row.exhibitor_id, row.product_id)),
    ...producers.map((id) => links.producer(b, id)),
    ...lists.map((row) => links.productList(b, row.id)),
    ...areas.map((row) => links.area(b, row.slug)),
    ...(primary
      ? [
          links.printCatalogue(DEFAULT_LOCALE),
          ...exhibitors.map((row) => links.printCatalogueExhibitor(DEFAULT_LOCALE, row.slug)),
        ]
      : []),
  ];
}

/**
 * The event's products (in id order) with their exhibitor, and its real
 * producers (in id order; where the exhibitor stands in, its page is the
 * exhibitor's), read a chunk of registrations at a time: as one query each,
 * at 100,000 products an event, they held the event loop 104 and 270–588 ms
 * per event, and the sitemap's index reads every event.
 */
export async function productPages(
  db: DB,
  eventId: string,
  chunk = CHUNK,
): Promise<{ products: { exhibitor_id: string; product_id: string }[]; producers: string[] }> {
  const producers = new Set<string>();
  const products: { exhibitor_id: string; product_id: string }[] = [];
  await walkRegisteredProducers(
    db,
    eventId,
    (rows) => {
      for (const row of rows) {
        products.push({ exhibitor_id: row.exhibitor_id, product_id: row.product_id });
        // Only producers with a record have pages (a product may name one not in the catalogue).
        if (row.producer_id !== null && row.producer_id !== PLACEHOLDER_PRODUCER_ID) producers.add(row.producer_id);
      }
    },
    chunk,
  );
  return { products, producers: [...producers].sort() };
}

/** How many parts a list of pages needs (at least one, so an empty fair still has its part). */
export function partCount(pages: number): number {
  return Math.max(1, Math.ceil(pages / PAGES_PER_SITEMAP));
}

/** Part n (from 1) of a list of pages, or null past the end. */
export function partOf<T>(pages: readonly T[], n: number): T[] | null {
  if (!Number.isInteger(n) || n < 1 || n > partCount(pages.length)) return null;
  return pages.slice((n - 1) * PAGES_PER_SITEMAP, n * PAGES_PER_SITEMAP);
}

/** The file name of a part: `/sitemaps/<owner>-<n>.xml`, owner an event id or "site". */
export function partPath(owner: string, n: number): string {
  return `/sitemaps/${encodeURIComponent(owner)}-${n}.xml`;
}

export function parsePartName(name: string): { owner: string; n: number } | null {
  const match = /^(.+)-([1-9]\d{0,5})\.xml$/.exec(name);
  return match ? { owner: match[1], n: Number(match[2]) } : null;
}

function xml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export const XML_HEADERS = {
  "Content-Type": "application/xml; charset=utf-8",
  "Cache-Control": "public, max-age=3600",
};

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** A <urlset>: each page once per locale, every entry with the alternates of all locales and x-default. */
export function renderUrlset(origin: string, paths: readonly string[]): string {
  const out: string[] = [
    XML_HEAD,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n',
  ];
  for (const path of paths) {
    const alternates = LOCALES.map((locale) => ({
      locale,
      href: xml(absoluteUrl(origin, localizePath(path, locale))),
    }));
    const links = alternates
      .map((a) => `<xhtml:link rel="alternate" hreflang="${a.locale}" href="${a.href}"/>`)
      .join("");
    const fallback = `<xhtml:link rel="alternate" hreflang="x-default" href="${xml(absoluteUrl(origin, localizePath(path, DEFAULT_LOCALE)))}"/>`;
    for (const { href } of alternates) out.push(`<url><loc>${href}</loc>${links}${fallback}</url>\n`);
  }
  out.push("</urlset>\n");
  return out.join("");
}

/** A <sitemapindex> over the given part paths. */
export function renderSitemapIndex(origin: string, partPaths: readonly string[]): string {
  const entries = partPaths.map((path) => `<sitemap><loc>${xml(absoluteUrl(origin, path))}</loc></sitemap>\n`);
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("")}</sitemapindex>\n`;
}
