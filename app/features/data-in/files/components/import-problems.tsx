import { DataTable } from "~/components/ui/data-table";
import { formatNumber } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import { columnLabel } from "../columns";
import type { ImportReport } from "../import-report";

/** The file's problems by line and column: while there is one, nothing can be applied. */
export function ImportProblems({ report, locale }: { report: ImportReport; locale: Locale }) {
  const { t } = useTranslation("organizer");
  return (
    <>
      <p role="alert" className="text-danger">
        {t("data.report.problems", {
          count: report.problemCount,
          formatted: formatNumber(locale, report.problemCount),
        })}
      </p>
      {report.problemsUrl ? (
        <p>
          <a href={`${report.problemsUrl}?lang=${locale}`} download>
            {t("data.report.downloadProblems", {
              count: report.problemCount,
              formatted: formatNumber(locale, report.problemCount),
            })}
          </a>
        </p>
      ) : null}
      <DataTable
        caption={t("data.report.problemsCaption")}
        tableClassName="text-sm"
        cellClassName="py-1 pr-3"
        rows={report.problems}
        rowKey={(p) => `${p.line}:${p.column}:${p.message.key}`}
        columns={[
          { header: t("data.report.line"), cell: (p) => formatNumber(locale, p.line) },
          { header: t("data.report.column"), cell: (p) => (p.column ? columnLabel(t, p.column) : "") },
          { header: t("data.report.value"), cell: (p) => p.value, cellClassName: "py-1 pr-3 break-all" },
          {
            header: t("data.report.message"),
            cell: (p) => t(p.message.key),
            headerClassName: "py-1",
            cellClassName: "py-1",
          },
        ]}
      />
    </>
  );
}
