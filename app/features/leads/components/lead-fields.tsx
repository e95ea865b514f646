import { useTranslation } from "~/lib/i18n-react";
import { LEAD_SCORES, MAX_LEAD_NOTE_LENGTH } from "../lead-schemas";

// A lead's score and note as the representative fills them in: on the
// capture page online (app/routes/my/lead.tsx) and for a badge scanned
// without a network (offline-lead-capture.tsx). The error is the server's,
// shown next to the note, in the reader's language.

export function LeadFields({
  score,
  note,
  error,
}: {
  score?: string | null;
  note?: string;
  /** The message key of a refused save. */
  error?: string | null;
}) {
  const { t } = useTranslation("leads");
  return (
    <>
      <fieldset>
        <legend className="font-medium">{t("capture.score")}</legend>
        <div className="mt-1 flex gap-4">
          {LEAD_SCORES.map((value) => (
            <label key={value} className="flex items-center gap-1">
              <input type="radio" name="score" value={value} defaultChecked={score === value} />
              {t(`score.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="lead-note" className="block font-medium">
          {t("capture.note")}
        </label>
        <textarea
          id="lead-note"
          name="note"
          rows={4}
          maxLength={MAX_LEAD_NOTE_LENGTH}
          defaultValue={note}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "lead-note-error" : undefined}
          className="mt-1 w-full rounded border border-line p-2"
        />
        {error ? (
          <p id="lead-note-error" role="alert" className="mt-1 text-danger">
            {t(error)}
          </p>
        ) : null}
      </div>
    </>
  );
}
