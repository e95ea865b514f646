import { useEffect, useId, useState, useSyncExternalStore } from "react";
import { useTranslation } from "~/lib/i18n-react";
import type { SensoryVocabulary } from "../note-input";
import { tastingNotesStore } from "../tasting-notes-store";
import { useNoteSession } from "../use-note-session";
import { TastingNoteEditor } from "./tasting-note-editor";

// The product page's tasting note for a signed-in user (loaded on demand by
// TastingNoteSection): the button that opens and closes the editor, named
// after whether a note exists, and the editor. A note (or an unsaved draft)
// opens it by itself, so the user sees what they wrote.

export interface PanelProps {
  collectionId: string;
  productId: string;
  name: string;
  uid: string;
  /** Opened by a click (rather than loaded for a signed-in visitor). */
  open: boolean;
  vocabulary: SensoryVocabulary;
}

export function TastingNotePanel({ collectionId, productId, name, uid, open: clicked, vocabulary }: PanelProps) {
  const { t } = useTranslation("notes");
  const editorId = useId();
  const store = tastingNotesStore(collectionId, uid);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const { session, state } = useNoteSession({ collectionId, uid, productId, store, snapshot, vocabulary });
  const [open, setOpen] = useState(clicked);
  const exists = state?.exists ?? snapshot.byId.has(productId);

  const [autoOpened, setAutoOpened] = useState(false);
  useEffect(() => {
    if (autoOpened || !state) return;
    setAutoOpened(true);
    if (state.exists) setOpen(true);
  }, [autoOpened, state]);

  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={editorId}
        onClick={() => setOpen(!open)}
        className="rounded-md border border-primary px-4 py-2 font-medium text-primary hover:bg-wash"
      >
        {exists ? t("section.yours") : t("section.write")}
      </button>
      <div id={editorId} hidden={!open} className="mt-4">
        {!open ? null : snapshot.status === "error" ? (
          <p role="alert" className="text-danger">
            {t("errors.loadError")}{" "}
            <button type="button" onClick={() => store.reload()} className="underline">
              {t("errors.retry")}
            </button>
          </p>
        ) : !snapshot.enabled ? (
          <p role="status">{t("page.disabled")}</p>
        ) : session && state ? (
          <TastingNoteEditor name={name} session={session} state={state} vocabulary={vocabulary} />
        ) : (
          <p role="status" className="text-muted">
            {t("common:loading.loading")}
          </p>
        )}
      </div>
    </>
  );
}
