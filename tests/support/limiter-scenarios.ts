import { expect, it } from "vitest";
import { type AttemptLimiter, FORGET_MS, MAX_BLOCK_MS } from "../../app/.server/limits/limiter";

// The attempt limiter's rule (app/.server/limits/limiter.ts), checked the
// same on every store: in memory (memory-limiter.test.ts) and in the
// database on both dialects (database-limiter.db.test.ts). Each call makes a
// fresh limiter; keys are unique per call so stores that persist do not mix.

const MINUTE = 60_000;

export function limiterScenarios(newLimiter: () => AttemptLimiter): void {
  let run = 0;
  const keyOf = (name: string) => `${name}-${++run}`;

  it("allows max attempts per window, then refuses for one window and says how long", async () => {
    const limiter = newLimiter();
    const [a, b] = [keyOf("a"), keyOf("b")];
    const results = [];
    for (let i = 0; i < 4; i++) results.push((await limiter.take(a, 3, MINUTE, 0)).allowed);
    expect(results).toEqual([true, true, true, false]);
    expect((await limiter.take(b, 3, MINUTE, 0)).allowed).toBe(true);
    expect(await limiter.take(a, 3, MINUTE, MINUTE - 1)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await limiter.take(a, 3, MINUTE, MINUTE)).toEqual({ allowed: true, retryAfterSeconds: 0 });
  });

  it("starts a new window once the last one is over", async () => {
    const limiter = newLimiter();
    const k = keyOf("w");
    expect((await limiter.take(k, 2, MINUTE, 0)).allowed).toBe(true);
    expect((await limiter.take(k, 2, MINUTE, MINUTE - 1)).allowed).toBe(true);
    expect((await limiter.take(k, 2, MINUTE, MINUTE)).allowed).toBe(true);
    expect((await limiter.take(k, 2, MINUTE, MINUTE + 1)).allowed).toBe(true);
    expect(await limiter.take(k, 2, MINUTE, MINUTE + 2)).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it("backs off progressively: each new excess waits twice as long, up to the cap", async () => {
    const limiter = newLimiter();
    const k = keyOf("k");
    let now = 0;
    const waits: number[] = [];
    for (let round = 0; round < 9; round++) {
      while ((await limiter.take(k, 2, MINUTE, now)).allowed);
      const { retryAfterSeconds } = await limiter.take(k, 2, MINUTE, now);
      waits.push(retryAfterSeconds);
      now += retryAfterSeconds * 1000;
    }
    expect(waits).toEqual([60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]);
    expect(Math.max(...waits)).toBe(MAX_BLOCK_MS / 1000);
  });

  it("forgets a key that kept quiet for a day", async () => {
    const limiter = newLimiter();
    const k = keyOf("f");
    for (let i = 0; i < 4; i++) await limiter.take(k, 2, MINUTE, 0);
    expect((await limiter.take(k, 2, MINUTE, 10)).allowed).toBe(false);
    expect((await limiter.take(k, 2, MINUTE, 10 + FORGET_MS)).allowed).toBe(true);
    // Forgotten means the backoff starts again from one window.
    await limiter.take(k, 2, MINUTE, 10 + FORGET_MS);
    expect(await limiter.take(k, 2, MINUTE, 10 + FORGET_MS)).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });
}
