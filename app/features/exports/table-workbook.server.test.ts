import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { dateCell, writeTableWorkbook } from "./table-workbook.server";

async function readBack(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook;
}

describe("writeTableWorkbook", () => {
  it("writes one sheet per table with a bold frozen filtered header and typed cells", async () => {
    const buffer = await writeTableWorkbook({
      title: "Desk",
      creator: "Rita",
      sheets: [
        {
          name: "Sample requests",
          columns: [
            { header: "Requested", width: 18, numFmt: "yyyy-mm-dd hh:mm" },
            { header: "Table", width: 8, numFmt: "@" },
            { header: "Products", width: 8, numFmt: "0" },
            { header: "Message", width: 40, wrap: true },
          ],
          rows: [
            [dateCell("2026-12-07T09:30:00.000Z"), "010", 3, "Bitte\nbald"],
            [null, "A2", 0, ""],
          ],
        },
        { name: "Sample requests", columns: [{ header: "Name", width: 10 }], rows: [] },
      ],
    });
    const workbook = await readBack(buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["Sample requests", "Sample requests (2)"]);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, "Requested", "Table", "Products", "Message"]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet.autoFilter).toBe("A1:D1");
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toEqual(new Date("2026-12-07T09:30:00.000Z"));
    expect(first.getCell(2).value).toBe("010");
    expect(first.getCell(3).value).toBe(3);
    expect(first.getCell(4).alignment).toMatchObject({ wrapText: true });
    expect(sheet.rowCount).toBe(3);
  });

  it("reads no date from nothing or from text that is none", () => {
    expect(dateCell(null)).toBeNull();
    expect(dateCell("soon")).toBeNull();
    expect(dateCell("2026-12-07T10:00:00Z")).toEqual(new Date("2026-12-07T10:00:00Z"));
  });
});
