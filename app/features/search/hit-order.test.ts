import { describe, expect, it } from "vitest";
import { seededRandom } from "../../../tests/support/seeded-random";
import { byRelevance } from "./hit-order";

// A page of hits by score, ties in document order, against sorting them all.

function reference(hits: Uint32Array, score: Map<number, number>, from: number, to: number): number[] {
  return [...hits].sort((a, b) => score.get(b)! - score.get(a)! || a - b).slice(from, to);
}

describe("byRelevance", () => {
  it("gives every page of random hits as sorting them all would, narrow and wide scores, many ties", () => {
    const random = seededRandom(7);
    for (let round = 0; round < 400; round++) {
      const total = 1 + Math.floor(random() * 300);
      // Narrow scores (many ties) or scores spread over 60,000.
      const spread = round % 4 === 0 ? 60_000 : 1 + Math.floor(random() * 40);
      const ids = new Set<number>();
      while (ids.size < total) ids.add(Math.floor(random() * 5_000));
      const list = [...ids];
      if (round % 2 === 0) list.sort((a, b) => a - b);
      const hits = Uint32Array.from(list);
      const score = new Map(list.map((id) => [id, 40 + Math.floor(random() * spread)]));
      const scores = new Uint16Array(5_000);
      for (const [id, value] of score) scores[id] = value;
      const from = Math.floor(random() * total);
      const to = Math.min(total, from + 1 + Math.floor(random() * 30));
      const keys = new Float64Array(5_000);
      expect([...byRelevance(hits, scores, keys, from, to)], `round ${round}`).toEqual(
        reference(hits, score, from, to),
      );
    }
  });

  it("gives nothing for an empty page", () => {
    const hits = Uint32Array.from([3, 1, 2]);
    expect([...byRelevance(hits, new Uint16Array(4).fill(1), new Float64Array(3), 2, 2)]).toEqual([]);
  });
});
