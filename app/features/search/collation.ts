import type { Locale } from "~/lib/locales";

// One collator per locale for every ordering of labels: accents and case do
// not separate names, and digit runs compare as numbers, so table "A2" comes
// before "A10" and "Cuvée 9" before "Cuvée 10".
const collators = new Map<Locale, Intl.Collator>();

export function collator(locale: Locale): Intl.Collator {
  let c = collators.get(locale);
  if (!c) {
    c = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
    collators.set(locale, c);
  }
  return c;
}
