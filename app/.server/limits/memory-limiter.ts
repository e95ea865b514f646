import { LRUCache } from "lru-cache";
import { type AttemptLimiter, FORGET_MS, type LimitDecision, nextBlockMs } from "./limiter";

// The limiter of a one-process site (SQLite): a bounded map, no I/O.

interface Entry {
  windowStart: number;
  count: number;
  /** The last wait imposed since the key was last quiet for FORGET_MS (0: none). */
  blockMs: number;
  blockedUntil: number;
  lastSeen: number;
}

export function createMemoryLimiter(maxKeys = 50_000): AttemptLimiter {
  const entries = new LRUCache<string, Entry>({ max: maxKeys });
  const take = (key: string, max: number, windowMs: number, now: number): LimitDecision => {
    let entry = entries.get(key);
    if (!entry || now - entry.lastSeen >= FORGET_MS) {
      entry = { windowStart: now, count: 0, blockMs: 0, blockedUntil: 0, lastSeen: now };
      entries.set(key, entry);
    }
    entry.lastSeen = now;
    if (now < entry.blockedUntil)
      return { allowed: false, retryAfterSeconds: Math.ceil((entry.blockedUntil - now) / 1000) };
    if (now - entry.windowStart >= windowMs) {
      entry.windowStart = now;
      entry.count = 0;
    }
    entry.count += 1;
    if (entry.count <= max) return { allowed: true, retryAfterSeconds: 0 };
    entry.blockMs = nextBlockMs(entry.blockMs, windowMs);
    entry.blockedUntil = now + entry.blockMs;
    entry.windowStart = entry.blockedUntil;
    entry.count = 0;
    return { allowed: false, retryAfterSeconds: Math.ceil(entry.blockMs / 1000) };
  };
  return {
    take: async (key, max, windowMs, now = Date.now()) => take(key, max, windowMs, now),
  };
}
