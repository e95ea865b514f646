import { describe, expect, it } from "vitest";
import { readAhead } from "./read-ahead";

/** A source of `count` numbers that records when each is asked for and whether it was ended. */
function numbers(count: number, options: { failAt?: number } = {}) {
  const log = { asked: 0, finished: false };
  async function* source() {
    try {
      for (let i = 0; i < count; i++) {
        log.asked = i + 1;
        await null;
        if (i === options.failAt) throw new Error(`no item ${i}`);
        yield i;
      }
    } finally {
      log.finished = true;
    }
  }
  return { source: source(), log };
}

/** Every promise that can settle has: the source above never waits on a timer. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("readAhead", () => {
  it("hands on every item in order", async () => {
    const { source, log } = numbers(20);
    const out: number[] = [];
    for await (const n of readAhead(source, 3)) out.push(n);
    expect(out).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(log.finished).toBe(true);
  });

  it("reads ahead while the consumer works, never more than its limit", async () => {
    const { source, log } = numbers(20);
    const items = readAhead(source, 3);
    expect((await items.next()).value).toBe(0);
    // The consumer is busy: the source is read on until three items wait.
    await settle();
    expect(log.asked).toBe(4);
    await settle();
    expect(log.asked).toBe(4);
    expect((await items.next()).value).toBe(1);
    await settle();
    expect(log.asked).toBe(5);
    await items.return();
  });

  it("hands on what was read before a failure, then the failure", async () => {
    const { source } = numbers(10, { failAt: 4 });
    const out: number[] = [];
    const failure = await (async () => {
      for await (const n of readAhead(source, 2)) out.push(n);
    })().catch((error: unknown) => error);
    expect(out).toEqual([0, 1, 2, 3]);
    expect((failure as Error).message).toBe("no item 4");
  });

  it("ends the source when the consumer stops early", async () => {
    const { source, log } = numbers(100);
    for await (const n of readAhead(source, 5)) if (n === 2) break;
    expect(log.finished).toBe(true);
    const asked = log.asked;
    await settle();
    expect(log.asked).toBe(asked);
  });

  it("ends the source when the consumer fails", async () => {
    const { source, log } = numbers(100);
    const failure = await (async () => {
      for await (const n of readAhead(source, 5)) if (n === 1) throw new Error("the write failed");
    })().catch((error: unknown) => error);
    expect((failure as Error).message).toBe("the write failed");
    expect(log.finished).toBe(true);
  });
});
