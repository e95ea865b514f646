import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import v8 from "node:v8";
import vm from "node:vm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "~/.server/errors";
import {
  bombXlsx,
  commasCsv,
  germanExcelCsv,
  hugeCellXlsx,
  sheetXml,
  xlsx,
} from "../../../../tests/factories/import-files";
import { IMPORT_LIMITS } from "./import-limits.server";
import { detectEncoding, readRecords } from "./read-records.server";

// Reading an import file whatever it holds (issue 29): the encoding of a
// CSV file detected, and every limit refused early as a 4xx naming it.

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "uncork-read-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function fileOf(name: string, data: Buffer | string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, data);
  return file;
}

async function all(file: string, encoding?: Parameters<typeof readRecords>[3]) {
  const out: string[][] = [];
  for await (const record of readRecords(file, undefined, undefined, encoding)) out.push(record.fields);
  return out;
}

/** The refusal a read ends in: its status, message key and params. */
async function refusal(read: Promise<unknown>) {
  const error = await read.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const app = error as AppError;
  return { status: app.status, key: app.messageKey, params: app.details?.params, message: app.message };
}

describe("CSV encodings", () => {
  it("reads German Excel's Windows-1252 CSV as Windows-1252, not as UTF-8 with U+FFFD", async () => {
    const file = await fileOf("german.csv", germanExcelCsv());
    expect(await detectEncoding(file)).toBe("windows-1252");
    const records = await all(file);
    expect(records[0]).toContain("Gesamtsäure");
    expect(records[0]).toContain("Flaschengröße");
    expect(records[1]).toContain("Weingut Jörg Häußler");
    expect(records[1]).toContain("Grüner Veltliner Spätlese");
    expect(records[2]).toContain("Blaufränkisch Größe € 9");
    expect(records.flat().join("")).not.toContain("\uFFFD");
  });

  it("forced to UTF-8, a Windows-1252 file's umlauts become U+FFFD (which the row check refuses)", async () => {
    const file = await fileOf("forced.csv", germanExcelCsv());
    expect((await all(file, "utf-8"))[1]).toContain("Weingut J\uFFFDrg H\uFFFDu\uFFFDler");
  });

  it("reads UTF-8 with or without a byte-order mark as UTF-8, and ISO-8859-15 by its euro sign", async () => {
    expect(await detectEncoding(await fileOf("bom.csv", "\uFEFFName\nSpätlese\n"))).toBe("utf-8");
    expect(await detectEncoding(await fileOf("plain.csv", "Name\nSpätlese €\n"))).toBe("utf-8");
    const latin9 = await fileOf("latin9.csv", Buffer.from([0x4e, 0x0a, 0xe4, 0x20, 0xa4, 0x0a]));
    expect(await detectEncoding(latin9)).toBe("iso-8859-15");
    expect(await all(latin9)).toEqual([["N"], ["ä €"]]);
  });
});

describe("limits", () => {
  it("refuses 10 MB of commas at the header's 201st column, at once, as a 413 naming the row", async () => {
    const file = await fileOf("commas.csv", commasCsv(10 * 1024 * 1024));
    const started = performance.now();
    expect(await refusal(all(file))).toEqual({
      status: 413,
      key: "organizer:import.errors.tooManyColumns",
      params: { line: 1, limit: IMPORT_LIMITS.columns },
      message: `Row 1 has more than ${IMPORT_LIMITS.columns} columns.`,
    });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("refuses a cell longer than the limit, quoted or not, naming its row", async () => {
    const long = "x".repeat(IMPORT_LIMITS.cellChars + 1);
    for (const cell of [long, `"${long}"`]) {
      const file = await fileOf("cell.csv", `name,kind\nok,wine\n${cell},wine\n`);
      expect(await refusal(all(file))).toMatchObject({ status: 413, params: { line: 3 } });
    }
    const fits = await fileOf("fits.csv", `name\n${"x".repeat(IMPORT_LIMITS.cellChars)}\n`);
    expect((await all(fits))[1][0]).toHaveLength(IMPORT_LIMITS.cellChars);
  });

  it("refuses a JSON file over its limit before parsing it", async () => {
    const file = await fileOf("big.json", `[${'{"name":"x"},'.repeat(IMPORT_LIMITS.jsonBytes / 12)}{}]`);
    expect(await refusal(all(file))).toMatchObject({ status: 413, key: "organizer:import.errors.jsonTooLarge" });
  });
});

describe("XLSX", () => {
  const rows = [
    ["Name", "Kind"],
    ["Riesling", "wine"],
  ];

  it("reads a minimal workbook, and refuses one whose rows and cells have no positions with a 400, not a 500", async () => {
    expect(await all(await fileOf("with-r.xlsx", xlsx(sheetXml(rows))))).toEqual(rows);
    expect(await refusal(all(await fileOf("without-r.xlsx", xlsx(sheetXml(rows, false)))))).toMatchObject({
      status: 400,
      key: "organizer:import.errors.xlsxNoAddress",
      params: { line: 1 },
    });
  });

  it("refuses a cell that unpacks to 8 MB with a 413 naming its row", async () => {
    const file = await fileOf("huge-cell.xlsx", hugeCellXlsx(8 * 1024 * 1024));
    expect(await refusal(all(file))).toMatchObject({
      status: 413,
      key: "organizer:import.errors.cellTooLong",
      params: { line: 2, limit: IMPORT_LIMITS.cellChars },
    });
  });

  it("refuses a zip whose directory states more than the limit, before inflating", async () => {
    const file = await fileOf("stated.xlsx", bombXlsx(1024, IMPORT_LIMITS.xlsxUnpackedBytes + 1));
    expect(await refusal(all(file))).toMatchObject({ status: 413, key: "organizer:import.errors.xlsxTooLarge" });
  });

  it("refuses a zip bomb whose directory lies, while inflating", async () => {
    const file = await fileOf("bomb.xlsx", bombXlsx(IMPORT_LIMITS.xlsxUnpackedBytes + 1024 * 1024));
    const before = process.memoryUsage().rss;
    expect(await refusal(all(file))).toMatchObject({ status: 413, key: "organizer:import.errors.xlsxTooLarge" });
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  }, 60_000);

  it("refuses a file that is no zip, or a broken one, with a 400", async () => {
    expect(await refusal(all(await fileOf("text.xlsx", "name,kind\n")))).toMatchObject({ status: 400 });
    const broken = xlsx(sheetXml(rows));
    broken.fill(0x55, 200, 400);
    expect(await refusal(all(await fileOf("broken.xlsx", broken)))).toMatchObject({ status: 400 });
  });
});

/** A workbook written by exceljs as Excel writes one (shared strings) or with inline strings. */
async function writtenWorkbook(name: string, rows: unknown[][], sharedStrings: boolean): Promise<string> {
  const file = path.join(dir, name);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: sharedStrings });
  const sheet = workbook.addWorksheet("Products");
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
  return file;
}

describe("XLSX cells", () => {
  it("reads shared strings with rich text, numbers as written, booleans, a formula's result and empty cells", async () => {
    const rows = [
      ["name", "region", "vintage", "alcohol", "organic", "bottles", "note"],
      ["Alvarinho", { richText: [{ text: "Monção e " }, { text: "Melgaço", font: { bold: true } }] }, 2021, 12.5, true],
      ["Syrah", "Côte-Rôtie", null, 13, false, { formula: "6*2", result: 12 }, "peppery & dark <fruit>"],
    ];
    for (const shared of [true, false]) {
      expect(await all(await writtenWorkbook(`cells-${shared}.xlsx`, rows, shared))).toEqual([
        ["name", "region", "vintage", "alcohol", "organic", "bottles", "note"],
        ["Alvarinho", "Monção e Melgaço", "2021", "12.5", "true", "", ""],
        ["Syrah", "Côte-Rôtie", "", "13", "false", "12", "peppery & dark <fruit>"],
      ]);
    }
  });

  it("keeps every character whole where the inflated sheet's chunks end inside one", async () => {
    // Two-byte characters end to end: some fall across the 16 KB chunks zlib inflates to.
    const text = "ãçéôü".repeat(40);
    const rows = [["name", "region"], ...Array.from({ length: 3000 }, (_, n) => [`${text} ${n}`, "Monção e Melgaço"])];
    for (const shared of [true, false]) {
      const read = await all(await writtenWorkbook(`accents-${shared}.xlsx`, rows, shared));
      expect(read).toHaveLength(rows.length);
      expect(read.filter((row, n) => row.join("|") !== rows[n].join("|"))).toEqual([]);
    }
  });

  it("keeps of a file only the texts a reader keeps, not the chunks they were read from", async () => {
    // An import keeps every product id (to find duplicates) and lets the rest of a row go.
    const rows = [
      ["product_id", "description"],
      ...Array.from({ length: 4000 }, (_, n) => [`product-${String(n).padStart(16, "0")}`, "Dry, crisp. ".repeat(170)]),
    ];
    v8.setFlagsFromString("--expose-gc");
    const gc = vm.runInNewContext("gc") as () => void;
    const csv = await fileOf("kept.csv", rows.map((row) => row.join(",")).join("\n"));
    for (const [name, file] of [
      ["CSV", csv],
      ["XLSX", await writtenWorkbook("kept-inline.xlsx", rows, false)],
      ["XLSX with shared strings", await writtenWorkbook("kept-shared.xlsx", rows, true)],
    ]) {
      gc();
      const before = process.memoryUsage().heapUsed;
      const ids: string[] = [];
      for await (const record of readRecords(file)) ids.push(record.fields[0]);
      gc();
      const kept = process.memoryUsage().heapUsed - before;
      expect(ids).toHaveLength(rows.length);
      // 4,000 ids are about 0.3 MB; the sheet they come from is 8 MB of text.
      expect(kept, `${name}: kept ${(kept / 1e6).toFixed(1)} MB`).toBeLessThan(2e6);
    }
  }, 60_000);
});
