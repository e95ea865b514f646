import { serverT } from "~/.server/i18n";
import type { Locale } from "~/lib/locales";
import { bookletFileName } from "../exports/file-names";
import { writeTableWorkbook } from "../exports/table-workbook.server";
import type { ReportRange } from "./report-range";
import { cellText, type ReportTable } from "./report-sections";

// The report as an Excel workbook (issue 16): one sheet per section, the
// same rows as the page's tables, headers in the reader's language in a
// frozen row with a filter; days are date cells, counts are numbers.

export async function writeReportXlsx(options: {
  tables: ReportTable[];
  locale: Locale;
  /** Who the report is about: the exhibitor's name, or the event's. */
  subject: string;
  eventName: string;
  range: ReportRange;
}): Promise<Buffer> {
  const t = serverT(options.locale);
  return writeTableWorkbook({
    title: `${t("reports:page.title")} – ${options.subject}`,
    subject: `${options.eventName}, ${options.range.from} – ${options.range.to}`,
    sheets: options.tables.map((table) => ({
      name: t(`reports:sections.${table.id}.sheet`),
      columns: table.columns.map((column) => ({
        header: t(`reports:columns.${column.key}`),
        width: column.kind === "count" ? 14 : column.kind === "day" ? 12 : 40,
        numFmt: column.kind === "day" ? "yyyy-mm-dd" : column.kind === "count" ? "#,##0" : undefined,
      })),
      rows: table.rows.map((row) =>
        table.columns.map((column, i) => {
          const value = row[i];
          if (column.kind === "day") return new Date(`${value}T00:00:00Z`);
          if (column.kind === "count") return Number(value);
          return cellText(t, options.locale, column, value);
        }),
      ),
    })),
  });
}

/** "Reports - Weingut Mine - 2026-11-08 - 2026-12-07.xlsx", in the reader's language. */
export function reportFileName(options: { locale: Locale; subject: string; range: ReportRange }): string {
  const t = serverT(options.locale);
  return bookletFileName([t("reports:page.title"), options.subject, options.range.from, options.range.to], "xlsx");
}
