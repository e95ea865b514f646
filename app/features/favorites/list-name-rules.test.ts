import { describe, expect, it } from "vitest";
import { checkListName } from "./list-name-rules";
import { MAX_LISTS } from "./schemas";

const LISTS = [
  { id: "a", name: "Straße" },
  { id: "b", name: "Rosé" },
];

describe("checkListName", () => {
  it("trims a good name", () => {
    expect(checkListName("  Sparkling  ", LISTS)).toEqual({ ok: true, name: "Sparkling" });
  });

  it("says what is wrong as the server would", () => {
    expect(checkListName("   ", LISTS)).toEqual({ ok: false, key: "my:errors.listNameRequired" });
    expect(checkListName("x".repeat(61), LISTS)).toEqual({ ok: false, key: "my:errors.listNameTooLong" });
    expect(checkListName("STRASSE", LISTS)).toEqual({ ok: false, key: "my:errors.listNameTaken" });
  });

  it("lets a list keep its own name in another case, but not take another's", () => {
    expect(checkListName("ROSÉ", LISTS, "b")).toEqual({ ok: true, name: "ROSÉ" });
    expect(checkListName("rosé", LISTS, "a")).toEqual({ ok: false, key: "my:errors.listNameTaken" });
  });

  it("refuses a list beyond the limit, not a rename", () => {
    const full = Array.from({ length: MAX_LISTS }, (_, i) => ({ id: `l${i}`, name: `List ${i}` }));
    expect(checkListName("One more", full)).toEqual({ ok: false, key: "my:errors.tooManyLists" });
    expect(checkListName("Renamed", full, "l3")).toEqual({ ok: true, name: "Renamed" });
  });
});
