import { describe, expect, it } from "vitest";
import { leastRecentlyUsed } from "./least-recently-used";

describe("leastRecentlyUsed", () => {
  it("makes a value once per key and hands the kept one out again", () => {
    const cache = new Map<string, { n: number }>();
    let made = 0;
    const get = (key: string) => leastRecentlyUsed(cache, key, 10, () => ({ n: ++made }));
    const a = get("a");
    expect(get("a")).toBe(a);
    expect(get("b")).toEqual({ n: 2 });
    expect(made).toBe(2);
  });

  it("keeps at most its size, the least recently used leaving first", () => {
    const cache = new Map<string, string>();
    const get = (key: string) => leastRecentlyUsed(cache, key, 2, () => key.toUpperCase());
    get("a");
    get("b");
    get("a"); // a is now the most recently used
    get("c");
    expect([...cache.keys()]).toEqual(["a", "c"]);
  });

  it("makes a new value when the kept one is not usable", () => {
    const cache = new Map<string, { busy: boolean }>();
    const busy = leastRecentlyUsed(cache, "k", 5, () => ({ busy: true }));
    const fresh = leastRecentlyUsed(
      cache,
      "k",
      5,
      () => ({ busy: false }),
      (value) => !value.busy,
    );
    expect(fresh).not.toBe(busy);
    expect(cache.get("k")).toBe(fresh);
  });
});
