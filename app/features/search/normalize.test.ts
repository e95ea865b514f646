import { describe, expect, it } from "vitest";
import { normalize, tokenize } from "~/lib/normalize";
import { countryNames } from "./country-names";
import { stringDistance } from "./edit-distance";
import { allowedEdits } from "./text-index";

describe("normalize", () => {
  it("folds case and accents", () => {
    expect(normalize("Rhône")).toBe("rhone");
    expect(normalize("GEWÜRZTRAMINER")).toBe("gewurztraminer");
    expect(normalize("Crémant Rosé")).toBe("cremant rose");
    expect(normalize("Señorío")).toBe("senorio");
  });

  it("spells out ligatures and letters without a decomposition", () => {
    expect(normalize("Straße")).toBe("strasse");
    expect(normalize("Œil de Perdrix")).toBe("oeil de perdrix");
    expect(normalize("Cuvée Ærø")).toBe("cuvee aero");
    expect(normalize("Łódź")).toBe("lodz");
    expect(normalize("ﬁne")).toBe("fine");
  });
});

describe("tokenize", () => {
  it("splits on anything that is not a letter or a digit", () => {
    expect(tokenize("Châteauneuf-du-Pape, 2019")).toEqual(["chateauneuf", "du", "pape", "2019"]);
    expect(tokenize("Stag's Leap")).toEqual(["stag", "s", "leap"]);
    expect(tokenize("  ")).toEqual([]);
    expect(tokenize("")).toEqual([]);
  });
});

describe("edit distance", () => {
  it("counts insertions, deletions, substitutions and adjacent transpositions", () => {
    expect(stringDistance("chardonay", "chardonnay", 2)).toBe(1);
    expect(stringDistance("reisling", "riesling", 2)).toBe(1);
    expect(stringDistance("sirah", "syrah", 1)).toBe(1);
    expect(stringDistance("merlot", "merlot", 1)).toBe(0);
    expect(stringDistance("gewurtztraminr", "gewurztraminer", 2)).toBe(2);
  });

  it("stops at the bound", () => {
    expect(stringDistance("pinot", "merlot", 1)).toBe(2);
    expect(stringDistance("abc", "abcdef", 2)).toBe(3);
  });

  it("tolerates one edit from 4 letters, two from 8, none for short words or numbers", () => {
    expect(allowedEdits("ipa")).toBe(0);
    expect(allowedEdits("rose")).toBe(1);
    expect(allowedEdits("chardona")).toBe(2);
    expect(allowedEdits("2019")).toBe(0);
  });
});

describe("country names", () => {
  it("names a country in every site locale", () => {
    expect(countryNames("DE")).toEqual(
      expect.arrayContaining(["Germany", "Deutschland", "Allemagne", "Alemania", "Germania"]),
    );
    expect(countryNames("")).toEqual([]);
  });
});
