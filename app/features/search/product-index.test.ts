import { describe, expect, it } from "vitest";
import { PRODUCTS, product } from "../../../tests/support/search-corpus";
import { seededRandom } from "../../../tests/support/seeded-random";
import type { ProductDocument } from "../catalogue/documents";
import { parseProductQuery } from "./filters";
import { ProductIndex } from "./product-index";
import { PRODUCT_FACETS, type ProductFacet, type ProductQuery } from "./query";

const index = new ProductIndex(PRODUCTS);

function query(raw: Record<string, string | string[]>): ProductQuery {
  return parseProductQuery(
    Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, typeof v === "string" ? [v] : v])),
  );
}

function ids(raw: Record<string, string | string[]>): string[] {
  return index.search(query({ pageSize: "96", ...raw })).hits.map((hit) => hit.id);
}

describe("product text search", () => {
  it("forgives typos: one edit from 4 letters, two from 8", () => {
    expect(ids({ q: "Chardonay" }).sort()).toEqual(["p05", "p08"]);
    expect(ids({ q: "Gewurztraminer" })).toEqual(["p03"]);
    expect(ids({ q: "gewurtztraminr" })).toEqual(["p03"]);
    expect(ids({ q: "sirah" }).sort()).toEqual(["p04", "p12"]);
  });

  it("matches the last word as a prefix (search as you type)", () => {
    expect(ids({ q: "rieslin" }).sort()).toEqual(["p01", "p02"]);
    expect(ids({ q: "chateaun" })).toEqual(["p04"]);
    // Only the last word is a prefix; an earlier one matches whole (or within its typo allowance).
    expect(ids({ q: "riesli trocken" })).toEqual([]);
    expect(ids({ q: "rieslin trocken" })).toEqual(["p02"]);
  });

  it("ignores case and accents both ways", () => {
    expect(ids({ q: "rhone" }).sort()).toEqual(["p04", "p12"]);
    expect(ids({ q: "RHÔNE" }).sort()).toEqual(["p04", "p12"]);
    expect(ids({ q: "cremant rose" })).toEqual(["p10"]);
    expect(ids({ q: "spatlese" })).toEqual(["p01"]);
  });

  it("suggests a close spelling when nothing matches, one edit past the typo allowance", () => {
    const miss = index.search(query({ q: "Rieslign trkcen" }));
    expect(miss.total).toBe(0);
    expect(miss.suggestion).toBe("riesling trocken");
    expect(index.search(query({ q: "riesling trokne" })).suggestion).toBe("riesling trocken");
    expect(index.search(query({ q: miss.suggestion! })).total).toBeGreaterThan(0);
    // Found as typed: no suggestion; nothing close: none either.
    expect(index.search(query({ q: "Chardonay" })).suggestion).toBeUndefined();
    expect(index.search(query({ q: "xylophone" })).suggestion).toBeUndefined();
    // A suggestion that would find nothing under the same filters is not made.
    expect(index.search(query({ q: "riesling trokne", kind: "Beer" })).suggestion).toBeUndefined();
  });

  it("does not fuzz short words", () => {
    expect(ids({ q: "ipa" })).toEqual(["p09"]);
    expect(ids({ q: "ipx" })).toEqual([]);
  });

  it("finds countries by their name in every site locale", () => {
    for (const name of ["Germany", "Deutschland", "Allemagne", "Alemania", "Germania"]) {
      expect(ids({ q: name }).sort(), name).toEqual(["p01", "p02", "p09"]);
    }
    expect(ids({ q: "Frankreich" })).toHaveLength(6);
  });

  it("requires every word to match, each in any field", () => {
    expect(ids({ q: "riesling mosel" })).toEqual(["p01"]);
    expect(ids({ q: "roulot pinot" })).toEqual(["p06"]);
    expect(ids({ q: "weinbach alsace rose" })).toEqual(["p10"]);
    expect(ids({ q: "riesling toscana" })).toEqual([]);
    expect(ids({ q: "zzzz" })).toEqual([]);
  });

  it("finds beers and spirits by style, products by exhibitor", () => {
    expect(ids({ q: "india pale" })).toEqual(["p09"]);
    expect(ids({ q: "gin" })).toEqual(["p11"]);
    expect(ids({ q: "vini italiani" })).toEqual(["p07"]);
  });

  it("ranks exact over prefix over fuzzy, then name over producer over details, then by name", () => {
    const ranking = new ProductIndex([
      product({ id: "fuzzy", name: "Syrax Reserve" }),
      product({ id: "prefix", name: "Syrahs of the World" }),
      product({ id: "region", name: "Aaa", region: "Syrah Valley" }),
      product({ id: "producer", name: "Bbb", producer: "Syrah House" }),
      product({ id: "name-b", name: "Syrah Bravo" }),
      product({ id: "name-a", name: "Syrah Alpha" }),
    ]);
    const hits = ranking.search(query({ q: "syrah" })).hits.map((hit) => hit.id);
    expect(hits).toEqual(["name-a", "name-b", "producer", "region", "prefix", "fuzzy"]);
  });

  it("sorts text matches by name on request, whichever way they were matched", () => {
    for (const counting of ["candidates", "bitsets"] as const) {
      const subject = new ProductIndex(PRODUCTS, { counting });
      for (const q of ["c", "ch", "domaine", "pinot noir", "chardonay"]) {
        const names = subject.search(query({ q, sort: "name", pageSize: "96" })).hits.map((hit) => hit.name);
        expect(names.length, q).toBeGreaterThan(0);
        expect(names, `${counting} ${q}`).toEqual(
          [...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })),
        );
      }
    }
  });

  it("sorts by name when there is no query", () => {
    const names = index.search(query({ pageSize: "96" })).hits.map((hit) => hit.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
  });
});

// Facet values computed here, independently of the index's schema.
function bandOf(alcohol: number | null): string[] {
  if (alcohol === null) return [];
  const bands: [number, string][] = [
    [5, "under5"],
    [10, "5to10"],
    [12, "10to12"],
    [13, "12to13"],
    [14, "13to14"],
    [15, "14to15"],
    [22, "15to22"],
  ];
  return [bands.find(([limit]) => alcohol < limit)?.[1] ?? "over22"];
}
const nonEmpty = (value: string) => (value ? [value] : []);
const VALUES: Record<ProductFacet, (doc: ProductDocument) => string[]> = {
  kind: (d) => [d.summary.kind],
  country: (d) => nonEmpty(d.summary.country),
  region: (d) => nonEmpty(d.summary.region),
  grape: (d) => d.grapes,
  color: (d) => nonEmpty(d.summary.color),
  vintage: (d) => (d.summary.vintage === null ? [] : [String(d.summary.vintage)]),
  characteristic: (d) => d.summary.characteristics,
  medal: (d) => [...new Set(d.summary.awards.map((award) => award.medal))],
  price: (d) => nonEmpty(d.summary.priceRange),
  closure: (d) => nonEmpty(d.closure),
  alcohol: (d) => bandOf(d.alcohol),
};

// Documents matching a one-word query, by plain substring over the words of
// every searchable field (the words chosen below have no near neighbours).
function textMatches(doc: ProductDocument, word: string): boolean {
  if (!word) return true;
  const countries: Record<string, string> = {
    DE: "germany deutschland",
    FR: "france frankreich",
    IT: "italy italia italien",
  };
  const haystack = [
    doc.summary.name,
    doc.summary.producer.name,
    doc.summary.exhibitor.name,
    doc.summary.region,
    doc.subregion,
    doc.designation,
    doc.style,
    ...doc.grapes,
    countries[doc.summary.country] ?? "",
  ]
    .join(" ")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase();
  return haystack.split(/[^a-z0-9]+/).some((w) => w.startsWith(word));
}

function passes(
  doc: ProductDocument,
  selection: Partial<Record<ProductFacet, string[]>>,
  except?: ProductFacet,
): boolean {
  return Object.entries(selection).every(
    ([facet, values]) =>
      facet === except || !values?.length || VALUES[facet as ProductFacet](doc).some((value) => values.includes(value)),
  );
}

function expectedCounts(word: string, selection: Partial<Record<ProductFacet, string[]>>) {
  const out = {} as Record<ProductFacet, Map<string, number>>;
  for (const facet of PRODUCT_FACETS) {
    const counts = new Map<string, number>();
    for (const doc of PRODUCTS) {
      if (!textMatches(doc, word) || !passes(doc, selection, facet)) continue;
      for (const value of VALUES[facet](doc)) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    for (const value of selection[facet] ?? []) if (!counts.has(value)) counts.set(value, 0);
    out[facet] = counts;
  }
  return out;
}

// The same index with each way of counting forced, so both are held to the brute force.
const COUNTING = {
  auto: index,
  candidates: new ProductIndex(PRODUCTS, { counting: "candidates" }),
  bitsets: new ProductIndex(PRODUCTS, { counting: "bitsets" }),
  // Every value keeps every facet's counts over its documents (a list of one value reads them).
  pairs: new ProductIndex(PRODUCTS, { pairRowsFrom: 1 }),
};

function check(word: string, selection: Partial<Record<ProductFacet, string[]>>) {
  for (const [mode, subject] of Object.entries(COUNTING)) checkWith(subject, `${mode} ${word}`, word, selection);
}

function checkWith(
  subject: ProductIndex,
  mode: string,
  word: string,
  selection: Partial<Record<ProductFacet, string[]>>,
) {
  const result = subject.search(query({ q: word, pageSize: "96", ...selection }));
  const expectedHits = PRODUCTS.filter((doc) => textMatches(doc, word) && passes(doc, selection)).map(
    (doc) => doc.summary.id,
  );
  const label = JSON.stringify({ mode, selection });
  expect(result.total, label).toBe(expectedHits.length);
  expect(result.hits.map((hit) => hit.id).sort(), label).toEqual(expectedHits.sort());
  const expected = expectedCounts(word, selection);
  for (const facet of PRODUCT_FACETS) {
    const actual = new Map(result.facets[facet].map((entry) => [entry.value, entry.count]));
    expect(actual, `${label} facet ${facet}`).toEqual(expected[facet]);
  }
}

describe("product facets", () => {
  it("count every facet like a brute-force filter of the documents (disjunctive within a facet)", () => {
    check("", {});
    check("", { country: ["FR"] });
    check("", { country: ["FR", "DE"], color: ["white"] });
    check("", { grape: ["Syrah", "Chardonnay"], medal: ["gold"], price: ["over80", "40to80"] });
    check("", { characteristic: ["ORGANIC"], alcohol: ["13to14", "14to15"], closure: ["naturalCork"] });
    check("riesling", { vintage: ["2019"] });
    check("domaine", { region: ["Bourgogne"], color: ["red", "white"] });
    check("pinot", { kind: ["Wine"], country: ["FR"] });
  });

  it("count every facet for a list of any one value, read from the pairs or counted", () => {
    for (const facet of PRODUCT_FACETS) {
      for (const value of new Set(PRODUCTS.flatMap((doc) => VALUES[facet](doc)))) check("", { [facet]: [value] });
    }
  });

  it("count every facet right under random selections", () => {
    const random = seededRandom(42);
    const words = ["", "", "domaine", "riesling", "pinot", "roulot", "germany", "cru"];
    for (let round = 0; round < 300; round++) {
      const selection: Partial<Record<ProductFacet, string[]>> = {};
      const facetCount = Math.floor(random() * 4);
      for (let f = 0; f < facetCount; f++) {
        const facet = PRODUCT_FACETS[Math.floor(random() * PRODUCT_FACETS.length)];
        const pool = [...new Set(PRODUCTS.flatMap((doc) => VALUES[facet](doc)))];
        const picks = new Set(selection[facet]);
        for (let v = 0; v < 1 + Math.floor(random() * 2); v++) picks.add(pool[Math.floor(random() * pool.length)]);
        selection[facet] = [...picks];
      }
      check(words[Math.floor(random() * words.length)], selection);
    }
  });

  it("keeps selected values, even with no document, and marks them", () => {
    const result = index.search(query({ country: ["IT"], color: "white", region: "Atlantis" }));
    expect(result.total).toBe(0);
    expect(result.facets.country.find((entry) => entry.value === "IT")).toEqual({
      value: "IT",
      count: 0,
      selected: true,
    });
    expect(result.facets.color.find((entry) => entry.value === "white")).toEqual({
      value: "white",
      count: 0,
      selected: true,
    });
    expect(result.facets.region).toContainEqual({ value: "Atlantis", count: 0, selected: true });
  });

  it("shows a selected facet's alternatives with their counts", () => {
    const result = index.search(query({ country: "DE" }));
    expect(result.facets.country).toEqual([
      { value: "FR", count: 6, selected: false },
      { value: "DE", count: 3, selected: true },
      { value: "IT", count: 1, selected: false }, // Italy, United Kingdom, United States
      { value: "GB", count: 1, selected: false },
      { value: "US", count: 1, selected: false },
    ]);
  });

  it("orders values by count, then label (localized for countries)", () => {
    const result = index.search(query({}));
    expect(result.facets.color.map((entry) => entry.value)).toEqual(["white", "red", "rose"]);
    const de = index
      .search(query({ kind: "Wine" }), "de")
      .facets.country.slice(1)
      .map((entry) => entry.value);
    expect(de).toEqual(["DE", "IT", "US"]); // Deutschland, Italien, Vereinigte Staaten
    const en = index
      .search(query({ kind: "Wine" }), "en")
      .facets.country.slice(1)
      .map((entry) => entry.value);
    expect(en).toEqual(["DE", "IT", "US"]);
    const es = index
      .search(query({ kind: ["Wine", "Beer", "Spirit"] }), "es")
      .facets.country.slice(2)
      .map((entry) => entry.value);
    expect(es).toEqual(["US", "IT", "GB"]); // Estados Unidos, Italia, Reino Unido
  });
});

describe("product sorting and pages", () => {
  it("sorts by table number in natural order, without a table last", () => {
    const tables = index.search(query({ sort: "table", pageSize: "96" })).hits.map((hit) => hit.tableNumber);
    expect(tables).toEqual(["A1", "A2", "A3", "A3", "A10", "A10", "B1", "B1", "C12", "D4", "E7", ""]);
  });

  it("sorts by vintage (newest first) and price (lowest first), missing values last, ties by name", () => {
    const vintages = index.search(query({ sort: "vintage", pageSize: "96" })).hits.map((hit) => hit.vintage);
    expect(vintages).toEqual([2022, 2021, 2021, 2020, 2019, 2019, 2018, 2017, 2017, null, null, null]);
    const byVintage = index.search(query({ sort: "vintage", pageSize: "96" })).hits;
    expect(byVintage.slice(1, 3).map((hit) => hit.name)).toEqual(["Bourgogne Pinot Noir", "Rheingau Riesling trocken"]);
    const prices = index.search(query({ sort: "price", pageSize: "96" })).hits.map((hit) => hit.price);
    expect(prices).toEqual([4, 14, 18, 25, 28, 30, 32, 45, 55, 95, 120, null]);
  });

  it("sorts filtered results as well, through the same orders", () => {
    const tables = index.search(query({ sort: "table", country: "FR" })).hits.map((hit) => hit.tableNumber);
    expect(tables).toEqual(["A1", "A3", "A3", "A10", "B1", "B1"]);
  });

  it("orders any result like a brute-force sort (few hits are sorted, many are walked in the precomputed order)", () => {
    const byName = (a: ProductDocument, b: ProductDocument) =>
      a.summary.name.localeCompare(b.summary.name, "en", { sensitivity: "base" });
    const last = (value: number | null, direction: number) => (value === null ? Infinity : value * direction);
    const keys = {
      table: (a: ProductDocument, b: ProductDocument) =>
        (a.summary.tableNumber === "" ? 1 : 0) - (b.summary.tableNumber === "" ? 1 : 0) ||
        a.summary.tableNumber.localeCompare(b.summary.tableNumber, "en", { numeric: true }),
      price: (a: ProductDocument, b: ProductDocument) => last(a.summary.price, 1) - last(b.summary.price, 1),
      vintage: (a: ProductDocument, b: ProductDocument) => last(a.summary.vintage, -1) - last(b.summary.vintage, -1),
    };
    const cases: [string, Partial<Record<ProductFacet, string[]>>][] = [
      ["", { country: ["FR"] }],
      ["", { grape: ["Syrah"] }],
      ["domaine", {}],
      ["gin", {}],
      ["pinot", { color: ["red", "rose"] }],
    ];
    for (const [sort, compare] of Object.entries(keys)) {
      for (const [q, selection] of cases) {
        const expected = PRODUCTS.filter((doc) => textMatches(doc, q) && passes(doc, selection))
          .sort((a, b) => compare(a, b) || byName(a, b))
          .map((doc) => doc.summary.id);
        const actual = index.search(query({ q, sort, pageSize: "96", ...selection })).hits.map((hit) => hit.id);
        expect(actual, `${sort} ${q} ${JSON.stringify(selection)}`).toEqual(expected);
      }
    }
  });

  it("pages within bounds", () => {
    const first = index.search(query({ pageSize: "5" }));
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 5 });
    expect(first.hits).toHaveLength(5);
    const last = index.search(query({ pageSize: "5", page: "3" }));
    expect(last.hits).toHaveLength(2);
    const beyond = index.search(query({ pageSize: "5", page: "99" }));
    expect(beyond.page).toBe(3);
    expect(beyond.hits.map((hit) => hit.id)).toEqual(last.hits.map((hit) => hit.id));
    const all = [1, 2, 3].flatMap((page) =>
      index.search(query({ pageSize: "5", page: String(page), sort: "price" })).hits.map((hit) => hit.id),
    );
    expect(new Set(all).size).toBe(12);
    const empty = index.search(query({ q: "nothing-like-this" }));
    expect(empty).toMatchObject({ total: 0, page: 1, hits: [] });
  });

  it("defaults to 24 per page and caps at 96", () => {
    expect(query({}).pageSize).toBe(24);
    expect(query({ pageSize: "500" }).pageSize).toBe(96);
  });
});
