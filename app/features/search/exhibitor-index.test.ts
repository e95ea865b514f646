import { describe, expect, it } from "vitest";
import { EXHIBITORS } from "../../../tests/support/search-corpus";
import { ExhibitorIndex } from "./exhibitor-index";
import { parseExhibitorQuery } from "./filters";

const index = new ExhibitorIndex(EXHIBITORS);

function search(raw: Record<string, string | string[]>, locale: "en" | "de" | "fr" | "es" | "it" = "en") {
  return index.search(
    parseExhibitorQuery(Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, typeof v === "string" ? [v] : v]))),
    locale,
  );
}

describe("exhibitor search", () => {
  it("finds exhibitors by name, brand and country in any site language", () => {
    expect(search({ q: "schmid" }).hits.map((hit) => hit.id)).toEqual(["e1"]);
    expect(search({ q: "hopfengluck" }).hits.map((hit) => hit.id)).toEqual(["e4"]);
    expect(
      search({ q: "Allemagne" })
        .hits.map((hit) => hit.id)
        .sort(),
    ).toEqual(["e1", "e4"]);
    expect(search({ q: "Stati Uniti" }).hits.map((hit) => hit.id)).toEqual(["e3"]);
  });

  it("returns cards with offering, distribution and product count", () => {
    const [card] = search({ q: "vini" }).hits;
    expect(card).toMatchObject({
      id: "e2",
      offering: ["inPerson"],
      hasDistribution: ["IT"],
      seekingDistribution: ["DE", "US"],
      productCount: 1,
    });
  });

  it("counts facets disjunctively", () => {
    const result = search({ offering: ["inPerson", "onlineShop"], seekingDistribution: "US" });
    expect(result.hits.map((hit) => hit.id).sort()).toEqual(["e1", "e2"]);
    // offering counts ignore the offering filter but honour seekingDistribution=US (e1, e2).
    expect(result.facets.offering).toEqual([
      { value: "inPerson", count: 2, selected: true },
      { value: "onlineShop", count: 1, selected: true },
    ]);
    // seekingDistribution counts honour the offering filter (e1, e2, e4).
    expect(result.facets.seekingDistribution).toEqual([
      { value: "US", count: 2, selected: true },
      { value: "DE", count: 1, selected: false },
    ]);
    expect(result.facets.country.map((entry) => [entry.value, entry.count])).toEqual([
      ["DE", 1],
      ["IT", 1],
    ]);
  });

  it("sorts by table number and by country name in the visitor's language", () => {
    expect(search({ sort: "table" }).hits.map((hit) => hit.tableNumber)).toEqual(["A2", "A10", "C12", "E7", ""]);
    // English: Germany (Brauerei, Weinhandel), Italy, United Kingdom, United States.
    expect(search({ sort: "country" }).hits.map((hit) => hit.id)).toEqual(["e4", "e1", "e2", "e5", "e3"]);
    // Spanish: Alemania, Estados Unidos, Italia, Reino Unido.
    expect(search({ sort: "country" }, "es").hits.map((hit) => hit.id)).toEqual(["e4", "e1", "e3", "e2", "e5"]);
  });

  it("sorts by name by default", () => {
    expect(search({}).hits.map((hit) => hit.name)).toEqual([
      "American Wines Ltd",
      "Brauerei Hopfen",
      "Spirits & Co",
      "Vini Italiani",
      "Weinhandel Schmidt",
    ]);
  });
});
