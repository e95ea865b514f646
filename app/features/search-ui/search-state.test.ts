import { describe, expect, it } from "vitest";
import { parseProductQuery } from "~/features/search/filters";
import { decodeFilters, encodeFilters, filtersFromSearchParams } from "~/lib/hash-filters";
import {
  activeFilterCount,
  apiQuery,
  clearFilters,
  hashHref,
  pageOf,
  searchApiPath,
  searchHref,
  searchKey,
  textOf,
  toggleValue,
  withPage,
  withSort,
  withText,
} from "./search-state";

describe("toggleValue", () => {
  it("adds a value to its facet and writes the hash of docs/product/catalogue.md", () => {
    const next = toggleValue({ country: ["DE"] }, "country", "AT");
    expect(next).toEqual({ country: ["DE", "AT"] });
    expect(encodeFilters(toggleValue(next, "color", "white"))).toBe("country=DE,AT&color=white");
  });

  it("removes a selected value, and the facet with its last value", () => {
    expect(toggleValue({ country: ["DE", "AT"], color: ["red"] }, "country", "DE")).toEqual({
      country: ["AT"],
      color: ["red"],
    });
    expect(toggleValue({ country: ["DE"], color: ["red"] }, "country", "DE")).toEqual({ color: ["red"] });
  });

  it("goes back to the first page and leaves the input alone", () => {
    const before = { grape: ["Riesling"], page: ["3"] };
    expect(toggleValue(before, "grape", "Syrah")).toEqual({ grape: ["Riesling", "Syrah"] });
    expect(before).toEqual({ grape: ["Riesling"], page: ["3"] });
  });

  it("keeps values with separators intact through the hash", () => {
    const next = toggleValue({}, "region", "Bordeaux, Rive droite");
    expect(decodeFilters(`#${encodeFilters(next)}`)).toEqual({ region: ["Bordeaux, Rive droite"] });
  });
});

describe("text, sort and page", () => {
  it("sets or removes the text, trimmed, on page 1", () => {
    expect(withText({ page: ["2"], color: ["red"] }, "  riesling ")).toEqual({ color: ["red"], q: ["riesling"] });
    expect(withText({ q: ["riesling"] }, "   ")).toEqual({});
    expect(textOf({ q: ["pinot"] })).toBe("pinot");
    expect(textOf({})).toBe("");
  });

  it("leaves the default order and page 1 out of the URL", () => {
    expect(withSort({ page: ["4"] }, "name", "relevance")).toEqual({ sort: ["name"] });
    expect(withSort({ sort: ["name"] }, "relevance", "relevance")).toEqual({});
    expect(withPage({ q: ["a"] }, 3)).toEqual({ q: ["a"], page: ["3"] });
    expect(withPage({ q: ["a"], page: ["3"] }, 1)).toEqual({ q: ["a"] });
  });

  it("reads the page, treating anything odd as page 1", () => {
    expect(pageOf({ page: ["7"] })).toBe(7);
    for (const page of [["0"], ["-2"], ["x"], ["1.5"], []]) expect(pageOf({ page })).toBe(1);
  });

  it("clears every filter and the text but keeps the order", () => {
    expect(clearFilters({ q: ["x"], country: ["FR"], sort: ["price"], page: ["2"] })).toEqual({ sort: ["price"] });
    expect(clearFilters({ country: ["FR"] })).toEqual({});
  });

  it("counts the chosen values and the text", () => {
    expect(
      activeFilterCount({ country: ["DE", "AT"], color: ["red"], q: ["x"], sort: ["name"] }, [
        "country",
        "color",
        "kind",
      ]),
    ).toBe(4);
  });
});

describe("from the URL to the search", () => {
  it("reads a hash in the browser and the query string on the server alike", () => {
    const expected = { q: ["riesling"], country: ["DE", "AT"], color: ["white"], sort: ["name"], page: ["2"] };
    expect(decodeFilters("#q=riesling&country=DE,AT&color=white&sort=name&page=2")).toEqual(expected);
    expect(
      filtersFromSearchParams(new URLSearchParams("?q=riesling&country=DE,AT&color=white&sort=name&page=2")),
    ).toEqual(expected);
    // A GET form repeats names; React Router re-encodes list commas as %2C.
    expect(filtersFromSearchParams(new URLSearchParams("?country=DE&country=AT&color=white%2Cred"))).toEqual({
      country: ["DE", "AT"],
      color: ["white", "red"],
    });
  });

  it("drops malformed hash parts one by one and keeps the rest", () => {
    expect(decodeFilters("#country=DE&=x&novalue&grape=%E0%A4%A,Syrah&color=")).toEqual({
      country: ["DE"],
      grape: ["Syrah"],
    });
  });

  it("gives, through the search's parser, the query of a shared hash link", () => {
    const query = parseProductQuery(decodeFilters("#grape=Riesling&country=de&vintage=19x9&sort=bogus&page=2"));
    expect(query.filters.grape).toEqual(["Riesling"]);
    expect(query.filters.country).toEqual(["DE"]);
    expect(query.filters.vintage).toEqual([]);
    expect(query.sort).toBe("relevance");
    expect(query.page).toBe(2);
  });
});

describe("searchKey", () => {
  it("is the same for the same search in any order", () => {
    expect(searchKey({ country: ["DE", "AT"], color: ["red"] })).toBe(
      searchKey({ color: ["red"], country: ["AT", "DE"] }),
    );
    expect(searchKey({ country: ["DE"] })).not.toBe(searchKey({ country: ["AT"] }));
  });
});

describe("facet and page links", () => {
  const path = "/p/en/events/abc/products";

  it("builds query-string links that work without JavaScript", () => {
    expect(searchHref(path, toggleValue({ country: ["DE"], page: ["2"] }, "country", "AT"))).toBe(
      `${path}?country=DE,AT`,
    );
    expect(searchHref(path, withPage({ q: ["pinot noir"] }, 2))).toBe(`${path}?q=pinot%20noir&page=2`);
    expect(searchHref(path, clearFilters({ country: ["DE"] }))).toBe(path);
  });

  it("builds the hash form that links inside the app use", () => {
    expect(hashHref(path, { grape: ["Riesling"], country: ["DE"] })).toBe(`${path}#grape=Riesling&country=DE`);
    expect(hashHref(path, {})).toBe(path);
  });

  it("asks the search API with the same filters and the page's locale", () => {
    expect(searchApiPath("abc def", "products")).toBe("/api/search/abc%20def/products");
    expect(apiQuery({ country: ["DE", "AT"], locale: ["xx"] }, "de")).toBe("?country=DE,AT&locale=de");
  });
});
