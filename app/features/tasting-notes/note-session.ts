import { clearDraft, type DraftStorage, draftsInEditor, readDraft, readDraftWrite, writeDraft } from "./note-draft";
import { EMPTY_INPUT, inputOf, type SensoryVocabulary, sameInput } from "./note-input";
import { createSaveQueue, type SaveStatus, type Timers } from "./save-queue";
import type { ClientWrite, KeptNoteVersion, TastingNote, TastingNoteInput } from "./schemas";

// One product's note while the editor is open, without React: what the
// fields hold, the draft kept in storage until the server has it, the
// ordered saves, and changes from other tabs taken in only while the user
// is not in the middle of writing. Each save carries its own id (the same on
// every retry) and the note's revision it was written on, so a save sent
// twice is applied once and one written on a revision another device changed
// meanwhile is kept beside the note (docs/offline-writes.md): those kept
// versions are shown until the user adds them to the note or drops them.

export type NoteWrite = { kind: "set"; input: TastingNoteInput } | { kind: "delete" };

export interface NoteSessionState {
  input: TastingNoteInput;
  /** Whether the server holds a note (or one is on its way there). */
  exists: boolean;
  status: SaveStatus<NoteWrite>;
  /** The fields came from a draft this browser had not saved yet. */
  restored: boolean;
  /** Versions written on another revision (another device, offline), kept beside the note. */
  kept: KeptNoteVersion[];
  /** Why the last drop of a kept version did not go through (offline, refused); null when it did. */
  keptError: unknown;
}

export interface NoteSessionOptions {
  storage: DraftStorage | null;
  draftKey: string;
  /** For reading a draft back: what is not a scale value any more is dropped. */
  vocabulary: SensoryVocabulary;
  /** PUT answers the stored note, DELETE null; throws when it did not go through. A set carries its client write. */
  write(write: NoteWrite, client?: ClientWrite): Promise<TastingNote | null>;
  /** Drops a kept version; answers the note as stored now. */
  dropKept(writeId: string): Promise<TastingNote>;
  /** A new id for a write (a UUID). */
  newWriteId(): string;
  isRetryable(error: unknown): boolean;
  onState(state: NoteSessionState): void;
  /** Typed text is saved after this pause (and on leaving the field). */
  textDelayMs?: number;
  timers?: Timers;
  now?(): number;
  backoff?(attempt: number): number;
}

export interface NoteSession {
  /** Fills the fields from the stored note, or from an unsaved draft, which is then saved. */
  start(stored: TastingNote | null): void;
  /** A tap saves at once; typing (`typing: true`) saves after a pause. */
  change(input: TastingNoteInput, options?: { typing?: boolean }): void;
  /** The text field gained or lost the focus; losing it saves what waits. */
  focus(inField: boolean): void;
  remove(): void;
  /** The note as another tab left it (null: deleted there). */
  remote(note: TastingNote | null): void;
  retryNow(): void;
  /** A kept version settled: its text added to the note (`add`), then dropped. */
  settle(writeId: string, add: boolean): Promise<void>;
  state(): NoteSessionState;
  dispose(): void;
}

const TEXT_DELAY_MS = 800;

const REAL_TIMERS: Timers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** A set's own id: the kept draft's when the draft holds this write (the background sender sends it too, and it is applied once), else a new one. */
function writeIdFor(options: NoteSessionOptions, input: TastingNoteInput): string {
  const kept = readDraft(options.storage, options.draftKey, options.vocabulary);
  const keptId = kept && sameInput(kept, input) ? readDraftWrite(options.storage, options.draftKey).writeId : undefined;
  return keptId ?? options.newWriteId();
}

/**
 * The versions kept beside a note still to settle, and their drop. A version
 * this session dropped is gone from the server for good and is not shown
 * again, though an answer that comes later may still list it: the save that
 * adds a version to the note runs beside the version's drop.
 */
function keptVersions(drop: (writeId: string) => Promise<TastingNote>) {
  const dropped = new Set<string>();
  return {
    shown: (note: TastingNote | null): KeptNoteVersion[] =>
      (note?.conflicts ?? []).filter((kept) => !dropped.has(kept.writeId)),
    async drop(writeId: string): Promise<TastingNote> {
      const stored = await drop(writeId);
      dropped.add(writeId);
      return stored;
    },
  };
}

export function createNoteSession(options: NoteSessionOptions): NoteSession {
  const timers = options.timers ?? REAL_TIMERS;
  const textDelay = options.textDelayMs ?? TEXT_DELAY_MS;
  let state: NoteSessionState = {
    input: EMPTY_INPUT,
    exists: false,
    status: { state: "idle" },
    restored: false,
    kept: [],
    keptError: null,
  };
  let textTimer: unknown = null;
  let inField = false;
  /** The newest updatedAt this session knows of: older echoes of its own saves are ignored. */
  let knownAt = "";
  let heard: { note: TastingNote | null } | null = null;
  /** The note as the server holds it, as far as this session knows: a refused delete brings it back. */
  let serverNote: TastingNote | null = null;
  /** Each save's client write, made when it is first sent and the same on every retry. */
  const clientWrites = new WeakMap<NoteWrite, ClientWrite>();
  /** The revision a restored draft was written on: its save names it. */
  let draftBase: number | undefined;
  const revisionNow = () => serverNote?.revision ?? 0;
  /** The last save was kept beside the note (the note changed elsewhere meanwhile), not made the note. */
  let keptMine = false;
  const { shown: keptOf, drop: dropKept } = keptVersions(options.dropKept);

  const update = (changes: Partial<NoteSessionState>) => {
    state = { ...state, ...changes };
    options.onState(state);
  };

  const queue = createSaveQueue<NoteWrite>({
    timers,
    now: options.now,
    backoff: options.backoff,
    isRetryable: options.isRetryable,
    async send(write) {
      // What another tab did before this write is overwritten by it, or kept beside it when the revisions differ.
      heard = null;
      let client = clientWrites.get(write);
      if (!client && write.kind === "set") {
        client = { id: writeIdFor(options, write.input), baseRevision: draftBase ?? revisionNow() };
        draftBase = undefined;
        clientWrites.set(write, client);
      }
      const stored = await options.write(write, client);
      serverNote = stored;
      keptMine = client !== undefined && (stored?.conflicts ?? []).some((kept) => kept.writeId === client.id);
      if (stored && stored.updatedAt > knownAt) knownAt = stored.updatedAt;
    },
    onStatus(status) {
      if (status.state === "saved") {
        const last = status.value;
        const settled = last.kind === "delete" ? state.input === EMPTY_INPUT : sameInput(last.input, state.input);
        if (settled && textTimer === null) clearDraft(options.storage, options.draftKey);
        // Kept beside the note: the fields show the note as stored, and this text among the kept versions.
        if (keptMine && textTimer === null && !queue.busy()) {
          keptMine = false;
          update({ status, restored: false, input: inputOf(serverNote), exists: true, kept: keptOf(serverNote) });
        } else update({ status, restored: false, kept: keptOf(serverNote) });
        takeHeard();
        return;
      }
      if (status.state === "failed" && status.value.kind === "delete" && !queue.busy()) {
        update({ status, input: inputOf(serverNote), exists: serverNote !== null });
        return;
      }
      update({ status });
    },
  });

  const writing = () => queue.busy() || textTimer !== null || inField;

  function takeHeard() {
    if (!heard || writing()) return;
    const { note } = heard;
    heard = null;
    if (note && note.updatedAt <= knownAt) return;
    if (note) knownAt = note.updatedAt;
    serverNote = note;
    update({ input: inputOf(note), exists: note !== null, kept: keptOf(note) });
  }

  function saveNow() {
    if (textTimer !== null) timers.clear(textTimer);
    textTimer = null;
    queue.push({ kind: "set", input: state.input });
  }

  const session: NoteSession = {
    start(stored) {
      draftsInEditor.add(options.draftKey);
      serverNote = stored;
      if (stored) knownAt = stored.updatedAt;
      const draft = readDraft(options.storage, options.draftKey, options.vocabulary);
      if (draft && !sameInput(draft, inputOf(stored))) {
        draftBase = readDraftWrite(options.storage, options.draftKey).baseRevision;
        update({ input: draft, exists: true, restored: true, kept: keptOf(stored) });
        queue.push({ kind: "set", input: draft });
        return;
      }
      if (draft) clearDraft(options.storage, options.draftKey);
      update({ input: inputOf(stored), exists: stored !== null, kept: keptOf(stored) });
    },
    change(input, { typing = false } = {}) {
      writeDraft(options.storage, options.draftKey, input, {
        writeId: options.newWriteId(),
        baseRevision: revisionNow(),
      });
      update({ input, exists: true });
      if (!typing) return saveNow();
      if (textTimer !== null) timers.clear(textTimer);
      textTimer = timers.set(saveNow, textDelay);
    },
    focus(now) {
      inField = now;
      if (now) return;
      if (textTimer !== null) saveNow();
      takeHeard();
    },
    remove() {
      if (textTimer !== null) timers.clear(textTimer);
      textTimer = null;
      clearDraft(options.storage, options.draftKey);
      update({ input: EMPTY_INPUT, exists: false });
      queue.push({ kind: "delete" });
    },
    remote(note) {
      // A deletion heard while writing is this tab's own, or one this write overrides.
      if (note === null && queue.busy()) return;
      heard = { note };
      takeHeard();
    },
    retryNow: () => queue.retryNow(),
    async settle(writeId, add) {
      const version = state.kept.find((kept) => kept.writeId === writeId);
      if (!version) return;
      // Added once: a drop that did not go through (offline) leaves the version to settle again.
      if (add && !state.input.note.includes(version.note.trim())) {
        const note = [state.input.note.trim(), version.note.trim()].filter(Boolean).join("\n\n");
        session.change({ ...state.input, rating: state.input.rating ?? version.rating, note });
      }
      try {
        const stored = await dropKept(writeId);
        serverNote = stored;
        update({ kept: keptOf(stored), keptError: null });
      } catch (error) {
        // The version stays shown, to settle again; the editor says why.
        update({ keptError: error });
      }
    },
    state: () => state,
    dispose() {
      draftsInEditor.delete(options.draftKey);
      if (textTimer !== null) timers.clear(textTimer);
      textTimer = null;
      queue.dispose();
    },
  };
  return session;
}
