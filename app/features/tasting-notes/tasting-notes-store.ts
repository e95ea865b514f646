import { type LoadingStatus, loadingStatus } from "~/features/favorites/rules";
import { type LiveChange, subscribeLive } from "~/features/live/live-client";
import { ApiError } from "~/lib/api-client";
import { browserStorage, copyKey, type DeviceStorage, readJson, writeJson } from "~/lib/device-storage";
import type { TastingNote } from "./schemas";
import { readNotes } from "./tasting-notes-client";

// The signed-in user's tasting notes at one event, in the browser: one store
// per event and user, shared by the product page's editor and the page My
// tasting notes (React reads it with useSyncExternalStore). It reads the
// API on every (re)connection of the live stream and applies changes by
// key, a newer updatedAt winning, so an echo never brings back older text.
// What it last read is kept on the device: without a network the notes show
// from there and the editor works on them (docs/offline-writes.md).

export interface TastingNotesSnapshot {
  /** docs/product/my-catalogue.md: loading until the first read answers, error when the last read failed, else success. */
  status: LoadingStatus;
  /** The event's tastingNotesEnabled as the API reports it. */
  enabled: boolean;
  /** addedAt descending, as the API orders them. */
  notes: readonly TastingNote[];
  byId: ReadonlyMap<string, TastingNote>;
}

export interface TastingNotesStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): TastingNotesSnapshot;
  /** What this tab stored (the API's answer) or deleted (null). */
  stored(productId: string, note: TastingNote | null): void;
  reload(): Promise<void>;
}

export interface StoreOptions {
  collectionId: string;
  uid: string;
  /** Notes the page already has (server-rendered): shown until the first read. */
  initial?: { notes: readonly TastingNote[]; enabled: boolean };
  /** For tests. */
  live?: typeof subscribeLive;
  read?: typeof readNotes;
  storage?: DeviceStorage | null;
}

/** How long the stream stays open after the last listener leaves: a client-side navigation remounts them at once. */
const RELEASE_AFTER_MS = 3_000;

const byAddedDesc = (a: TastingNote, b: TastingNote) =>
  a.addedAt < b.addedAt ? 1 : a.addedAt > b.addedAt ? -1 : a.productId < b.productId ? -1 : 1;

/** A snapshot of notes already known (a page's server-rendered data), as the store would publish it. */
export function snapshotOf(
  notes: readonly TastingNote[],
  enabled: boolean,
  status: LoadingStatus = "success",
): TastingNotesSnapshot {
  const list = [...notes].sort(byAddedDesc);
  return { status, enabled, notes: list, byId: new Map(list.map((n) => [n.productId, n])) };
}

function isNote(value: unknown): value is TastingNote {
  return (
    !!value &&
    typeof value === "object" &&
    typeof (value as TastingNote).productId === "string" &&
    typeof (value as TastingNote).updatedAt === "string"
  );
}

/** Puts a note in unless the one held is newer. */
function put(notes: Map<string, TastingNote>, note: TastingNote): void {
  const held = notes.get(note.productId);
  if (!held || held.updatedAt <= note.updatedAt) notes.set(note.productId, note);
}

export function createTastingNotesStore(options: StoreOptions): TastingNotesStore {
  const live = options.live ?? subscribeLive;
  const read = options.read ?? readNotes;
  let notes = new Map<string, TastingNote>((options.initial?.notes ?? []).map((n) => [n.productId, n]));
  let enabled = options.initial?.enabled ?? true;
  let hasData = options.initial !== undefined;
  let reading = false;
  let failed = false;
  let readSeq = 0;
  let heardDuringRead: LiveChange[] = [];
  const listeners = new Set<() => void>();
  let stopLive: (() => void) | null = null;
  let releaseTimer: ReturnType<typeof setTimeout> | undefined;
  let snapshot: TastingNotesSnapshot;
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const copy = copyKey("tastingNotes", options.collectionId, options.uid);
  let onDevice = false;
  let kept: Map<string, TastingNote> | null = null;

  function keepCopy() {
    if (!hasData || onDevice || kept === notes) return;
    kept = notes;
    writeJson(storage, copy, { notes: [...notes.values()], enabled });
  }

  /** The notes as last read here, when the server does not answer. */
  function readCopy(): boolean {
    const held = readJson(storage, copy) as { notes?: unknown; enabled?: unknown } | null;
    if (!Array.isArray(held?.notes)) return false;
    notes = new Map(held.notes.filter(isNote).map((n) => [n.productId, n]));
    enabled = held.enabled !== false;
    hasData = onDevice = true;
    return true;
  }

  function publish() {
    keepCopy();
    snapshot = snapshotOf(
      [...notes.values()],
      enabled,
      loadingStatus({ authLoading: false, dataLoading: !hasData && !failed, failed }),
    );
    for (const listener of listeners) listener();
  }
  publish();

  function apply(change: LiveChange) {
    const next = new Map(notes);
    for (const doc of change.set ?? []) if (isNote(doc)) put(next, doc);
    for (const id of change.deleted ?? []) next.delete(id);
    notes = next;
  }

  async function reload(): Promise<void> {
    const seq = ++readSeq;
    reading = true;
    heardDuringRead = [];
    publish();
    try {
      const answer = await read(options.collectionId, options.uid);
      if (seq !== readSeq) return;
      notes = new Map(answer.notes.map((n) => [n.productId, n]));
      enabled = answer.enabled;
      for (const change of heardDuringRead) apply(change);
      hasData = true;
      onDevice = false;
      failed = false;
    } catch (e) {
      if (seq !== readSeq) return;
      // No answer at all (offline): what is held stays, as last known, else the copy kept on the device.
      const noAnswer = !(e instanceof ApiError);
      if (noAnswer && !hasData) readCopy();
      if (noAnswer && hasData) onDevice = true;
      failed = !(noAnswer && hasData);
    } finally {
      if (seq === readSeq) {
        reading = false;
        heardDuringRead = [];
        publish();
      }
    }
  }

  function onChange(change: LiveChange) {
    if (change.resource !== "tastingNotes") return;
    if (change.reload) return void reload();
    if (reading) heardDuringRead.push(change);
    apply(change);
    publish();
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      clearTimeout(releaseTimer);
      stopLive ??= live(options.collectionId, options.uid, { onChange, onResync: () => void reload() });
      // The stream may never open (offline): the first read does not wait for it.
      if (!hasData && !reading) void reload();
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        releaseTimer = setTimeout(() => {
          if (listeners.size > 0) return;
          stopLive?.();
          stopLive = null;
        }, RELEASE_AFTER_MS);
      };
    },
    getSnapshot: () => snapshot,
    stored(productId, note) {
      const next = new Map(notes);
      if (note) put(next, note);
      else next.delete(productId);
      notes = next;
      publish();
    },
    reload,
  };
}

const stores = new Map<string, TastingNotesStore>();

/** The shared store of this event and user; `initial` seeds it when it is made. */
export function tastingNotesStore(
  collectionId: string,
  uid: string,
  initial?: StoreOptions["initial"],
): TastingNotesStore {
  const key = `${collectionId}\n${uid}`;
  let store = stores.get(key);
  if (!store) {
    store = createTastingNotesStore({ collectionId, uid, initial });
    stores.set(key, store);
  }
  return store;
}
