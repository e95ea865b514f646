import { describe, expect, it } from "vitest";
import type { Product } from "../types";
import { productFacts, type Translate, withoutFactFields } from "./product-facts";

// Labels come back as their keys, so the test reads which field became which row.
const t: Translate = (key, options) =>
  options?.defaultValue !== undefined && key.includes("vocab.") && !KNOWN.has(key) ? String(options.defaultValue) : key;
const KNOWN = new Set([
  "catalogue:vocab.closure.naturalCork",
  "catalogue:vocab.kind.Wine",
  "catalogue:vocab.color.white",
  "catalogue:vocab.malolactic.partial",
  "catalogue:vocab.priceRange.20to40",
]);

function product(overrides: Partial<Product> = {}): Product {
  return {
    id: "p1",
    kind: "Wine",
    name: "Clos",
    vintage: null,
    country: "",
    region: "",
    subregion: "",
    denomination: "",
    designation: "",
    color: "",
    apparentColor: "",
    producer: { id: "x", name: "X", country: "", region: "", isExhibitor: true },
    exhibitor: { id: "x", name: "X" },
    tableNumber: "",
    price: null,
    currency: "",
    priceRange: "",
    bottleImage: null,
    awards: [],
    characteristics: [],
    description: "",
    alcohol: null,
    residualSugar: null,
    totalAcidity: null,
    ph: null,
    bottleSize: null,
    closure: "",
    bottling: "",
    maturation: "",
    monthsInBottle: null,
    eanBottle: "",
    eanCase: "",
    gtin: "",
    bottlesPerCase: null,
    isVegan: false,
    isVegetarian: false,
    isCertifiedOrganic: false,
    isBiodynamic: false,
    finingAgents: [],
    grapeVarieties: [],
    soilTypes: [],
    vineyard: "",
    vineyardInformation: "",
    training: "",
    vineDensity: null,
    yield: null,
    vineyardAge: null,
    vineyardElevation: null,
    soilType: "",
    vinification: "",
    viticulture: "",
    pruning: "",
    foodPairing: "",
    harvestNotes: "",
    classifications: [],
    certifications: [],
    fermentation: { type: "", vesselType: "", malolactic: "", wholeCluster: false, oakInfluence: "" },
    spiritType: "",
    beerStyle: "",
    sensory: {},
    isNew: false,
    files: [],
    ...overrides,
  };
}

const rows = (facts: { field: string; value: string }[]) => facts.map((f) => [f.field, f.value]);

describe("productFacts", () => {
  it("makes no rows for a product with nothing but a kind", () => {
    const facts = productFacts(product(), "en", t, "EUR");
    expect(rows(facts.overview)).toEqual([["kind", "catalogue:vocab.kind.Wine"]]);
    for (const group of [facts.trade, facts.analysis, facts.vineyard, facts.cellar, facts.packaging])
      expect(group).toEqual([]);
  });

  it("formats the analysis with the locale's numbers and the units of technical sheets", () => {
    const facts = productFacts(
      product({ alcohol: 13.5, residualSugar: 2.1, totalAcidity: 5.85, ph: 3.214 }),
      "de",
      t,
      "EUR",
    );
    expect(rows(facts.analysis)).toEqual([
      ["alcohol", "13,5\u00a0%\u00a0vol"],
      ["residualSugar", "2,1\u00a0g/l"],
      ["totalAcidity", "5,85\u00a0g/l"],
      ["ph", "3,21"],
    ]);
  });

  it("prices in the registration's currency, else the event's", () => {
    expect(
      rows(
        productFacts(product({ price: 24.5, currency: "CHF", tableNumber: "B7", priceRange: "20to40" }), "en", t, "EUR")
          .trade,
      ),
    ).toEqual([
      ["tableNumber", "B7"],
      ["price", "CHF\u00a024.50"],
      ["priceRange", "catalogue:vocab.priceRange.20to40"],
    ]);
    expect(productFacts(product({ price: 24.5 }), "en", t, "EUR").trade[0].value).toBe("€24.50");
  });

  it("translates vocabulary, keeps unknown values as written, and shows whole-cluster fermentation only when done", () => {
    const facts = productFacts(
      product({
        closure: "naturalCork",
        bottleSize: 750,
        color: "white",
        monthsInBottle: 18,
        finingAgents: ["bentonite", "casein"],
        fermentation: {
          type: "spontaneous",
          vesselType: "",
          malolactic: "partial",
          wholeCluster: true,
          oakInfluence: "",
        },
      }),
      "en",
      t,
      "EUR",
    );
    expect(rows(facts.packaging)).toEqual([
      ["bottleSize", "750\u00a0ml"],
      ["closure", "catalogue:vocab.closure.naturalCork"],
    ]);
    expect(rows(facts.cellar)).toEqual([
      ["fermentationType", "spontaneous"],
      ["malolactic", "catalogue:vocab.malolactic.partial"],
      ["wholeCluster", "detail:yes"],
      ["monthsInBottle", "18 months"],
      ["finingAgents", "bentonite and casein"],
    ]);
    expect(productFacts(product({ closure: "wax" }), "en", t, "EUR").packaging).toEqual([
      { field: "closure", value: "wax" },
    ]);
  });

  it("marks prose as long and formats vineyard measures", () => {
    const facts = productFacts(
      product({
        vineyardInformation: "South-facing slope.",
        vineDensity: 8000,
        yield: 35,
        vineyardAge: 40,
        vineyardElevation: 250,
      }),
      "en",
      t,
      "EUR",
    );
    expect(facts.vineyard).toEqual([
      { field: "vineyardInformation", value: "South-facing slope.", long: true },
      { field: "vineDensity", value: "8,000/ha" },
      { field: "yield", value: "35\u00a0hl/ha" },
      { field: "vineyardAge", value: "40 years" },
      { field: "vineyardElevation", value: "250\u00a0m" },
    ]);
  });
});

describe("withoutFactFields", () => {
  it("leaves out what the tables show and keeps what the page shows itself", () => {
    const shown = withoutFactFields(
      product({ alcohol: 13.5, vineyardInformation: "South-facing slope.", description: "Crisp.", vintage: 2022 }),
    );
    expect(shown).not.toHaveProperty("alcohol");
    expect(shown).not.toHaveProperty("vineyardInformation");
    expect(shown).not.toHaveProperty("fermentation");
    expect(shown).toMatchObject({ name: "Clos", description: "Crisp.", vintage: 2022, grapeVarieties: [] });
  });
});
