import { describe, expect, it } from "vitest";
import { eventAddressOf, labelCodeOf, savedPageOf } from "./saved-address";

describe("the saved fair's addresses", () => {
  it("reads the event and its language, with or without one", () => {
    expect(eventAddressOf("/p/de/events/fair-2026")).toEqual({ collectionId: "fair-2026", locale: "de", parts: [] });
    expect(eventAddressOf("/p/events/e1/products")).toEqual({ collectionId: "e1", locale: null, parts: ["products"] });
    expect(eventAddressOf("/p/xx/events/e1")).toBeNull();
    expect(eventAddressOf("/de/my/badge")).toBeNull();
  });

  it("names the home, exhibitor, producer and product pages with the event's own section names", () => {
    const page = (path: string, segments?: Record<string, string>) => {
      const address = eventAddressOf(path);
      return address && savedPageOf(address, segments);
    };
    expect(page("/p/de/events/e1")).toEqual({ page: "home" });
    expect(page("/p/de/events/e1/exhibitors/x1")).toEqual({ page: "exhibitor", id: "x1" });
    expect(page("/p/de/events/e1/producers/Kellerei%20S%C3%BCd")).toEqual({ page: "producer", id: "Kellerei Süd" });
    expect(page("/p/de/events/e1/products/by-exhibitor/x1/p1")).toEqual({
      page: "product",
      id: "p1",
      via: { exhibitorId: "x1" },
    });
    expect(page("/p/de/events/e1/products/by-producer/r1/p1")).toEqual({
      page: "product",
      id: "p1",
      via: { producerId: "r1" },
    });
    expect(page("/p/de/events/e1/aussteller/x1", { exhibitors: "aussteller" })).toEqual({
      page: "exhibitor",
      id: "x1",
    });
    // The default name an event renamed is no page of it; nor are curated lists, areas or content pages.
    expect(page("/p/de/events/e1/exhibitors/x1", { exhibitors: "aussteller" })).toBeNull();
    expect(page("/p/de/events/e1/areas")).toBeNull();
    expect(page("/p/de/events/e1/productLists")).toBeNull();
    expect(page("/p/de/events/e1/pages/about")).toBeNull();
  });

  it("names the products, exhibitors and producers lists, the event's own names too", () => {
    const page = (path: string, segments?: Record<string, string>) => {
      const address = eventAddressOf(path);
      return address && savedPageOf(address, segments);
    };
    expect(page("/p/de/events/e1/products")).toEqual({ page: "list", list: "products" });
    expect(page("/p/de/events/e1/exhibitors")).toEqual({ page: "list", list: "exhibitors" });
    expect(page("/p/de/events/e1/weine", { products: "weine" })).toEqual({ page: "list", list: "products" });
    expect(page("/p/de/events/e1/producers")).toEqual({ page: "list", list: "producers" });
    expect(page("/p/de/events/e1/products", { products: "weine" })).toBeNull();
  });

  it("reads a label's code in either case, and nothing that is no code", () => {
    expect(labelCodeOf("/q/k7m2qx")).toBe("K7M2QX");
    expect(labelCodeOf("/q/K7M2QX/")).toBe("K7M2QX");
    expect(labelCodeOf("/q/NOPE")).toBeNull();
    expect(labelCodeOf("/p/de/events/e1")).toBeNull();
  });
});
