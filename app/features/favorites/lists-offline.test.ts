import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readOutbox } from "~/lib/device-outbox";
import { openFavoritesStore } from "../../../tests/support/favorites-store";
import { memoryStorage } from "../../../tests/support/memory-storage";
import { favoriteOutbox } from "./favorite-outbox";
import type { ListDoc } from "./favorites-state";
import type { Favorite } from "./schemas";

// Lists without a network (docs/offline-writes.md "Lists offline"): made,
// renamed and deleted on the device, bookmarks moved into them, all shown
// at once and sent in the order made when the network returns, once.

const BASE = "/api/collections/fair/users/u1";
const OUTBOX = favoriteOutbox("fair", "u1");
const error = (status: number, code: string, messageKey: string) =>
  new Response(JSON.stringify({ error: { code, message: "", messageKey } }), {
    status,
    headers: { "Content-Type": "application/json" },
  });
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });

let offline: boolean;
/** Answers are lost after the server applied the write: the device sends it again. */
let loseAnswers: number;
let favorites: Map<string, Favorite>;
let lists: Map<string, ListDoc>;
let calls: string[];
let storage: ReturnType<typeof memoryStorage>;

/** The API as the server answers it (server/api-my-catalogue.ts), for lists and moves. */
function answer(method: string, path: string, body: Record<string, unknown>): Response {
  const [, kind, id] = path.split("/");
  if (method === "GET")
    return json(kind === "lists" ? { lists: [...lists.values()] } : { favorites: [...favorites.values()] });
  if (kind === "lists" && method === "POST") {
    const made = lists.get(String(body.id));
    if (made) return json({ list: made });
    if ([...lists.values()].some((l) => l.name.toLowerCase() === String(body.name).toLowerCase()))
      return error(409, "conflict", "my:errors.listNameTaken");
    const list = { id: String(body.id), name: String(body.name), createdAt: "2025-05-01T12:00:00.000Z" };
    lists.set(list.id, list);
    return json({ list });
  }
  if (kind === "lists" && !lists.has(id)) return error(404, "not_found", "my:errors.listNotFound");
  if (kind === "lists" && method === "PUT") {
    lists.set(id, { ...(lists.get(id) as ListDoc), name: String(body.name) });
    for (const [fid, f] of favorites)
      if (f.list?.listId === id) favorites.set(fid, { ...f, list: { listId: id, name: String(body.name) } });
    return json({ list: lists.get(id) });
  }
  if (kind === "lists") {
    lists.delete(id);
    for (const [fid, f] of favorites) if (f.list?.listId === id) favorites.set(fid, { ...f, list: null });
    return new Response(null, { status: 204 });
  }
  const listId = body.listId as string | null | undefined;
  if (listId && !lists.has(listId)) return error(404, "not_found", "my:errors.listNotFound");
  const before = favorites.get(id) ?? {
    id,
    type: "product",
    addedAt: "2025-01-01T10:00:00.000Z",
    tags: [],
    list: null,
  };
  const list =
    listId === undefined ? before.list : listId ? { listId, name: (lists.get(listId) as ListDoc).name } : null;
  favorites.set(id, { ...before, list });
  return json({ favorite: favorites.get(id) });
}

beforeEach(() => {
  offline = false;
  loseAnswers = 0;
  favorites = new Map([["a", { id: "a", type: "product", addedAt: "2025-01-01T10:00:00.000Z", tags: [], list: null }]]);
  lists = new Map([["old", { id: "old", name: "Old", createdAt: "2025-01-01T09:00:00.000Z" }]]);
  calls = [];
  storage = memoryStorage();
  vi.stubGlobal("window", new EventTarget());
  vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
    if (offline) throw new TypeError("Failed to fetch");
    const method = init?.method ?? "GET";
    const path = decodeURIComponent(url.replace(BASE, ""));
    if (method !== "GET") calls.push(`${method} ${path}`);
    const response = answer(method, path, init?.body ? JSON.parse(String(init.body)) : {});
    if (method !== "GET" && loseAnswers > 0 && loseAnswers--) throw new TypeError("Failed to fetch");
    return response;
  });
});

afterEach(() => vi.unstubAllGlobals());

function openStore() {
  let clock = Date.parse("2025-05-01T12:00:00.000Z");
  return openFavoritesStore({ now: () => new Date(clock++), storage, online: () => !offline });
}

const shown = (store: Awaited<ReturnType<typeof openStore>>) =>
  store.getSnapshot().lists.map((list) => `${list.name} (${list.count})`);

describe("lists without a network", () => {
  it("a list made, filled and renamed offline shows at once, survives a reload, and is sent in order", async () => {
    const store = await openStore();
    offline = true;
    expect(store.writeList("new1", { op: "create", name: "Sparkling" })).toBe(true);
    await store.set("a", { type: "product", listId: "new1" });
    store.writeList("new1", { op: "rename", name: "Bubbles" });
    expect(shown(store)).toEqual(["Old (0)", "Bubbles (1)"]);
    expect(store.getSnapshot().byId.get("a")?.list).toEqual({ listId: "new1", name: "Bubbles" });

    const reopened = await openStore();
    expect(shown(reopened)).toEqual(["Old (0)", "Bubbles (1)"]);

    offline = false;
    await reopened.reload();
    await vi.waitFor(() => expect(readOutbox(storage, OUTBOX)).toEqual([]));
    expect(calls).toEqual(["POST /lists", "PUT /favorites/a", "PUT /lists/new1"]);
    expect(lists.get("new1")?.name).toBe("Bubbles");
    expect(favorites.get("a")?.list).toEqual({ listId: "new1", name: "Bubbles" });
    expect(shown(reopened)).toEqual(["Old (0)", "Bubbles (1)"]);
  });

  it("sent again after the answers were lost, a list is made once", async () => {
    const store = await openStore();
    offline = true;
    store.writeList("new1", { op: "create", name: "Sparkling" });
    offline = false;
    loseAnswers = 1;
    await store.reload();
    expect(readOutbox(storage, OUTBOX)).toHaveLength(1);
    await store.reload();
    await vi.waitFor(() => expect(readOutbox(storage, OUTBOX)).toEqual([]));
    expect(calls).toEqual(["POST /lists", "POST /lists"]);
    expect([...lists.keys()]).toEqual(["old", "new1"]);
    expect(store.getSnapshot().error).toBeNull();
  });

  it("a list refused (another device took the name) says why, and keeps the bookmark moved into it", async () => {
    const store = await openStore();
    offline = true;
    store.writeList("new1", { op: "create", name: "Sparkling" });
    await store.set("b", { type: "product", listId: "new1" });
    lists.set("other", { id: "other", name: "sparkling", createdAt: "2025-05-01T11:00:00.000Z" });
    offline = false;
    await store.reload();
    await vi.waitFor(() => expect(readOutbox(storage, OUTBOX)).toEqual([]));
    expect(store.getSnapshot().error?.key).toBe("my:errors.listNameTaken");
    expect(favorites.get("b")?.list).toBeNull();
    expect(store.getSnapshot().byId.get("b")?.list).toBeNull();
  });

  it("a list deleted offline leaves its bookmarks outside any list; deleted already is done", async () => {
    favorites.set("a", { ...(favorites.get("a") as Favorite), list: { listId: "old", name: "Old" } });
    const store = await openStore();
    offline = true;
    store.writeList("old", { op: "delete" });
    expect(shown(store)).toEqual([]);
    expect(store.getSnapshot().byId.get("a")?.list).toBeNull();
    offline = false;
    loseAnswers = 1;
    await store.reload();
    await store.reload();
    await vi.waitFor(() => expect(readOutbox(storage, OUTBOX)).toEqual([]));
    expect(calls).toEqual(["DELETE /lists/old", "DELETE /lists/old"]);
    expect(store.getSnapshot().error).toBeNull();
    expect(favorites.get("a")?.list).toBeNull();
  });
});
