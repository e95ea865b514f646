import { keysWithPrefix } from "~/lib/device-storage";
import { readInput, type SensoryVocabulary } from "./note-input";
import type { TastingNoteInput } from "./schemas";

// The unsaved state of a note, kept in the browser (localStorage) per user
// and product until the server has it: a reload, a closed tab or a long
// time without a connection loses nothing typed. Storage may be missing or
// full (private windows); the note then lives in memory only.

export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function draftKey(collectionId: string, uid: string, productId: string): string {
  return `uncork.tastingNoteDraft.${collectionId}.${uid}.${productId}`;
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

/**
 * Keeps the fields, and the note's revision they were written on: a draft
 * sent after a reload or a day offline is then kept beside a note another
 * device changed meanwhile, never written over it (docs/offline-writes.md).
 */
export function writeDraft(
  storage: DraftStorage | null,
  key: string,
  input: TastingNoteInput,
  baseRevision?: number,
): void {
  try {
    storage?.setItem(key, JSON.stringify({ ...input, baseRevision }));
  } catch {
    // Full or refused: the queue still holds the change in memory.
  }
}

/** The revision a kept draft was written on, if it says. */
export function readDraftBase(storage: DraftStorage | null, key: string): number | undefined {
  try {
    const text = storage?.getItem(key);
    const base = text ? (JSON.parse(text) as { baseRevision?: unknown }).baseRevision : undefined;
    return typeof base === "number" && Number.isInteger(base) && base >= 0 ? base : undefined;
  } catch {
    return undefined;
  }
}

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
