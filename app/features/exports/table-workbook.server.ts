import { excelSheetNames } from "./file-names";

// Tables as an Excel workbook to sort and filter, the way the booklet is
// written: one sheet per table, localized headers in a bold frozen row with a
// filter, typed cells (numbers stay numbers, instants are dates, text stays
// text so "010" survives). The exhibitor's desk and the reports export with it.

export type TableCell = string | number | Date | null;

export interface TableColumn {
  header: string;
  width: number;
  /** An Excel number format: "0", "#,##0", "yyyy-mm-dd hh:mm", "@" (text). */
  numFmt?: string;
  /** Long text: wrapped, aligned to the top. */
  wrap?: boolean;
}

export interface TableSheet {
  name: string;
  columns: TableColumn[];
  rows: TableCell[][];
}

/** An ISO instant as a date cell (Excel has no zones: shown as UTC), or empty when there is none. */
export function dateCell(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : new Date(time);
}

export async function writeTableWorkbook(options: {
  title: string;
  creator?: string;
  subject?: string;
  sheets: TableSheet[];
}): Promise<Buffer> {
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  if (options.creator) workbook.creator = options.creator;
  if (options.subject) workbook.subject = options.subject;
  workbook.title = options.title;
  workbook.created = new Date();
  const names = excelSheetNames(
    options.sheets.map((sheet) => sheet.name),
    options.title,
  );
  for (const [index, sheet] of options.sheets.entries()) {
    const worksheet = workbook.addWorksheet(names[index], { views: [{ state: "frozen", ySplit: 1, xSplit: 0 }] });
    worksheet.columns = sheet.columns.map((column, i) => ({
      header: column.header,
      key: `c${i}`,
      width: column.width,
      style: column.numFmt ? { numFmt: column.numFmt } : {},
    }));
    const header = worksheet.getRow(1);
    header.font = { bold: true };
    header.alignment = { vertical: "middle" };
    worksheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: Math.max(1, sheet.columns.length) } };
    for (const cells of sheet.rows) {
      const row = worksheet.addRow(cells);
      sheet.columns.forEach((column, i) => {
        if (column.wrap) row.getCell(i + 1).alignment = { wrapText: true, vertical: "top" };
      });
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
