import { CELLAR_TERMS } from "./cellar-terms";
import { COLOUR_TERMS } from "./colour-terms";
import { MATURATION_TERMS } from "./maturation-texts";
import { SOIL_TERMS } from "./soil-terms";
import type { Localized } from "./words";

// The short technical facts of a product (colour, soil, training, vessel,
// fermentation, oak, maturation, bottling) in five languages. The data files
// keep the English wording as the key, so the builders' logic stays as it
// was and a term never shown in the other languages cannot slip through:
// `term` throws for a wording this glossary does not know.

/** English wording → de, fr, es, it. */
export type Terms = Record<string, [de: string, fr: string, es: string, it: string]>;

const GLOSSARY = new Map<string, Localized>();
for (const terms of [COLOUR_TERMS, SOIL_TERMS, CELLAR_TERMS, MATURATION_TERMS]) {
  for (const [en, [de, fr, es, it]] of Object.entries(terms)) {
    if (GLOSSARY.has(en)) throw new Error(`glossary term listed twice: ${en}`);
    GLOSSARY.set(en, { en, de, fr, es, it });
  }
}

/** The term in every locale, one shared object per term (100,000 products hold references, not copies). */
export function term(english: string): Localized {
  const found = GLOSSARY.get(english);
  if (!found) throw new Error(`no translation for "${english}"`);
  return found;
}
