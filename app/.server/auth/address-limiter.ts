import { LRUCache } from "lru-cache";

/**
 * Sign-in attempts per key, in memory (per process, which is what a single
 * server needs; the per-IP limit is kept by better-auth in the database).
 * The key is (what is asked, the address, the client): someone guessing a
 * password from their machine never locks the address's owner out of theirs,
 * and never out of signing in by e-mail link, which counts apart.
 *
 * Backoff is progressive: `max` attempts per window; the first time a key
 * passes it, it waits one window, each later time twice as long as the time
 * before (up to `maxBlockMs`), until it has kept quiet for `forgetMs`.
 */
interface Entry {
  windowStart: number;
  count: number;
  /** How many times the key passed the limit since it was last quiet for forgetMs. */
  strikes: number;
  blockedUntil: number;
  lastSeen: number;
}

export interface LimitDecision {
  allowed: boolean;
  /** Seconds until the next attempt can pass (0 when allowed). */
  retryAfterSeconds: number;
}

export const MAX_BLOCK_MS = 60 * 60 * 1000;
export const FORGET_MS = 24 * 60 * 60 * 1000;

export function createAddressLimiter(maxKeys = 50_000) {
  const entries = new LRUCache<string, Entry>({ max: maxKeys });
  return {
    /** Counts one attempt for the key. */
    take(key: string, max: number, windowMs: number, now = Date.now()): LimitDecision {
      let entry = entries.get(key);
      if (!entry || now - entry.lastSeen >= FORGET_MS) {
        entry = { windowStart: now, count: 0, strikes: 0, blockedUntil: 0, lastSeen: now };
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
      entry.strikes += 1;
      const block = Math.min(windowMs * 2 ** (entry.strikes - 1), Math.max(MAX_BLOCK_MS, windowMs));
      entry.blockedUntil = now + block;
      entry.windowStart = entry.blockedUntil;
      entry.count = 0;
      return { allowed: false, retryAfterSeconds: Math.ceil(block / 1000) };
    },
    clear(): void {
      entries.clear();
    },
  };
}

export const addressLimiter = createAddressLimiter();

/** The limiter's key: what is asked (password, link, …), the address (case-folded) and the client's IP. */
export function signInLimitKey(kind: string, email: string, client: string | null | undefined): string {
  return `${kind}|${email.trim().toLowerCase()}|${client ?? "unknown"}`;
}
