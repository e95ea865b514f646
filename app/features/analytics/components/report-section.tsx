import { type DataColumn, DataTable } from "~/components/ui/data-table";
import { formatDate, formatNumber } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import { type Cell, cellText, type ReportTable } from "../report-sections";
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
          <DataTable
            caption={t(`sections.${table.id}.title`)}
            className="mt-3"
            tableClassName="text-sm"
            data-section={table.id}
            columns={table.columns.map(
              (column, i): DataColumn<Cell[]> => ({
                key: column.key,
                header: t(`columns.${column.key}`),
                rowHeader: i === 0,
                headerClassName: column.kind === "count" ? "px-2 py-1 text-right" : "px-2 py-1",
                cellClassName:
                  i === 0
                    ? "px-2 py-1 text-left font-normal break-all"
                    : column.kind === "count"
                      ? "px-2 py-1 text-right tabular-nums"
                      : "px-2 py-1",
                cell: (row) => cellText(t, locale, column, row[i]),
              }),
            )}
            rows={table.rows}
            // Rows are fixed for a render and have no id of their own.
            rowKey={(_row, index) => index}
          />
        </>
      )}
    </section>
  );
}
