import { describe, expect, it } from "vitest";
import { defaultBackoff } from "~/lib/backoff";
import { createSaveQueue, type SaveStatus, type Timers } from "./save-queue";

// A server whose answers the test releases one by one, and timers the test
// fires by hand, so the order of writes and retries is seen exactly.

class Offline extends Error {}
class Refused extends Error {}

interface Call {
  value: string;
  succeed(): Promise<void>;
  fail(error: Error): Promise<void>;
}

function fakeServer() {
  const calls: Call[] = [];
  const stored: string[] = [];
  const send = (value: string) =>
    new Promise<void>((resolve, reject) => {
      calls.push({
        value,
        succeed: async () => {
          stored.push(value);
          resolve();
          await flush();
        },
        fail: async (error) => {
          reject(error);
          await flush();
        },
      });
    });
  return { calls, stored, send };
}

function fakeTimers() {
  const pending = new Map<number, { callback: () => void; ms: number }>();
  let next = 1;
  const timers: Timers = {
    set(callback, ms) {
      const id = next++;
      pending.set(id, { callback, ms });
      return id;
    },
    clear(handle) {
      pending.delete(handle as number);
    },
  };
  return {
    timers,
    delays: () => [...pending.values()].map((t) => t.ms),
    async fireAll() {
      const due = [...pending.entries()];
      pending.clear();
      for (const [, timer] of due) timer.callback();
      await flush();
    },
  };
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function setup() {
  const server = fakeServer();
  const clock = fakeTimers();
  const statuses: SaveStatus<string>[] = [];
  const idle: string[] = [];
  const queue = createSaveQueue<string>({
    send: server.send,
    isRetryable: (error) => error instanceof Offline,
    onStatus: (status) => {
      statuses.push(status);
      if (status.state === "saved") idle.push(status.value);
    },
    timers: clock.timers,
    now: () => 1_000,
  });
  const last = () => statuses.at(-1);
  return { server, clock, statuses, idle, queue, last };
}

describe("save queue", () => {
  it("writes one value at a time, in order, and sends only the latest waiting change", async () => {
    const { server, queue, last, idle } = setup();
    queue.push("a");
    queue.push("ab");
    queue.push("abc");
    await flush();
    expect(server.calls.map((c) => c.value)).toEqual(["a"]);
    expect(last()).toEqual({ state: "saving" });
    expect(queue.busy()).toBe(true);

    await server.calls[0].succeed();
    expect(server.calls.map((c) => c.value)).toEqual(["a", "abc"]);
    expect(last()).toEqual({ state: "saving" });
    expect(idle).toEqual([]);

    await server.calls[1].succeed();
    expect(server.stored).toEqual(["a", "abc"]);
    expect(last()).toEqual({ state: "saved", at: 1_000, value: "abc" });
    expect(idle).toEqual(["abc"]);
    expect(queue.busy()).toBe(false);
  });

  it("keeps the last write last even when an earlier one is slow", async () => {
    const { server, queue } = setup();
    queue.push("first");
    await flush();
    queue.push("second");
    await flush();
    // The second is not sent while the first is still on its way.
    expect(server.calls).toHaveLength(1);
    await server.calls[0].succeed();
    await server.calls[1].succeed();
    expect(server.stored.at(-1)).toBe("second");
  });

  it("retries a failed write with growing pauses until it goes through, keeping the value", async () => {
    const { server, clock, queue, last, statuses } = setup();
    queue.push("typed offline");
    await flush();
    await server.calls[0].fail(new Offline());
    expect(last()).toEqual({ state: "retrying", attempt: 1, delayMs: 1_000 });
    expect(clock.delays()).toEqual([1_000]);
    expect(queue.busy()).toBe(true);

    await clock.fireAll();
    await server.calls[1].fail(new Offline());
    expect(last()).toEqual({ state: "retrying", attempt: 2, delayMs: 2_000 });

    await clock.fireAll();
    await server.calls[2].fail(new Offline());
    expect(clock.delays()).toEqual([4_000]);

    await clock.fireAll();
    expect(server.calls.map((c) => c.value)).toEqual([
      "typed offline",
      "typed offline",
      "typed offline",
      "typed offline",
    ]);
    await server.calls[3].succeed();
    expect(server.stored).toEqual(["typed offline"]);
    expect(last()).toEqual({ state: "saved", at: 1_000, value: "typed offline" });
    expect(statuses.filter((s) => s.state === "failed")).toEqual([]);
  });

  it("sends the newest change typed while retrying, not the failed one", async () => {
    const { server, clock, queue } = setup();
    queue.push("old");
    await flush();
    await server.calls[0].fail(new Offline());
    queue.push("newer");
    queue.push("newest");
    await flush();
    // Still waiting for the pause: nothing is sent in between.
    expect(server.calls).toHaveLength(1);
    await clock.fireAll();
    expect(server.calls.map((c) => c.value)).toEqual(["old", "newest"]);
    await server.calls[1].succeed();
    expect(server.stored).toEqual(["newest"]);
  });

  it("tries again at once when told the connection is back, and the pauses start over", async () => {
    const { server, clock, queue, last } = setup();
    queue.push("x");
    await flush();
    await server.calls[0].fail(new Offline());
    await clock.fireAll();
    await server.calls[1].fail(new Offline());
    expect(last()).toMatchObject({ state: "retrying", attempt: 2 });

    queue.retryNow();
    await flush();
    expect(server.calls).toHaveLength(3);
    expect(clock.delays()).toEqual([]);
    await server.calls[2].succeed();
    expect(last()).toMatchObject({ state: "saved" });

    queue.push("y");
    await flush();
    await server.calls[3].fail(new Offline());
    expect(last()).toEqual({ state: "retrying", attempt: 1, delayMs: 1_000 });
  });

  it("after a long time offline, a try the connection's return makes that fails waits 1 s, not 15", async () => {
    const { server, clock, queue, last } = setup();
    queue.push("x");
    await flush();
    for (let call = 0; call < 6; call += 1) {
      await server.calls[call].fail(new Offline());
      if (call < 5) await clock.fireAll();
    }
    expect(last()).toMatchObject({ state: "retrying", attempt: 6, delayMs: 15_000 });
    // Back online: tried at once; its answer is lost on the way back.
    queue.retryNow();
    await flush();
    await server.calls[6].fail(new Offline());
    expect(last()).toEqual({ state: "retrying", attempt: 1, delayMs: 1_000 });
  });

  it("stops at a refusal, says so, and still sends a newer change", async () => {
    const { server, clock, queue, last, idle } = setup();
    queue.push("refused");
    await flush();
    queue.push("later");
    const refusal = new Refused("Setting tasting notes is not implemented.");
    await server.calls[0].fail(refusal);
    expect(clock.delays()).toEqual([]);
    expect(server.calls.map((c) => c.value)).toEqual(["refused", "later"]);
    await server.calls[1].fail(refusal);
    expect(last()).toEqual({ state: "failed", error: refusal, value: "later" });
    expect(queue.busy()).toBe(false);
    expect(server.calls).toHaveLength(2);
    expect(idle).toEqual([]);
  });

  it("does nothing more once disposed", async () => {
    const { server, clock, queue, statuses } = setup();
    queue.push("x");
    await flush();
    await server.calls[0].fail(new Offline());
    const seen = statuses.length;
    queue.dispose();
    await clock.fireAll();
    queue.retryNow();
    expect(server.calls).toHaveLength(1);
    expect(statuses).toHaveLength(seen);
  });

  it("backs off 1, 2, 4, 8 seconds, then every 15", () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(defaultBackoff)).toEqual([1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000]);
  });
});
