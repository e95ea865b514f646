import { describe, expect, it } from "vitest";
import { foldFacets, VISIBLE_VALUES, wholeFacets } from "./fold-facets";

const values = (n: number, selected: string[] = []) =>
  Array.from({ length: n }, (_, i) => ({ value: `v${i}`, count: 100 - i, selected: selected.includes(`v${i}`) }));

describe("foldFacets", () => {
  it("keeps short facets whole and folds a long one after its first values", () => {
    const { facets, facetTails } = foldFacets({ colour: values(3), region: values(30) });
    expect(facets.colour).toEqual(values(3));
    expect(facets.region).toEqual(values(VISIBLE_VALUES));
    expect(facetTails).toEqual({ region: 30 - VISIBLE_VALUES });
  });

  it("keeps a chosen value from the folded part, in the counts' order", () => {
    const { facets, facetTails } = foldFacets({ region: values(30, ["v20", "v2"]) });
    expect(facets.region.map((entry) => entry.value)).toEqual(["v0", "v1", "v2", "v3", "v4", "v5", "v6", "v7", "v20"]);
    expect(facetTails.region).toBe(21);
  });

  it("sends the facets asked for whole", () => {
    const { facets, facetTails } = foldFacets({ region: values(30), grape: values(12) }, ["region"]);
    expect(facets.region).toHaveLength(30);
    expect(facets.grape).toHaveLength(VISIBLE_VALUES);
    expect(facetTails).toEqual({ grape: 12 - VISIBLE_VALUES });
  });

  it("reads the facets asked for whole, leaving out unknown ones and repeats", () => {
    expect(wholeFacets({ more: ["region", "nope", "region", "grape"] }, ["region", "grape"])).toEqual([
      "region",
      "grape",
    ]);
    expect(wholeFacets({}, ["region"])).toEqual([]);
  });
});
