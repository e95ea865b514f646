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
  );
}
