import { describe, expect, it } from "vitest";
import { eventOfLocation, myPagePath } from "./my-page-links";

describe("my page links", () => {
  it("find the event a page is about, in the catalogue's path or a personal page's query", () => {
    expect(eventOfLocation("/p/de/events/fair-2/products/by-exhibitor/e1/p1", "")).toBe("fair-2");
    expect(eventOfLocation("/p/events/fair%202", "")).toBe("fair 2");
    expect(eventOfLocation("/en/my/bookmarks", "?event=fair-2&x=1")).toBe("fair-2");
    expect(eventOfLocation("/en/people", "")).toBeNull();
    expect(eventOfLocation("/p/en/events/%E0%A4%A", "")).toBeNull();
  });
  it("keep the event in every personal link", () => {
    expect(myPagePath("de", "bookmarks", "fair 2")).toBe("/de/my/bookmarks?event=fair%202");
    expect(myPagePath("en", "profile", null)).toBe("/en/my/profile");
  });
});
