import { countryName, placeName } from "~/lib/format";
import { LOCALES } from "~/lib/locales";

// Visitors search "in their language": a German visitor types "Frankreich",
// an Italian one "Francia". Every document therefore carries the country's
// name in all site locales, spelled as the pages spell it (app/lib/format.ts);
// the same for region names ("Kreta", "Crète" find "Crete").

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

const places = new Map<string, string[]>();

/** The distinct names of a place (a region, a subregion) in every site locale, the stored one first. */
export function placeNames(name: string): string[] {
  if (!name) return [];
  let names = places.get(name);
  if (!names) {
    names = [...new Set([name, ...LOCALES.map((locale) => placeName(locale, name))])];
    places.set(name, names);
  }
  return names;
}
