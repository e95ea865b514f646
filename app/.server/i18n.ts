import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { registerCountryNames, registerDataWords } from "~/lib/format";
import { createI18n, type LocaleResources, NAMESPACES, type TFunction } from "~/lib/i18n";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "~/lib/locales";

// Messages are read from locales/<lng>/<namespace>.json once per process.
// A key missing in a locale falls back to English, key by key.

const LOCALES_DIR = resolve(process.env.LOCALES_DIR ?? "locales");
let loaded: Map<Locale, LocaleResources> | undefined;

function deepMerge(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const prior = out[key];
    out[key] =
      value && typeof value === "object" && prior && typeof prior === "object"
        ? deepMerge(prior as Record<string, unknown>, value as Record<string, unknown>)
        : value;
  }
  return out;
}

function readLocale(locale: Locale): LocaleResources {
  const dir = join(LOCALES_DIR, locale);
  const out: LocaleResources = {};
  for (const file of readdirSync(dir)) {
    if (!file.endsWith(".json")) continue;
    out[file.slice(0, -5)] = JSON.parse(readFileSync(join(dir, file), "utf8"));
  }
  return out;
}

function all(): Map<Locale, LocaleResources> {
  if (!loaded) {
    const english = readLocale(DEFAULT_LOCALE);
    loaded = new Map();
    for (const locale of LOCALES) {
      const own = locale === DEFAULT_LOCALE ? english : readLocale(locale);
      const merged: LocaleResources = {};
      for (const ns of NAMESPACES) merged[ns] = deepMerge(english[ns] ?? {}, own[ns] ?? {});
      loaded.set(locale, merged);
      registerCountryNames(locale, merged.countries as Record<string, string>);
      registerDataWords("places", locale, merged.places as Record<string, string>);
      registerDataWords("terms", locale, merged.terms as Record<string, string>);
    }
  }
  return loaded;
}

/** Reads every locale once (the country and place name tables the search index uses included). */
export function loadAllLocales(): void {
  all();
}

export function resourcesFor(locale: Locale): LocaleResources {
  return all().get(locale)!;
}

const files = new Map<Locale, { href: string; body: string }>();

/**
 * The messages of a locale as a JSON file the browser caches for good: its
 * name carries a hash of the content, so pages point at it instead of
 * repeating the messages in every page's data.
 */
export function messagesFile(locale: Locale): { href: string; body: string } {
  let file = files.get(locale);
  if (!file) {
    const body = JSON.stringify({ locale, messages: resourcesFor(locale) });
    const hash = createHash("sha1").update(body).digest("hex").slice(0, 12);
    file = { href: `/i18n/${locale}.${hash}.json`, body };
    files.set(locale, file);
  }
  return file;
}

/** A translation function for loaders and meta (titles, descriptions, errors). */
export function serverT(locale: Locale): TFunction {
  return createI18n(locale, resourcesFor(locale)).t;
}
