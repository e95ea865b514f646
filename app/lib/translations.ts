import { DEFAULT_LOCALE } from "./locales";

// Localized text kept one row per locale (the *_translations tables): which
// row's text a page shows, with the fallback of docs/localization.md.

export type TextKey<T> = { [K in keyof T]-?: T[K] extends string | null | undefined ? K : never }[keyof T];

function text(value: unknown): string {
  return typeof value === "string" && value.trim() !== "" ? value : "";
}

// The order in which translations are tried: the page's locale, the event's
// default language, English, then the others in the order the rows came.
function candidates<T extends { locale: string }>(rows: readonly T[], locale: string, fallbackLocale: string): T[] {
  const preferred = [locale, fallbackLocale, DEFAULT_LOCALE];
  const rank = (row: T) => {
    const index = preferred.indexOf(row.locale);
    return index === -1 ? preferred.length : index;
  };
  return rows.toSorted((a, b) => rank(a) - rank(b));
}

/**
 * Each field's text in the locale; a field that is empty there falls back,
 * field by field, to the event's default language, then English, then any
 * translation that has it, so a page never shows a hole where another
 * language has text. A field no translation has is "".
 */
export function pickTranslation<T extends { locale: string }, K extends TextKey<T>>(
  rows: readonly T[],
  locale: string,
  fallbackLocale: string,
  fields: readonly K[],
): Record<K, string> {
  const ordered = candidates(rows, locale, fallbackLocale);
  const picked = {} as Record<K, string>;
  for (const field of fields) {
    picked[field] = ordered.map((row) => text(row[field])).find((value) => value !== "") ?? "";
  }
  return picked;
}

/**
 * True when the locale has its own text: in any of `fields` when given (id
 * columns of a row are not text), else when it has a row at all.
 */
export function hasTranslation<T extends { locale: string }>(
  rows: readonly T[],
  locale: string,
  fields?: readonly TextKey<T>[],
): boolean {
  return rows.some((row) => row.locale === locale && (!fields || fields.some((field) => text(row[field]) !== "")));
}

/** For data that arrives once per locale (docs/product/catalogue.md): only the current locale's items are kept. */
export function localizedItems<T extends { locale: string }>(items: readonly T[], locale: string): T[] {
  return items.filter((item) => item.locale === locale);
}
