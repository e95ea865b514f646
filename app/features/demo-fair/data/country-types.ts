import type { Locale } from "~/lib/locales";

// Shapes of the country data and the helpers that keep it compact.

export interface CountryName {
  name: string;
  in: string;
  from: string;
}

export interface City {
  name: string;
  region: string; // administrative region, as written locally
  postalCode: string;
  lat: number;
  lon: number;
  phone: string;
}

export interface Country {
  code: string;
  names: Record<Locale, CountryName>;
  adjective: string; // English, for stand names
  languages: string[];
  legalForms: string[];
  streets: string[]; // {n} is the house number
  cities: City[];
}

export const n = (name: string, inForm: string, from: string): CountryName => ({ name, in: inForm, from });
export const c = (name: string, region: string, postalCode: string, lat: number, lon: number, phone: string): City => ({
  name,
  region,
  postalCode,
  lat,
  lon,
  phone,
});
