import { useEffect, useId, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { formatDate } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import type { SensoryVocabulary } from "../note-input";
import type { TastingNote } from "../schemas";
import type { TastingNotesSnapshot, TastingNotesStore } from "../tasting-notes-store";
import { useNoteSession } from "../use-note-session";
import { TastingNoteEditor } from "./tasting-note-editor";
import { TastingNoteSummary } from "./tasting-note-summary";

// One note on the page My tasting notes: the product (linked), its exhibitor,
// the note read back, its dates; edited in place with the product page's
// editor, or deleted (after a confirmation) through the page's action: the
// page sends it, since the item may leave the list (the live stream says the
// note is gone) before the action answers.

export interface NotedProduct {
  name: string;
  path: string;
  exhibitor: { name: string; path: string };
}

/** The page action's answer to a delete. */
export type DeleteResult = { ok: true; productId: string } | { ok: false; productId: string; error: string };

interface Props {
  note: TastingNote;
  product: NotedProduct | null;
  /** The name of a product no longer at the event, when its row is kept. */
  goneName?: string;
  locale: Locale;
  live: { collectionId: string; uid: string };
  store: TastingNotesStore | null;
  snapshot: TastingNotesSnapshot;
  vocabulary: SensoryVocabulary;
  /** Deletes the note (confirmed). */
  onDelete(): void;
  /** The message key of a refused delete. */
  error: string | null;
  deleting: boolean;
}

function InlineEditor({
  name,
  note,
  live,
  store,
  snapshot,
  vocabulary,
}: Pick<Props, "note" | "live" | "snapshot" | "vocabulary"> & { name: string; store: TastingNotesStore }) {
  const { session, state } = useNoteSession({ ...live, productId: note.productId, store, snapshot, vocabulary });
  return session && state ? (
    <TastingNoteEditor name={name} session={session} state={state} vocabulary={vocabulary} />
  ) : null;
}

const ACTION = "rounded-md border border-line px-3 py-1.5 text-sm font-medium hover:bg-wash";
const DANGER = "rounded-md border border-danger px-3 py-1.5 text-sm font-medium text-danger hover:bg-wash";

export function MyNoteItem({
  note,
  product,
  goneName,
  locale,
  live,
  store,
  snapshot,
  vocabulary,
  onDelete,
  error,
  deleting,
}: Props) {
  const { t } = useTranslation("notes");
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const name = product?.name ?? goneName ?? t("page.unknownProduct");

  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
  }, [confirming]);

  return (
    <li>
      <article aria-labelledby={titleId} className="grid gap-3 rounded-lg border border-line p-4">
        <header>
          <h2 id={titleId} className="text-lg font-semibold">
            {product ? <Link to={product.path}>{name}</Link> : name}
          </h2>
          {product ? (
            <p className="text-sm">
              <span className="text-muted">{t("page.exhibitor")}: </span>
              <Link to={product.exhibitor.path}>{product.exhibitor.name}</Link>
            </p>
          ) : goneName ? (
            <p className="text-sm text-muted">{t("page.noLongerListed")}</p>
          ) : null}
        </header>
        {editing && store ? (
          <InlineEditor name={name} note={note} live={live} store={store} snapshot={snapshot} vocabulary={vocabulary} />
        ) : (
          <TastingNoteSummary note={note} vocabulary={vocabulary} />
        )}
        <p className="text-sm text-muted">
          {t("page.added", { date: formatDate(locale, note.addedAt) })}
          {note.updatedAt.slice(0, 10) !== note.addedAt.slice(0, 10)
            ? ` · ${t("page.updated", { date: formatDate(locale, note.updatedAt) })}`
            : ""}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {store ? (
            <button type="button" aria-expanded={editing} onClick={() => setEditing(!editing)} className={ACTION}>
              <span aria-hidden="true">{editing ? t("page.done") : t("page.edit")}</span>
              <span className="sr-only">{t("page.editNote", { name })}</span>
            </button>
          ) : null}
          {product ? (
            <Link to={product.path} aria-label={t("page.openProductOf", { name })} className={ACTION}>
              {t("page.openProduct")}
            </Link>
          ) : null}
          <Form method="post" className="contents">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="productId" value={note.productId} />
            {confirming ? (
              <span
                role="group"
                aria-labelledby={`${titleId}-confirm`}
                className="flex flex-wrap items-center gap-2 rounded-md border border-danger p-2"
              >
                <span id={`${titleId}-confirm`} className="text-sm font-medium">
                  {t("editor.confirmDelete")}
                </span>
                <button
                  type="button"
                  onClick={() => {
                    setConfirming(false);
                    onDelete();
                  }}
                  className="rounded-md bg-danger px-3 py-1.5 text-sm font-medium text-paper"
                >
                  {t("editor.confirmYes")}
                </button>
                <button ref={cancelRef} type="button" onClick={() => setConfirming(false)} className={ACTION}>
                  {t("editor.cancel")}
                </button>
              </span>
            ) : (
              <button
                type="submit"
                disabled={deleting}
                onClick={(event) => {
                  // Without JavaScript the form deletes at once; with it, a confirmation comes first.
                  event.preventDefault();
                  setConfirming(true);
                }}
                className={DANGER}
              >
                <span aria-hidden="true">{t("page.delete")}</span>
                <span className="sr-only">{t("page.deleteNote", { name })}</span>
              </button>
            )}
          </Form>
        </div>
        {error ? (
          <p role="alert" className="rounded-md border border-danger px-3 py-2 text-sm font-medium text-danger">
            {t(error)}
          </p>
        ) : null}
      </article>
    </li>
  );
}
