/**
 * Attempts per key with progressive backoff, the rule every rate limit of the
 * site shares (sign-in per address, the GraphQL API, analytics beacons):
 * `max` attempts per window; the first time a key passes it, it waits one
 * window, each later time twice as long as the time before (up to
 * MAX_BLOCK_MS, or the window when that is longer), until it has kept quiet
 * for FORGET_MS. Kept in memory on SQLite (one process: memory-limiter.ts),
 * in the database on PostgreSQL (one count for every instance:
 * database-limiter.ts).
 */
export interface AttemptLimiter {
  /** Counts one attempt for the key. */
  take(key: string, max: number, windowMs: number, now?: number): Promise<LimitDecision>;
}

export interface LimitDecision {
  allowed: boolean;
  /** Seconds until the next attempt can pass (0 when allowed). */
  retryAfterSeconds: number;
}

export const MAX_BLOCK_MS = 60 * 60 * 1000;
export const FORGET_MS = 24 * 60 * 60 * 1000;

/** The wait after `previousMs` (0: the first excess): one window, then twice the one before, capped. */
export function nextBlockMs(previousMs: number, windowMs: number): number {
  return Math.min(previousMs === 0 ? windowMs : previousMs * 2, Math.max(MAX_BLOCK_MS, windowMs));
}
