import { describe, expect, it } from "vitest";
import { hasTranslation, localizedItems, pickTranslation } from "./translations";

interface Row {
  locale: string;
  productId: string;
  description: string;
  foodPairing: string | null;
}

const row = (locale: string, description: string, foodPairing: string | null = ""): Row => ({
  locale,
  productId: "p1",
  description,
  foodPairing,
});

describe("pickTranslation", () => {
  const fields = ["description", "foodPairing"] as const;

  it("takes the locale's text", () => {
    const rows = [row("en", "Dry red", "Lamb"), row("de", "Trockener Roter", "Lamm")];
    expect(pickTranslation(rows, "de", "fr", fields)).toEqual({ description: "Trockener Roter", foodPairing: "Lamm" });
  });

  it("falls back field by field to the event's default language", () => {
    const rows = [row("en", "Dry red", "Lamb"), row("fr", "Rouge sec", "Agneau"), row("de", "Trockener Roter", "")];
    expect(pickTranslation(rows, "de", "fr", fields)).toEqual({
      description: "Trockener Roter",
      foodPairing: "Agneau",
    });
  });

  it("then to English", () => {
    const rows = [row("it", "Rosso secco", "Agnello"), row("en", "Dry red", "Lamb"), row("de", "   ", null)];
    expect(pickTranslation(rows, "de", "fr", fields)).toEqual({ description: "Dry red", foodPairing: "Lamb" });
  });

  it("then to any translation that has the field", () => {
    const rows = [row("es", "", ""), row("it", "Rosso secco", ""), row("fr", "", "Agneau")];
    expect(pickTranslation(rows, "de", "en", fields)).toEqual({ description: "Rosso secco", foodPairing: "Agneau" });
  });

  it("gives an empty string, never undefined, when no translation has the field", () => {
    expect(pickTranslation([row("en", "", null)], "de", "en", fields)).toEqual({ description: "", foodPairing: "" });
    expect(pickTranslation([] as Row[], "de", "en", fields)).toEqual({ description: "", foodPairing: "" });
  });

  it("returns only the fields asked for", () => {
    expect(Object.keys(pickTranslation([row("en", "Dry red", "Lamb")], "en", "en", ["description"]))).toEqual([
      "description",
    ]);
  });
});

describe("hasTranslation", () => {
  const rows = [row("en", "Dry red"), row("de", "", "")];

  it("is true when the locale has a row", () => {
    expect(hasTranslation(rows, "en")).toBe(true);
    expect(hasTranslation(rows, "de")).toBe(true);
    expect(hasTranslation(rows, "fr")).toBe(false);
  });

  it("needs text in one of the given fields when fields are given", () => {
    expect(hasTranslation(rows, "en", ["description", "foodPairing"])).toBe(true);
    expect(hasTranslation(rows, "de", ["description", "foodPairing"])).toBe(false);
  });
});

describe("localizedItems", () => {
  it("keeps only the items in the current locale, in order", () => {
    const items = [
      { locale: "en", id: "1" },
      { locale: "de", id: "1" },
      { locale: "en", id: "2" },
      { locale: "fr", id: "3" },
    ];
    expect(localizedItems(items, "en").map((item) => item.id)).toEqual(["1", "2"]);
    expect(localizedItems(items, "it")).toEqual([]);
  });
});
