import { describe, expect, it } from "vitest";
import {
  CREATED_WITH,
  CREATED_WITH_CATALOGUE_TEXTS,
  createdTexts,
  createdWith,
  diffFields,
  expandHistory,
  withoutTexts,
} from "./history";

describe("diffFields", () => {
  const before = { name: "Cuvée A", alcohol: 13, description: "", fining_agents: ["bentonite"], vintage: null };

  it("records a change, a set and an unset with old and new values", () => {
    expect(diffFields(before, { name: "Cuvée B", description: "Fresh.", fining_agents: [] })).toEqual([
      { kind: "fieldChange", field: "name", oldValue: "Cuvée A", newValue: "Cuvée B" },
      { kind: "set", field: "description", oldValue: "", newValue: "Fresh." },
      { kind: "unset", field: "fining_agents", oldValue: ["bentonite"], newValue: [] },
    ]);
  });

  it("compares texts as texts and other values by their JSON", () => {
    const was = { vintage: 2020, name: "Cuvée A", grapes: [{ name: "Riesling", percentage: 100 }] };
    expect(
      diffFields(was, { vintage: "2020", name: "Cuvée A", grapes: [{ name: "Riesling", percentage: 100 }] }),
    ).toEqual([{ kind: "fieldChange", field: "vintage", oldValue: 2020, newValue: "2020" }]);
    expect(
      diffFields(was, { name: "Cuvée a", grapes: [{ name: "Riesling", percentage: 90 }] }).map((d) => d.field),
    ).toEqual(["name", "grapes"]);
  });

  it("ignores unchanged fields, undefined changes and empty-to-empty", () => {
    expect(
      diffFields(before, { name: "Cuvée A", alcohol: undefined, vintage: "", fining_agents: ["bentonite"] }),
    ).toEqual([]);
  });

  it("treats a number change as a field change", () => {
    expect(diffFields(before, { alcohol: 13.5 })).toEqual([
      { kind: "fieldChange", field: "alcohol", oldValue: 13, newValue: 13.5 },
    ]);
  });
});

describe("the fields a record was created with", () => {
  const sets = [
    { kind: "set" as const, field: "name", oldValue: null, newValue: "Cuvée A" },
    { kind: "set" as const, field: "grape_varieties", oldValue: null, newValue: [{ varietyName: "Riesling" }] },
    { kind: "set" as const, field: "translations.de.description", oldValue: "", newValue: "Frisch." },
  ];

  it("are stored as one row and read back as an entry each, in the order they were set", () => {
    const stored = createdWith(sets);
    expect(stored).toEqual([
      {
        kind: "set",
        field: CREATED_WITH,
        newValue: {
          name: "Cuvée A",
          grape_varieties: [{ varietyName: "Riesling" }],
          "translations.de.description": "Frisch.",
        },
      },
    ]);
    const row = { id: 7, kind: stored[0].kind, field: stored[0].field, newValue: stored[0].newValue };
    expect(expandHistory(row)).toEqual(sets.map((s) => ({ id: 7, kind: "set", field: s.field, newValue: s.newValue })));
  });

  it("keep any other entry a row of its own, and a single set as it is", () => {
    const unset = { kind: "unset" as const, field: "alcohol", oldValue: 12, newValue: null };
    expect(createdWith([...sets, unset]).map((e) => [e.kind, e.field])).toEqual([
      ["set", CREATED_WITH],
      ["unset", "alcohol"],
    ]);
    expect(createdWith([sets[0]])).toEqual([sets[0]]);
  });

  it("leave every other row as it is when read", () => {
    const added = { kind: "productAdded" as const, field: "*", newValue: { tableNumber: "B12" } };
    expect(expandHistory(added)).toEqual([added]);
    const change = { kind: "fieldChange" as const, field: "name", newValue: "B" };
    expect(expandHistory(change)).toEqual([change]);
  });
});

describe("a product created with its texts in the catalogue", () => {
  const values = {
    name: "Cuvée A",
    vintage: 2021,
    "translations.en.description": "Fresh.",
    "translations.de.description": "Frisch.",
  };

  it("stores the fields without the texts", () => {
    expect(withoutTexts(values)).toEqual({ name: "Cuvée A", vintage: 2021 });
  });

  it("reads each text back as the catalogue has it, or as its first later change says it was, in the orders given", () => {
    const now = new Map([
      ["en", { description: "Changed twice.", food_pairing: "Oysters" }],
      ["de", { description: "Frisch.", food_pairing: "" }],
      ["fr", { description: "Ajouté.", food_pairing: "" }],
    ]);
    const later = [
      // The English description changed twice: the first change's old value is what it was created with.
      { field: "translations.en.description", oldValue: "Fresh." },
      { field: "translations.en.description", oldValue: "Changed once." },
      // Set later (from empty): not a text it was created with.
      { field: "translations.fr.description", oldValue: "" },
      // Created with a pairing in German that was removed since.
      { field: "translations.de.food_pairing", oldValue: "Spargel" },
    ];
    const texts = createdTexts(now, later, ["en", "de", "fr"], ["description", "food_pairing"]);
    expect(Object.entries(texts)).toEqual([
      ["translations.en.description", "Fresh."],
      ["translations.en.food_pairing", "Oysters"],
      ["translations.de.description", "Frisch."],
      ["translations.de.food_pairing", "Spargel"],
    ]);
  });

  it("expands its row as an entry for each field, then each text read back", () => {
    const row = { id: 9, kind: "set" as const, field: CREATED_WITH_CATALOGUE_TEXTS, newValue: withoutTexts(values) };
    const texts = { "translations.en.description": "Fresh.", "translations.de.description": "Frisch." };
    expect(expandHistory(row, texts).map((e) => [e.id, e.kind, e.field, e.newValue])).toEqual([
      [9, "set", "name", "Cuvée A"],
      [9, "set", "vintage", 2021],
      [9, "set", "translations.en.description", "Fresh."],
      [9, "set", "translations.de.description", "Frisch."],
    ]);
    // A row that holds its texts takes none from elsewhere.
    const whole = { ...row, field: CREATED_WITH, newValue: values };
    expect(expandHistory(whole, { "translations.it.description": "Fresco." }).map((e) => e.field)).toEqual(
      Object.keys(values),
    );
  });
});
