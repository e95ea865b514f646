import { useEffect, useRef, useState } from "react";
import { isRetryable } from "~/lib/api-client";
import { browserStorage } from "~/lib/device-storage";
import { newWriteId } from "~/lib/new-write-id";
import { whenBackOnline } from "~/lib/when-back-online";
import { draftKey } from "./note-draft";
import type { SensoryVocabulary } from "./note-input";
import { createNoteSession, type NoteSession, type NoteSessionState } from "./note-session";
import type { TastingNote } from "./schemas";
import { dropKeptVersion, writeNote } from "./tasting-notes-client";
import type { TastingNotesSnapshot, TastingNotesStore } from "./tasting-notes-store";

// The editor's note session in React: made once the user's notes are known,
// fed with the store's changes (another tab, the live stream), retried at
// once when the browser says the connection is back.

interface Options {
  collectionId: string;
  uid: string;
  productId: string;
  store: TastingNotesStore;
  snapshot: TastingNotesSnapshot;
  vocabulary: SensoryVocabulary;
}

export function useNoteSession({ collectionId, uid, productId, store, snapshot, vocabulary }: Options): {
  session: NoteSession | null;
  state: NoteSessionState | null;
} {
  const [session, setSession] = useState<NoteSession | null>(null);
  const [state, setState] = useState<NoteSessionState | null>(null);
  const ready = snapshot.status === "success" && snapshot.enabled;
  const remote: TastingNote | null = snapshot.byId.get(productId) ?? null;
  const started = useRef<TastingNote | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the vocabulary is constant for the page; a new object for it must not restart the session
  useEffect(() => {
    if (!ready) return;
    const made = createNoteSession({
      storage: browserStorage(),
      draftKey: draftKey(collectionId, uid, productId),
      vocabulary,
      async write(write, client) {
        const note = await writeNote(collectionId, uid, productId, write, client);
        store.stored(productId, note);
        return note;
      },
      async dropKept(writeId) {
        const note = await dropKeptVersion(collectionId, uid, productId, writeId);
        store.stored(productId, note);
        return note;
      },
      newWriteId,
      isRetryable,
      onState: setState,
    });
    const initial = store.getSnapshot().byId.get(productId) ?? null;
    started.current = initial;
    made.start(initial);
    setState(made.state());
    setSession(made);
    const stopWaiting = whenBackOnline(() => made.retryNow());
    // Leaving the page sends what waits; the draft covers a send that does not arrive.
    const leave = () => made.focus(false);
    window.addEventListener("pagehide", leave);
    return () => {
      stopWaiting();
      window.removeEventListener("pagehide", leave);
      // Writes under way finish (and keep retrying) after the editor is gone.
      made.focus(false);
    };
  }, [ready, collectionId, uid, productId, store]);

  useEffect(() => {
    if (!session || remote === started.current) return;
    started.current = remote;
    session.remote(remote);
  }, [session, remote]);

  return { session, state };
}
