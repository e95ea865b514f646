import { serverT } from "~/.server/i18n";
import { SENSORY_GROUPS, sensoryScale } from "~/features/catalogue/sensory";
import type { ProductEntry, WalkPlanEntry } from "~/features/favorites/walk-plan.server";
import type { TFunction } from "~/lib/i18n";
import type { Booklet } from "./booklet.server";
import { grapesText, sensoryScaleName, sensoryValueText } from "./booklet-text";
import { excelSheetNames } from "./file-names";
import { type ProgressCallback, yieldEvery } from "./progress";

// The tasting booklet as an Excel workbook to sort and filter: one sheet per
// list, localized headers in a frozen row with a filter, typed columns
// (numbers are numbers, dates are dates, table numbers stay text so "010"
// and "A2" survive).

interface ColumnSpec {
  key: string;
  /** The header when it is not exports:columns.<key>. */
  header?: (t: TFunction) => string;
  /** Read from the tasting note: left out when notes are disabled. */
  fromNote?: boolean;
  width: number;
  numFmt?: string;
  value: (entry: WalkPlanEntry, booklet: Booklet, t: TFunction) => string | number | Date | null;
}

const product = <T>(entry: WalkPlanEntry, read: (p: ProductEntry) => T): T | null =>
  entry.type === "product" ? read(entry) : null;

/** An ISO timestamp as a date cell, or empty when unreadable. */
function dateOf(iso: string): Date | null {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : new Date(time);
}

const COLUMNS: ColumnSpec[] = [
  { key: "producer", width: 28, value: (e) => product(e, (p) => p.product.producer.name) },
  { key: "product", width: 32, value: (e) => product(e, (p) => p.product.name) },
  {
    key: "type",
    width: 14,
    value: (e, _b, t) =>
      e.type === "product" ? t(`catalogue:vocab.kind.${e.product.kind}`) : t("exports:columns.exhibitorRow"),
  },
  { key: "denomination", width: 22, value: (e) => product(e, (p) => p.product.denomination) },
  { key: "vintage", width: 9, numFmt: "0", value: (e) => product(e, (p) => p.product.vintage) },
  { key: "grapes", width: 30, value: (e, b) => product(e, (p) => grapesText(b.locale, p.product.grapeVarieties)) },
  { key: "exhibitor", width: 28, value: (e) => e.exhibitor.name },
  {
    key: "table",
    width: 9,
    numFmt: "@",
    value: (e) => (e.type === "product" ? e.product.tableNumber : e.exhibitor.tableNumber),
  },
  { key: "price", width: 11, numFmt: "#,##0.00", value: (e) => product(e, (p) => p.product.price) },
  { key: "currency", width: 9, value: (e) => product(e, (p) => (p.product.price === null ? "" : p.product.currency)) },
  { key: "rating", width: 9, numFmt: "0", fromNote: true, value: (e) => product(e, (p) => p.rating) },
  { key: "note", width: 48, fromNote: true, value: (e) => product(e, (p) => p.note) },
  // One column per sensory scale, in tasting order: "High, 3 of 3" where the note sets it.
  ...Object.values(SENSORY_GROUPS)
    .flat()
    .map(
      (scale): ColumnSpec => ({
        key: `sensory-${scale}`,
        width: 18,
        fromNote: true,
        header: (t) => sensoryScaleName(t, scale),
        value: (e, _b, t) =>
          product(e, (p) => {
            const model = sensoryScale(scale, p.sensory[scale]);
            return model ? sensoryValueText(t, model) : null;
          }),
      }),
    ),
  { key: "tags", width: 20, value: (e) => e.tags.join(", ") },
  { key: "added", width: 13, numFmt: "yyyy-mm-dd", value: (e) => dateOf(e.addedAt) },
];

/** The booklet as an .xlsx file; onProgress(done, total) after each row. */
export async function writeBookletXlsx(
  booklet: Booklet,
  options: { onProgress?: ProgressCallback } = {},
): Promise<Buffer> {
  const t = serverT(booklet.locale);
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  workbook.creator = booklet.userName;
  workbook.title = `${booklet.title} – ${booklet.event.name}`;
  workbook.created = new Date(`${booklet.createdOn}T00:00:00Z`);

  const names = excelSheetNames(
    booklet.sheets.map((sheet) => sheet.name),
    t("exports:title.booklet"),
  );
  // With notes disabled there are no ratings, notes or sensory scales to show.
  const columns = booklet.notesDisabled ? COLUMNS.filter((column) => !column.fromNote) : COLUMNS;
  const total = booklet.sheets.reduce((sum, sheet) => sum + sheet.entries.length, 0);
  const pause = yieldEvery(100);
  let done = 0;

  for (const [index, sheet] of booklet.sheets.entries()) {
    const worksheet = workbook.addWorksheet(names[index], { views: [{ state: "frozen", ySplit: 1, xSplit: 0 }] });
    worksheet.columns = columns.map((column) => ({
      header: column.header ? column.header(t) : t(`exports:columns.${column.key}`),
      key: column.key,
      width: column.width,
      style: column.numFmt ? { numFmt: column.numFmt } : {},
    }));
    const header = worksheet.getRow(1);
    header.font = { bold: true };
    header.alignment = { vertical: "middle" };
    worksheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
    for (const entry of sheet.entries) {
      const row = worksheet.addRow(
        Object.fromEntries(columns.map((column) => [column.key, column.value(entry, booklet, t)])),
      );
      if (!booklet.notesDisabled) row.getCell("note").alignment = { wrapText: true, vertical: "top" };
      options.onProgress?.(++done, total);
      await pause();
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
