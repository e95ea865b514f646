import { formatDate, formatNumber } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import { cellText, type ReportTable } from "../report-sections";
import { BarsChart, LinesChart } from "./report-charts";

// One section of the report: its heading, its chart (a picture, hidden from
// screen readers) and its table, which carries the same numbers for everyone.

export function ReportSection({ table, locale }: { table: ReportTable; locale: Locale }) {
  const { t } = useTranslation("reports");
  const headingId = `report-${table.id}`;
  const countLabel = (count: number) => formatNumber(locale, count);
  const empty = table.rows.length === 0;
  return (
    <section aria-labelledby={headingId} className="mb-10">
      <h2 id={headingId} className="text-xl font-semibold">
        {t(`sections.${table.id}.title`)}
      </h2>
      <p className="mb-3 text-sm text-muted">{t(`sections.${table.id}.intro`)}</p>
      {empty ? (
        <p>{t("page.empty")}</p>
      ) : (
        <>
          {table.chart === "lines" ? (
            <LinesChart
              days={table.rows.map((row) => String(row[0]))}
              series={table.columns.slice(1).map((column, index) => ({
                label: t(`columns.${column.key}`),
                values: table.rows.map((row) => Number(row[index + 1])),
              }))}
              dayLabel={(day) => formatDate(locale, day, { day: "numeric", month: "short" })}
              countLabel={countLabel}
            />
          ) : table.chart === "bars" ? (
            <BarsChart
              bars={table.rows.map((row) => ({
                label: cellText(t, locale, table.columns[0], row[0]),
                value: Number(row[row.length - 1]),
              }))}
              countLabel={countLabel}
            />
          ) : null}
          <table className="mt-3 w-full border-collapse text-sm" data-section={table.id}>
            <caption className="sr-only">{t(`sections.${table.id}.title`)}</caption>
            <thead>
              <tr className="border-b border-line text-left">
                {table.columns.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    className={column.kind === "count" ? "px-2 py-1 text-right" : "px-2 py-1"}
                  >
                    {t(`columns.${column.key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, rowIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed for a render and have no id of their own
                <tr key={rowIndex} className="border-b border-line">
                  {table.columns.map((column, i) =>
                    i === 0 ? (
                      <th key={column.key} scope="row" className="px-2 py-1 text-left font-normal break-all">
                        {cellText(t, locale, column, row[i])}
                      </th>
                    ) : (
                      <td
                        key={column.key}
                        className={column.kind === "count" ? "px-2 py-1 text-right tabular-nums" : "px-2 py-1"}
                      >
                        {cellText(t, locale, column, row[i])}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
