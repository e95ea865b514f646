import { describe, expect, it } from "vitest";
import { decodeFilters, withFilters } from "./hash-filters";
import { absoluteUrl, basePath, DEFAULT_SEGMENTS, type LinkBase, links, resolveSegments, sectionOf } from "./links";

const fr: LinkBase = { locale: "fr", collectionId: "ev1" };
const noLocale: LinkBase = { locale: null, collectionId: "ev1" };
const renamed: LinkBase = {
  locale: "de",
  collectionId: "ev1",
  segments: { exhibitors: "aussteller", products: "weine" },
};

describe("basePath", () => {
  it("puts the locale after /p, or leaves it out for the locale-less routes", () => {
    expect(basePath(fr)).toBe("/p/fr/events/ev1");
    expect(basePath(noLocale)).toBe("/p/events/ev1");
  });

  it("encodes the collection id", () => {
    expect(basePath({ locale: "en", collectionId: "a/b c" })).toBe("/p/en/events/a%2Fb%20c");
  });
});

describe("links", () => {
  it("builds every event link shape with the default segments", () => {
    expect(links.eventHome(fr)).toBe("/p/fr/events/ev1");
    expect(links.exhibitors(fr)).toBe("/p/fr/events/ev1/exhibitors");
    expect(links.exhibitor(fr, "x1")).toBe("/p/fr/events/ev1/exhibitors/x1");
    expect(links.products(fr)).toBe("/p/fr/events/ev1/products");
    expect(links.productByExhibitor(fr, "x1", "p1")).toBe("/p/fr/events/ev1/products/by-exhibitor/x1/p1");
    expect(links.productByProducer(fr, "pr1", "p1")).toBe("/p/fr/events/ev1/products/by-producer/pr1/p1");
    expect(links.producers(fr)).toBe("/p/fr/events/ev1/producers");
    expect(links.producer(fr, "pr1")).toBe("/p/fr/events/ev1/producers/pr1");
    expect(links.productList(fr, "l1")).toBe("/p/fr/events/ev1/productLists/l1");
    expect(links.area(fr, "hall-a")).toBe("/p/fr/events/ev1/areas/hall-a");
  });

  it("builds the locale-less shapes", () => {
    expect(links.exhibitor(noLocale, "x1")).toBe("/p/events/ev1/exhibitors/x1");
    expect(links.productByExhibitor(noLocale, "x1", "p1")).toBe("/p/events/ev1/products/by-exhibitor/x1/p1");
    expect(links.producer(noLocale, "pr1")).toBe("/p/events/ev1/producers/pr1");
  });

  it("uses the event's configured segments over the defaults", () => {
    expect(links.exhibitor(renamed, "x1")).toBe("/p/de/events/ev1/aussteller/x1");
    expect(links.productByProducer(renamed, "pr1", "p1")).toBe("/p/de/events/ev1/weine/by-producer/pr1/p1");
    expect(links.producer(renamed, "pr1")).toBe("/p/de/events/ev1/producers/pr1");
  });

  it("treats an empty configured segment as unset", () => {
    expect(links.exhibitors({ ...fr, segments: { exhibitors: "" } })).toBe("/p/fr/events/ev1/exhibitors");
  });

  it("encodes every path segment", () => {
    const odd: LinkBase = { locale: "en", collectionId: "e", segments: { areas: "zones & halls" } };
    expect(links.area(odd, "hall/a?b#c")).toBe("/p/en/events/e/zones%20%26%20halls/hall%2Fa%3Fb%23c");
    expect(links.productByExhibitor(odd, "x/1", "p 1")).toBe("/p/en/events/e/products/by-exhibitor/x%2F1/p%201");
  });

  it("puts filters in the hash and leaves no hash when there is none", () => {
    const url = withFilters(links.exhibitors(fr), { country: "FR", grape: ["Merlot", "Syrah"] });
    expect(url).toBe("/p/fr/events/ev1/exhibitors#country=FR&grape=Merlot,Syrah");
    expect(decodeFilters(url.slice(url.indexOf("#")))).toEqual({ country: ["FR"], grape: ["Merlot", "Syrah"] });
    expect(withFilters(links.products(fr), {})).toBe("/p/fr/events/ev1/products");
    expect(withFilters(links.producers(fr), { country: [], region: undefined })).toBe("/p/fr/events/ev1/producers");
  });

  it("builds the catalog links", () => {
    expect(links.printCatalogue("it")).toBe("/it/catalog");
    expect(links.printCatalogueExhibitor("es", "bodega sol")).toBe("/es/catalog/bodega%20sol");
  });

  it("builds the meeting links", () => {
    expect(links.myMeetings("de")).toBe("/de/my/meetings");
    expect(links.myMeeting("fr", "m 1")).toBe("/fr/my/meetings/m%201");
    expect(links.myMeeting("en", "m1", "accept")).toBe("/en/my/meetings/m1/accept");
  });

  it("builds the networking platform links without doubled slashes", () => {
    expect(links.networkingSponsor("https://meet.example.com/fair/", "sp 9")).toBe(
      "https://meet.example.com/fair/sponsors/sp%209",
    );
    expect(links.networkingPeople("https://meet.example.com")).toBe("https://meet.example.com/people");
    expect(links.networkingSchedule("https://meet.example.com//")).toBe("https://meet.example.com/schedule");
  });
});

describe("sectionOf", () => {
  it("names the list a segment stands for under the defaults", () => {
    for (const [section, segment] of Object.entries(DEFAULT_SEGMENTS))
      expect(sectionOf(undefined, segment)).toBe(section);
  });

  it("follows the event's configuration and rejects the renamed defaults", () => {
    expect(sectionOf(renamed.segments, "aussteller")).toBe("exhibitors");
    expect(sectionOf(renamed.segments, "weine")).toBe("products");
    expect(sectionOf(renamed.segments, "exhibitors")).toBeNull();
    expect(sectionOf(renamed.segments, "producers")).toBe("producers");
  });

  it("returns null for unknown segments", () => {
    expect(sectionOf(undefined, "wines")).toBeNull();
    expect(sectionOf(undefined, "")).toBeNull();
    expect(sectionOf(undefined, "Exhibitors")).toBeNull();
  });
});

describe("resolveSegments", () => {
  it("merges a partial configuration over the defaults", () => {
    expect(resolveSegments({ areas: "halls" })).toEqual({ ...DEFAULT_SEGMENTS, areas: "halls" });
    expect(resolveSegments()).toEqual(DEFAULT_SEGMENTS);
  });
});

describe("absoluteUrl", () => {
  it("joins origin and path with exactly one slash", () => {
    expect(absoluteUrl("https://uncork.example", "/p/en/events/e")).toBe("https://uncork.example/p/en/events/e");
    expect(absoluteUrl("https://uncork.example/", "p/en")).toBe("https://uncork.example/p/en");
  });

  it("keeps a path prefix on the origin and the hash on the path", () => {
    expect(absoluteUrl("https://x.example/fairs/", "/p/en/events/e/products#country=FR")).toBe(
      "https://x.example/fairs/p/en/events/e/products#country=FR",
    );
  });
});

describe("index pages of product lists and areas", () => {
  it("use the event's configured segments", () => {
    const b = { locale: "it" as const, collectionId: "e1", segments: { productLists: "selezioni", areas: "zone" } };
    expect(links.productLists(b)).toBe("/p/it/events/e1/selezioni");
    expect(links.areas(b)).toBe("/p/it/events/e1/zone");
    expect(links.productLists({ locale: null, collectionId: "e1" })).toBe("/p/events/e1/productLists");
  });
});

describe("content pages", () => {
  it("are under pages/ at the site's root and under any event, whatever its segments", () => {
    expect(links.contentPage("de", "privacy")).toBe("/de/pages/privacy");
    const b = { locale: "fr" as const, collectionId: "e1", segments: { exhibitors: "pages" } };
    expect(links.eventContentPage(b, "horaires")).toBe("/p/fr/events/e1/pages/horaires");
    expect(links.eventContentPage({ locale: null, collectionId: "e 1" }, "a-b")).toBe("/p/events/e%201/pages/a-b");
  });
});
