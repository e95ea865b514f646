import { describe, expect, it } from "vitest";
import { stealShare } from "./steal-time";

describe("the hypervisor's share of the machine's CPU time", () => {
  it("is the steal column's ticks among the first eight columns' since the first reading", () => {
    // user nice system idle iowait irq softirq steal guest guest_nice
    const before = [1000, 0, 200, 5000, 10, 0, 5, 40, 300, 0];
    const after = [1600, 0, 300, 5250, 10, 0, 15, 65, 900, 0];
    // spent: 600 + 100 + 250 + 10 + 25 = 985 ticks, of which 25 stolen; guest time (within user) not counted again
    expect(stealShare(before, after)).toBeCloseTo((25 / 985) * 100, 6);
  });

  it("is 0 when no time has passed, rather than a division by nothing", () => {
    const reading = [1, 2, 3, 4, 5, 6, 7, 8];
    expect(stealShare(reading, reading)).toBe(0);
  });
});
