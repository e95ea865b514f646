import type { SensoryScale } from "~/features/catalogue/vocabulary";
import { useTranslation } from "~/lib/i18n-react";
import type { SensoryVocabulary } from "../note-input";
import type { TastingNote } from "../schemas";

// A note read back: the stars in words ("3 of 5 stars", the stars beside
// for the eye), the scales that were set in the order of a tasting
// (appearance, nose, palate), and the text.

export function TastingNoteSummary({ note, vocabulary }: { note: TastingNote; vocabulary: SensoryVocabulary }) {
  const { t } = useTranslation("notes");
  const scales = Object.values(vocabulary.groups)
    .flat()
    .filter((scale: SensoryScale) => note.sensory[scale] !== undefined)
    .map(
      (scale: SensoryScale) =>
        `${t(`catalogue:sensory.scale.${scale}`)}: ${t(`catalogue:sensory.value.${note.sensory[scale]}`)}`,
    );
  return (
    <div className="grid gap-1">
      <p>
        {note.rating === null ? (
          <span className="text-muted">{t("page.notRated")}</span>
        ) : (
          <>
            <span aria-hidden="true" className="mr-2 text-lg tracking-wider text-primary">
              {"★".repeat(note.rating)}
              <span className="text-line">{"★".repeat(5 - note.rating)}</span>
            </span>
            {t("page.ratingValue", { rating: note.rating })}
          </>
        )}
      </p>
      {scales.length > 0 ? <p className="text-sm">{scales.join(" · ")}</p> : null}
      {note.note ? (
        <p className="whitespace-pre-line">{note.note}</p>
      ) : (
        <p className="text-sm text-muted">{t("page.noText")}</p>
      )}
    </div>
  );
}
