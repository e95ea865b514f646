import { describe, expect, it } from "vitest";
import { inChunks, listedIds, walkPages } from "./in-chunks";

const KEYS = ["a", "b", "c", "d", "e"];

/** The keys after `after`, at most `size`, as a keyset page would give them; records what was asked. */
function pages(asked: (string | null)[]) {
  return async (after: string | null, size: number) => {
    asked.push(after);
    return KEYS.filter((key) => after === null || key > after).slice(0, size);
  };
}

describe("walkPages", () => {
  it("visits every row once, a page at a time after the last key, and stops at a short page", async () => {
    const asked: (string | null)[] = [];
    const seen: string[][] = [];
    await walkPages(
      pages(asked),
      (key) => key,
      (rows) => seen.push(rows),
      2,
    );
    expect(seen).toEqual([["a", "b"], ["c", "d"], ["e"]]);
    expect(asked).toEqual([null, "b", "d"]);
  });

  it("asks once more after a full last page, and hands the empty page over", async () => {
    const asked: (string | null)[] = [];
    const seen: string[][] = [];
    await walkPages(
      pages(asked),
      (key) => key,
      (rows) => seen.push(rows),
      5,
    );
    expect(seen).toEqual([KEYS, []]);
    expect(asked).toEqual([null, "e"]);
  });

  it("lets other work run between pages", async () => {
    const order: string[] = [];
    const walking = walkPages(
      async (after, size) => KEYS.filter((key) => after === null || key > after).slice(0, size),
      (key) => key,
      (rows) => order.push(`page ${rows.join("")}`),
      2,
    );
    setImmediate(() => order.push("other"));
    await walking;
    expect(order.indexOf("other")).toBeGreaterThan(0);
    expect(order.indexOf("other")).toBeLessThan(order.length - 1);
  });
});

describe("inChunks", () => {
  it("reads a list's ids a chunk at a time, in order", async () => {
    const ids = Array.from({ length: 1200 }, (_, i) => String(i).padStart(4, "0"));
    const chunks: number[] = [];
    const out = await inChunks(listedIds(ids), async (chunk) => {
      chunks.push(chunk.length);
      return [...chunk];
    });
    expect(out).toEqual(ids);
    expect(chunks).toEqual([500, 500, 200]);
  });
});
