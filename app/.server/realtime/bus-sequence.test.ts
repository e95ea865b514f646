import { describe, expect, it } from "vitest";
import { HandledSequence } from "./bus-sequence";

const windows = { gapMs: 1_000, recentMs: 5_000 };

describe("handled sequence", () => {
  it("takes each number once", () => {
    const handled = new HandledSequence(10, windows);
    expect(handled.take(11, 0)).toBe(true);
    expect(handled.take(11, 1)).toBe(false);
    expect(handled.has(11)).toBe(true);
    expect(handled.last).toBe(11);
    expect(handled.settledThrough(2)).toBe(11);
  });

  it("waits for a skipped number: catch-up reads from the lowest gap until it arrives", () => {
    const handled = new HandledSequence(10, windows);
    handled.take(13, 0);
    expect(handled.settledThrough(0)).toBe(10);
    expect(handled.take(11, 10)).toBe(true);
    expect(handled.settledThrough(10)).toBe(11);
    expect(handled.take(12, 20)).toBe(true);
    expect(handled.settledThrough(20)).toBe(13);
  });

  it("gives a gap up after gapMs, and still takes its number if it comes late", () => {
    const handled = new HandledSequence(0, windows);
    handled.take(3, 0);
    expect(handled.settledThrough(999)).toBe(0);
    expect(handled.settledThrough(1_000)).toBe(3);
    expect(handled.take(2, 1_001)).toBe(true);
  });

  it("forgets handled numbers after recentMs", () => {
    const handled = new HandledSequence(0, windows);
    handled.take(1, 0);
    expect(handled.take(1, 4_999)).toBe(false);
    handled.settledThrough(5_000);
    expect(handled.has(1)).toBe(false);
  });

  it("a number below the start that was never handled is taken (committed late, heard as a notification)", () => {
    const handled = new HandledSequence(50, windows);
    expect(handled.take(49, 0)).toBe(true);
    expect(handled.take(49, 1)).toBe(false);
  });

  it("knows when trimming deleted a number it never handled", () => {
    const caughtUp = new HandledSequence(0, windows);
    caughtUp.take(1, 0);
    caughtUp.take(2, 0);
    expect(caughtUp.missedThrough(2)).toBe(false);

    const behind = new HandledSequence(0, windows);
    behind.take(1, 0);
    expect(behind.missedThrough(5)).toBe(true);
    expect(behind.last).toBe(5);
    expect(behind.settledThrough(0)).toBe(5);

    const withGap = new HandledSequence(0, windows);
    withGap.take(1, 0);
    withGap.take(4, 0);
    expect(withGap.missedThrough(2)).toBe(true);
    expect(withGap.settledThrough(0)).toBe(2);
    expect(withGap.missedThrough(2)).toBe(false);
  });

  it("does not wait for a jump of more numbers than it could track", () => {
    const handled = new HandledSequence(0, windows);
    handled.take(1_000_000, 0);
    expect(handled.settledThrough(0)).toBe(1_000_000);
  });
});
