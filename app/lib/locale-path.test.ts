import { describe, expect, it } from "vitest";
import { isLocaleLessPath, localeOfPath, localizePath, negotiateLocale } from "./locale-path";

describe("localeOfPath", () => {
  it.each([
    ["/p/de/events/abc/exhibitors", "de"],
    ["/p/events/abc", null],
    ["/fr/catalog", "fr"],
    ["/xx/catalog", null],
    ["/p/xx/events/abc", null],
    ["/", null],
  ])("%s → %s", (path, locale) => expect(localeOfPath(path)).toBe(locale));
});

describe("localizePath", () => {
  it("replaces the locale of a catalogue path", () => {
    expect(localizePath("/p/de/events/abc/products", "it")).toBe("/p/it/events/abc/products");
  });
  it("adds a locale to a locale-less catalogue path", () => {
    expect(localizePath("/p/events/abc/exhibitors/x", "fr")).toBe("/p/fr/events/abc/exhibitors/x");
  });
  it("replaces or adds the leading locale elsewhere", () => {
    expect(localizePath("/es/catalog/bodega", "de")).toBe("/de/catalog/bodega");
    expect(localizePath("/", "de")).toBe("/de");
  });
});

describe("negotiateLocale", () => {
  it.each([
    ["de-DE,de;q=0.9,en;q=0.8", "de"],
    ["pt-BR, it;q=0.5, fr;q=0.7", "fr"],
    ["ja, zh;q=0.9", "en"],
    ["fr;q=0, es", "es"],
    ["", "en"],
    [null, "en"],
    ["de-CH", "de"],
    ["garbage;;q=abc", "en"],
  ])("%s → %s", (header, locale) => expect(negotiateLocale(header)).toBe(locale));
});

describe("isLocaleLessPath", () => {
  it("knows the locale-less catalogue routes", () => {
    expect(isLocaleLessPath("/p/events/abc/products")).toBe(true);
    expect(isLocaleLessPath("/p/en/events/abc")).toBe(false);
  });
});
