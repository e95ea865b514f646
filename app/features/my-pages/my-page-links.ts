import type { Locale } from "~/lib/locales";

// The user's own pages, one list for the header's "My pages" menu and the
// tabs on those pages, and the event each link keeps: the fair the person is
// looking at, so "My bookmarks" from a second fair shows that fair's
// bookmarks (issue 12).

export const MY_PAGES = [
  ["bookmarks", "menu.bookmarks"],
  ["lists", "menu.lists"],
  ["catalog", "menu.catalog"],
  ["tasting-notes", "menu.tastingNotes"],
  ["cart", "menu.cart"],
  ["messages", "menu.messages"],
  ["meetings", "menu.meetings"],
  ["schedule", "menu.schedule"],
  ["badge", "menu.badge"],
  ["profile", "menu.profile"],
] as const;
/**
 * The pages of one's work at an event, in the menu only where one has it:
 * the exhibitor's desk for its representatives (docs/product/exhibitor-desk.md),
 * the reports for them and the event's organizers (docs/analytics.md).
 */
export const WORK_PAGES = [
  ["desk", "menu.desk"],
  ["reports", "menu.reports"],
] as const;
export type WorkPage = (typeof WORK_PAGES)[number][0];

export type MyPage = (typeof MY_PAGES)[number][0] | WorkPage;

const EVENT_PATH = /^\/p\/(?:[a-z]{2}\/)?events\/([^/]+)/;

/** The event a page is about: the catalogue's /p/…/events/{id}/…, or a personal page's ?event=. */
export function eventOfLocation(pathname: string, search: string): string | null {
  const inPath = EVENT_PATH.exec(pathname)?.[1];
  if (inPath) {
    try {
      return decodeURIComponent(inPath);
    } catch {
      return null;
    }
  }
  return new URLSearchParams(search).get("event") || null;
}

/** A personal page's address, keeping the event when there is one. */
export function myPagePath(locale: Locale, page: MyPage, eventId: string | null): string {
  return `/${locale}/my/${page}${eventId ? `?event=${encodeURIComponent(eventId)}` : ""}`;
}
