import { describe, expect, it } from "vitest";
import type { LiveChange, LiveListener } from "~/features/live/live-client";
import { ApiError } from "~/lib/api-client";
import { memoryStorage } from "../../../tests/support/memory-storage";
import type { TastingNote } from "./schemas";
import { createTastingNotesStore } from "./tasting-notes-store";

// The shared store of a user's notes: read on every (re)connection, changes
// applied by key with the newer updatedAt winning, changes heard during a
// read laid over its answer, and docs/product/my-catalogue.md's loading status.

function note(productId: string, updatedAt: string, text = "", addedAt = "2026-12-07T10:00:00.000Z"): TastingNote {
  return { productId, rating: null, note: text, sensory: {}, addedAt, updatedAt, revision: 1, conflicts: [] };
}

function setup(initial?: { notes: TastingNote[]; enabled: boolean }) {
  let listener: LiveListener | undefined;
  const answers: { resolve(value: { notes: TastingNote[]; enabled: boolean }): void; reject(error: Error): void }[] =
    [];
  const store = createTastingNotesStore({
    collectionId: "fair",
    uid: "user-1",
    initial,
    live: (_collectionId, _uid, l) => {
      listener = l;
      return () => (listener = undefined);
    },
    read: () => new Promise((resolve, reject) => answers.push({ resolve, reject })),
  });
  const stop = store.subscribe(() => undefined);
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    store,
    stop,
    answers,
    flush,
    hear: (change: LiveChange) => listener!.onChange(change),
    resync: () => listener!.onResync(),
    notes: () => store.getSnapshot().notes.map((n) => `${n.productId}:${n.note}`),
  };
}

describe("tasting notes store", () => {
  it("is loading until the first read, which does not wait for the live stream, then lists the notes newest first", async () => {
    const { store, answers, flush, notes } = setup();
    expect(store.getSnapshot().status).toBe("loading");
    expect(answers).toHaveLength(1);
    answers[0].resolve({
      notes: [
        note("a", "2026-12-07T10:00:00.000Z", "older", "2026-12-07T09:00:00.000Z"),
        note("b", "2026-12-07T11:00:00.000Z", "newer", "2026-12-07T11:00:00.000Z"),
      ],
      enabled: true,
    });
    await flush();
    expect(store.getSnapshot().status).toBe("success");
    expect(notes()).toEqual(["b:newer", "a:older"]);
  });

  it("starts from the page's notes and applies live changes by key, never going back to older text", () => {
    const { store, hear, notes } = setup({ notes: [note("a", "2026-12-07T10:00:00.000Z", "first")], enabled: true });
    expect(store.getSnapshot().status).toBe("success");
    hear({ resource: "tastingNotes", set: [note("a", "2026-12-07T10:05:00.000Z", "second")] });
    hear({ resource: "tastingNotes", set: [note("a", "2026-12-07T10:01:00.000Z", "late echo")] });
    hear({ resource: "favorites", set: [{ id: "a" }] });
    expect(notes()).toEqual(["a:second"]);
    store.stored("b", note("b", "2026-12-07T10:06:00.000Z", "mine"));
    hear({ resource: "tastingNotes", deleted: ["a"] });
    expect(notes()).toEqual(["b:mine"]);
    store.stored("b", null);
    expect(notes()).toEqual([]);
  });

  it("keeps a change heard while a read is under way; a read with no answer keeps the notes, a failed one is the error status", async () => {
    const { store, resync, hear, answers, flush, notes } = setup();
    hear({ resource: "tastingNotes", set: [note("c", "2026-12-07T12:00:00.000Z", "during the read")] });
    answers[0].resolve({ notes: [note("a", "2026-12-07T10:00:00.000Z", "read")], enabled: true });
    await flush();
    expect(notes().sort()).toEqual(["a:read", "c:during the read"]);

    // No answer at all (offline): the notes stay as last known.
    resync();
    answers[1].reject(new TypeError("Failed to fetch"));
    await flush();
    expect(store.getSnapshot().status).toBe("success");
    expect(notes().sort()).toEqual(["a:read", "c:during the read"]);
    // The server failed: that is an error.
    resync();
    answers[2].reject(new ApiError(503, "unavailable", ""));
    await flush();
    expect(store.getSnapshot().status).toBe("error");
    void store.reload();
    answers[3].resolve({ notes: [], enabled: false });
    await flush();
    expect(store.getSnapshot()).toMatchObject({ status: "success", enabled: false, notes: [] });
  });

  it("reads everything again when a change is too big to carry", async () => {
    const { hear, answers, flush, notes } = setup({
      notes: [note("a", "2026-12-07T10:00:00.000Z", "x")],
      enabled: true,
    });
    hear({ resource: "tastingNotes", reload: true });
    expect(answers).toHaveLength(1);
    answers[0].resolve({ notes: [note("z", "2026-12-07T13:00:00.000Z", "fresh")], enabled: true });
    await flush();
    expect(notes()).toEqual(["z:fresh"]);
  });
});

describe("tasting notes without a network", () => {
  const offline = () => Promise.reject(new TypeError("Failed to fetch"));

  it("shows the notes as last read on this device when the server does not answer, and an error without them", async () => {
    const storage = memoryStorage();
    const online = createTastingNotesStore({
      collectionId: "fair",
      uid: "user-1",
      live: () => () => undefined,
      read: async () => ({ notes: [note("a", "2026-12-07T10:00:00.000Z", "kept")], enabled: true }),
      storage,
    });
    online.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    online.stored("b", note("b", "2026-12-07T11:00:00.000Z", "written here"));

    const later = createTastingNotesStore({
      collectionId: "fair",
      uid: "user-1",
      live: () => () => undefined,
      read: offline,
      storage,
    });
    later.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(later.getSnapshot().status).toBe("success");
    expect(later.getSnapshot().notes.map((n) => n.note)).toEqual(["kept", "written here"]);

    const elsewhere = createTastingNotesStore({
      collectionId: "fair",
      uid: "user-2",
      live: () => () => undefined,
      read: offline,
      storage,
    });
    elsewhere.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(elsewhere.getSnapshot().status).toBe("error");
  });
});
