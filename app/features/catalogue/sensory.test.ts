import { describe, expect, it } from "vitest";
import { readSensoryProfile, sensoryGroups, sensoryScale } from "./sensory";

describe("readSensoryProfile", () => {
  it("keeps known scales with their own values only", () => {
    expect(
      readSensoryProfile(JSON.stringify({ body: "full", wood: "none", acidity: "intense", colour: "red", tannins: 3 })),
    ).toEqual({ body: "full", wood: "none" });
  });

  it("reads nothing from empty, broken or non-object JSON", () => {
    for (const json of ["", null, "{", "[]", '"full"', "null"]) expect(readSensoryProfile(json)).toEqual({});
  });
});

describe("sensoryScale", () => {
  it("places the value among all the scale's steps", () => {
    expect(sensoryScale("body", "full")).toEqual({
      scale: "body",
      steps: ["light", "moderate", "full", "complex"],
      value: "full",
      position: 3,
      count: 4,
    });
    expect(sensoryScale("wood", "none")).toMatchObject({ position: 1, count: 5 });
  });

  it("is nothing for a missing value", () => {
    expect(sensoryScale("body", undefined)).toBeNull();
  });
});

describe("sensoryGroups", () => {
  it("groups set scales by appearance, nose and palate in a fixed order, leaving out empty groups", () => {
    const groups = sensoryGroups({ tannins: "soft", fruit: "intense", aromaIntensity: "moderate", body: "light" });
    expect(groups.map((g) => [g.group, g.scales.map((s) => s.scale)])).toEqual([
      ["nose", ["aromaIntensity", "fruit"]],
      ["palate", ["body", "tannins"]],
    ]);
  });
});
