import { describe, expect, it } from "vitest";
import {
  PENDING_FAVORITE_KEY,
  PENDING_FAVORITE_TTL_MS,
  peekPendingFavorite,
  rememberPendingFavorite,
  takePendingFavorite,
} from "./pending-favorite";

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
    rememberPendingFavorite(wine, 1_000, store);
    expect(peekPendingFavorite(2_000, store)).toEqual({ ...wine, at: 1_000 });
    expect(takePendingFavorite("fair-2025", 2_000, store)).toEqual({ ...wine, at: 1_000 });
    expect(takePendingFavorite("fair-2025", 2_000, store)).toBeNull();
    expect(store.items.size).toBe(0);
  });

  it("stays for another event's page", () => {
    const store = memoryStorage();
    rememberPendingFavorite(wine, 1_000, store);
    expect(takePendingFavorite("other-fair", 2_000, store)).toBeNull();
    expect(takePendingFavorite("fair-2025", 2_000, store)?.id).toBe("p1");
  });

  it("expires after 30 minutes and is then discarded", () => {
    const store = memoryStorage();
    rememberPendingFavorite(wine, 0, store);
    expect(peekPendingFavorite(PENDING_FAVORITE_TTL_MS, store)?.id).toBe("p1");
    expect(PENDING_FAVORITE_TTL_MS).toBe(30 * 60 * 1000);
    expect(takePendingFavorite("fair-2025", PENDING_FAVORITE_TTL_MS + 1, store)).toBeNull();
    expect(store.items.has(PENDING_FAVORITE_KEY)).toBe(false);
  });

  it("ignores a record from the future and unreadable records", () => {
    const store = memoryStorage();
    rememberPendingFavorite(wine, 10_000, store);
    expect(peekPendingFavorite(5_000, store)).toBeNull();
    store.setItem(PENDING_FAVORITE_KEY, "{not json");
    expect(peekPendingFavorite(5_000, store)).toBeNull();
    store.setItem(PENDING_FAVORITE_KEY, JSON.stringify({ ...wine, type: "producer", at: 1 }));
    expect(peekPendingFavorite(5, store)).toBeNull();
  });

  it("a newer request replaces the older one", () => {
    const store = memoryStorage();
    rememberPendingFavorite(wine, 1_000, store);
    rememberPendingFavorite({ ...wine, type: "exhibitor", id: "e9" }, 2_000, store);
    expect(takePendingFavorite("fair-2025", 3_000, store)).toEqual({
      collectionId: "fair-2025",
      type: "exhibitor",
      id: "e9",
      at: 2_000,
    });
  });
});
