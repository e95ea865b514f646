import { EUROPE_COUNTRIES } from "./countries-europe";
import { WORLD_COUNTRIES } from "./countries-world";
import type { City, Country } from "./country-types";

export type { City, Country, CountryName } from "./country-types";

// Countries of the demo fair: names in the five locales with the forms the
// description templates need ("in France", "from France"), the languages
// spoken, and real cities with their coordinates, a real postal code and a
// phone pattern of that place (# is a random digit; UK, US and AU patterns
// use the ranges reserved for fiction).

export const COUNTRIES: Country[] = [...EUROPE_COUNTRIES, ...WORLD_COUNTRIES];

const byCode = new Map(COUNTRIES.map((country) => [country.code, country]));

export function country(code: string): Country {
  const found = byCode.get(code);
  if (!found) throw new Error(`unknown country ${code}`);
  return found;
}

export function city(code: string, name: string): City {
  const found = country(code).cities.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`unknown city ${name} in ${code}`);
  return found;
}

/** Countries where importers and distributors are based. */
export const IMPORTER_COUNTRIES: readonly (readonly [string, number])[] = [
  ["DE", 22],
  ["GB", 16],
  ["NL", 8],
  ["BE", 8],
  ["US", 12],
  ["FR", 6],
  ["AT", 6],
  ["IT", 5],
  ["IE", 4],
  ["JP", 5],
  ["ES", 3],
  ["CZ", 2],
];

/** Cities where importers keep their offices (the country's trading hubs). */
export const IMPORTER_CITIES: Record<string, string[]> = {
  DE: ["Hamburg", "München", "Berlin", "Düsseldorf", "Köln", "Frankfurt am Main"],
  GB: ["London", "Edinburgh", "Bristol", "Manchester"],
  NL: ["Amsterdam", "Rotterdam"],
  BE: ["Antwerpen", "Bruxelles", "Leuven"],
  US: ["New York", "San Francisco", "Chicago", "Portland"],
  FR: ["Paris", "Lyon"],
  AT: ["Wien", "Salzburg"],
  IT: ["Milano", "Roma"],
  IE: ["Dublin", "Cork"],
  JP: ["Tokyo", "Osaka"],
  ES: ["Madrid", "Barcelona"],
  CZ: ["Praha"],
};
