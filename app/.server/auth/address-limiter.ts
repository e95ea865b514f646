import { LRUCache } from "lru-cache";

/**
 * Counts requests per key (an email address) in a fixed window. In memory:
 * per process, which is what a single server needs; the per-IP limit is kept
 * by better-auth in the database.
 */
export function createAddressLimiter(maxKeys = 50_000) {
  const windows = new LRUCache<string, { start: number; count: number }>({ max: maxKeys });
  return {
    /** Counts one request; false when the key has used up its window. */
    take(key: string, max: number, windowMs: number, now = Date.now()): boolean {
      const current = windows.get(key);
      if (!current || now - current.start >= windowMs) {
        windows.set(key, { start: now, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= max;
    },
    clear(): void {
      windows.clear();
    },
  };
}

export const addressLimiter = createAddressLimiter();
