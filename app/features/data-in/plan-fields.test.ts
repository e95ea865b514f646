import { describe, expect, it } from "vitest";
import { descriptionTexts, keptIds, only, type TextRow, textChanges, textsByRecord } from "./plan-fields";

const row = (id: string, locale: string, texts: Record<string, string>): TextRow => ({ id, locale, ...texts });

describe("plan fields", () => {
  it("keeps only the fields a source speaks for, all when it names none", () => {
    expect(only({ name: "A", country: "FR" }, new Set(["name"]))).toEqual({ name: "A" });
    expect(only({ name: "A", country: "FR" }, undefined)).toEqual({ name: "A", country: "FR" });
  });

  it("compares texts per locale; a locale or a field the source leaves out keeps what it had", () => {
    const before = textsByRecord([
      row("p1", "en", { description: "Old", food_pairing: "Fish" }),
      row("p1", "de", { description: "Alt" }),
    ]).get("p1")!;
    expect(textChanges(before, { en: { description: "New" }, fr: { description: "Neuf" } })).toEqual([
      { kind: "fieldChange", field: "translations.en.description", oldValue: "Old", newValue: "New" },
      { kind: "set", field: "translations.fr.description", oldValue: "", newValue: "Neuf" },
    ]);
    expect(textChanges(before, { en: { description: "Old" } })).toEqual([]);
  });

  it("groups translation rows by record and locale", () => {
    const grouped = textsByRecord([row("a", "en", { description: "x" }), row("a", "de", { description: "y" })]);
    expect([...grouped.keys()]).toEqual(["a"]);
    expect([...grouped.get("a")!.keys()]).toEqual(["en", "de"]);
  });

  it("turns descriptions into the texts compared", () => {
    expect(descriptionTexts({ en: "Hello", de: "Hallo" })).toEqual({
      en: { description: "Hello" },
      de: { description: "Hallo" },
    });
  });

  it("keeps what the source lists, what the whole source lists, or removes nothing", () => {
    expect(keptIds(undefined, "products", ["a", "b"])).toEqual(new Set(["a", "b"]));
    expect(keptIds(true, "exhibitors", ["a", "b"])).toEqual(new Set(["a", "b"]));
    const whole = { products: new Set(["a", "b", "c"]), exhibitors: new Set(["x"]) };
    expect(keptIds(whole, "products", ["a"])).toEqual(new Set(["a", "b", "c"]));
    expect(keptIds(whole, "exhibitors", ["a"])).toEqual(new Set(["x"]));
    expect(keptIds(false, "products", ["a"])).toBe(null);
  });
});
