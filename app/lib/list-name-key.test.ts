import { describe, expect, it } from "vitest";
import { listNameKey } from "./list-name-key";

describe("listNameKey", () => {
  it("meets names that differ only in case, in every script", () => {
    for (const [a, b] of [
      ["Öl", "öl"],
      ["Été", "été"],
      ["ΣΊΣΥΦΟΣ", "σίσυφος"],
      ["Ёлка", "ёлка"],
      ["STRASSE", "straße"],
      ["Rosé", "Rose\u0301"],
      ["Cuvée ﬁne", "CUVÉE FINE"],
    ])
      expect(listNameKey(a), `${a} / ${b}`).toBe(listNameKey(b));
  });
  it("keeps different names apart", () => {
    expect(listNameKey("Rosé")).not.toBe(listNameKey("Rose"));
    expect(listNameKey("Öl")).not.toBe(listNameKey("Ol"));
  });
});
