import { isRetryable } from "~/lib/api-client";
import type { DeviceStorage } from "~/lib/device-storage";
import { newWriteId } from "~/lib/new-write-id";
import { clearDraft, draftsInEditor, readDraft, readDraftWrite, userDrafts, writeDraft } from "./note-draft";
import type { SensoryVocabulary } from "./note-input";
import { refusalKey, writeNote } from "./tasting-notes-client";

// Notes written without a network and left before they were sent
// (docs/offline-writes.md "Notes sent without their editor"): their drafts
// wait on the device, and any page of the site sends them when the network
// is there, not only the product's editor. Each draft carries its write's
// own id and the note's revision it was written on, so a draft the editor
// sends too is applied once, and one written on a note another device
// changed meanwhile is kept beside it, never over it. A draft an editor of
// this page holds is left to it; tabs take turns through a Web Lock.

export interface DraftSenderOptions {
  storage: DeviceStorage | null;
  vocabulary: SensoryVocabulary;
  /** For tests: the PUT (tasting-notes-client.ts). */
  write?: typeof writeNote;
}

/** Sends the user's waiting drafts, oldest key first; stops at the first without an answer (offline). */
export function sendKeptDrafts(uid: string, options: DraftSenderOptions): Promise<void> {
  const work = () => sendEach(uid, options);
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  return locks ? locks.request("uncork.tastingNoteDrafts", work).then(() => undefined) : work();
}

async function sendEach(uid: string, { storage, vocabulary, write = writeNote }: DraftSenderOptions): Promise<void> {
  for (const { key, collectionId, productId } of userDrafts(storage, uid)) {
    const input = readDraft(storage, key, vocabulary);
    const kept = readDraftWrite(storage, key);
    if (!input || kept.refused || draftsInEditor.has(key)) continue;
    // A draft kept before drafts carried their id gets one now, before it is first sent.
    const writeId = kept.writeId ?? newWriteId();
    if (!kept.writeId) writeDraft(storage, key, input, { ...kept, writeId });
    try {
      await write(
        collectionId,
        uid,
        productId,
        { kind: "set", input },
        { id: writeId, baseRevision: kept.baseRevision ?? 0 },
      );
    } catch (error) {
      if (isRetryable(error)) return;
      // Refused (the product left the event, say): kept, with why, for its editor to show; not sent again from here.
      writeDraft(storage, key, input, { ...kept, writeId, refused: refusalKey(error) });
      continue;
    }
    // Sent: the draft goes, unless the user wrote more meanwhile (a newer write) or an editor took it.
    if (readDraftWrite(storage, key).writeId === writeId && !draftsInEditor.has(key)) clearDraft(storage, key);
  }
}
