import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, LOCALES } from "./locales";

// Every message of English exists in every language, is not empty, keeps the
// same {{placeholders}}, and plurals have every form the language needs
// (French, Spanish and Italian have a "many" form for 1,000,000).

type Flat = Map<string, string>;

function flatten(value: unknown, prefix: string, out: Flat): Flat {
  if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, String(value));
  }
  return out;
}

function messages(locale: string): Flat {
  const dir = join("locales", locale);
  const out: Flat = new Map();
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    flatten(JSON.parse(readFileSync(join(dir, file), "utf8")), file.slice(0, -5), out);
  }
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

const english = messages(DEFAULT_LOCALE);
const pluralBases = new Set([...english.keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, "")));

describe.each(LOCALES.filter((l) => l !== DEFAULT_LOCALE))("messages in %s", (locale) => {
  const own = messages(locale);
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;

  it("has every English message, not empty, with the same placeholders", () => {
    const problems: string[] = [];
    for (const [key, text] of english) {
      if (PLURAL.test(key)) continue;
      const translated = own.get(key);
      if (!translated?.trim()) problems.push(`missing: ${key}`);
      else if (placeholders(translated).join() !== placeholders(text).join())
        problems.push(`placeholders differ: ${key}`);
    }
    expect(problems).toEqual([]);
  });

  it("has every plural form the language needs", () => {
    const problems: string[] = [];
    for (const base of pluralBases) {
      for (const category of categories) {
        if (!own.get(`${base}_${category}`)?.trim()) problems.push(`${base}_${category}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("is translated rather than copied from English", () => {
    const long = [...english].filter(([, text]) => text.length > 20);
    const copied = long.filter(([key, text]) => own.get(key) === text).map(([key]) => key);
    expect(copied.length / Math.max(long.length, 1)).toBeLessThan(0.05);
  });
});

describe("English plurals", () => {
  it("have one and other forms", () => {
    for (const base of pluralBases) {
      expect(english.has(`${base}_one`) && english.has(`${base}_other`), base).toBe(true);
    }
  });
});
