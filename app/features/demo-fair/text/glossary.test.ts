import { describe, expect, it } from "vitest";
import { LOCALES } from "~/lib/locales";
import { BEER_STYLES } from "../data/beer";
import { SPIRIT_TYPES } from "../data/spirits";
import { EUROPE_WINE_REGIONS } from "../data/wine-regions-europe";
import { WORLD_WINE_REGIONS } from "../data/wine-regions-world";
import { APPARENT_COLORS, BOTTLINGS, FERMENTATION_TYPES, OAK, TRAINING_BY_COUNTRY, VESSELS } from "../data/winemaking";
import { term } from "./glossary";
import { caskAgeing, onLees, wineMaturation } from "./maturation-texts";

// The fair test samples products; this one walks the data, so a wording that
// only a rare product would show cannot go untranslated.

const complete = (english: string) => {
  const text = term(english);
  expect(text.en).toBe(english);
  for (const locale of LOCALES) expect(text[locale].trim(), `${english} in ${locale}`).not.toBe("");
};

describe("glossary", () => {
  it("translates every wording of the wine data", () => {
    const regions = [...EUROPE_WINE_REGIONS, ...WORLD_WINE_REGIONS];
    for (const wording of [
      ...Object.values(APPARENT_COLORS).flat(),
      ...BOTTLINGS,
      ...Object.values(VESSELS),
      ...Object.values(FERMENTATION_TYPES),
      ...Object.values(OAK),
      ...Object.values(TRAINING_BY_COUNTRY).flat(),
      ...regions.flatMap((r) => r.soils),
    ])
      complete(wording);
  });

  it("translates every wording of the beer and spirit data", () => {
    for (const style of BEER_STYLES)
      [...style.apparent, ...style.vessel, ...style.maturation, style.fermentation].forEach(complete);
    for (const type of SPIRIT_TYPES) {
      for (const cask of type.casks)
        for (const locale of LOCALES) expect(caskAgeing(12, cask)[locale]).toMatch(/^12 \S+ \S+ \S/);
    }
  });

  it("says the cellar's words the way each language says them", () => {
    expect(term("Stainless steel tanks")).toEqual({
      en: "Stainless steel tanks",
      de: "Edelstahltanks",
      fr: "Cuves inox",
      es: "Depósitos de acero inoxidable",
      it: "Vasche in acciaio inox",
    });
    expect(term("Slate")).toMatchObject({ de: "Schiefer", fr: "Schiste ardoisier", es: "Pizarra", it: "Ardesia" });
    expect(term("Guyot")).toEqual({ en: "Guyot", de: "Guyot", fr: "Guyot", es: "Guyot", it: "Guyot" });
    expect(wineMaturation("barriques", 18, 40)).toMatchObject({
      en: "18 months in French oak barriques (40% new)",
      de: "18 Monate in Barriques aus französischer Eiche (40 % neu)",
    });
    expect(onLees(24).fr).toBe("24 mois sur lies");
    expect(caskAgeing(1, "ex-bourbon barrels")).toMatchObject({
      en: "1 year in ex-bourbon barrels",
      de: "1 Jahr in ehemaligen Bourbonfässern",
    });
  });

  it("shares one object per text, so large fairs hold references, not copies", () => {
    expect(term("Oak barrels")).toBe(term("Oak barrels"));
    expect(wineMaturation("steel", 6, 35)).toBe(wineMaturation("steel", 6, 50));
  });

  it("refuses a wording it cannot translate", () => {
    expect(() => term("Mystery vessel")).toThrow(/no translation/);
    expect(() => caskAgeing(3, "mystery casks")).toThrow(/no translation/);
  });
});
