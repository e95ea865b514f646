import { describe, expect, it } from "vitest";
import { diffFields } from "./history";

describe("diffFields", () => {
  const before = { name: "Cuvée A", alcohol: 13, description: "", fining_agents: ["bentonite"], vintage: null };

  it("records a change, a set and an unset with old and new values", () => {
    expect(diffFields(before, { name: "Cuvée B", description: "Fresh.", fining_agents: [] })).toEqual([
      { kind: "fieldChange", field: "name", oldValue: "Cuvée A", newValue: "Cuvée B" },
      { kind: "set", field: "description", oldValue: "", newValue: "Fresh." },
      { kind: "unset", field: "fining_agents", oldValue: ["bentonite"], newValue: [] },
    ]);
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
