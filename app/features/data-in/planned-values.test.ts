import { describe, expect, it } from "vitest";
import type { FieldChange } from "~/features/catalogue/history";
import { changedColumns, changedTexts, plannedValues, slugOf } from "./planned-values";

const change = (field: string, newValue: unknown): FieldChange => ({ kind: "set", field, oldValue: null, newValue });
const values = (fields: FieldChange[]) => plannedValues({ fields });

describe("planned values", () => {
  it("makes a slug that cannot collide: the name's, then the id", () => {
    expect(slugOf("Weingut Keller", "abc")).toBe("weingut-keller-abc");
    expect(slugOf("!!!", "abc")).toBe("item-abc");
  });

  it("takes a change's values from its fields, or from the values a created record was planned from", () => {
    expect(values([change("name", "A"), change("country", "FR"), change("name", "B")])).toEqual({
      name: "B",
      country: "FR",
    });
    const created = { name: "C", "translations.de.description": "Trocken" };
    // The values it was planned from, not its fields (the plan makes those from the values only when read).
    expect(plannedValues({ fields: [change("name", "not this")], created })).toBe(created);
  });

  it("takes the new values of the fields asked for", () => {
    const fields = [change("name", "A"), change("country", "FR"), change("translations.en.description", "x")];
    expect(changedColumns(values(fields), (field) => !field.startsWith("translations."))).toEqual({
      name: "A",
      country: "FR",
    });
  });

  it("groups text changes per locale, an emptied text as an empty string", () => {
    const fields = [
      change("name", "A"),
      change("translations.en.description", "Dry"),
      change("translations.de.description", "Trocken"),
      change("translations.en.food_pairing", null),
    ];
    expect(changedTexts(values(fields))).toEqual([
      ["en", { description: "Dry", food_pairing: "" }],
      ["de", { description: "Trocken" }],
    ]);
  });

  it("refuses a text change whose name lacks its column, rather than write it under a wrong locale", () => {
    expect(() => changedTexts(values([change("translations.en", "Dry")]))).toThrow(
      "A text change without its column: translations.en",
    );
  });
});
