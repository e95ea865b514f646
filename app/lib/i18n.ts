import { registerCountryNames, registerDataWords } from "./format";
import type { Locale } from "./locales";

// Translation for server and browser alike: messages by namespace, "ns:key"
// or a namespace chosen by the caller, {{name}} interpolation (React escapes
// on output), plurals by `count` with CLDR categories (key_one, key_many,
// key_other…). This is the part of i18next the site uses; see
// docs/decisions/0003-own-translation-function.md for why it replaced it.

export const NAMESPACES = [
  "common",
  "catalogue",
  "detail",
  "lists",
  "search",
  "countries",
  "places",
  "terms",
  "accounts",
  "auth",
  "profile",
  "onboarding",
  "organizer",
  "my",
  "notes",
  "exports",
  "samples",
  "contact",
  "meetings",
  "meeting-emails",
  "people",
  "schedule",
  "content",
  "chat",
  "desk",
  "reports",
  "offline",
  "labels",
  "leads",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Messages of one locale, by namespace. */
export type LocaleResources = Record<string, Record<string, unknown>>;

export interface TOptions {
  count?: number;
  defaultValue?: string;
  [name: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

export interface I18n {
  readonly language: Locale;
  readonly t: TFunction;
  /** A t whose keys default to one namespace; made once per namespace. */
  namespaced(ns: string): TFunction;
}

/** A namespace's messages by their dotted keys ("nav.label"): a page asks for hundreds, each one lookup. */
function flatten(tree: unknown, prefix = "", into = new Map<string, string>()): Map<string, string> {
  if (!tree || typeof tree !== "object") return into;
  for (const [name, node] of Object.entries(tree)) {
    if (typeof node === "string") into.set(prefix + name, node);
    else flatten(node, `${prefix}${name}.`, into);
  }
  return into;
}

function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes("{{")) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? "" : String(value);
  });
}

const instances = new WeakMap<LocaleResources, I18n>();

/** The translation functions of one locale; one instance per message set. */
export function createI18n(locale: Locale, messages: LocaleResources): I18n {
  const existing = instances.get(messages);
  if (existing?.language === locale) return existing;
  registerCountryNames(locale, (messages.countries ?? {}) as Record<string, string>);
  registerDataWords("places", locale, (messages.places ?? {}) as Record<string, string>);
  registerDataWords("terms", locale, (messages.terms ?? {}) as Record<string, string>);
  const plurals = new Intl.PluralRules(locale);

  // The message sets are never changed once given: each namespace is flattened when first asked.
  const tables = new Map<string, Map<string, string>>();
  const table = (ns: string) => {
    let found = tables.get(ns);
    if (!found) {
      found = flatten(messages[ns]);
      tables.set(ns, found);
    }
    return found;
  };

  const translate = (defaultNs: string, key: string, options?: TOptions): string => {
    const colon = key.indexOf(":");
    const ns = colon > 0 ? key.slice(0, colon) : defaultNs;
    const path = colon > 0 ? key.slice(colon + 1) : key;
    const texts = table(ns);
    let text: string | undefined;
    if (typeof options?.count === "number") {
      text = texts.get(`${path}_${plurals.select(options.count)}`) ?? texts.get(`${path}_other`);
    }
    text ??= texts.get(path) ?? options?.defaultValue ?? key;
    return interpolate(text, options);
  };

  const fixed = new Map<string, TFunction>();
  const namespaced = (ns: string): TFunction => {
    let t = fixed.get(ns);
    if (!t) {
      t = (key, options) => translate(ns, key, options);
      fixed.set(ns, t);
    }
    return t;
  };
  const instance: I18n = { language: locale, t: namespaced("common"), namespaced };
  instances.set(messages, instance);
  return instance;
}
