import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isChunkLoadError, reloadOnceAfterChunkError } from "./chunk-reload";

class MemoryStorage {
  private readonly map = new Map<string, string>();
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

describe("reloadOnceAfterChunkError", () => {
  const reload = vi.fn();
  beforeEach(() => {
    vi.stubGlobal("window", { location: { reload } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    reload.mockReset();
  });

  it("reloads once, then lets the error page show for the same path", () => {
    const storage = new MemoryStorage() as unknown as Storage;
    expect(reloadOnceAfterChunkError("/p/en/events/x", storage, 1_000)).toBe(true);
    expect(reloadOnceAfterChunkError("/p/en/events/x", storage, 5_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reloads again for another path or after a minute", () => {
    const storage = new MemoryStorage() as unknown as Storage;
    reloadOnceAfterChunkError("/a", storage, 1_000);
    expect(reloadOnceAfterChunkError("/b", storage, 2_000)).toBe(true);
    expect(reloadOnceAfterChunkError("/b", storage, 70_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });
});

describe("isChunkLoadError", () => {
  it.each([
    [new TypeError("Failed to fetch dynamically imported module: https://x/assets/a.js"), true],
    [new TypeError("Importing a module script failed."), true],
    [new Error("error loading dynamically imported module"), true],
    [new Error("Cannot read properties of undefined"), false],
    [null, false],
  ])("%s → %s", (error, expected) => expect(isChunkLoadError(error)).toBe(expected));
});
