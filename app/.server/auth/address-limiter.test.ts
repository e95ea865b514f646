import { describe, expect, it } from "vitest";
import { createAddressLimiter, FORGET_MS, MAX_BLOCK_MS, signInLimitKey } from "./address-limiter";

const MINUTE = 60_000;

describe("address limiter", () => {
  it("allows max attempts per window, then refuses for one window and says how long", () => {
    const limiter = createAddressLimiter();
    const results = Array.from({ length: 4 }, () => limiter.take("a", 3, MINUTE, 0).allowed);
    expect(results).toEqual([true, true, true, false]);
    expect(limiter.take("b", 3, MINUTE, 0).allowed).toBe(true);
    expect(limiter.take("a", 3, MINUTE, MINUTE - 1)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.take("a", 3, MINUTE, MINUTE).allowed).toBe(true);
  });

  it("backs off progressively: each new excess waits twice as long, up to the cap", () => {
    const limiter = createAddressLimiter();
    let now = 0;
    const waits: number[] = [];
    for (let round = 0; round < 9; round++) {
      while (limiter.take("k", 2, MINUTE, now).allowed);
      const { retryAfterSeconds } = limiter.take("k", 2, MINUTE, now);
      waits.push(retryAfterSeconds);
      now += retryAfterSeconds * 1000;
    }
    expect(waits.slice(0, 4)).toEqual([60, 120, 240, 480]);
    expect(Math.max(...waits)).toBe(MAX_BLOCK_MS / 1000);
  });

  it("forgets a key that kept quiet for a day", () => {
    const limiter = createAddressLimiter();
    for (let i = 0; i < 4; i++) limiter.take("k", 2, MINUTE, 0);
    expect(limiter.take("k", 2, MINUTE, 10).allowed).toBe(false);
    expect(limiter.take("k", 2, MINUTE, 10 + FORGET_MS).allowed).toBe(true);
  });

  it("keys by what is asked, the address in any case, and the client", () => {
    expect(signInLimitKey("password", " Anna@Example.com ", "10.0.0.1")).toBe("password|anna@example.com|10.0.0.1");
    expect(signInLimitKey("link", "anna@example.com", "10.0.0.1")).not.toBe(
      signInLimitKey("password", "anna@example.com", "10.0.0.1"),
    );
    expect(signInLimitKey("password", "anna@example.com", "10.0.0.2")).not.toBe(
      signInLimitKey("password", "anna@example.com", "10.0.0.1"),
    );
  });
});
