import ExcelJS from "exceljs";
import { serverT } from "~/.server/i18n";
import type { Locale } from "~/lib/locales";
import { bookletFileName, excelSheetNames } from "../exports/file-names";
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
  const workbook = new ExcelJS.Workbook();
  workbook.title = `${t("reports:page.title")} – ${options.subject}`;
  workbook.subject = `${options.eventName}, ${options.range.from} – ${options.range.to}`;
  const names = excelSheetNames(
    options.tables.map((table) => t(`reports:sections.${table.id}.sheet`)),
    t("reports:page.title"),
  );
  for (const [index, table] of options.tables.entries()) {
    const sheet = workbook.addWorksheet(names[index], { views: [{ state: "frozen", ySplit: 1, xSplit: 0 }] });
    sheet.columns = table.columns.map((column) => ({
      header: t(`reports:columns.${column.key}`),
      key: column.key,
      width: column.kind === "count" ? 14 : column.kind === "day" ? 12 : 40,
      style: column.kind === "day" ? { numFmt: "yyyy-mm-dd" } : column.kind === "count" ? { numFmt: "#,##0" } : {},
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.columns.length } };
    for (const row of table.rows) {
      sheet.addRow(
        table.columns.map((column, i) => {
          const value = row[i];
          if (column.kind === "day") return new Date(`${value}T00:00:00Z`);
          if (column.kind === "count") return Number(value);
          return cellText(t, options.locale, column, value);
        }),
      );
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** "Reports - Weingut Mine - 2026-11-08 - 2026-12-07.xlsx", in the reader's language. */
export function reportFileName(options: { locale: Locale; subject: string; range: ReportRange }): string {
  const t = serverT(options.locale);
  return bookletFileName([t("reports:page.title"), options.subject, options.range.from, options.range.to], "xlsx");
}
