import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SENSORY_GROUPS } from "~/features/catalogue/sensory";
import { SENSORY_SCALES } from "~/features/catalogue/vocabulary";
import { memoryStorage } from "../../../tests/support/memory-storage";
import { draftKey } from "./note-draft";
import { createNoteSession, type NoteSessionState, type NoteWrite } from "./note-session";
import type { ClientWrite, TastingNote, TastingNoteInput } from "./schemas";

// The editor's note without React: drafts kept until the server has them
// (and recovered after a reload), text saved after a pause, taps at once,
// other tabs' changes taken in only while the user is not writing.

const KEY = draftKey("fair", "user-1", "product-1");
const vocabulary = { groups: SENSORY_GROUPS, scales: SENSORY_SCALES };

function stored(
  input: Partial<TastingNoteInput>,
  updatedAt: string,
  more: Partial<Pick<TastingNote, "revision" | "conflicts">> = {},
): TastingNote {
  return {
    productId: "product-1",
    rating: null,
    note: "",
    sensory: {},
    ...input,
    addedAt: "2026-12-07T10:00:00.000Z",
    updatedAt,
    revision: 1,
    conflicts: [],
    ...more,
  };
}

class Offline extends TypeError {}

function setup(storage = memoryStorage(), answer?: (input: TastingNoteInput, revision: number) => TastingNote) {
  const writes: NoteWrite[] = [];
  const clients: (ClientWrite | undefined)[] = [];
  const dropped: string[] = [];
  let online = true;
  let clock = 0;
  let ids = 0;
  const states: NoteSessionState[] = [];
  const session = createNoteSession({
    storage,
    draftKey: KEY,
    vocabulary,
    async write(write, client) {
      writes.push(write);
      clients.push(client);
      if (!online) throw new Offline("Failed to fetch");
      clock += 1;
      if (write.kind !== "set") return null;
      return answer
        ? answer(write.input, clock + 1)
        : stored(write.input, `2026-12-07T11:00:0${clock}.000Z`, { revision: clock + 1 });
    },
    async dropKept(writeId) {
      dropped.push(writeId);
      return stored({ note: "as stored" }, "2026-12-07T12:00:00.000Z", { revision: 9 });
    },
    newWriteId: () => `write-${++ids}`,
    isRetryable: (error) => error instanceof TypeError,
    onState: (state) => states.push(state),
  });
  return {
    storage,
    writes,
    clients,
    dropped,
    session,
    states,
    setOnline: (value: boolean) => (online = value),
    draft: () => (storage.items.has(KEY) ? JSON.parse(storage.items.get(KEY)!) : null),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("note session", () => {
  it("recovers an unsaved draft over the stored note, saves it and then forgets it", async () => {
    const storage = memoryStorage();
    storage.setItem(
      KEY,
      JSON.stringify({ rating: 4, note: "typed before the reload", sensory: { body: "full", wood: "oak" } }),
    );
    const { session, writes, draft } = setup(storage);

    session.start(stored({ rating: 2, note: "older" }, "2026-12-07T10:30:00.000Z"));
    // The unknown wood value is dropped; the rest is what was typed.
    const recovered = { rating: 4, note: "typed before the reload", sensory: { body: "full" } };
    expect(session.state()).toMatchObject({ input: recovered, exists: true, restored: true });
    expect(writes).toEqual([{ kind: "set", input: recovered }]);

    await vi.runAllTimersAsync();
    expect(session.state().status).toMatchObject({ state: "saved" });
    expect(session.state().restored).toBe(false);
    expect(draft()).toBeNull();
  });

  it("drops a draft the server already has without writing", () => {
    const storage = memoryStorage();
    storage.setItem(KEY, JSON.stringify({ rating: 3, note: "same", sensory: {} }));
    const { session, writes, draft } = setup(storage);
    session.start(stored({ rating: 3, note: "same" }, "2026-12-07T10:30:00.000Z"));
    expect(writes).toEqual([]);
    expect(draft()).toBeNull();
    expect(session.state()).toMatchObject({ input: { rating: 3, note: "same" }, restored: false });
  });

  it("ignores a draft that is not a note", () => {
    const storage = memoryStorage();
    storage.setItem(KEY, "{not json");
    const { session, writes } = setup(storage);
    session.start(null);
    expect(writes).toEqual([]);
    expect(session.state()).toMatchObject({ exists: false, input: { rating: null, note: "" } });
  });

  it("keeps typed text as a draft at once and saves it after a pause, or when the field is left", async () => {
    const { session, writes, clients, draft } = setup();
    session.start(null);
    session.focus(true);
    session.change({ rating: null, note: "Ripe cherry", sensory: {} }, { typing: true });
    // With the revision it was written on (no note yet: 0) and the write's own id.
    expect(draft()).toEqual({ rating: null, note: "Ripe cherry", sensory: {}, baseRevision: 0, writeId: "write-1" });
    await vi.advanceTimersByTimeAsync(500);
    session.change({ rating: null, note: "Ripe cherry, violet", sensory: {} }, { typing: true });
    await vi.advanceTimersByTimeAsync(500);
    expect(writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(400);
    expect(writes).toEqual([{ kind: "set", input: { rating: null, note: "Ripe cherry, violet", sensory: {} } }]);
    // Sent with the draft's id: the background sender sends the draft with it too, and it is applied once.
    expect(clients.map((client) => client?.id)).toEqual(["write-2"]);

    session.change({ rating: null, note: "Ripe cherry, violet, pepper", sensory: {} }, { typing: true });
    session.focus(false);
    expect(writes).toHaveLength(2);
    await vi.runAllTimersAsync();
    expect(draft()).toBeNull();
  });

  it("saves a tap at once, with the text typed so far", async () => {
    const { session, writes } = setup();
    session.start(null);
    session.change({ rating: null, note: "Smoky", sensory: {} }, { typing: true });
    session.change({ rating: 5, note: "Smoky", sensory: {} });
    expect(writes).toEqual([{ kind: "set", input: { rating: 5, note: "Smoky", sensory: {} } }]);
    await vi.runAllTimersAsync();
    expect(writes).toHaveLength(1);
  });

  it("without a connection keeps retrying, keeps the draft for a reload, and saves once back online", async () => {
    const { session, writes, draft, setOnline, storage } = setup();
    session.start(null);
    setOnline(false);
    session.change({ rating: 3, note: "Written in the cellar", sensory: { acidity: "high" } });
    await vi.advanceTimersByTimeAsync(0);
    expect(session.state().status).toMatchObject({ state: "retrying", attempt: 1 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(session.state().status).toMatchObject({ state: "retrying", attempt: 2 });
    expect(draft()).toMatchObject({ rating: 3, note: "Written in the cellar", sensory: { acidity: "high" } });
    expect(draft().baseRevision).toEqual(expect.any(Number));

    // A reload now finds the draft.
    const reloaded = setup(storage);
    reloaded.setOnline(false);
    reloaded.session.start(null);
    expect(reloaded.session.state()).toMatchObject({ restored: true, input: { note: "Written in the cellar" } });
    reloaded.session.dispose();

    setOnline(true);
    session.retryNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(session.state().status).toMatchObject({ state: "saved" });
    expect(writes.at(-1)).toEqual({
      kind: "set",
      input: { rating: 3, note: "Written in the cellar", sensory: { acidity: "high" } },
    });
    expect(draft()).toBeNull();
  });

  it("takes in another tab's change when idle, waits while the user writes, and ignores its own echoes", async () => {
    const { session } = setup();
    session.start(stored({ note: "first" }, "2026-12-07T10:00:00.000Z"));
    session.remote(stored({ note: "from the phone", rating: 4 }, "2026-12-07T10:05:00.000Z"));
    expect(session.state().input).toMatchObject({ note: "from the phone", rating: 4 });

    session.focus(true);
    session.remote(stored({ note: "from the laptop" }, "2026-12-07T10:06:00.000Z"));
    expect(session.state().input.note).toBe("from the phone");
    session.focus(false);
    expect(session.state().input.note).toBe("from the laptop");

    // Own save: its echo (same updatedAt as the answer) changes nothing.
    session.change({ rating: 2, note: "mine", sensory: {} });
    await vi.runAllTimersAsync();
    session.remote(stored({ note: "mine", rating: 2 }, "2026-12-07T11:00:01.000Z"));
    expect(session.state().input).toMatchObject({ note: "mine", rating: 2 });
    // An older echo does not bring back what was replaced.
    session.remote(stored({ note: "from the laptop" }, "2026-12-07T10:06:00.000Z"));
    expect(session.state().input.note).toBe("mine");

    session.remote(null);
    expect(session.state()).toMatchObject({ exists: false, input: { note: "", rating: null } });
  });

  it("deletes the note and its draft; a deletion heard while writing is not applied", async () => {
    const { session, writes, draft } = setup();
    session.start(stored({ note: "to delete" }, "2026-12-07T10:00:00.000Z"));
    session.change({ rating: 1, note: "to delete", sensory: {} }, { typing: true });
    session.remove();
    expect(draft()).toBeNull();
    expect(session.state()).toMatchObject({ exists: false });
    session.change({ rating: 5, note: "", sensory: {} });
    session.remote(null);
    await vi.runAllTimersAsync();
    expect(writes).toEqual([{ kind: "delete" }, { kind: "set", input: { rating: 5, note: "", sensory: {} } }]);
    expect(session.state()).toMatchObject({ exists: true, input: { rating: 5 } });
  });
});

describe("note session writes made on a revision (docs/offline-writes.md)", () => {
  it("names the revision each save was written on, and keeps a save's id on every retry", async () => {
    const { session, clients, setOnline } = setup();
    session.start(stored({ note: "first" }, "2026-12-07T10:30:00.000Z", { revision: 3 }));
    setOnline(false);
    session.change({ rating: null, note: "second", sensory: {} });
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.advanceTimersByTimeAsync(2_000);
    setOnline(true);
    await vi.runAllTimersAsync();
    // Every try of the one save: one id, made on revision 3.
    expect(clients.length).toBeGreaterThan(1);
    expect(new Set(clients.map((client) => JSON.stringify(client)))).toEqual(
      new Set([JSON.stringify({ id: "write-1", baseRevision: 3 })]),
    );
    session.change({ rating: 2, note: "second", sensory: {} });
    await vi.runAllTimersAsync();
    // The next save is made on the revision the first one left.
    expect(clients.at(-1)?.baseRevision).toBe(2);
    expect(clients.at(-1)?.id).toBe("write-2");
  });

  it("sends a draft kept over a reload with the revision it was written on, not the stored one", async () => {
    const storage = memoryStorage();
    storage.setItem(KEY, JSON.stringify({ rating: null, note: "typed offline", sensory: {}, baseRevision: 1 }));
    const { session, clients } = setup(storage);
    session.start(stored({ note: "changed on the tablet" }, "2026-12-07T10:30:00.000Z", { revision: 2 }));
    await vi.runAllTimersAsync();
    expect(clients).toEqual([{ id: "write-1", baseRevision: 1 }]);
  });

  it("shows the versions kept beside the note, and adds one to the note before dropping it", async () => {
    const tablet = {
      writeId: "tablet-1",
      rating: 4 as const,
      note: "Leather (tablet).",
      sensory: {},
      writtenAt: "2026-12-07T10:00:00.000Z",
    };
    const { session, writes, dropped } = setup();
    session.start(stored({ note: "Smoke (phone)." }, "2026-12-07T10:30:00.000Z", { revision: 2, conflicts: [tablet] }));
    expect(session.state().kept).toEqual([tablet]);
    await session.settle("tablet-1", true);
    expect(session.state().input).toMatchObject({ note: "Smoke (phone).\n\nLeather (tablet).", rating: 4 });
    expect(dropped).toEqual(["tablet-1"]);
    expect(session.state().kept).toEqual([]);
    await vi.runAllTimersAsync();
    expect(writes.at(-1)).toEqual({
      kind: "set",
      input: { rating: 4, note: "Smoke (phone).\n\nLeather (tablet).", sensory: {} },
    });
  });

  it("does not show a version again that it dropped, when the save adding it to the note answers last", async () => {
    const tablet = {
      writeId: "tablet-1",
      rating: null,
      note: "Leather (tablet).",
      sensory: {},
      writtenAt: "2026-12-07T10:00:00.000Z",
    };
    // The server stores the note before it drops the version, but the save's answer, still listing it, comes last.
    let answerSave = () => {};
    const saveAnswered = new Promise<void>((resolve) => {
      answerSave = resolve;
    });
    const saved: TastingNoteInput[] = [];
    const session = createNoteSession({
      storage: memoryStorage(),
      draftKey: KEY,
      vocabulary,
      async write(write) {
        if (write.kind !== "set") return null;
        saved.push(write.input);
        await saveAnswered;
        return stored(write.input, "2026-12-07T11:00:00.000Z", { revision: 3, conflicts: [tablet] });
      },
      dropKept: async () => stored({ note: "Smoke (phone)." }, "2026-12-07T10:30:00.000Z", { revision: 2 }),
      newWriteId: () => "write-1",
      isRetryable: () => true,
      onState: () => undefined,
    });
    session.start(stored({ note: "Smoke (phone)." }, "2026-12-07T10:30:00.000Z", { revision: 2, conflicts: [tablet] }));
    await session.settle("tablet-1", true);
    expect(session.state().kept).toEqual([]);
    answerSave();
    await vi.runAllTimersAsync();
    expect(saved.map((input) => input.note)).toEqual(["Smoke (phone).\n\nLeather (tablet)."]);
    expect(session.state().status?.state).toBe("saved");
    expect(session.state().kept).toEqual([]);
    expect(session.state().input.note).toBe("Smoke (phone).\n\nLeather (tablet).");
  });

  it("shows the note as stored when its save was kept beside it, the typed text among the kept versions", async () => {
    const tabletText = { rating: null, note: "Leather (tablet).", sensory: {} };
    const { session, draft } = setup(memoryStorage(), (input, revision) =>
      stored({ note: "Smoke (phone)." }, "2026-12-07T11:00:00.000Z", {
        revision,
        conflicts: [{ writeId: "write-1", ...input, writtenAt: "2026-12-07T10:59:00.000Z" }],
      }),
    );
    session.start(stored({ note: "Start." }, "2026-12-07T10:30:00.000Z", { revision: 1 }));
    session.change(tabletText);
    await vi.runAllTimersAsync();
    expect(session.state().input.note).toBe("Smoke (phone).");
    expect(session.state().kept.map((kept) => kept.note)).toEqual(["Leather (tablet)."]);
    expect(draft()).toBeNull();
  });

  it("keeps a kept version shown, and says why, when dropping it does not go through", async () => {
    const tablet = {
      writeId: "tablet-1",
      rating: null,
      note: "Leather.",
      sensory: {},
      writtenAt: "2026-12-07T10:00:00.000Z",
    };
    const offline = new TypeError("Failed to fetch");
    const session = createNoteSession({
      storage: memoryStorage(),
      draftKey: KEY,
      vocabulary,
      write: async () => null,
      dropKept: async () => {
        throw offline;
      },
      newWriteId: () => "write-1",
      isRetryable: () => true,
      onState: () => undefined,
    });
    session.start(stored({ note: "Smoke." }, "2026-12-07T10:30:00.000Z", { revision: 2, conflicts: [tablet] }));
    await session.settle("tablet-1", false);
    expect(session.state().kept).toEqual([tablet]);
    expect(session.state().keptError).toBe(offline);
  });
});

describe("note session refusals", () => {
  it("keeps what was typed when a save is refused, and brings the note back when a delete is refused", async () => {
    const storage = memoryStorage();
    const states: NoteSessionState[] = [];
    const refusal = Object.assign(new Error("Deleting is not implemented."), { refused: true });
    const session = createNoteSession({
      storage,
      draftKey: KEY,
      vocabulary,
      write: async () => {
        throw refusal;
      },
      dropKept: async () => {
        throw refusal;
      },
      newWriteId: () => "write-1",
      isRetryable: () => false,
      onState: (state) => states.push(state),
    });
    session.start(stored({ rating: 4, note: "kept on the server" }, "2026-12-07T10:00:00.000Z"));
    session.change({ rating: 2, note: "kept on the server", sensory: {} });
    await vi.runAllTimersAsync();
    expect(session.state()).toMatchObject({ status: { state: "failed", error: refusal }, input: { rating: 2 } });
    expect(storage.items.has(KEY)).toBe(true);

    session.remove();
    await vi.runAllTimersAsync();
    expect(session.state()).toMatchObject({
      status: { state: "failed", value: { kind: "delete" } },
      exists: true,
      input: { rating: 4, note: "kept on the server" },
    });
  });
});
