import { describe, expect, it } from "vitest";
import type { WineChoice } from "./wine-choice";
import { harvestMonth, yieldRange } from "./wine-vineyard";

describe("wine vineyard", () => {
  it("harvests in autumn of the region's hemisphere, earlier in a warm year", () => {
    expect(harvestMonth("warm", { country: "FR", climate: "warm" })).toBe(8);
    expect(harvestMonth("warm", { country: "DE", climate: "cool" })).toBe(9);
    expect(harvestMonth("balanced", { country: "DE", climate: "cool" })).toBe(9);
    expect(harvestMonth("challenging", { country: "FR", climate: "moderate" })).toBe(10);
    expect(harvestMonth("warm", { country: "AR", climate: "warm" })).toBe(2);
    expect(harvestMonth("cool", { country: "NZ", climate: "cool" })).toBe(4);
    expect(harvestMonth("balanced", { country: "ZA", climate: "warm" })).toBe(3);
  });

  it("yields less for sweet wines and better appellations, most for sparkling bases", () => {
    const wine = (fields: Partial<WineChoice>) =>
      ({ sparkling: false, style: "red", tier: 1, ...fields }) as WineChoice;
    expect(yieldRange(wine({ sparkling: true, tier: 3 }))).toEqual([55, 80]);
    expect(yieldRange(wine({ style: "sweet" }))).toEqual([25, 35]);
    expect(yieldRange(wine({ tier: 0 }))).toEqual([55, 80]);
    expect(yieldRange(wine({ tier: 3 }))).toEqual([25, 40]);
  });
});
