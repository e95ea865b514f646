import { describe, expect, it } from "vitest";
import {
  PENDING_BOOKMARK_KEY,
  PENDING_BOOKMARK_TTL_MS,
  peekPendingBookmark,
  rememberPendingBookmark,
  takePendingBookmark,
} from "./pending-bookmark";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const wine = { collectionId: "fair-2025", type: "product" as const, id: "p1" };

describe("pending bookmark", () => {
  it("is kept with the time it was asked for and taken once for its event", () => {
    const store = memoryStorage();
    rememberPendingBookmark(wine, 1_000, store);
    expect(peekPendingBookmark(2_000, store)).toEqual({ ...wine, at: 1_000 });
    expect(takePendingBookmark("fair-2025", 2_000, store)).toEqual({ ...wine, at: 1_000 });
    expect(takePendingBookmark("fair-2025", 2_000, store)).toBeNull();
    expect(store.items.size).toBe(0);
  });

  it("stays for another event's page", () => {
    const store = memoryStorage();
    rememberPendingBookmark(wine, 1_000, store);
    expect(takePendingBookmark("other-fair", 2_000, store)).toBeNull();
    expect(takePendingBookmark("fair-2025", 2_000, store)?.id).toBe("p1");
  });

  it("expires after 30 minutes and is then discarded", () => {
    const store = memoryStorage();
    rememberPendingBookmark(wine, 0, store);
    expect(peekPendingBookmark(PENDING_BOOKMARK_TTL_MS, store)?.id).toBe("p1");
    expect(PENDING_BOOKMARK_TTL_MS).toBe(30 * 60 * 1000);
    expect(takePendingBookmark("fair-2025", PENDING_BOOKMARK_TTL_MS + 1, store)).toBeNull();
    expect(store.items.has(PENDING_BOOKMARK_KEY)).toBe(false);
  });

  it("ignores a record from the future and unreadable records", () => {
    const store = memoryStorage();
    rememberPendingBookmark(wine, 10_000, store);
    expect(peekPendingBookmark(5_000, store)).toBeNull();
    store.setItem(PENDING_BOOKMARK_KEY, "{not json");
    expect(peekPendingBookmark(5_000, store)).toBeNull();
    store.setItem(PENDING_BOOKMARK_KEY, JSON.stringify({ ...wine, type: "producer", at: 1 }));
    expect(peekPendingBookmark(5, store)).toBeNull();
  });

  it("a newer request replaces the older one", () => {
    const store = memoryStorage();
    rememberPendingBookmark(wine, 1_000, store);
    rememberPendingBookmark({ ...wine, type: "exhibitor", id: "e9" }, 2_000, store);
    expect(takePendingBookmark("fair-2025", 3_000, store)).toEqual({
      collectionId: "fair-2025",
      type: "exhibitor",
      id: "e9",
      at: 2_000,
    });
  });
});
