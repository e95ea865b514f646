import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "~/lib/locales";

// The detail pages' messages are complete in every language, with every
// plural form the language's rules ask for.

const dir = resolve(__dirname, "../../../../locales");
const read = (locale: string) =>
  JSON.parse(readFileSync(resolve(dir, locale, "detail.json"), "utf8")) as Record<string, unknown>;

function keys(messages: Record<string, unknown>, prefix = ""): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === "object"
      ? keys(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (key: string) => key.replace(PLURAL, "");

describe("locales/*/detail.json", () => {
  const english = keys(read("en"));
  const plurals = [...new Set(english.filter((k) => PLURAL.test(k)).map(base))];

  it("exists for every locale", () => {
    for (const locale of LOCALES) expect(readdirSync(resolve(dir, locale))).toContain("detail.json");
  });

  for (const locale of LOCALES) {
    it(`${locale} has every message and plural form`, () => {
      const own = new Set(keys(read(locale)));
      for (const key of english.filter((k) => !PLURAL.test(k))) expect(own, key).toContain(key);
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      for (const key of plurals) {
        for (const category of categories) expect(own, `${key}_${category}`).toContain(`${key}_${category}`);
      }
    });
  }
});
