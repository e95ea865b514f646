// Locale-aware formatting for the pages, on Intl alone so it runs the same on
// the server and in the browser.
import { getOrInsert } from "./get-or-insert";
import { leastRecentlyUsed } from "./least-recently-used";
import type { Locale } from "./locales";

// Building an Intl formatter costs far more than using one, and a list page
// formats hundreds of values, so formatters are kept per locale and options.
const formatters = new Map<string, unknown>();

function cached<T>(key: string, make: () => T): T {
  return getOrInsert(formatters, key, make) as T;
}

/**
 * ICU versions differ in which narrow spaces they put between parts ("1 234"):
 * Node's and the browser's must agree or hydration fails, so thin and narrow
 * no-break spaces in numbers become ordinary no-break spaces.
 */
function uniformSpaces(text: string): string {
  return text.replace(/[\u2009\u202f]/g, "\u00a0");
}

/** Dates: Node puts thin spaces around a range's dash where browsers put plain ones. */
function uniformDateSpaces(text: string): string {
  return text.replace(/[\s\u2009\u202f\u00a0]+/g, " ");
}

function numberFormat(locale: Locale, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  // Plain numbers (a list's 80 facet counts) without options to stringify into the key.
  const key = options ? `n|${locale}|${JSON.stringify(options)}` : `n|${locale}`;
  return cached(key, () => new Intl.NumberFormat(locale, options));
}

export function formatNumber(locale: Locale, value: number, options?: Intl.NumberFormatOptions): string {
  return uniformSpaces(numberFormat(locale, options).format(value));
}

/** A file's size as people read it: megabytes with one decimal from 1 MB, else whole kilobytes (at least 1). */
export function formatFileSize(locale: Locale, bytes: number): string {
  const megabytes = bytes / 1_000_000;
  return megabytes >= 1
    ? formatNumber(locale, megabytes, { style: "unit", unit: "megabyte", maximumFractionDigits: 1 })
    : formatNumber(locale, Math.max(1, Math.round(bytes / 1000)), { style: "unit", unit: "kilobyte" });
}

/** `value` is already a percentage: 13.5 → "13.5%" (en), "13,5 %" (de). */
export function formatPercent(locale: Locale, value: number): string {
  return formatNumber(locale, value, { style: "unit", unit: "percent", maximumFractionDigits: 2 });
}

export type MeasureUnit =
  | "percentVol"
  | "gramsPerLitre"
  | "millilitres"
  | "hectolitresPerHectare"
  | "metres"
  | "vinesPerHectare"
  | "years"
  | "months";

// Technical units keep the international symbols of wine technical sheets in
// every language; durations are words, so Intl spells and pluralises them.
// Vine density is a count per hectare; the page's label says what is counted.
const SYMBOLS: Partial<Record<MeasureUnit, string>> = {
  percentVol: "%\u00a0vol",
  gramsPerLitre: "g/l",
  millilitres: "ml",
  hectolitresPerHectare: "hl/ha",
  metres: "m",
  vinesPerHectare: "/ha",
};

const DURATIONS: Partial<Record<MeasureUnit, "year" | "month">> = { years: "year", months: "month" };

/** "13.5 % vol", "5,2 g/l", "25 Jahre"; a no-break space keeps number and unit on one line. */
export function formatMeasure(locale: Locale, value: number, unit: MeasureUnit): string {
  const duration = DURATIONS[unit];
  if (duration)
    return formatNumber(locale, value, {
      style: "unit",
      unit: duration,
      unitDisplay: "long",
      maximumFractionDigits: 1,
    });
  const number = formatNumber(locale, value, { maximumFractionDigits: 2 });
  const symbol = SYMBOLS[unit] ?? "";
  return symbol.startsWith("/") ? `${number}${symbol}` : `${number}\u00a0${symbol}`;
}

const CURRENCY_CODE = /^[A-Za-z]{3}$/;

/** Intl rejects a malformed currency code; imported data may hold one, so it is shown beside a plain amount instead of failing the page. */
export function formatPrice(locale: Locale, amount: number, currency: string): string {
  const code = currency.trim();
  if (CURRENCY_CODE.test(code))
    return formatNumber(locale, amount, { style: "currency", currency: code.toUpperCase() });
  const number = formatNumber(locale, amount, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return code ? `${number}\u00a0${code}` : number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

// A fair's dates are calendar dates: read as UTC midnight and formatted in UTC,
// so no server or browser timezone can move them to the previous day.
function calendarDate(iso: string): number | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists ? time : null;
}

const LONG_DATE: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric" };

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(
    `d|${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" }),
  );
}

/** A YYYY-MM-DD date (a timestamp's date part is used as written); an unreadable date is shown as given. */
export function formatDate(locale: Locale, isoDate: string, options: Intl.DateTimeFormatOptions = LONG_DATE): string {
  const time = calendarDate(isoDate);
  return time === null ? isoDate : uniformDateSpaces(dateFormat(locale, options).format(time));
}

// A range costs ICU 10–200 µs (an interval formatter each time), and every
// page of a fair prints the fair's dates: the texts of the last ranges are kept.
const dateRanges = new Map<string, string>();
const DATE_RANGES_KEPT = 256;

/** "March 12 – 14, 2025" / "12.–14. März 2025"; one date when the range is a single day or the end is unreadable. */
export function formatDateRange(locale: Locale, startIso: string, endIso: string): string {
  return leastRecentlyUsed(dateRanges, `${locale}|${startIso}|${endIso}`, DATE_RANGES_KEPT, () => {
    const start = calendarDate(startIso);
    const end = calendarDate(endIso);
    if (start === null || end === null) return formatDate(locale, startIso);
    return uniformDateSpaces(dateFormat(locale, LONG_DATE).formatRange(Math.min(start, end), Math.max(start, end)));
  });
}

function displayName(locale: Locale, type: "region" | "language", code: string): string {
  try {
    const names = cached(`${type}|${locale}`, () => new Intl.DisplayNames(locale, { type, fallback: "code" }));
    return names.of(code) ?? code;
  } catch {
    // Only a syntactically invalid code throws; showing it beats failing the page.
    return code;
  }
}

// Country names come from locales/<lng>/countries.json (sent with the page's
// messages) so the server and every browser print the same name; ICU versions
// disagree on some. Intl answers for a code the table lacks.
const countryTables = new Map<Locale, Readonly<Record<string, string>>>();

export function registerCountryNames(locale: Locale, table: Readonly<Record<string, string>>): void {
  if (Object.keys(table).length > 0) countryTables.set(locale, table);
}

/** Every country the names table has, as a choice in the locale's alphabetical order of its names. */
export function countryChoices(locale: Locale): { value: string; label: string }[] {
  const table = countryTables.get(locale) ?? countryTables.get("en") ?? {};
  return sortByLocale(
    locale,
    Object.keys(table).map((code) => ({ value: code, label: countryName(locale, code) })),
    "label",
  );
}

/** "DE" → "Deutschland" (de), "Allemagne" (fr); an unknown code is returned as given. */
export function countryName(locale: Locale, isoCode: string): string {
  const code = isoCode.trim().toUpperCase();
  return countryTables.get(locale)?.[code] ?? displayName(locale, "region", code);
}

// Words of the catalogue data, as the data spells them and as each language
// writes them: place names (regions, subregions, denominations named after a
// region: "Crete" → "Kreta", locales/<lng>/places.json) and terms (fining
// agents, kinds of site: "Pea protein" → "Erbsenprotein",
// locales/<lng>/terms.json). A word a table lacks is shown as stored: most
// appellations are proper names every language keeps
// (docs/decisions/0006-data-words-at-display.md).
type DataWords = "places" | "terms";
const dataWordTables = new Map<string, Readonly<Record<string, string>>>();

export function registerDataWords(kind: DataWords, locale: Locale, table: Readonly<Record<string, string>>): void {
  if (Object.keys(table).length > 0) dataWordTables.set(`${kind}:${locale}`, table);
}

/** "Crete" → "Kreta" (de), "Crète" (fr); a name the table lacks is returned as given. */
export function placeName(locale: Locale, name: string): string {
  return dataWordTables.get(`places:${locale}`)?.[name] ?? name;
}

/** "Pea protein" → "Erbsenprotein" (de); a term the table lacks is returned as given. */
export function termName(locale: Locale, term: string): string {
  return dataWordTables.get(`terms:${locale}`)?.[term] ?? term;
}

/** "Crete, Griechenland": a place and a country code, as an origin line reads in the locale. */
export function formatOrigin(
  locale: Locale,
  place: string | null | undefined,
  countryCode: string | null | undefined,
): string {
  return [place ? placeName(locale, place) : "", countryCode ? countryName(locale, countryCode) : ""]
    .filter(Boolean)
    .join(", ");
}

/** "de" → "German" (en), "Deutsch" (de); an unknown code is returned as given. */
export function languageName(locale: Locale, isoCode: string): string {
  return displayName(locale, "language", isoCode.trim());
}

type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/**
 * The one collator per locale for every ordering of labels: accents and case
 * do not separate names, and digit runs compare as numbers, so table "A2"
 * comes before "A10" and "Cuvée 9" before "Cuvée 10".
 */
export function collator(locale: Locale): Intl.Collator {
  return cached(`c|${locale}`, () => new Intl.Collator(locale, { sensitivity: "base", numeric: true }));
}

/** A sorted copy in the locale's alphabetical order ("Äpfel" beside "Apfel" in de), with numbers compared as numbers. */
export function sortByLocale<T>(locale: Locale, items: readonly T[], key: TextKey<T>): T[] {
  const byName = collator(locale);
  return items.toSorted((a, b) => byName.compare(a[key] as string, b[key] as string));
}

/** ["egg white", "gelatine"] → "egg white and gelatine" (en), "egg white und gelatine" (de). */
export function formatList(locale: Locale, items: string[]): string {
  return cached(`l|${locale}`, () => new Intl.ListFormat(locale, { type: "conjunction" })).format(items);
}

const HH_MM = /^(\d{1,2}):(\d{2})$/;

/** "18:00" as the locale writes a time of day ("6:00 PM" in en); anything else as given. */
export function formatTimeOfDay(locale: Locale, time: string): string {
  const match = HH_MM.exec(time.trim());
  if (!match) return time;
  const format = cached(
    `t|${locale}`,
    () => new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }),
  );
  return format.format(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
}

/** A moment (ISO timestamp) with date and time, in UTC so server and browser agree. */
export function formatDateTime(locale: Locale, isoTimestamp: string): string {
  const time = Date.parse(isoTimestamp);
  if (Number.isNaN(time)) return isoTimestamp;
  return uniformDateSpaces(dateFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(time));
}

/** A moment with date, time and the zone's short name, in the event's time zone (the audit log). */
export function formatDateTimeInZone(locale: Locale, isoTimestamp: string, timeZone: string): string {
  const time = Date.parse(isoTimestamp);
  if (Number.isNaN(time)) return isoTimestamp;
  return uniformDateSpaces(zonedFormat(locale, timeZone, "moment").format(time));
}

const MEETING_TIME: Intl.DateTimeFormatOptions = {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
};

const ZONED_FORMATS = {
  moment: { dateStyle: "medium", timeStyle: "long" },
  meeting: MEETING_TIME,
} satisfies Record<string, Intl.DateTimeFormatOptions>;

function zonedFormat(locale: Locale, timeZone: string, kind: keyof typeof ZONED_FORMATS): Intl.DateTimeFormat {
  return cached(`z|${kind}|${locale}|${timeZone}`, () => {
    try {
      return new Intl.DateTimeFormat(locale, { ...ZONED_FORMATS[kind], timeZone });
    } catch {
      // An unknown zone name in an event's settings: UTC, named as such by the
      // zone part of the text, beats failing the page or the e-mail.
      return new Intl.DateTimeFormat(locale, { ...ZONED_FORMATS[kind], timeZone: "UTC" });
    }
  });
}

/**
 * A span of time (two ISO timestamps) as the people at the fair read it: the
 * weekday, date and times in the event's time zone, not the server's or the
 * reader's, with the zone's short name, which tells summer from winter time.
 * "Sunday, March 29, 2026, 10:00 – 10:30 AM GMT+2", "Sonntag, 29. März 2026, 10:00–10:30 Uhr MESZ".
 */
export function formatTimeRangeInZone(locale: Locale, startIso: string, endIso: string, timeZone: string): string {
  const start = Date.parse(startIso);
  const end = Date.parse(endIso);
  if (Number.isNaN(start)) return startIso;
  const format = zonedFormat(locale, timeZone, "meeting");
  if (Number.isNaN(end) || end <= start) return uniformDateSpaces(format.format(start));
  return uniformDateSpaces(format.formatRange(start, end));
}
