import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "./locales";

// Where the locale sits in our URLs: /p/{locale}/events/… and /{locale}/….
// The catalogue also answers without a locale (/p/events/…, docs/product/catalogue.md).

/** The locale a path names, or null for a locale-less path. */
export function localeOfPath(pathname: string): Locale | null {
  const parts = pathname.split("/");
  if (parts[1] === "p") return isLocale(parts[2]) ? parts[2] : null;
  return isLocale(parts[1]) ? parts[1] : null;
}

/** The same page in another locale. */
export function localizePath(pathname: string, locale: Locale): string {
  const parts = pathname.split("/");
  if (parts[1] === "p") {
    if (isLocale(parts[2])) parts[2] = locale;
    else parts.splice(2, 0, locale);
    return parts.join("/");
  }
  if (isLocale(parts[1])) {
    parts[1] = locale;
    return parts.join("/");
  }
  return pathname === "/" ? `/${locale}` : `/${locale}${pathname}`;
}

/** True for the locale-less catalogue routes, whose language comes from the browser. */
export function isLocaleLessPath(pathname: string): boolean {
  return pathname.startsWith("/p/events/") || pathname === "/p/events";
}

/**
 * The best supported locale for an Accept-Language header (RFC 9110 quality
 * values; "de-CH" matches "de"); the default locale when nothing matches.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranked = acceptLanguage
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        language: tag.trim().toLowerCase().split("-")[0],
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { language } of ranked) if (isLocale(language)) return language;
  return DEFAULT_LOCALE;
}

export { LOCALES };
