import { describe, expect, it } from "vitest";
import { diffFields } from "~/features/catalogue/history";
import {
  createdFields,
  createdValues,
  descriptionTexts,
  keptIds,
  only,
  type TextRow,
  textChanges,
  textField,
  textFieldParts,
  textsByRecord,
} from "./plan-fields";

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

  it("plans a record the site does not have as its set values, whose field changes are those a comparison with nothing makes", () => {
    const columns = [
      { name: "Riesling", vintage: 2021, region: "", subregion: null },
      { alcohol: 12.5, grape_varieties: [], awards: [{ award: "Decanter", medal: "gold", year: 2023 }] },
    ];
    const texts = { en: { description: "Dry", food_pairing: "" }, de: { description: "Trocken" }, fr: undefined };
    const values = createdValues(columns, texts);
    // Empty values are not set; the order is the columns', then the texts' by locale.
    expect(Object.entries(values)).toEqual([
      ["name", "Riesling"],
      ["vintage", 2021],
      ["alcohol", 12.5],
      ["awards", [{ award: "Decanter", medal: "gold", year: 2023 }]],
      ["translations.en.description", "Dry"],
      ["translations.de.description", "Trocken"],
    ]);
    expect(createdFields(values)).toEqual([
      ...diffFields({}, columns[0]),
      ...diffFields({}, columns[1]),
      ...textChanges(new Map(), texts),
    ]);
  });

  it("plans the texts in the site's locale order and in the order of the text columns given, whatever order they came in", () => {
    const texts = {
      it: { vinification: "Acciaio", description: "Secco" },
      en: { vinification: "Steel", description: "Dry" },
    };
    expect(Object.keys(createdValues([{ name: "Riesling" }], texts, ["description", "vinification"]))).toEqual([
      "name",
      "translations.en.description",
      "translations.en.vinification",
      "translations.it.description",
      "translations.it.vinification",
    ]);
    // Without an order of columns, each locale's texts keep theirs.
    expect(Object.keys(createdValues([], texts))).toEqual([
      "translations.en.vinification",
      "translations.en.description",
      "translations.it.vinification",
      "translations.it.description",
    ]);
  });

  it("names a text's field once, and reads its locale and column back; a name without its column is refused", () => {
    expect(textField("de", "food_pairing")).toBe("translations.de.food_pairing");
    expect(textField("de", "food_pairing")).toBe(textField("de", "food_pairing"));
    expect(textFieldParts("translations.de.food_pairing")).toEqual(["de", "food_pairing"]);
    // A name the plan did not make is read from its text.
    expect(textFieldParts("translations.xx.tasting")).toEqual(["xx", "tasting"]);
    expect(() => textFieldParts("translations.en")).toThrow("A text change without its column: translations.en");
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
