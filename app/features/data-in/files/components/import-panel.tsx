import { type FormEvent, useId, useState } from "react";
import { PRIMARY_BUTTON } from "~/components/ui/styles";
import { formatNumber } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import { columnLabel } from "../columns";
import { IMPORT_KINDS, type ImportKind, SYNC_PROGRESS_ID } from "../import-kinds";
import { type ImportAnswer, runImport, uploadImport } from "../organizer-data-client";
import { ChangeReport } from "./change-report";
import { ImportProgress, useImportProgress } from "./import-progress";
import { useApiCall } from "./use-api-call";

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
  const ids = { kind: useId(), file: useId(), fileError: useId() };
  const [kind, setKind] = useState<ImportKind>("products");
  const [answer, setAnswer] = useState<ImportAnswer | null>(null);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [fileError, setFileError] = useState<string | null>(null);
  const { busy, error, run: call } = useApiCall<"uploading" | "checking" | "applying">();
  const { progress, forget } = useImportProgress(live, (id) => id !== SYNC_PROGRESS_ID);
  const run: typeof call = (step, request, done) => {
    forget();
    return call(step, request, done);
  };

  function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get("file");
    if (!(file instanceof File) || file.size === 0) {
      setFileError("data.import.chooseFile");
      return;
    }
    setFileError(null);
    setAnswer(null);
    setMapping({});
    void run("uploading", () => uploadImport(eventId, kind, file), setAnswer);
  }

  const report = answer?.report;
  const unknownHeaders = report?.headers.filter((h) => h.column === null || h.header in mapping) ?? [];
  const usedColumns = new Set(report?.headers.flatMap((h) => (h.column && !(h.header in mapping) ? [h.column] : [])));
  const canApply = report?.dryRun && report.problemCount === 0 && report.totalChanges > 0;

  return (
    <div className="grid gap-4">
      <form onSubmit={check} className="grid max-w-xl gap-3" noValidate>
        <label htmlFor={ids.kind} className="grid gap-1">
          <span className="font-medium">{t("data.import.kind")}</span>
          <select
            id={ids.kind}
            value={kind}
            onChange={(e) => setKind(e.target.value as ImportKind)}
            className="rounded border border-line bg-paper p-2"
          >
            {IMPORT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`data.kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="grid gap-1">
          <label htmlFor={ids.file} className="font-medium">
            {t("data.import.file")}
          </label>
          <input
            id={ids.file}
            name="file"
            type="file"
            accept=".csv,.txt,.xlsx,.json,text/csv,application/json,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? ids.fileError : undefined}
          />
          {fileError ? (
            <span id={ids.fileError} className="text-sm text-danger">
              {t(fileError)}
            </span>
          ) : null}
        </div>
        <div>
          <button type="submit" disabled={busy !== null} className={PRIMARY_BUTTON}>
            {t("data.import.check")}
          </button>
        </div>
      </form>

      {busy ? <ImportProgress progress={progress} locale={locale} phase={busy} /> : null}
      {error ? (
        <p role="alert" className="text-danger">
          {t(error)}
        </p>
      ) : null}

      {answer && report ? (
        <section aria-labelledby="import-report-title" className="grid gap-3 rounded border border-line p-4">
          <h3 id="import-report-title" className="text-lg font-semibold">
            {report.applied
              ? t("data.report.appliedTitle")
              : t("data.report.checkedTitle", { count: report.rows, formatted: formatNumber(locale, report.rows) })}
          </h3>
          {report.problemCount > 0 ? (
            <>
              <p role="alert" className="text-danger">
                {t("data.report.problems", {
                  count: report.problemCount,
                  formatted: formatNumber(locale, report.problemCount),
                })}
              </p>
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{t("data.report.problemsCaption")}</caption>
                <thead>
                  <tr className="border-b border-line">
                    <th scope="col" className="py-1 pr-3">
                      {t("data.report.line")}
                    </th>
                    <th scope="col" className="py-1 pr-3">
                      {t("data.report.column")}
                    </th>
                    <th scope="col" className="py-1 pr-3">
                      {t("data.report.value")}
                    </th>
                    <th scope="col" className="py-1">
                      {t("data.report.message")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {report.problems.map((p) => (
                    <tr key={`${p.line}:${p.column}:${p.message.key}`} className="border-b border-line">
                      <td className="py-1 pr-3">{formatNumber(locale, p.line)}</td>
                      <td className="py-1 pr-3">{p.column ? columnLabel(t, p.column) : ""}</td>
                      <td className="py-1 pr-3 break-all">{p.value}</td>
                      <td className="py-1">{t(p.message.key)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          ) : (
            <p>{t("data.report.noProblems")}</p>
          )}

          {report.dryRun && unknownHeaders.length ? (
            <fieldset className="grid gap-2">
              <legend className="font-semibold">{t("data.mapping.heading")}</legend>
              <p className="text-sm text-muted">{t("data.mapping.intro")}</p>
              {unknownHeaders.map(({ header }) => (
                <label key={header} className="grid max-w-md gap-1">
                  <span>{t("data.mapping.label", { header })}</span>
                  <select
                    value={mapping[header] ?? ""}
                    onChange={(e) => {
                      const next = { ...mapping };
                      if (e.target.value) next[header] = e.target.value;
                      else delete next[header];
                      setMapping(next);
                    }}
                    className="rounded border border-line bg-paper p-2"
                  >
                    <option value="">{t("data.mapping.leaveOut")}</option>
                    {columns[answer.kind]
                      .filter((column) => !usedColumns.has(column) || mapping[header] === column)
                      .map((column) => (
                        <option key={column} value={column}>
                          {columnLabel(t, column)}
                        </option>
                      ))}
                  </select>
                </label>
              ))}
              <div>
                <button
                  type="button"
                  disabled={busy !== null}
                  onClick={() =>
                    void run(
                      "checking",
                      () => runImport(eventId, answer.importId, { apply: false, mapping }),
                      setAnswer,
                    )
                  }
                  className="rounded border border-primary px-4 py-2 font-medium text-primary disabled:opacity-60"
                >
                  {t("data.mapping.checkAgain")}
                </button>
              </div>
            </fieldset>
          ) : null}

          <ChangeReport summary={report} locale={locale} written={report.applied} />

          {canApply ? (
            <div>
              <button
                type="button"
                disabled={busy !== null}
                onClick={() =>
                  void run("applying", () => runImport(eventId, answer.importId, { apply: true, mapping }), setAnswer)
                }
                className={PRIMARY_BUTTON}
              >
                {t("data.import.apply")}
              </button>
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
