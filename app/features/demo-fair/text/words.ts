import type { Locale } from "~/lib/locales";

// Small localized building blocks shared by the description templates:
// the words agree with the nouns the templates put them next to.

export type Localized = Record<Locale, string>;

export const LOCALE_LIST: readonly Locale[] = ["en", "de", "fr", "es", "it"];

const AND: Localized = { en: "and", de: "und", fr: "et", es: "y", it: "e" };

/** "A, B and C" in the locale's way. */
export function joinList(locale: Locale, items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${AND[locale]} ${items[items.length - 1]}`;
}

/** English indefinite article by spelling, enough for the names used here. */
export function aOrAn(word: string): string {
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`;
}

const VOWEL = /^[aeiouyhàâäéèêëîïôöûüœæ]/i;

/** French "de X" with elision: "d'Alsace", "de Pauillac". */
export function frDe(name: string): string {
  return VOWEL.test(name) ? `d'${name}` : `de ${name}`;
}

export type WineStyle = "red" | "white" | "rose" | "orange" | "sparkling" | "sparklingRose" | "sweet";

/** Noun phrase for a wine style; every noun is masculine in de/fr/es/it so the body adjectives agree. */
export const WINE_STYLE: Record<WineStyle, Localized> = {
  red: { en: "red wine", de: "Rotwein", fr: "vin rouge", es: "vino tinto", it: "vino rosso" },
  white: { en: "white wine", de: "Weißwein", fr: "vin blanc", es: "vino blanco", it: "vino bianco" },
  rose: { en: "rosé", de: "Roséwein", fr: "vin rosé", es: "vino rosado", it: "vino rosato" },
  orange: { en: "orange wine", de: "Orange Wine", fr: "vin orange", es: "vino naranja", it: "orange wine" },
  sparkling: {
    en: "sparkling wine",
    de: "Schaumwein",
    fr: "vin effervescent",
    es: "vino espumoso",
    it: "vino spumante",
  },
  sparklingRose: {
    en: "sparkling rosé",
    de: "Rosé-Schaumwein",
    fr: "vin effervescent rosé",
    es: "vino espumoso rosado",
    it: "spumante rosato",
  },
  sweet: { en: "sweet wine", de: "Süßwein", fr: "vin liquoreux", es: "vino dulce", it: "vino dolce" },
};

export type Body = "light" | "moderate" | "full" | "complex";

/** Body adjectives; de is the strong masculine nominative after "ein". */
export const BODY: Record<Body, Localized> = {
  light: { en: "light", de: "leichter", fr: "léger", es: "ligero", it: "leggero" },
  moderate: { en: "medium-bodied", de: "mittelkräftiger", fr: "souple", es: "de cuerpo medio", it: "di medio corpo" },
  full: { en: "full-bodied", de: "kräftiger", fr: "ample", es: "con cuerpo", it: "corposo" },
  complex: { en: "complex", de: "vielschichtiger", fr: "complexe", es: "complejo", it: "complesso" },
};

/** What a company makes or imports, plural. */
export const PRODUCT_PLURAL: Record<string, Localized> = {
  Wine: { en: "wines", de: "Weine", fr: "vins", es: "vinos", it: "vini" },
  Beer: { en: "beers", de: "Biere", fr: "bières", es: "cervezas", it: "birre" },
  Spirit: { en: "spirits", de: "Spirituosen", fr: "spiritueux", es: "destilados", it: "distillati" },
  Cider: { en: "ciders", de: "Cidres", fr: "cidres", es: "sidras", it: "sidri" },
};

/** Fills "{name}" slots; unknown slots stay visible so a missing value is noticed in review. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
