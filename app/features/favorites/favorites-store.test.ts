import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LiveListener } from "~/features/live/live-client";
import { COMMON_MESSAGES, type Message } from "~/lib/messages";
import { createFavoritesStore } from "./favorites-store";
import { PENDING_FAVORITE_KEY } from "./pending-favorite";
import type { Favorite } from "./schemas";
import { FAVORITE_MESSAGES } from "./schemas";

// The store against a scripted API (fetch) and a hand-driven live stream.

const BASE = "/api/collections/fair/users/u1";
const fav = (id: string, addedAt: string, extra: Partial<Favorite> = {}): Favorite => ({
  id,
  type: "product",
  addedAt,
  tags: [],
  list: null,
  ...extra,
});

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;
let routes: Map<string, Handler>;
let calls: string[];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
/** What the server answers for a refused call (app/.server/errors.ts toApiError). */
const refusal = (status: number, code: string, message: Message) =>
  json({ error: { code, message: message.text, messageKey: message.key } }, status);

function serve(method: string, path: string, handler: Handler) {
  routes.set(`${method} ${BASE}${path}`, handler);
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

let listener: LiveListener | null;
const live = vi.fn((_collectionId: string, _uid: string, l: LiveListener) => {
  listener = l;
  return () => {
    listener = null;
  };
});

function makeStore() {
  const store = createFavoritesStore({
    collectionId: "fair",
    uid: "u1",
    live,
    now: () => new Date("2025-05-01T12:00:00.000Z"),
  });
  const unsubscribe = store.subscribe(() => undefined);
  return { store, unsubscribe };
}

const settled = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  routes = new Map();
  calls = [];
  listener = null;
  vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${url}`;
    calls.push(key);
    const handler = routes.get(key);
    return handler ? handler(init) : refusal(404, "not_found", COMMON_MESSAGES.not_found);
  });
  serve("GET", "/favorites", () => json({ favorites: [fav("a", "2025-01-01T10:00:00.000Z")] }));
  serve("GET", "/lists", () => json({ lists: [{ id: "l1", name: "Reds", createdAt: "2025-01-01", count: 0 }] }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("favourites store", () => {
  it("is loading until the first read answers, then success with the favourites and lists", async () => {
    const { store } = makeStore();
    expect(store.getSnapshot().status).toBe("loading");
    await settled();
    const snapshot = store.getSnapshot();
    expect(snapshot.status).toBe("success");
    expect(snapshot.favorites.map((f) => f.id)).toEqual(["a"]);
    expect(snapshot.lists).toEqual([{ id: "l1", name: "Reds", createdAt: "2025-01-01", count: 0 }]);
  });

  it("a failed read is the error status", async () => {
    serve("GET", "/favorites", () => refusal(500, "internal", COMMON_MESSAGES.internal));
    const { store } = makeStore();
    await settled();
    expect(store.getSnapshot().status).toBe("error");
  });

  it("applies live changes by key: heard twice, still one", async () => {
    const { store } = makeStore();
    await settled();
    const change = { resource: "favorites" as const, set: [fav("b", "2025-01-02T10:00:00.000Z")] };
    listener!.onChange(change);
    listener!.onChange(change);
    expect(store.getSnapshot().favorites.map((f) => f.id)).toEqual(["a", "b"]);
    listener!.onChange({ resource: "favorites", deleted: ["a"] });
    expect(store.getSnapshot().favorites.map((f) => f.id)).toEqual(["b"]);
    listener!.onChange({ resource: "tastingNotes", deleted: ["b"] });
    expect(store.getSnapshot().favorites.map((f) => f.id)).toEqual(["b"]);
  });

  it("reads again on a reload change and on every resync", async () => {
    makeStore();
    await settled();
    const reads = () => calls.filter((c) => c === `GET ${BASE}/favorites`).length;
    const before = reads();
    listener!.onChange({ resource: "favorites", reload: true });
    listener!.onResync();
    await settled();
    expect(reads()).toBe(before + 2);
  });

  it("a change heard during a read is kept over the read's older answer", async () => {
    const { store } = makeStore();
    await settled();
    const slow = deferred<Response>();
    serve("GET", "/favorites", () => slow.promise);
    listener!.onResync();
    listener!.onChange({ resource: "favorites", set: [fav("new", "2025-01-03T10:00:00.000Z")] });
    slow.resolve(json({ favorites: [fav("a", "2025-01-01T10:00:00.000Z")] }));
    await settled();
    expect(store.getSnapshot().favorites.map((f) => f.id)).toEqual(["a", "new"]);
  });

  it("sets optimistically and keeps the server's answer", async () => {
    const { store } = makeStore();
    await settled();
    const answer = deferred<Response>();
    serve("PUT", "/favorites/b", () => answer.promise);
    const done = store.toggle("product", "b");
    let snapshot = store.getSnapshot();
    expect(snapshot.byId.get("b")).toEqual(fav("b", "2025-05-01T12:00:00.000Z"));
    expect(snapshot.busy.has("b")).toBe(true);
    answer.resolve(json({ favorite: fav("b", "2025-05-01T12:00:01.000Z") }));
    expect(await done).toBe(true);
    snapshot = store.getSnapshot();
    expect(snapshot.byId.get("b")?.addedAt).toBe("2025-05-01T12:00:01.000Z");
    expect(snapshot.busy.size).toBe(0);
    expect(snapshot.error).toBeNull();
  });

  it("sends a second write of an item only after the first answered: bookmark then unbookmark ends unbookmarked", async () => {
    const { store } = makeStore();
    await settled();
    const put = deferred<Response>();
    serve("PUT", "/favorites/b", () => put.promise);
    serve("DELETE", "/favorites/b", () => json({ ok: true }));
    const added = store.toggle("product", "b");
    const removed = store.toggle("product", "b");
    await settled();
    expect(store.getSnapshot().byId.has("b")).toBe(false);
    expect(calls.filter((c) => c.endsWith("/favorites/b"))).toEqual([`PUT ${BASE}/favorites/b`]);
    put.resolve(json({ favorite: fav("b", "2025-05-01T12:00:01.000Z") }));
    expect(await added).toBe(true);
    expect(store.getSnapshot().byId.has("b")).toBe(false);
    expect(await removed).toBe(true);
    expect(calls.filter((c) => c.endsWith("/favorites/b"))).toEqual([
      `PUT ${BASE}/favorites/b`,
      `DELETE ${BASE}/favorites/b`,
    ]);
    const snapshot = store.getSnapshot();
    expect(snapshot.byId.has("b")).toBe(false);
    expect(snapshot.busy.size).toBe(0);
  });

  it("rolls a refused set back and says why", async () => {
    serve("PUT", "/favorites/b", () => refusal(500, "internal", COMMON_MESSAGES.internal));
    const { store } = makeStore();
    await settled();
    expect(await store.toggle("product", "b")).toBe(false);
    const snapshot = store.getSnapshot();
    expect(snapshot.byId.has("b")).toBe(false);
    expect(snapshot.error).toMatchObject({ id: "b", key: "my:bookmark.errors.failed" });
  });

  it("rolls a refused removal back: the server found tags the page did not know of", async () => {
    serve("DELETE", "/favorites/a", () => refusal(409, "conflict", FAVORITE_MESSAGES.taggedCannotBeRemoved));
    const { store } = makeStore();
    await settled();
    const done = store.toggle("product", "a");
    expect(store.getSnapshot().byId.has("a")).toBe(false);
    expect(await done).toBe(false);
    expect(store.getSnapshot().byId.has("a")).toBe(true);
    expect(store.getSnapshot().error).toMatchObject({ id: "a", key: "my:errors.taggedCannotBeRemoved" });
  });

  it("does not even try to remove a tagged favourite", async () => {
    serve("GET", "/favorites", () => json({ favorites: [fav("a", "2025-01-01T10:00:00.000Z", { tags: ["buy"] })] }));
    const { store } = makeStore();
    await settled();
    expect(await store.toggle("product", "a")).toBe(false);
    expect(calls.some((c) => c.startsWith("DELETE"))).toBe(false);
    expect(store.getSnapshot().error?.key).toBe("tagged");
  });

  it("does not toggle before the favourites are known", async () => {
    const { store } = makeStore();
    expect(await store.toggle("product", "b")).toBe(false);
    expect(calls.some((c) => c.startsWith("PUT"))).toBe(false);
  });

  it("lists switched off for the site are no error", async () => {
    serve("GET", "/lists", () => refusal(403, "disabled", FAVORITE_MESSAGES.listsDisabled));
    const { store } = makeStore();
    await settled();
    expect(store.getSnapshot().status).toBe("success");
    expect(store.getSnapshot().lists).toEqual([]);
  });

  it("sets the bookmark asked for while signed out, once its favourites are read", async () => {
    const items = new Map<string, string>();
    vi.stubGlobal("localStorage", {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    });
    items.set(
      PENDING_FAVORITE_KEY,
      JSON.stringify({ collectionId: "fair", type: "exhibitor", id: "e1", at: Date.parse("2025-05-01T11:50:00.000Z") }),
    );
    serve("PUT", "/favorites/e1", (init) => {
      expect(JSON.parse(String(init?.body))).toEqual({ type: "exhibitor" });
      return json({ favorite: fav("e1", "2025-05-01T12:00:00.000Z", { type: "exhibitor" }) });
    });
    const { store } = makeStore();
    await settled();
    await settled();
    expect(store.getSnapshot().byId.get("e1")?.type).toBe("exhibitor");
    expect(items.has(PENDING_FAVORITE_KEY)).toBe(false);
  });
});
