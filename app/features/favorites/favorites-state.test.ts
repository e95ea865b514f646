import { describe, expect, it } from "vitest";
import {
  applyFavoriteChange,
  applyListChange,
  favoritesById,
  listsById,
  listsWithCounts,
  optimisticFavorite,
  type PendingWrite,
  settle,
  visibleFavorites,
} from "./favorites-state";
import type { Favorite } from "./schemas";

const fav = (id: string, addedAt: string, extra: Partial<Favorite> = {}): Favorite => ({
  id,
  type: "product",
  addedAt,
  tags: [],
  list: null,
  ...extra,
});

describe("applying changes by key", () => {
  it("a change heard twice leaves one document", () => {
    const start = favoritesById([fav("a", "2025-01-01T10:00:00.000Z")]);
    const change = { set: [fav("b", "2025-01-01T11:00:00.000Z")] };
    const once = applyFavoriteChange(start, change);
    const twice = applyFavoriteChange(once, change);
    expect([...twice.keys()]).toEqual(["a", "b"]);
    expect(twice).toEqual(once);
  });

  it("replaces a document by id and removes deleted ids, even unknown ones", () => {
    const start = favoritesById([fav("a", "t1"), fav("b", "t2")]);
    const next = applyFavoriteChange(start, { set: [fav("a", "t1", { tags: ["red"] })], deleted: ["b", "zzz"] });
    expect([...next.values()]).toEqual([fav("a", "t1", { tags: ["red"] })]);
    expect(start.size).toBe(2);
  });

  it("ignores malformed documents", () => {
    const next = applyFavoriteChange(new Map(), {
      set: [{ id: "x" }, null, { ...fav("y", "t"), type: "producer" }, fav("z", "t")],
    });
    expect([...next.keys()]).toEqual(["z"]);
  });

  it("lists follow the same rule", () => {
    const lists = listsById([{ id: "l1", name: "Reds", createdAt: "t1" }]);
    const next = applyListChange(lists, {
      set: [
        { id: "l1", name: "Big reds", createdAt: "t1" },
        { id: "l2", name: "Whites", createdAt: "t2" },
      ],
    });
    expect([...next.values()].map((l) => l.name)).toEqual(["Big reds", "Whites"]);
    expect(applyListChange(next, { deleted: ["l1"] }).has("l1")).toBe(false);
  });
});

describe("optimistic writes", () => {
  const server = favoritesById([fav("a", "2025-01-01T10:00:00.000Z"), fav("b", "2025-01-01T09:00:00.000Z")]);

  it("the visible favourites are the server's with the pending writes over them, addedAt ascending", () => {
    const pending = new Map<string, PendingWrite>([
      ["a", { token: 1, favorite: null }],
      ["c", { token: 2, favorite: fav("c", "2025-01-01T08:00:00.000Z") }],
    ]);
    expect(visibleFavorites(server, pending).map((f) => f.id)).toEqual(["c", "b"]);
    expect(visibleFavorites(server, new Map()).map((f) => f.id)).toEqual(["b", "a"]);
  });

  it("a failed write is rolled back by settling it: the server's state shows again", () => {
    const pending = new Map<string, PendingWrite>([["a", { token: 7, favorite: null }]]);
    expect(visibleFavorites(server, pending).map((f) => f.id)).toEqual(["b"]);
    const settled = settle(pending, "a", 7);
    expect(visibleFavorites(server, settled).map((f) => f.id)).toEqual(["b", "a"]);
  });

  it("an older write answering late does not clear a newer one", () => {
    const pending = new Map<string, PendingWrite>([["a", { token: 9, favorite: null }]]);
    expect(settle(pending, "a", 8)).toBe(pending);
    expect(settle(pending, "a", 9).size).toBe(0);
  });

  it("a new favourite gets addedAt now; an existing one keeps it and merges the given fields", () => {
    const lists = listsById([{ id: "l1", name: "Reds", createdAt: "t" }]);
    const now = new Date("2025-03-01T12:00:00.000Z");
    expect(optimisticFavorite(undefined, "x", { type: "exhibitor" }, lists, now)).toEqual({
      id: "x",
      type: "exhibitor",
      addedAt: now.toISOString(),
      tags: [],
      list: null,
    });
    const existing = fav("a", "2025-01-01T10:00:00.000Z", { tags: ["keep"] });
    const moved = optimisticFavorite(existing, "a", { type: "product", listId: "l1" }, lists, now);
    expect(moved).toEqual({ ...existing, list: { listId: "l1", name: "Reds" } });
    expect(optimisticFavorite(moved, "a", { type: "product", listId: null, tags: [] }, lists, now)).toEqual({
      ...existing,
      tags: [],
      list: null,
    });
  });
});

describe("list counts", () => {
  it("come from the favourites, so a move shows in both lists at once", () => {
    const lists = listsById([
      { id: "l2", name: "Whites", createdAt: "2025-01-02" },
      { id: "l1", name: "Reds", createdAt: "2025-01-01" },
    ]);
    const favorites = [
      fav("a", "t", { list: { listId: "l1", name: "Reds" } }),
      fav("b", "t", { list: { listId: "l1", name: "Reds" } }),
      fav("c", "t"),
    ];
    expect(listsWithCounts(lists, favorites)).toEqual([
      { id: "l1", name: "Reds", createdAt: "2025-01-01", count: 2 },
      { id: "l2", name: "Whites", createdAt: "2025-01-02", count: 0 },
    ]);
  });
});
