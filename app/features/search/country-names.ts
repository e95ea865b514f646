import { countryName } from "~/lib/format";
import { LOCALES } from "~/lib/locales";

// Visitors search "in their language": a German visitor types "Frankreich",
// an Italian one "Francia". Every document therefore carries the country's
// name in all site locales, spelled as the pages spell it (app/lib/format.ts).

const cache = new Map<string, string[]>();

/** The distinct names of a country in every site locale. */
export function countryNames(code: string): string[] {
  let names = cache.get(code);
  if (!names) {
    names = /^[A-Z]{2}$/.test(code) ? [...new Set(LOCALES.map((locale) => countryName(locale, code)))] : [];
    cache.set(code, names);
  }
  return names;
}
