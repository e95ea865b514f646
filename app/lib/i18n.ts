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
export function createI18n(locale: Locale, messages: LocaleResources): i18n {
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
  return instance;
}
