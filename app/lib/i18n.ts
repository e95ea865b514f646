import i18next, { type i18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { registerCountryNames } from "./format";
import { DEFAULT_LOCALE, type Locale } from "./locales";

export const NAMESPACES = ["common", "catalogue", "detail", "lists", "search", "countries"] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Messages of one locale, by namespace. */
export type LocaleResources = Record<string, Record<string, unknown>>;

/**
 * An i18next instance for one locale, initialised synchronously from the
 * messages the root loader sent, so server and client render the same text
 * and no message file is fetched or bundled separately.
 */
// One instance per message set: the server renders every page of a language
// with the same messages object, and an instance is never switched to
// another language, so sharing it between requests is safe.
const instances = new WeakMap<LocaleResources, i18n>();

export function createI18n(locale: Locale, messages: LocaleResources): i18n {
  const existing = instances.get(messages);
  if (existing?.language === locale) return existing;
  registerCountryNames(locale, (messages.countries ?? {}) as Record<string, string>);
  const instance = i18next.createInstance();
  const resources: Resource = { [locale]: messages };
  instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    resources,
    ns: [...NAMESPACES],
    defaultNS: "common",
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });
  instances.set(messages, instance);
  return instance;
}
