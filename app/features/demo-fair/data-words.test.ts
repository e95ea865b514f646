import { describe, expect, it } from "vitest";
import { loadAllLocales } from "~/.server/i18n";
import { formatOrigin, placeName, termName } from "~/lib/format";
import { LOCALES } from "~/lib/locales";
import { FINING, OAK } from "./data/winemaking";
import { LOCATION_LABELS } from "./generate-exhibitors";
import { regionName } from "./text/place-names";

// Every word the demo data shows from a fixed vocabulary reads in the
// visitor's language (docs/decisions/0006-data-words-at-display.md): fining
// agents and kinds of site through locales/<lng>/terms.json, region names
// through locales/<lng>/places.json, cellar terms through the glossary.

loadAllLocales();
const OTHER = LOCALES.filter((locale) => locale !== "en");

describe("data words", () => {
  it("translates every fining agent and every kind of site the demo writes", () => {
    const words = [
      ...Object.values(FINING).flat(),
      ...Object.values(LOCATION_LABELS).flatMap(([main, more]) => [main, ...more]),
    ];
    const untranslated = words.filter(
      (word) => OTHER.some((locale) => !termName(locale, word).trim()) || termName("de", word) === word,
    );
    // "Showroom", "Taproom" and "Gelatine" are German words too; every other term changes.
    expect(untranslated.filter((word) => !["Showroom", "Taproom", "Gelatine"].includes(word))).toEqual([]);
    expect(termName("de", "Pea protein")).toBe("Erbsenprotein");
    expect(termName("fr", "Head office")).toBe("Siège");
  });

  it("spells every region the demo's texts translate the same way on the pages", () => {
    for (const region of ["Crete", "Aegean Islands", "Tuscany", "Burgundy", "Black Forest", "Bavaria"]) {
      // Running text may write a name in lower case ("des îles de la mer Égée"); a label starts with a capital.
      for (const locale of OTHER)
        expect(placeName(locale, region).toLowerCase(), `${region} in ${locale}`).toBe(
          regionName(locale, region).toLowerCase(),
        );
    }
    expect(placeName("de", "Crete")).toBe("Kreta");
    expect(formatOrigin("de", "Crete", "GR")).toBe("Kreta, Griechenland");
    expect(formatOrigin("en", "Toscana", "IT")).toBe("Tuscany, Italy");
    // A proper name every language keeps is shown as stored.
    expect(placeName("de", "Barolo")).toBe("Barolo");
  });

  it("starts every oak value with a capital, in every language", () => {
    for (const value of Object.values(OAK)) expect(value[0]).toBe(value[0]?.toUpperCase());
  });
});
