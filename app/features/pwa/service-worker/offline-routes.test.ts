import { describe, expect, it } from "vitest";
import {
  localeOfPage,
  mayKeepPage,
  OFFLINE_PAGES,
  offlinePageAddress,
  offlinePageFor,
  retryAddress,
} from "./offline-routes";

describe("offline routes", () => {
  it("shows the offline page in the page's language", () => {
    expect(offlinePageFor("/de/catalog")).toBe("/de/offline");
    expect(offlinePageFor("/p/fr/events/abc/products")).toBe("/fr/offline");
    expect(offlinePageFor("/p/events/abc")).toBe("/en/offline");
    expect(offlinePageFor("/")).toBe("/en/offline");
    expect(offlinePageFor("/xx/catalog")).toBe("/en/offline");
  });

  it("an address without a language takes the language of the page it was opened from", () => {
    expect(offlinePageFor("/b/ABCDEFGHJK", "https://fair.example/de/scan")).toBe("/de/offline");
    expect(offlinePageFor("/q/ABC234", "https://fair.example/p/it/events/x/products")).toBe("/it/offline");
    expect(offlinePageFor("/b/ABCDEFGHJK", "")).toBe("/en/offline");
    expect(offlinePageFor("/b/ABCDEFGHJK", "not a url")).toBe("/en/offline");
    // The page's own language wins over where it was opened from.
    expect(offlinePageFor("/fr/my/badge", "https://fair.example/de/scan")).toBe("/fr/offline");
  });

  it("precaches one offline page per language", () => {
    expect(OFFLINE_PAGES).toEqual(["/en/offline", "/de/offline", "/fr/offline", "/es/offline", "/it/offline"]);
    expect(localeOfPage("/it")).toBe("it");
  });

  it("keeps public pages and the badge, never someone's private page or an error", () => {
    expect(mayKeepPage("/p/de/events/a/products/b", 200, "public, max-age=0, must-revalidate")).toBe(true);
    expect(mayKeepPage("/de/my/bookmarks", 200, "private, no-store")).toBe(false);
    expect(mayKeepPage("/de/organizer", 200, null)).toBe(false);
    expect(mayKeepPage("/de/my/badge", 200, "private, no-store")).toBe(true);
    expect(mayKeepPage("/p/de/events/a", 404, "public")).toBe(false);
  });

  it("sends a page the network did not answer to the offline page, whose Try again comes back to it", () => {
    const address = offlinePageAddress(
      "/de/offline",
      new URL("https://fair.example/p/de/events/a/producers?q=riesling"),
    );
    expect(address).toBe("/de/offline?from=%2Fp%2Fde%2Fevents%2Fa%2Fproducers%3Fq%3Driesling");
    expect(retryAddress(new URL(address, "https://fair.example").search)).toBe("/p/de/events/a/producers?q=riesling");
    expect(retryAddress("?from=https%3A%2F%2Fevil.example")).toBeNull();
    expect(retryAddress("?from=%2F%2Fevil.example")).toBeNull();
    expect(retryAddress("")).toBeNull();
  });
});
