import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createBatchWriter } from "./batch-writer";

describe("the batch writer", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function recording(options: { batchSize?: number; capacity?: number; fail?: boolean } = {}) {
    const writes: number[][] = [];
    const writer = createBatchWriter<number>({
      write: async (items) => {
        if (options.fail) throw new Error("down");
        writes.push(items);
      },
      intervalMs: 1000,
      ...options,
    });
    return { writes, writer };
  }

  it("writes nothing at push time, then everything in one write after the interval", async () => {
    const { writes, writer } = recording();
    writer.push([1, 2]);
    writer.push([3]);
    expect(writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(999);
    expect(writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(writes).toEqual([[1, 2, 3]]);
    expect(writer.stats()).toEqual({ buffered: 0, written: 3, dropped: 0, failed: 0 });
  });

  it("writes at once when a batch is full, without waiting for the interval", async () => {
    const { writes, writer } = recording({ batchSize: 3 });
    writer.push([1, 2, 3, 4]);
    await vi.advanceTimersByTimeAsync(0);
    expect(writes).toEqual([[1, 2, 3], [4]]);
  });

  it("drops and counts what passes the capacity, and a failed write loses its batch without throwing", async () => {
    const { writer } = recording({ capacity: 2, fail: true });
    expect(writer.push([1, 2, 3])).toBe(2);
    expect(writer.stats()).toMatchObject({ buffered: 2, dropped: 1 });
    await writer.flush();
    expect(writer.stats()).toEqual({ buffered: 0, written: 0, dropped: 1, failed: 2 });
  });

  it("writes the rest when closed, and keeps nothing pushed after", async () => {
    const { writes, writer } = recording();
    writer.push([1]);
    await writer.close();
    expect(writes).toEqual([[1]]);
    expect(writer.push([2])).toBe(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(writes).toEqual([[1]]);
  });
});
