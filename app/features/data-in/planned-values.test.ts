import { describe, expect, it } from "vitest";
import type { FieldChange } from "~/features/catalogue/history";
import { changedColumns, changedTexts, slugOf } from "./planned-values";

const change = (field: string, newValue: unknown): FieldChange => ({ kind: "set", field, oldValue: null, newValue });

describe("planned values", () => {
  it("makes a slug that cannot collide: the name's, then the id", () => {
    expect(slugOf("Weingut Keller", "abc")).toBe("weingut-keller-abc");
    expect(slugOf("!!!", "abc")).toBe("item-abc");
  });

  it("takes the new values of the fields asked for", () => {
    const fields = [change("name", "A"), change("country", "FR"), change("translations.en.description", "x")];
    expect(changedColumns(fields, (field) => !field.startsWith("translations."))).toEqual({ name: "A", country: "FR" });
  });

  it("groups text changes per locale, an emptied text as an empty string", () => {
    const fields = [
      change("name", "A"),
      change("translations.en.description", "Dry"),
      change("translations.de.description", "Trocken"),
      change("translations.en.food_pairing", null),
    ];
    expect(changedTexts(fields)).toEqual([
      ["en", { description: "Dry", food_pairing: "" }],
      ["de", { description: "Trocken" }],
    ]);
  });

  it("refuses a text change whose name lacks its column, rather than write it under a wrong locale", () => {
    expect(() => changedTexts([change("translations.en", "Dry")])).toThrow(
      "A text change without its column: translations.en",
    );
  });
});
