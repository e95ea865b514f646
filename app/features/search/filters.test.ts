import { describe, expect, it } from "vitest";
import { decodeFilters, encodeFilters } from "~/lib/hash-filters";
import {
  emptyProductQuery,
  exhibitorQueryToFilters,
  parseExhibitorQuery,
  parseProductQuery,
  productQueryToFilters,
} from "./filters";

describe("parseProductQuery", () => {
  it("reads every facet, the text, the sort and the page", () => {
    const query = parseProductQuery({
      q: ["  pinot noir "],
      kind: ["Wine"],
      country: ["fr", "DE"],
      region: ["Bourgogne"],
      grape: ["Pinot Noir", "Gamay"],
      color: ["red"],
      vintage: ["2019"],
      characteristic: ["organic"],
      medal: ["gold"],
      price: ["20to40"],
      closure: ["screwcap"],
      alcohol: ["12to13"],
      sort: ["price"],
      page: ["3"],
      pageSize: ["48"],
    });
    expect(query).toEqual({
      q: "pinot noir",
      filters: {
        kind: ["Wine"],
        country: ["FR", "DE"],
        region: ["Bourgogne"],
        grape: ["Pinot Noir", "Gamay"],
        color: ["red"],
        vintage: ["2019"],
        characteristic: ["ORGANIC"],
        medal: ["gold"],
        price: ["20to40"],
        closure: ["screwcap"],
        alcohol: ["12to13"],
      },
      sort: "price",
      page: 3,
      pageSize: 48,
    });
  });

  it("drops each malformed part on its own and keeps the rest", () => {
    const query = parseProductQuery({
      q: ["riesling"],
      kind: ["Wine", "Lemonade"],
      country: ["France", "IT"],
      vintage: ["19x9", "2020"],
      medal: ["wooden"],
      price: ["cheap"],
      alcohol: ["99"],
      sort: ["popularity"],
      page: ["abc"],
      pageSize: ["-4"],
      colour: ["red"],
      __proto__: ["x"],
    });
    expect(query.q).toBe("riesling");
    expect(query.filters.kind).toEqual(["Wine"]);
    expect(query.filters.country).toEqual(["IT"]);
    expect(query.filters.vintage).toEqual(["2020"]);
    expect(query.filters.medal).toEqual([]);
    expect(query.filters.price).toEqual([]);
    expect(query.filters.alcohol).toEqual([]);
    expect(query.sort).toBe("relevance");
    expect(query.page).toBe(1);
    expect(query.pageSize).toBe(24);
    expect(Object.keys(query.filters)).not.toContain("colour");
  });

  it("never throws, whatever arrives", () => {
    for (const raw of [
      {},
      { page: ["0"] },
      { page: ["99999999999"] },
      { q: [] },
      { sort: [""] },
      { region: ["", " ", "x".repeat(500)] },
    ]) {
      expect(() => parseProductQuery(raw)).not.toThrow();
    }
    expect(parseProductQuery({ page: ["0"] }).page).toBe(1);
    expect(parseProductQuery({ region: ["", " ", "x".repeat(500)] }).filters.region).toEqual([]);
    expect(parseProductQuery({ q: ["x".repeat(500)] }).q).toHaveLength(200);
  });

  it("removes duplicate values", () => {
    expect(parseProductQuery({ country: ["FR", "fr", "FR"] }).filters.country).toEqual(["FR"]);
  });
});

describe("parseExhibitorQuery", () => {
  it("reads the exhibitor facets and drops the rest", () => {
    const query = parseExhibitorQuery({
      q: ["weingut"],
      country: ["at"],
      offering: ["onlineShop", "teleportation"],
      hasDistribution: ["DE", "Germany"],
      seekingDistribution: ["us"],
      sort: ["country"],
      page: ["2"],
      grape: ["Riesling"],
    });
    expect(query).toEqual({
      q: "weingut",
      filters: { country: ["AT"], offering: ["onlineShop"], hasDistribution: ["DE"], seekingDistribution: ["US"] },
      sort: "country",
      page: 2,
      pageSize: 24,
    });
    expect(parseExhibitorQuery({ sort: ["price"] }).sort).toBe("relevance");
  });
});

describe("round trip through the URL hash", () => {
  it("gives back the same product query", () => {
    const query = parseProductQuery({
      q: ["côte rôtie"],
      country: ["FR"],
      grape: ["Syrah", "Viognier, blanc"],
      sort: ["vintage"],
      page: ["2"],
      alcohol: ["13to14"],
    });
    const hash = encodeFilters(productQueryToFilters(query));
    expect(parseProductQuery(decodeFilters(hash))).toEqual(query);
  });

  it("leaves defaults out", () => {
    expect(productQueryToFilters(emptyProductQuery())).toEqual({});
    const exhibitors = parseExhibitorQuery({ offering: ["videos"] });
    expect(exhibitorQueryToFilters(exhibitors)).toEqual({ offering: ["videos"] });
    expect(parseExhibitorQuery(decodeFilters(encodeFilters(exhibitorQueryToFilters(exhibitors))))).toEqual(exhibitors);
  });
});
