import { describe, expect, it } from "vitest";
import { rankSimilar } from "./product-summaries.server";

describe("rankSimilar", () => {
  it("ranks by style match (two points) plus shared grapes, ties in candidate order", () => {
    const ranked = rankSimilar(
      {
        sameStyle: ["a", "b", "c"],
        sharedGrapes: [
          { id: "d", shared: 3 },
          { id: "b", shared: 1 },
          { id: "e", shared: 1 },
        ],
      },
      new Set(),
      10,
    );
    expect(ranked).toEqual(["b", "d", "a", "c", "e"]);
  });

  it("leaves out excluded products and stops at the limit", () => {
    expect(rankSimilar({ sameStyle: ["a", "b", "c"], sharedGrapes: [] }, new Set(["a"]), 1)).toEqual(["b"]);
  });
});
