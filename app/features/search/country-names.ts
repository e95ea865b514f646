import { LOCALES, type Locale } from "~/lib/locales";

// Visitors search "in their language": a German visitor types "Frankreich",
// an Italian one "Francia". Every document therefore carries the country's
// name in all site locales.

const displayNames = new Map<Locale, Intl.DisplayNames>();
const cache = new Map<string, string[]>();

function namesIn(locale: Locale): Intl.DisplayNames {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: "region", fallback: "code" });
    displayNames.set(locale, names);
  }
  return names;
}

/** The name of a country (ISO 3166-1 alpha-2) in one locale; the code itself when unknown. */
export function countryName(code: string, locale: Locale): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  try {
    return namesIn(locale).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The distinct names of a country in every site locale. */
export function countryNames(code: string): string[] {
  let names = cache.get(code);
  if (!names) {
    names = /^[A-Z]{2}$/.test(code) ? [...new Set(LOCALES.map((locale) => countryName(code, locale)))] : [];
    cache.set(code, names);
  }
  return names;
}
