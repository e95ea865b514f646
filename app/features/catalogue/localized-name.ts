import type { Locale } from "~/lib/locales";
import { pickTranslation } from "./rules";

/**
 * A short name in the locale from a row's `names` JSON ({ locale: name }), by
 * the catalogue's fallback rule (locale, event default, English, any); the
 * row's single name when no language has one. Used for names that need no
 * table of their own (file names, soil types). Read defensively: imported
 * data may hold anything.
 */
export function localizedName(
  name: string,
  namesJson: string | null | undefined,
  locale: Locale,
  fallbackLocale: Locale,
): string {
  let names: unknown;
  try {
    names = JSON.parse(namesJson || "{}");
  } catch {
    names = null;
  }
  const rows =
    names && typeof names === "object" && !Array.isArray(names)
      ? Object.entries(names).flatMap(([lng, value]) =>
          typeof value === "string" ? [{ locale: lng, name: value }] : [],
        )
      : [];
  return pickTranslation(rows, locale, fallbackLocale, ["name"]).name || name;
}
