import { describe, expect, it } from "vitest";
import { createAddressLimiter } from "./address-limiter";

describe("address limiter", () => {
  it("allows max requests per window, then refuses until the window has passed", () => {
    const limiter = createAddressLimiter();
    const results = Array.from({ length: 4 }, () => limiter.take("a@example.com", 3, 1000, 0));
    expect(results).toEqual([true, true, true, false]);
    expect(limiter.take("b@example.com", 3, 1000, 0)).toBe(true);
    expect(limiter.take("a@example.com", 3, 1000, 999)).toBe(false);
    expect(limiter.take("a@example.com", 3, 1000, 1000)).toBe(true);
  });
});
