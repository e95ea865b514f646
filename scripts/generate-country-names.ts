import { writeFileSync } from "node:fs";
import { LOCALES } from "~/lib/locales";

// Writes locales/<lng>/countries.json: every ISO 3166-1 alpha-2 region name
// in each language, taken once from Node's ICU. Server and browser then show
// the same names (their ICU versions disagree, which breaks hydration), and
// the names ship with the page's messages instead of in the JavaScript.
// Run again only to refresh the names: npx tsx scripts/generate-country-names.ts

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
// Codes Intl names although they are not countries, or are reserved.
const NOT_COUNTRIES = new Set([
  "EU",
  "EZ",
  "UN",
  "QO",
  "XA",
  "XB",
  "XK",
  "ZZ",
  "AC",
  "CP",
  "DG",
  "EA",
  "IC",
  "TA",
  "CQ",
]);

const english = new Intl.DisplayNames("en", { type: "region", fallback: "none" });
const codes: string[] = [];
for (const a of LETTERS) {
  for (const b of LETTERS) {
    const code = a + b;
    if (!NOT_COUNTRIES.has(code) && english.of(code)) codes.push(code);
  }
}

// Long names read best ("Vereinigtes Königreich", not "UK"), except where the
// long form is an administrative title ("Sonderverwaltungsregion Hongkong, China").
const SHORT = new Set(["HK", "MO", "PS"]);

for (const locale of LOCALES) {
  const long = new Intl.DisplayNames(locale, { type: "region" });
  const short = new Intl.DisplayNames(locale, { type: "region", style: "short" });
  const table: Record<string, string> = {};
  for (const code of codes) table[code] = (SHORT.has(code) ? short : long).of(code) ?? code;
  writeFileSync(`locales/${locale}/countries.json`, `${JSON.stringify(table, null, 2)}\n`);
}
console.log(`${codes.length} regions in ${LOCALES.length} languages`);
