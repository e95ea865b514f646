import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { serverT } from "~/.server/i18n";
import { LOCALES } from "~/lib/locales";
import { insertEvent } from "../../../../tests/factories/catalogue";
import { describeEachDialect } from "../../../../tests/support/test-database";
import { templateCsv } from "./columns";
import { importProducts } from "./import-products.server";
import { PRODUCT_COLUMN_SET } from "./product-columns";
import { formatOf, readRecords } from "./read-records.server";

// The same import from XLSX and JSON as from CSV, and from the templates.

const id = (prefix: string, n: number) => `${prefix}${String(n).padStart(23, "0")}`;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "uncork-import-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describeEachDialect("import files", (t) => {
  let eventId: string;
  beforeAll(async () => {
    eventId = await insertEvent(t.db);
  });
  const run = (file: string, dryRun = false) =>
    importProducts(t.db, { eventId, records: readRecords(file), dryRun, actor: "import" });

  it("reads the first worksheet of an XLSX file: numbers, formulas and rich text as the sheet shows them", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Produkte");
    sheet.addRow(["Produkt-ID", "Aussteller-ID", "Aussteller", "Name", "Art", "Jahrgang", "Stand"]);
    sheet.addRow([id("x", 1), id("e", 7), "Weingut Xlsx", "Grauburgunder", "Wine", 2022, "A1"]);
    sheet.addRow([
      id("x", 2),
      id("e", 7),
      "Weingut Xlsx",
      { richText: [{ text: "Spät" }, { text: "burgunder" }] },
      "Wine",
      { formula: "2000+21", result: 2021 },
      "",
    ]);
    workbook.addWorksheet("Notes").addRow(["ignored"]);
    const file = path.join(dir, `products-${t.dialect}.xlsx`);
    await workbook.xlsx.writeFile(file);
    expect(formatOf(file)).toBe("xlsx");
    const report = await run(file);
    expect(report.problems).toEqual([]);
    expect(report.applied).toBe(true);
    const rows = await t.db
      .selectFrom("products")
      .select(["name", "vintage"])
      .where("id", "in", [id("x", 1), id("x", 2)])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { name: "Grauburgunder", vintage: 2022 },
      { name: "Spätburgunder", vintage: 2021 },
    ]);
  });

  it("reads a JSON array of objects keyed by column, and refuses anything else", async () => {
    const file = path.join(dir, `products-${t.dialect}.json`);
    await writeFile(
      file,
      JSON.stringify([
        {
          product_id: id("j", 1),
          exhibitor_id: id("e", 8),
          exhibitor_name: "Json Cellars",
          name: "Zinfandel",
          kind: "wine",
          vintage: 2019,
        },
        { product_id: id("j", 2), exhibitor_id: id("e", 8), exhibitor_name: "Json Cellars", name: "", kind: "wine" },
      ]),
    );
    const report = await run(file);
    expect(report.problems.map((p) => [p.line, p.column, p.message.text])).toEqual([
      [3, "name", "This is a required field"],
    ]);
    expect(report.applied).toBe(false);

    const broken = path.join(dir, "broken.json");
    await writeFile(broken, '{"product_id": 1}');
    await expect(run(broken)).rejects.toThrow("broken.json: a JSON import is an array of objects, one per row");
    expect(() => formatOf("products.pdf")).toThrow("products.pdf: an import reads CSV, XLSX or JSON files");
  });

  it.each(LOCALES)("imports the %s template with a row added", async (locale) => {
    const file = path.join(dir, `template-${locale}-${t.dialect}.csv`);
    const delimiter = locale === "en" ? "," : ";";
    const n = LOCALES.indexOf(locale) + 1;
    const row = [id("t", n), id("e", 9), "Template Estate", "", "", "", `Wein ${locale}`, "Wine", "2020"];
    // Every field of the header, as a spreadsheet writes the row (a row of fewer fields is a problem).
    row.push(...Array(PRODUCT_COLUMN_SET.columns.length - row.length).fill(""));
    await writeFile(file, templateCsv(serverT(locale), locale, PRODUCT_COLUMN_SET) + row.join(delimiter));
    const report = await run(file, true);
    expect(report.problems).toEqual([]);
    expect(report.changes.find((c) => c.id === id("t", n))?.action).toBe("add");
  });
});
