import { PRIMARY_BUTTON } from "~/components/ui/styles";
import { formatNumber } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import type { ImportKind } from "../import-kinds";
import { canApply } from "../import-state";
import { ChangeReport } from "./change-report";
import { HeaderMappingFields } from "./header-mapping";
import { ImportEncoding } from "./import-encoding";
import { ImportFileForm } from "./import-file-form";
import { ImportProblems } from "./import-problems";
import { ImportProgress } from "./import-progress";
import { useImport } from "./use-import";

// Import a file from the organizer's page: choose what it holds and the file,
// check it (the server's dry run: problems by line and column, the changes
// it would make), map headers it did not recognise and check again, then
// apply. Nothing is written before "Apply".

export function ImportPanel({
  eventId,
  locale,
  live,
  columns,
}: {
  eventId: string;
  locale: Locale;
  live: { collectionId: string; uid: string };
  /** The columns of each kind, for the header mapping. */
  columns: Record<ImportKind, readonly string[]>;
}) {
  const { t } = useTranslation("organizer");
  const im = useImport({ eventId, live });
  const { answer, busy } = im;
  const report = answer?.report;

  return (
    <div className="grid gap-4">
      <ImportFileForm
        kind={im.kind}
        onKind={im.setKind}
        fileError={im.fileError}
        busy={busy !== null}
        onCheck={im.check}
      />

      {busy ? <ImportProgress progress={im.progress} locale={locale} phase={busy} /> : null}
      {im.error ? (
        <p role="alert" className="text-danger">
          {t(im.error)}
        </p>
      ) : null}

      {answer && report ? (
        <section aria-labelledby="import-report-title" className="grid gap-3 rounded border border-line p-4">
          <h3 id="import-report-title" className="text-lg font-semibold">
            {report.applied
              ? t("data.report.appliedTitle")
              : t("data.report.checkedTitle", { count: report.rows, formatted: formatNumber(locale, report.rows) })}
          </h3>
          <ImportEncoding report={report} busy={busy !== null} onCheckWith={im.checkWithEncoding} />
          {report.problemCount > 0 ? (
            <ImportProblems report={report} locale={locale} />
          ) : (
            <p>{t("data.report.noProblems")}</p>
          )}
          <HeaderMappingFields
            report={report}
            columns={columns[answer.kind]}
            mapping={im.mapping}
            onMapping={im.setMapping}
            busy={busy !== null}
            onCheckAgain={im.checkAgain}
          />
          <ChangeReport summary={report} locale={locale} written={report.applied} />
          {canApply(report) ? (
            <div>
              <button type="button" disabled={busy !== null} onClick={im.apply} className={PRIMARY_BUTTON}>
                {t("data.import.apply")}
              </button>
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
