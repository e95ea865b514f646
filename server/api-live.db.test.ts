import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";
import { type BusMessage, bus } from "~/.server/realtime/bus";
import { removeFavorite, setFavorite } from "~/features/favorites/favorites.server";
import { type MyDataFixture, myDataFixture } from "../tests/support/my-data-fixture";
import { describeEachDialect } from "../tests/support/test-database";
import { MAX_STREAMS_PER_USER, openStreamCount, streamUserChanges } from "./api-live";

// The live stream over real HTTP, behind the compression middleware the
// development server applies to everything: a write made after the stream
// opened arrives as a `change` event at once, only for its own user and event.

/** Reads an SSE response chunk by chunk until `until` matches what was received. */
function reader(response: Response) {
  const stream = response.body!.getReader();
  const decoder = new TextDecoder();
  let received = "";
  return {
    get text() {
      return received;
    },
    async until(pattern: RegExp, timeoutMs = 5_000): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(received)) {
        if (Date.now() > deadline)
          throw new Error(`timed out waiting for ${pattern}; received ${JSON.stringify(received)}`);
        const { value, done } = await stream.read();
        if (done) throw new Error(`stream ended; received ${JSON.stringify(received)}`);
        received += decoder.decode(value, { stream: true });
      }
      return received;
    },
  };
}

describeEachDialect("live stream", (t) => {
  let f: MyDataFixture;
  let base: string;
  let server: ReturnType<express.Express["listen"]>;
  let unsubscribed = 0;
  /** What the streams subscribed to the bus: a local-only message (bus.resync) is handed to them directly. */
  const listening = new Set<(message: BusMessage) => void>();

  beforeAll(async () => {
    f = await myDataFixture(t.db);
    const app = express();
    app.use(compression());
    app.get("/live/:userId", (req, res) =>
      streamUserChanges(req, res, { eventId: f.eventId, userId: req.params.userId, pingMs: 100 }),
    );
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const instance = bus();
    const subscribe = instance.subscribe.bind(instance);
    vi.spyOn(instance, "subscribe").mockImplementation((listener) => {
      const off = subscribe(listener);
      listening.add(listener);
      return () => {
        unsubscribed++;
        listening.delete(listener);
        off();
      };
    });
  });
  afterEach(() => {
    unsubscribed = 0;
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("sends the retry delay, then the user's changes as they are committed, and pings", async () => {
    const abort = new AbortController();
    const response = await fetch(`${base}/live/${f.anna}`, {
      signal: abort.signal,
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(response.headers.get("cache-control")).toBe("no-cache, no-transform");
    expect(response.headers.get("x-accel-buffering")).toBe("no");
    expect(response.headers.get("content-encoding")).toBeNull();
    const events = reader(response);
    expect(await events.until(/\n\n/)).toBe("retry: 2000\n\n");

    // Bruno's change and a change at another event are not Anna's.
    await setFavorite(t.db, { eventId: f.eventId, userId: f.bruno, id: f.productIds[1], type: "product" });
    await bus().publish({
      type: "user.changed",
      userId: f.anna,
      eventId: "another-event",
      resource: "favorites",
      reload: true,
    });

    const favorite = await setFavorite(t.db, {
      eventId: f.eventId,
      userId: f.anna,
      id: f.productIds[0],
      type: "product",
      tags: ["gift"],
    });
    const text = await events.until(/event: change\ndata: .*\n\n/);
    const [, data] = /event: change\ndata: (.*)\n\n/.exec(text)!;
    expect(JSON.parse(data)).toEqual({ resource: "favorites", set: [favorite] });
    expect(text).not.toContain(f.productIds[1]);
    expect(text).not.toContain("reload");

    await setFavorite(t.db, { eventId: f.eventId, userId: f.anna, id: f.productIds[2], type: "product" });
    await removeFavorite(t.db, { eventId: f.eventId, userId: f.anna, id: f.productIds[2] });
    const after = await events.until(/"deleted":\[[^\]]*\]\}\n\n/);
    expect(after).toContain(`data: {"resource":"favorites","deleted":["${f.productIds[2]}"]}\n\n`);

    expect(await events.until(/\n: ping\n\n/, 2_000)).toContain(": ping\n\n");

    // Closing the stream unsubscribes it from the bus and stops the pings.
    abort.abort();
    await vi.waitFor(() => expect(unsubscribed).toBe(1));
  });

  it("asks the page to read everything again when the bus may have missed changes (bus.resync)", async () => {
    const abort = new AbortController();
    const events = reader(await fetch(`${base}/live/${f.anna}`, { signal: abort.signal }));
    await events.until(/retry: \d+\n\n/);
    for (const listener of listening) listener({ type: "bus.resync" });
    expect(await events.until(/event: resync\n/)).toContain("event: resync\ndata: {}\n\n");
    abort.abort();
    await vi.waitFor(() => expect(listening.size).toBe(0));
  });

  it(`keeps at most ${MAX_STREAMS_PER_USER} streams per user: one more closes the oldest with "superseded"`, async () => {
    const aborts: AbortController[] = [];
    const open = async () => {
      const abort = new AbortController();
      aborts.push(abort);
      const response = await fetch(`${base}/live/${f.bruno}`, { signal: abort.signal });
      const events = reader(response);
      await events.until(/retry: \d+\n\n/);
      return events;
    };
    try {
      const streams = [];
      for (let i = 0; i < MAX_STREAMS_PER_USER; i++) streams.push(await open());
      expect(openStreamCount(f.bruno)).toBe(MAX_STREAMS_PER_USER);
      const newest = await open();
      // The oldest is told and closed; the others and the newest stay open.
      expect(await streams[0]!.until(/event: superseded\n/)).toContain("event: superseded\ndata: {}\n\n");
      await expect(streams[0]!.until(/never/, 1_000)).rejects.toThrow(/stream ended/);
      expect(openStreamCount(f.bruno)).toBe(MAX_STREAMS_PER_USER);
      // Another user's streams are their own.
      expect(openStreamCount(f.anna)).toBe(0);
      await setFavorite(t.db, { eventId: f.eventId, userId: f.bruno, id: f.productIds[3], type: "product" });
      expect(await newest.until(/event: change/)).toContain(f.productIds[3]);
      expect(await streams[1]!.until(/event: change/)).toContain(f.productIds[3]);
      expect(streams[1]!.text).not.toContain("superseded");
    } finally {
      for (const abort of aborts) abort.abort();
    }
    await vi.waitFor(() => expect(openStreamCount(f.bruno)).toBe(0));
  });
});
