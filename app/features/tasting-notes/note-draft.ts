import { keysWithPrefix } from "~/lib/device-storage";
import { readInput, type SensoryVocabulary } from "./note-input";
import type { TastingNoteInput } from "./schemas";

// The unsaved state of a note, kept in the browser (localStorage) per user
// and product until the server has it: a reload, a closed tab or a long
// time without a connection loses nothing typed. Storage may be missing or
// full (private windows); the note then lives in memory only.

export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const DRAFT_PREFIX = "uncork.tastingNoteDraft.";

export function draftKey(collectionId: string, uid: string, productId: string): string {
  return `${DRAFT_PREFIX}${collectionId}.${uid}.${productId}`;
}

/** Every draft of a user this device keeps, at any event: its key, event and product. */
export function userDrafts(
  storage: Pick<Storage, "key" | "length"> | null,
  uid: string,
): { key: string; collectionId: string; productId: string }[] {
  const found = [];
  for (const key of keysWithPrefix(storage, DRAFT_PREFIX)) {
    const rest = key.slice(DRAFT_PREFIX.length);
    const at = rest.indexOf(`.${uid}.`);
    if (at > 0) found.push({ key, collectionId: rest.slice(0, at), productId: rest.slice(at + uid.length + 2) });
  }
  return found;
}

export function readDraft(
  storage: DraftStorage | null,
  key: string,
  vocabulary: SensoryVocabulary,
): TastingNoteInput | null {
  try {
    const text = storage?.getItem(key);
    return text ? readInput(JSON.parse(text), vocabulary) : null;
  } catch {
    return null;
  }
}

/** What a kept draft says of its write: its own id, the note's revision it was written on, a refusal's message key. */
export interface DraftWrite {
  writeId?: string;
  baseRevision?: number;
  refused?: string;
}

/**
 * Keeps the fields, the note's revision they were written on and the
 * write's own id: a draft sent after a reload or a day offline is then
 * kept beside a note another device changed meanwhile, never written over
 * it, and sent by the editor and by the background sender
 * (draft-sender.ts) it is applied once (docs/offline-writes.md).
 */
export function writeDraft(
  storage: DraftStorage | null,
  key: string,
  input: TastingNoteInput,
  write: DraftWrite = {},
): void {
  try {
    storage?.setItem(key, JSON.stringify({ ...input, ...write }));
  } catch {
    // Full or refused: the queue still holds the change in memory.
  }
}

/** What a kept draft says of its write (each part only when it is well formed). */
export function readDraftWrite(storage: DraftStorage | null, key: string): DraftWrite {
  try {
    const text = storage?.getItem(key);
    const { writeId, baseRevision, refused } = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    return {
      writeId: typeof writeId === "string" && writeId.length > 0 && writeId.length <= 64 ? writeId : undefined,
      baseRevision:
        typeof baseRevision === "number" && Number.isInteger(baseRevision) && baseRevision >= 0
          ? baseRevision
          : undefined,
      refused: typeof refused === "string" ? refused : undefined,
    };
  } catch {
    return {};
  }
}

/** Drafts an editor of this page holds: the background sender leaves them to it. */
export const draftsInEditor = new Set<string>();

export function clearDraft(storage: DraftStorage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: a stale draft is saved again on the next visit, which is harmless.
  }
}

/** The drafts of one user at one event this device keeps, by product: notes written and not sent yet. */
export function draftsOf(
  storage: (DraftStorage & Pick<Storage, "key" | "length">) | null,
  collectionId: string,
  uid: string,
  vocabulary: SensoryVocabulary,
): Map<string, TastingNoteInput> {
  const prefix = draftKey(collectionId, uid, "");
  const drafts = new Map<string, TastingNoteInput>();
  for (const key of keysWithPrefix(storage, prefix)) {
    const draft = readDraft(storage, key, vocabulary);
    if (draft) drafts.set(key.slice(prefix.length), draft);
  }
  return drafts;
}
