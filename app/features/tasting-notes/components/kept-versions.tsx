import { useId } from "react";
import { formatDateTime } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import type { KeptNoteVersion } from "../schemas";

// Versions of the note written on another device while the note changed
// (docs/offline-writes.md): the server kept them beside the note, and the
// editor shows each until its owner adds it to the note or drops it. Nothing
// any device wrote is lost without the owner choosing so.

interface Props {
  kept: KeptNoteVersion[];
  /** The message key of why the last drop failed, if it did. */
  error: string | null;
  locale: Locale;
  onSettle(writeId: string, add: boolean): void;
}

export function KeptVersions({ kept, error, locale, onSettle }: Props) {
  const { t } = useTranslation("notes");
  const titleId = useId();
  if (kept.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="rounded-md border border-accent bg-wash p-3">
      <h3 id={titleId} className="font-semibold">
        {t("kept.title", { count: kept.length })}
      </h3>
      <p className="mt-1 text-sm">{t("kept.intro")}</p>
      {error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-danger">
          {t(error)}
        </p>
      ) : null}
      <ul className="mt-3 grid gap-3">
        {kept.map((version) => (
          <li key={version.writeId} className="rounded-md border border-line bg-paper p-3">
            <article aria-label={t("kept.version", { date: formatDateTime(locale, version.writtenAt) })}>
              <p className="text-sm text-muted">
                {t("kept.written", { date: formatDateTime(locale, version.writtenAt) })}
              </p>
              {version.rating !== null ? <p>{t("editor.stars", { count: version.rating })}</p> : null}
              <p className="whitespace-pre-line break-words">{version.note || t("kept.noText")}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                <button
                  type="button"
                  onClick={() => onSettle(version.writeId, true)}
                  className="rounded-md bg-primary px-3 py-1.5 text-sm font-medium text-paper"
                >
                  {t("kept.add")}
                </button>
                <button
                  type="button"
                  onClick={() => onSettle(version.writeId, false)}
                  className="rounded-md border border-line px-3 py-1.5 text-sm font-medium"
                >
                  {t("kept.drop")}
                </button>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
