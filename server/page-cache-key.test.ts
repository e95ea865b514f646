import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalQuery, querySent } from "./page-cache-key";

describe("the page cache's canonical query", () => {
  it("keeps the parameters public pages read, by name, and drops the rest and empty ones", () => {
    expect(canonicalQuery("?utm_source=mail&q=riesling&country=FR&x=1")).toBe("?country=FR&q=riesling");
    expect(canonicalQuery("?sort=price&q=&page=2")).toBe("?page=2&sort=price");
    expect(canonicalQuery("?utm_campaign=fair")).toBe("");
    expect(canonicalQuery("")).toBe("");
    expect(canonicalQuery("?")).toBe("");
  });

  it("keeps the confirmation flag and better-auth's error code, and nothing else in their place", () => {
    expect(canonicalQuery("?emailConfirmed=1&utm=x")).toBe("?emailConfirmed=1");
    expect(canonicalQuery("?emailConfirmed=1&error=INVALID_TOKEN")).toBe("?emailConfirmed=1&error=INVALID_TOKEN");
    expect(canonicalQuery("?emailConfirmed=yes&error=%3Cscript%3E")).toBe("");
  });

  it("keeps the facets a list is asked to send whole, when every one is a facet", () => {
    expect(canonicalQuery("?more=grape,region&country=FR")).toBe("?country=FR&more=grape%2Cregion");
    expect(canonicalQuery("?more=grape,nonsense")).toBe("");
    expect(canonicalQuery("?more=")).toBe("");
  });

  it("keeps repeated values in their order, and a comma list as one value", () => {
    expect(canonicalQuery("?grape=Syrah&q=a&grape=Merlot")).toBe("?grape=Syrah&grape=Merlot&q=a");
    expect(canonicalQuery("?grape=Merlot,Syrah")).toBe("?grape=Merlot%2CSyrah");
  });

  it("is canonical already after one pass, whatever was sent", () => {
    const part = fc.string({
      unit: fc.constantFrom("a", "q", "=", "&", "%", "2", "C", ",", "+", " ", "é", "g", "r", "p"),
    });
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom("q", "grape", "sort", "utm", "page"), part)), (pairs) => {
        const once = canonicalQuery(`?${pairs.map(([n, v]) => `${n}=${v}`).join("&")}`);
        expect(canonicalQuery(once)).toBe(once);
      }),
    );
  });

  it("reads the query as sent", () => {
    expect(querySent("/en/products?b=1&a=2")).toBe("?b=1&a=2");
    expect(querySent("/en/products?")).toBe("?");
    expect(querySent("/en/products")).toBe("");
  });
});
