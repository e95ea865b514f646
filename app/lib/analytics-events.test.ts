import { describe, expect, it } from "vitest";
import { eventPathOf, pageEntityOf, pathOnly, storablePath, targetOf } from "./analytics-events";

describe("a page's path and what it shows", () => {
  it("keeps the path and drops the query and the hash", () => {
    expect(pathOnly("/en/catalog?q=anna@example.com#x")).toBe("/en/catalog");
    expect(pathOnly("/p/en/events/fair/products#country=FR")).toBe("/p/en/events/fair/products");
    expect(pathOnly("/en")).toBe("/en");
  });

  it("keeps only the section of a person's own pages, whose ids would lead back to them", () => {
    expect(storablePath("/en/my/meetings/0123456789abcdef01234567/accept")).toBe("/en/my");
    expect(storablePath("/de/organizer/pages/abc?event=x")).toBe("/de/organizer");
    expect(storablePath("/en/registrations/r1/representatives/p1/onboarding")).toBe("/en/registrations");
    expect(storablePath("/cms-preview/pages/abc")).toBe("/cms-preview");
    expect(storablePath("/en/people/p1")).toBe("/en/people/p1");
    expect(storablePath("/p/en/events/fair/exhibitors/e1?x=1")).toBe("/p/en/events/fair/exhibitors/e1");
  });

  it("names the event in the path, with or without a locale, and none on the site's own pages", () => {
    expect(eventPathOf("/p/en/events/fair/exhibitors/e1")).toEqual({ idOrSlug: "fair", rest: ["exhibitors", "e1"] });
    expect(eventPathOf("/p/events/fair")).toEqual({ idOrSlug: "fair", rest: [] });
    expect(eventPathOf("/en/catalog")).toEqual({ idOrSlug: null, rest: ["en", "catalog"] });
    expect(eventPathOf("/p/en")).toEqual({ idOrSlug: null, rest: ["p", "en"] });
  });

  it("resolves an exhibitor's and a product's page, under the default and the event's own section names", () => {
    expect(pageEntityOf("/p/en/events/fair/exhibitors/e1")).toEqual({ type: "exhibitor", id: "e1" });
    expect(pageEntityOf("/p/events/fair/products/by-exhibitor/e1/p1")).toEqual({ type: "product", id: "p1" });
    expect(pageEntityOf("/p/de/events/fair/products/by-producer/pr1/p2")).toEqual({ type: "product", id: "p2" });
    const segments = { exhibitors: "aussteller", products: "weine" };
    expect(pageEntityOf("/p/de/events/fair/aussteller/e1", segments)).toEqual({ type: "exhibitor", id: "e1" });
    expect(pageEntityOf("/p/de/events/fair/weine/by-exhibitor/e1/p1", segments)).toEqual({ type: "product", id: "p1" });
    // The default name the event renamed is no longer its exhibitor page.
    expect(pageEntityOf("/p/de/events/fair/exhibitors/e1", segments)).toBeNull();
  });

  it("finds no entity on lists, producers, other pages and the site's own pages", () => {
    expect(pageEntityOf("/p/en/events/fair/exhibitors")).toBeNull();
    expect(pageEntityOf("/p/en/events/fair/producers/pr1")).toBeNull();
    expect(pageEntityOf("/p/en/events/fair/products/p1")).toBeNull();
    expect(pageEntityOf("/p/en/events/fair/products/by-exhibitor/e1")).toBeNull();
    expect(pageEntityOf("/p/en/events/fair/pages/exhibitors")).toBeNull();
    expect(pageEntityOf("/en/catalog/some-page")).toBeNull();
    expect(pageEntityOf("/en/exhibitors/e1")).toBeNull();
  });

  it("decodes the ids it finds", () => {
    expect(pageEntityOf("/p/en/events/fair/exhibitors/a%20b")).toEqual({ type: "exhibitor", id: "a b" });
  });
});

describe("an outbound link's target", () => {
  it("is the origin and path of an http(s) URL, never its query or hash", () => {
    expect(targetOf("https://shop.example.com/wine/1?ref=anna@example.com#buy")).toBe(
      "https://shop.example.com/wine/1",
    );
    expect(targetOf("http://winery.example")).toBe("http://winery.example/");
    expect(targetOf("mailto:anna@example.com")).toBeNull();
    expect(targetOf("javascript:alert(1)")).toBeNull();
    expect(targetOf("not a url")).toBeNull();
  });
});
