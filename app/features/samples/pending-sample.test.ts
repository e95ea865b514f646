import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { rememberPendingSample, takePendingSample } from "./pending-sample";

// localStorage as the browser keeps it, for the node test environment.
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

describe("a sample asked for while signed out", () => {
  beforeEach(() => vi.stubGlobal("localStorage", memoryStorage()));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("is added once, on the page of that product at that event", () => {
    rememberPendingSample("fair", "p1");
    expect(takePendingSample("fair", "p2")).toBe(false);
    expect(takePendingSample("other-fair", "p1")).toBe(false);
    expect(takePendingSample("fair", "p1")).toBe(true);
    expect(takePendingSample("fair", "p1")).toBe(false);
  });

  it("is forgotten after half an hour", () => {
    vi.useFakeTimers({ now: new Date("2026-12-07T10:00:00Z") });
    rememberPendingSample("fair", "p1");
    vi.setSystemTime(new Date("2026-12-07T10:31:00Z"));
    expect(takePendingSample("fair", "p1")).toBe(false);
  });

  it("is not remembered where storage is refused, and unreadable storage is no wish", () => {
    vi.stubGlobal("localStorage", {
      ...memoryStorage(),
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    });
    expect(() => rememberPendingSample("fair", "p1")).not.toThrow();
    vi.stubGlobal("localStorage", { ...memoryStorage(), getItem: () => "{not json" });
    expect(takePendingSample("fair", "p1")).toBe(false);
  });
});
