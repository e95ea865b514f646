import { useId, useRef, useState } from "react";
import type { SensoryScale } from "~/features/catalogue/vocabulary";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import { useOnline } from "~/lib/use-online";
import { type SensoryVocabulary, withScale } from "../note-input";
import type { NoteSession, NoteSessionState } from "../note-session";
import type { Rating } from "../schemas";
import { refusalKey } from "../tasting-notes-client";
import { ChoiceGroup } from "./choice-group";
import { KeptVersions } from "./kept-versions";

// The note itself, made for a phone in one hand while tasting: stars and
// the sensory scales of docs/product/my-catalogue.md as one-tap segments, then free text. Every
// tap saves; text saves after a pause and when the field is left. The status
// line (kept in view at the bottom) says whether the server has it.

interface Props {
  /** The product's name, for the form's label. */
  name: string;
  session: NoteSession;
  state: NoteSessionState;
  vocabulary: SensoryVocabulary;
}

const RATINGS: readonly Rating[] = [1, 2, 3, 4, 5];

function timeOf(locale: Locale, at: number): string {
  return new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" }).format(at);
}

export function TastingNoteEditor({ name, session, state, vocabulary }: Props) {
  const { t, i18n } = useTranslation("notes");
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { input, status } = state;
  const online = useOnline();
  const scaleLabel = (scale: SensoryScale) => t(`catalogue:sensory.scale.${scale}`);

  const statusText =
    status.state === "saving"
      ? t("status.saving")
      : status.state === "retrying"
        ? t(online ? "status.retrying" : "status.onDevice")
        : status.state === "saved"
          ? status.value.kind === "delete"
            ? t("status.deleted")
            : t("status.saved", { time: timeOf(i18n.language, status.at) })
          : state.restored
            ? t("status.restored")
            : "";

  return (
    <form
      ref={formRef}
      aria-label={t("editor.label", { name })}
      onSubmit={(event) => event.preventDefault()}
      className="grid max-w-2xl gap-5 rounded-lg border border-line p-3 sm:p-4"
    >
      <KeptVersions
        kept={state.kept}
        error={state.keptError ? refusalKey(state.keptError) : null}
        locale={i18n.language as Locale}
        onSettle={(writeId, add) => {
          void session.settle(writeId, add);
          // The version's buttons are gone with it: the focus goes to the note's text.
          formRef.current?.querySelector("textarea")?.focus();
        }}
      />
      <ChoiceGroup
        name={`${id}-rating`}
        legend={t("editor.rating")}
        hint={t("editor.ratingScale")}
        options={RATINGS.map((n) => ({ value: String(n), face: "★", label: t("editor.stars", { count: n }) }))}
        value={input.rating === null ? undefined : String(input.rating)}
        onChange={(value) =>
          session.change({ ...input, rating: value === undefined ? null : (Number(value) as Rating) })
        }
        clearText={t("editor.clear")}
        clearLabel={t("editor.clearWhat", { what: t("editor.rating") })}
        square
        cumulative
      />
      <p className="-mt-3 text-sm text-muted">{t("editor.tapAgain")}</p>

      {(Object.keys(vocabulary.groups) as (keyof SensoryVocabulary["groups"])[]).map((group) => (
        <fieldset key={group} className="grid min-w-0 gap-3">
          <legend className="mb-1 text-lg font-semibold">{t(`catalogue:sensory.${group}`)}</legend>
          {vocabulary.groups[group].map((scale: SensoryScale) => (
            <ChoiceGroup
              key={scale}
              name={`${id}-${scale}`}
              legend={scaleLabel(scale)}
              options={(vocabulary.scales[scale] as readonly string[]).map((step) => {
                const label = t(`catalogue:sensory.value.${step}`);
                return { value: step, face: label, label };
              })}
              value={input.sensory[scale]}
              onChange={(value) => session.change({ ...input, sensory: withScale(input.sensory, scale, value) })}
              clearText={t("editor.clear")}
              clearLabel={t("editor.clearWhat", { what: scaleLabel(scale) })}
            />
          ))}
        </fieldset>
      ))}

      <div>
        <label htmlFor={`${id}-note`} className="block font-medium">
          {t("editor.note")}
        </label>
        <p id={`${id}-note-hint`} className="text-sm text-muted">
          {t("editor.noteHint")}
        </p>
        <textarea
          id={`${id}-note`}
          name="note"
          rows={5}
          maxLength={10_000}
          value={input.note}
          aria-describedby={`${id}-note-hint`}
          onChange={(event) => session.change({ ...input, note: event.target.value }, { typing: true })}
          onFocus={() => session.focus(true)}
          onBlur={() => session.focus(false)}
          className="mt-1 block w-full rounded-md border border-line bg-paper px-3 py-2 text-base"
        />
      </div>

      <div className="sticky bottom-0 -mx-3 flex flex-wrap items-center justify-between gap-2 border-t border-line bg-paper px-3 py-2 sm:-mx-4 sm:px-4">
        <p
          role="status"
          className={`min-h-6 text-sm font-medium ${status.state === "retrying" && online ? "text-danger" : "text-success"}`}
        >
          {statusText}
        </p>
        {state.exists && !confirming ? (
          <button
            type="button"
            onClick={() => {
              setConfirming(true);
              requestAnimationFrame(() => cancelRef.current?.focus());
            }}
            className="rounded-md border border-danger px-3 py-1.5 text-sm font-medium text-danger hover:bg-wash"
          >
            {t("editor.delete")}
          </button>
        ) : null}
      </div>
      {status.state === "failed" ? (
        <p role="alert" className="rounded-md border border-danger px-3 py-2 text-sm font-medium text-danger">
          {t(refusalKey(status.error))}
        </p>
      ) : null}
      {confirming ? (
        <div role="group" aria-labelledby={`${id}-confirm`} className="rounded-md border border-danger p-3">
          <p id={`${id}-confirm`} className="font-medium">
            {t("editor.confirmDelete")}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              onClick={() => {
                setConfirming(false);
                session.remove();
                // The delete button is gone with the note: the focus goes back to the top of the form.
                formRef.current?.querySelector("input")?.focus();
              }}
              className="rounded-md bg-danger px-3 py-2 text-sm font-medium text-paper"
            >
              {t("editor.confirmYes")}
            </button>
            <button
              ref={cancelRef}
              type="button"
              onClick={() => setConfirming(false)}
              className="rounded-md border border-line px-3 py-2 text-sm font-medium"
            >
              {t("editor.cancel")}
            </button>
          </div>
        </div>
      ) : null}
    </form>
  );
}
