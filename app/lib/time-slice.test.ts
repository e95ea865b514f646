import { describe, expect, it } from "vitest";
import { runSliced, runToEnd, type Steps, sliceYielder, sortSteps } from "./time-slice";

function* countTo(n: number, seen: number[]): Steps<number> {
  for (let i = 0; i < n; i++) {
    seen.push(i);
    yield;
  }
  return n;
}

describe("time slices", () => {
  it("runs work to its end at once", () => {
    const seen: number[] = [];
    expect(runToEnd(countTo(5, seen))).toBe(5);
    expect(seen).toEqual([0, 1, 2, 3, 4]);
  });

  it("lets timers and I/O run between slices", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    function* busy(): Steps<string> {
      const until = performance.now() + 60;
      while (performance.now() < until) yield;
      return "done";
    }
    try {
      expect(await runSliced(busy(), 2)).toBe("done");
    } finally {
      clearInterval(timer);
    }
    // 60 ms of work in 2 ms slices: the interval ran between them.
    expect(ticks).toBeGreaterThan(3);
  });

  it("passes a failure on", async () => {
    // biome-ignore lint/correctness/useYield: fails before its first step
    function* failing(): Steps<never> {
      throw new Error("broken");
    }
    await expect(runSliced(failing())).rejects.toThrow("broken");
  });
});

describe("sortSteps", () => {
  const byValue = (a: { v: number }, b: { v: number }) => a.v - b.v;

  it.each([0, 1, 511, 512, 513, 1024, 3000, 10_001])("sorts %i items as Array.prototype.sort does, stably", (n) => {
    // Few distinct values: many ties, so stability shows.
    const items = Array.from({ length: n }, (_, i) => ({ v: (i * 7919) % 97, i }));
    const expected = [...items].sort(byValue);
    const sorted = runToEnd(sortSteps(items, byValue));
    expect(sorted).toBe(items);
    expect(sorted).toEqual(expected);
  });

  it("yields while it sorts a large array", () => {
    const items = Array.from({ length: 5000 }, (_, i) => (i * 7919) % 5000);
    let steps = 0;
    const work = sortSteps(items, (a, b) => a - b);
    while (!work.next().done) steps++;
    expect(steps).toBeGreaterThan(10);
    expect(items).toEqual(Array.from({ length: 5000 }, (_, i) => i));
  });
});

describe("sliceYielder", () => {
  it("gives the event loop a turn once a slice has lasted long enough, and not before", async () => {
    const patient = sliceYielder(60_000);
    expect(patient()).toBeUndefined();
    const eager = sliceYielder(0);
    let timerRan = false;
    setImmediate(() => {
      timerRan = true;
    });
    await eager();
    expect(timerRan).toBe(true);
  });
});
