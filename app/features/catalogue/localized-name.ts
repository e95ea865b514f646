import type { Locale } from "~/lib/locales";
import { pickTranslation } from "~/lib/translations";

/** A row's `names` JSON ({ locale: name }) read defensively: imported data may hold anything. */
export function namesOf(namesJson: string | null | undefined): Record<string, string> {
  let names: unknown;
  try {
    names = JSON.parse(namesJson || "{}");
  } catch {
    return {};
  }
  if (!names || typeof names !== "object" || Array.isArray(names)) return {};
  return Object.fromEntries(
    Object.entries(names).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

/**
 * A short name in the locale from a row's `names` JSON, by the catalogue's
 * fallback rule (locale, event default, English, any); the row's single name
 * when no language has one. Used for names that need no table of their own
 * (file names, soil types).
 */
export function localizedName(
  name: string,
  namesJson: string | null | undefined,
  locale: Locale,
  fallbackLocale: Locale,
): string {
  const rows = Object.entries(namesOf(namesJson)).map(([lng, value]) => ({ locale: lng, name: value }));
  return pickTranslation(rows, locale, fallbackLocale, ["name"]).name || name;
}
