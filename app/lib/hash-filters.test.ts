import { describe, expect, it } from "vitest";
import { seededRandom } from "../../tests/support/seeded-random";
import { decodeFilters, encodeFilters, type Filters, filtersFromSearchParams } from "./hash-filters";

describe("encodeFilters", () => {
  it("joins pairs with & and list values with commas, in insertion order", () => {
    expect(encodeFilters({ country: "FR", grape: ["Merlot", "Syrah"] })).toBe("country=FR&grape=Merlot,Syrah");
    expect(encodeFilters({ grape: ["Syrah"], country: "FR" })).toBe("grape=Syrah&country=FR");
  });

  it("skips empty values, empty lists, empty items and empty names", () => {
    expect(encodeFilters({ a: "", b: [], c: undefined, d: null, "": "x", e: ["", "1", ""] })).toBe("e=1");
    expect(encodeFilters({})).toBe("");
  });

  it("percent-encodes names and each item so separators inside values survive", () => {
    expect(encodeFilters({ "a&b": ["x,y", "p=q", "r s"] })).toBe("a%26b=x%2Cy,p%3Dq,r%20s");
    expect(encodeFilters({ region: "Côte-d'Or" })).toBe("region=C%C3%B4te-d'Or");
  });

  it("drops duplicate items", () => {
    expect(encodeFilters({ grape: ["Merlot", "Merlot", "Syrah"] })).toBe("grape=Merlot,Syrah");
  });

  it("replaces a lone surrogate instead of throwing", () => {
    expect(decodeFilters(encodeFilters({ q: "a\uD800b" }))).toEqual({ q: ["a\uFFFDb"] });
  });
});

describe("decodeFilters", () => {
  it("accepts the hash with or without # and a query with ?", () => {
    const expected = { country: ["FR"], grape: ["Merlot", "Syrah"] };
    expect(decodeFilters("#country=FR&grape=Merlot,Syrah")).toEqual(expected);
    expect(decodeFilters("country=FR&grape=Merlot,Syrah")).toEqual(expected);
    expect(decodeFilters("?country=FR&grape=Merlot,Syrah")).toEqual(expected);
  });

  it("returns nothing for an empty hash", () => {
    expect(decodeFilters("")).toEqual({});
    expect(decodeFilters("#")).toEqual({});
  });

  it("ignores malformed parts one by one and never throws", () => {
    expect(decodeFilters("%E0%A4%A")).toEqual({});
    expect(decodeFilters("a=%E0%A4%A&b=1")).toEqual({ b: ["1"] });
    expect(decodeFilters("%E0%A4%A=1&b=2")).toEqual({ b: ["2"] });
    expect(decodeFilters("=x")).toEqual({});
    expect(decodeFilters("a=")).toEqual({});
    expect(decodeFilters("a")).toEqual({});
    expect(decodeFilters("&&&")).toEqual({});
    expect(decodeFilters("a=1,,2,%ZZ,3")).toEqual({ a: ["1", "2", "3"] });
  });

  it("merges repeated names without duplicates", () => {
    expect(decodeFilters("a=1&a=2")).toEqual({ a: ["1", "2"] });
    expect(decodeFilters("a=1,2&a=2,3")).toEqual({ a: ["1", "2", "3"] });
  });

  it("reads + as a space, like form encoding", () => {
    expect(decodeFilters("q=red+wine&p=%2B1")).toEqual({ q: ["red wine"], p: ["+1"] });
  });

  it("keeps a filter named __proto__ as data", () => {
    const result = decodeFilters("__proto__=x");
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.keys(result)).toEqual(["__proto__"]);
    expect(Object.getOwnPropertyDescriptor(result, "__proto__")?.value).toEqual(["x"]);
  });
});

describe("filtersFromSearchParams", () => {
  it("splits lists on commas and merges repeated names", () => {
    expect(filtersFromSearchParams(new URLSearchParams("?country=FR,IT&country=ES"))).toEqual({
      country: ["FR", "IT", "ES"],
    });
  });

  it("matches decodeFilters for a query without encoded commas", () => {
    const query = "?country=FR,IT&grape=Gr%C3%BCner+Veltliner&country=IT&empty=&=x";
    expect(filtersFromSearchParams(new URLSearchParams(query))).toEqual(decodeFilters(query));
  });
});

const ALPHABET = [..."aZ09 ,&=%#?+/;:'\"-_.~éèçñüßøÀÔ€中文日本😀🍷\u00a0\u202f\t"];

function randomText(next: () => number, maxLength: number): string {
  const length = 1 + Math.floor(next() * maxLength);
  return Array.from({ length }, () => ALPHABET[Math.floor(next() * ALPHABET.length)]).join("");
}

function randomFilters(next: () => number): Filters {
  const state: Filters = {};
  const names = 1 + Math.floor(next() * 4);
  for (let i = 0; i < names; i += 1) {
    const items = new Set(Array.from({ length: 1 + Math.floor(next() * 4) }, () => randomText(next, 12)));
    state[randomText(next, 8)] = [...items];
  }
  return state;
}

describe("round trip", () => {
  it("decode(encode(x)) equals x for accents, commas, ampersands, spaces and unicode", () => {
    const samples: Filters[] = [
      { région: ["Côte-Rôtie", "Saint-Émilion"], grape: ["Grüner Veltliner"] },
      { "a,b": ["x,y"], "c&d": ["1&2"], "e=f": ["3=4"] },
      { q: ["red wine + 🍷", "100% Pinot"] },
    ];
    for (const sample of samples) expect(decodeFilters(`#${encodeFilters(sample)}`)).toEqual(sample);
  });

  it("holds for 500 generated filter states", () => {
    const next = seededRandom(20240611);
    for (let run = 0; run < 500; run += 1) {
      const state = randomFilters(next);
      expect(decodeFilters(encodeFilters(state)), JSON.stringify(state)).toEqual(state);
    }
  });
});
