// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { outboundClickOf, trackingRefused } from "./use-page-analytics";

describe("the browser's analytics", () => {
  const page = new URL("https://uncork.example/p/en/events/fair/exhibitors/e1?q=anna#x") as unknown as Location;

  function link(href: string, outbound?: string): Element {
    const anchor = document.createElement("a");
    anchor.href = href;
    if (outbound) anchor.setAttribute("data-outbound", outbound);
    const inner = document.createElement("span");
    anchor.append(inner);
    return inner;
  }

  it("counts a click on a link to another site, by its marked kind, without query or hash", () => {
    expect(outboundClickOf(link("https://winery.example/about?ref=1#top", "website"), page)).toEqual({
      kind: "outbound_click",
      path: "/p/en/events/fair/exhibitors/e1",
      target: "https://winery.example/about",
      link: "website",
    });
    expect(outboundClickOf(link("https://shop.example/", "shop"), page)).toMatchObject({ link: "shop" });
    expect(outboundClickOf(link("https://elsewhere.example/", "affiliate"), page)).toMatchObject({ link: "other" });
  });

  it("ignores the site's own links, mail and telephone links, and clicks outside links", () => {
    expect(outboundClickOf(link("https://uncork.example/en/catalog"), page)).toBeNull();
    expect(outboundClickOf(link("mailto:anna@example.com"), page)).toBeNull();
    expect(outboundClickOf(link("tel:+4930123"), page)).toBeNull();
    expect(outboundClickOf(document.createElement("button"), page)).toBeNull();
    expect(outboundClickOf(null, page)).toBeNull();
  });

  it("is refused by Do Not Track and by Global Privacy Control", () => {
    expect(trackingRefused({ doNotTrack: "1" } as Navigator)).toBe(true);
    expect(trackingRefused({ doNotTrack: null, globalPrivacyControl: true } as unknown as Navigator)).toBe(true);
    expect(trackingRefused({ doNotTrack: "0", globalPrivacyControl: false } as unknown as Navigator)).toBe(false);
    expect(trackingRefused({ doNotTrack: null } as Navigator)).toBe(false);
  });
});
