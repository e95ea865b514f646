import { localeOfPath } from "~/lib/locale-path";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "~/lib/locales";

// What the service worker (./service-worker.ts) decides about a page, as
// pure functions it and the tests share (docs/offline.md).

/** The offline page in each language: precached at install. */
export const OFFLINE_PAGES: readonly string[] = LOCALES.map((locale) => offlinePageOf(locale));

export function offlinePageOf(locale: Locale): string {
  return `/${locale}/offline`;
}

/** The page's language, as the site reads it from any of its addresses (lib/locale-path.ts), else English. */
export function localeOfPage(pathname: string): Locale {
  return localeOfPath(pathname) ?? DEFAULT_LOCALE;
}

/**
 * The offline page shown instead of `pathname` when neither the network nor
 * a saved copy answers. An address without a language (a badge's /b/{code},
 * a label's /q/{code}) takes the language of the page it was opened from
 * (the request's referrer, on this site): a representative scanning at
 * /de/scan reads the German offline page.
 */
export function offlinePageFor(pathname: string, referrer = ""): string {
  let from: Locale | null = null;
  try {
    from = referrer ? localeOfPath(new URL(referrer).pathname) : null;
  } catch {
    from = null;
  }
  return offlinePageOf(localeOfPath(pathname) ?? from ?? DEFAULT_LOCALE);
}

/** The offline page's address for a page the network did not answer: "Try again" goes back to `from`. */
export function offlinePageAddress(offlinePage: string, page: URL): string {
  return `${offlinePage}?from=${encodeURIComponent(page.pathname + page.search)}`;
}

/** Where "Try again" on the offline page goes: the page that failed, if it is one of this site's, else the offline page itself. */
export function retryAddress(search: string): string | null {
  const from = new URLSearchParams(search).get("from");
  return from?.startsWith("/") && !from.startsWith("//") && !from.startsWith("/\\") ? from : null;
}

/**
 * Private pages kept for offline although they are private: the attendee's
 * badge (a QR code shown at a stand, where the network may be gone). Of the
 * rest only public pages (the catalogue, marked "public" by the server) are
 * stored: a page without that mark may be someone's own.
 */
const KEPT_PRIVATE = /^\/[a-z]{2}\/my\/badge$/;

/** Whether a page's answer may be kept on the device to show when offline. */
export function mayKeepPage(pathname: string, status: number, cacheControl: string | null): boolean {
  if (status !== 200) return false;
  if (KEPT_PRIVATE.test(pathname)) return true;
  const policy = cacheControl ?? "";
  return /\bpublic\b/i.test(policy) && !/\b(no-store|private)\b/i.test(policy);
}

/** Pages kept for offline, at most: the oldest go first. */
export const KEPT_PAGES_MAX = 60;
