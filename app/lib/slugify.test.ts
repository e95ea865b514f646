import { describe, expect, it } from "vitest";
import { slugify } from "./slugify";

describe("slugify", () => {
  it.each([
    ["Château Haut-Mirande", "chateau-haut-mirande"],
    ["Weingut Schäfer-Fröhlich", "weingut-schafer-frohlich"],
    ["Straße & Söhne", "strasse-and-sohne"],
    ["L'Œil de Perdrix", "loeil-de-perdrix"],
    ["  --Brennerei  Müller--  ", "brennerei-muller"],
    ["Łódź Ølbryggeri", "lodz-olbryggeri"],
  ])("%s → %s", (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it("is empty for a name with no letters or digits it can spell", () => {
    expect(slugify("—")).toBe("");
  });
});
