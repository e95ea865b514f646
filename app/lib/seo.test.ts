import { describe, expect, it } from "vitest";
import { pageMeta, summarize } from "./seo";

describe("pageMeta", () => {
  const meta = pageMeta({
    title: "Riesling Kabinett",
    description: "A Mosel Riesling.",
    origin: "https://fair.example",
    path: "/p/events/abc/products/by-exhibitor/e1/p1",
    locale: "de",
    siteName: "Uncork",
    jsonLd: { "@type": "Product", name: "Riesling Kabinett" },
  });

  it("canonicalises a locale-less path to the page's locale", () => {
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://fair.example/p/de/events/abc/products/by-exhibitor/e1/p1",
    });
  });

  it("lists an alternate for each of the five locales and x-default", () => {
    const alternates = meta
      .filter((m) => "rel" in m && m.rel === "alternate")
      .map((m) => (m as { hrefLang: string }).hrefLang);
    expect(alternates).toEqual(["en", "de", "fr", "es", "it", "x-default"]);
  });

  it("carries the title and the JSON-LD", () => {
    expect(meta[0]).toEqual({ title: "Riesling Kabinett · Uncork" });
    expect(meta).toContainEqual({ "script:ld+json": { "@type": "Product", name: "Riesling Kabinett" } });
  });
});

describe("summarize", () => {
  it("keeps short text and cuts long text at a word", () => {
    expect(summarize("  short   text ")).toBe("short text");
    const long = "word ".repeat(60);
    const out = summarize(long, 50);
    expect(out.length).toBeLessThanOrEqual(50);
    expect(out.endsWith("…")).toBe(true);
    expect(out).not.toMatch(/wor…$/);
  });
});
