import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queueEntry, readOutbox } from "~/lib/device-outbox";
import { COMMON_MESSAGES } from "~/lib/messages";
import { openFavoritesStore, settled } from "../../../tests/support/favorites-store";
import { memoryStorage } from "../../../tests/support/memory-storage";
import { favoriteOutbox, mergeQueued } from "./favorite-outbox";
import { createFavoritesStore } from "./favorites-store";
import type { Favorite } from "./schemas";

// Bookmarks without a network (docs/offline-writes.md): the copy of the
// user's favourites read back when the server does not answer, writes kept
// in the device's outbox and sent in order when the network returns, once.

const BASE = "/api/collections/fair/users/u1";
const OUTBOX = favoriteOutbox("fair", "u1");
const fav = (id: string, extra: Partial<Favorite> = {}): Favorite => ({
  id,
  type: "product",
  addedAt: "2025-01-01T10:00:00.000Z",
  tags: [],
  list: null,
  ...extra,
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

let offline: boolean;
let server: Map<string, Favorite>;
let calls: string[];
let storage: ReturnType<typeof memoryStorage>;
let clock: number;

beforeEach(() => {
  offline = false;
  server = new Map([["a", fav("a")]]);
  calls = [];
  storage = memoryStorage();
  clock = Date.parse("2025-05-01T12:00:00.000Z");
  // The page's window, for its "online" event.
  vi.stubGlobal("window", new EventTarget());
  vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
    if (offline) throw new TypeError("Failed to fetch");
    const method = init?.method ?? "GET";
    calls.push(`${method} ${url.replace(BASE, "")}`);
    const id = decodeURIComponent(url.split("/").pop() ?? "");
    if (url === `${BASE}/favorites`) return json({ favorites: [...server.values()] });
    if (url === `${BASE}/lists`) return json({ lists: [] });
    if (method === "PUT") {
      const body = JSON.parse(String(init?.body)) as { type: Favorite["type"] };
      if (id === "refused")
        return json({ error: { code: "not_found", message: "", messageKey: "my:bookmark.errors.notFound" } }, 404);
      server.set(id, server.get(id) ?? fav(id, { type: body.type }));
      return json({ favorite: server.get(id) });
    }
    if (method === "DELETE") {
      if (!server.delete(id))
        return json({ error: { code: "not_found", message: COMMON_MESSAGES.not_found.text } }, 404);
      return new Response(null, { status: 204 });
    }
    return json({}, 404);
  });
});

afterEach(() => vi.unstubAllGlobals());

/** navigator.locks as the browser has it: work under one name runs one at a time, in the order asked. */
function oneAtATime() {
  const chains = new Map<string, Promise<unknown>>();
  return {
    request(name: string, work: () => Promise<unknown>) {
      const run = (chains.get(name) ?? Promise.resolve()).then(work);
      chains.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

const openStore = () => openFavoritesStore({ now: () => new Date(clock++), storage, online: () => !offline });

describe("the outbox", () => {
  it("keeps the latest write of an item, oldest first, a set merged over an earlier set", () => {
    queueEntry(storage, OUTBOX, { id: "x", changes: { type: "product", listId: "l1" }, at: 1 });
    queueEntry(storage, OUTBOX, { id: "y", changes: null, at: 2 });
    queueEntry(storage, OUTBOX, { id: "x", changes: { type: "product", tags: ["red"] }, at: 3 });
    expect(readOutbox(storage, OUTBOX)).toEqual([
      { id: "y", changes: null, at: 2 },
      { id: "x", changes: { type: "product", listId: "l1", tags: ["red"] }, at: 3 },
    ]);
    expect(
      mergeQueued({ id: "x", changes: { type: "product", listId: "l1" }, at: 1 }, { id: "x", changes: null, at: 2 }),
    ).toEqual({
      id: "x",
      changes: null,
      at: 2,
    });
  });

  it("reads nothing from storage that is not its own shape", () => {
    storage.setItem(OUTBOX.key, JSON.stringify([{ id: 1 }, "x", { id: "ok", changes: null, at: 5 }]));
    expect(readOutbox(storage, OUTBOX)).toEqual([{ id: "ok", changes: null, at: 5 }]);
    storage.setItem(OUTBOX.key, "{not json");
    expect(readOutbox(storage, OUTBOX)).toEqual([]);
  });
});

describe("favourites without a network", () => {
  it("shows the copy kept on the device when the server does not answer", async () => {
    await openStore();
    offline = true;
    const again = createFavoritesStore({
      collectionId: "fair",
      uid: "u1",
      live: () => () => undefined,
      storage,
      online: () => false,
    });
    again.subscribe(() => undefined);
    await settled();
    const snapshot = again.getSnapshot();
    expect(snapshot.status).toBe("success");
    expect(snapshot.onDevice).toBe(true);
    expect(snapshot.favorites.map((f) => f.id)).toEqual(["a"]);
  });

  it("a read again with no answer (the live stream reconnecting offline) keeps what is shown", async () => {
    const store = await openStore();
    offline = true;
    await store.reload();
    await store.reload();
    expect(store.getSnapshot()).toMatchObject({ status: "success", onDevice: true });
    expect(store.getSnapshot().favorites.map((f) => f.id)).toEqual(["a"]);
  });

  it("a read with no copy on the device is an error, as before", async () => {
    offline = true;
    const store = await openStore();
    expect(store.getSnapshot().status).toBe("error");
  });

  it("a bookmark made offline shows as made, survives a reload, and is sent once when the network returns", async () => {
    const store = await openStore();
    offline = true;
    await expect(store.set("b", { type: "product" })).resolves.toBe(true);
    await expect(store.remove("a")).resolves.toBe(true);
    expect(store.getSnapshot().favorites.map((f) => f.id)).toEqual(["b"]);
    expect([...store.getSnapshot().queued]).toEqual(["b", "a"]);
    expect(store.getSnapshot().error).toBeNull();

    // The tab is closed; the next page on this device, still offline, shows the same.
    const reopened = createFavoritesStore({
      collectionId: "fair",
      uid: "u1",
      live: () => () => undefined,
      storage,
      online: () => !offline,
    });
    reopened.subscribe(() => undefined);
    await settled();
    expect(reopened.getSnapshot().favorites.map((f) => f.id)).toEqual(["b"]);

    // Both pages hear the network come back; the browser's Web Locks let one send at a time.
    vi.stubGlobal("navigator", { onLine: true, locks: oneAtATime() });
    offline = false;
    window.dispatchEvent(new Event("online"));
    await vi.waitFor(() => expect(readOutbox(storage, OUTBOX)).toEqual([]));
    expect([...server.keys()]).toEqual(["b"]);
    expect(calls.filter((c) => !c.startsWith("GET"))).toEqual(["PUT /favorites/b", "DELETE /favorites/a"]);
    expect(reopened.getSnapshot().queued.size).toBe(0);
  });

  it("a write whose answer is lost while online is sent again after 1 s, then 2 s, without waiting for an event", async () => {
    const store = await openStore();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      // The first three answers are lost on the way back (a weak network): the tap's, the outbox's, its first retry's.
      let lost = 3;
      const answering = globalThis.fetch;
      vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
        const answer = await answering(url, init);
        if (init?.method === "PUT" && lost-- > 0) throw new TypeError("Failed to fetch");
        return answer;
      });
      await expect(store.set("b", { type: "product" })).resolves.toBe(true);
      await vi.advanceTimersByTimeAsync(0);
      expect(readOutbox(storage, OUTBOX).map((entry) => entry.id)).toEqual(["b"]);
      await vi.advanceTimersByTimeAsync(999);
      expect(calls.filter((c) => c.startsWith("PUT"))).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls.filter((c) => c.startsWith("PUT"))).toHaveLength(3);
      expect(readOutbox(storage, OUTBOX).map((entry) => entry.id)).toEqual(["b"]);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(readOutbox(storage, OUTBOX)).toEqual([]);
      expect(calls.filter((c) => c.startsWith("PUT"))).toHaveLength(4);
      expect(store.getSnapshot().queued.size).toBe(0);
      // Answered: nothing more is sent.
      await vi.advanceTimersByTimeAsync(60_000);
      expect(calls.filter((c) => c.startsWith("PUT"))).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a write sent again after its answer was lost changes nothing: a removal already done is done", async () => {
    const store = await openStore();
    offline = true;
    await store.remove("a");
    server.delete("a");
    offline = false;
    await store.reload();
    await vi.waitFor(() => expect(readOutbox(storage, OUTBOX)).toEqual([]));
    expect(store.getSnapshot().error).toBeNull();
    expect(store.getSnapshot().favorites).toEqual([]);
  });

  it("a write the server refuses leaves the queue and says why; the ones after it are still sent", async () => {
    const store = await openStore();
    offline = true;
    await store.set("refused", { type: "product" });
    await store.set("c", { type: "exhibitor" });
    offline = false;
    await store.reload();
    await vi.waitFor(() => expect(readOutbox(storage, OUTBOX)).toEqual([]));
    expect(store.getSnapshot().error?.key).toBe("my:bookmark.errors.notFound");
    expect(
      store
        .getSnapshot()
        .favorites.map((f) => f.id)
        .sort(),
    ).toEqual(["a", "c"]);
    expect(server.get("c")?.type).toBe("exhibitor");
  });

  it("without room on the device the write fails and says so, as before", async () => {
    const store = await openStore();
    storage.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    offline = true;
    await expect(store.set("b", { type: "product" })).resolves.toBe(false);
    expect(store.getSnapshot().error?.key).toBe("my:bookmark.errors.failed");
    expect(store.getSnapshot().byId.has("b")).toBe(false);
  });
});
