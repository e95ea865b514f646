import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, expect, it } from "vitest";
import { serverT } from "~/.server/i18n";
import { insertEvent } from "../../../../tests/factories/catalogue";
import { germanExcelCsv, importId, windows1252 } from "../../../../tests/factories/import-files";
import { describeEachDialect } from "../../../../tests/support/test-database";
import type { ImportKind } from "./import-kinds";
import { findUpload, problemsFileOf, runUpload, storeUpload } from "./import-uploads.server";
import { problemsCsv } from "./problems-file.server";
import { REPORTED } from "./read-rows.server";

// An organizer's upload checked and applied as the API does it (issue 29):
// a German Excel CSV in Windows-1252 read as such, the encoding in the
// report and changeable; forced to UTF-8 its rows are refused rather than
// stored with U+FFFD; a row whose fields shifted is a problem; and every
// problem, beyond those the report lists, downloadable.

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "uncork-uploads-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describeEachDialect("import uploads", (t) => {
  let eventId: string;
  beforeAll(async () => {
    eventId = await insertEvent(t.db);
  });
  const upload = (data: Buffer, kind: ImportKind = "products") =>
    storeUpload(Readable.from([data]), { dir, eventId, userId: "u1", kind, format: "csv" });
  const names = (prefix: string) =>
    t.db
      .selectFrom("products")
      .select("name")
      .where("id", "in", [importId(prefix, 1), importId(prefix, 2)])
      .orderBy("id")
      .execute()
      .then((rows) => rows.map((row) => row.name));

  it("reads German Excel's CSV as Windows-1252: no problems, the headers known, the names stored as written", async () => {
    const prefix = `w${t.dialect[0]}`;
    const stored = await upload(germanExcelCsv(prefix));
    const check = await runUpload(t.db, dir, stored, { dryRun: true, mapping: {}, actor: "u1" });
    expect(check).toMatchObject({
      encoding: "windows-1252",
      encodingDetected: "windows-1252",
      problems: [],
      problemsUrl: null,
    });
    expect(check.headers.slice(-2)).toEqual([
      { header: "Gesamtsäure", column: "total_acidity" },
      { header: "Flaschengröße", column: "bottle_size" },
    ]);
    const applied = await runUpload(t.db, dir, stored, { dryRun: false, mapping: {}, actor: "u1" });
    expect(applied.applied).toBe(true);
    expect(await names(prefix)).toEqual(["Grüner Veltliner Spätlese", "Blaufränkisch Größe € 9"]);
  });

  it("forced to UTF-8, refuses every row with a character it could not read, and stores nothing", async () => {
    const prefix = `u${t.dialect[0]}`;
    const stored = await upload(germanExcelCsv(prefix));
    const report = await runUpload(t.db, dir, stored, { dryRun: false, mapping: {}, actor: "u1", encoding: "utf-8" });
    expect(report).toMatchObject({ encoding: "utf-8", encodingDetected: "windows-1252", applied: false });
    const undecodable = report.problems.filter((p) => p.message.key === "organizer:import.errors.undecodable");
    expect(undecodable.map((p) => [p.line, p.column])).toEqual([
      [1, null],
      [1, null],
      [2, "exhibitor_name"],
      [2, "name"],
      [3, "exhibitor_name"],
      [3, "name"],
    ]);
    expect(await names(prefix)).toEqual([]);
    // The choice holds for the upload's later checks, until another is chosen.
    const found = await findUpload(dir, { id: stored.id, eventId, userId: "u1" });
    expect(found?.encoding).toBe("utf-8");
    const again = await runUpload(t.db, dir, found!, { dryRun: true, mapping: {}, actor: "u1" });
    expect(again.encoding).toBe("utf-8");
    const back = await runUpload(t.db, dir, found!, {
      dryRun: true,
      mapping: {},
      actor: "u1",
      encoding: "windows-1252",
    });
    expect(back).toMatchObject({ encoding: "windows-1252", problems: [] });
  });

  it("reports a row whose field count differs from the header's (an unquoted delimiter in a value)", async () => {
    const prefix = `f${t.dialect[0]}`;
    const csv = [
      "Produkt-ID;Aussteller-ID;Aussteller;Name;Art;Jahrgang",
      `${importId(prefix, 1)};${importId("e", 30)};Weingut Feld;Riesling;Wine;2021`,
      `${importId(prefix, 2)};${importId("e", 30)};Weingut Feld;Cuvée Rot; Weiß;Wine;2020`,
    ].join("\r\n");
    const report = await runUpload(t.db, dir, await upload(windows1252(csv)), {
      dryRun: false,
      mapping: {},
      actor: "u1",
    });
    expect(report.problems.map((p) => [p.line, p.message.key])).toEqual([[3, "organizer:import.errors.fieldCount"]]);
    expect(report.applied).toBe(false);
    expect(await names(prefix)).toEqual([]);
  });

  it("keeps every problem for download when the report lists only the first", async () => {
    const rows = REPORTED + 50;
    const csv = `product_id,exhibitor_id,exhibitor_name,name,kind\n${"x1,e1,Estate,=HYPERLINK(1),wine\n".repeat(rows)}`;
    const stored = await upload(Buffer.from(csv));
    const report = await runUpload(t.db, dir, stored, { dryRun: true, mapping: {}, actor: "u1" });
    expect(report.problems).toHaveLength(REPORTED);
    expect(report.problemCount).toBe(rows * 2);
    expect(report.problemsUrl).toBe(
      `/api/organizer/events/${encodeURIComponent(eventId)}/imports/${stored.id}/problems.csv`,
    );
    const lines: string[] = [];
    for await (const line of problemsCsv(problemsFileOf(dir, stored.id), serverT("de"), "de")) lines.push(line);
    expect(lines).toHaveLength(rows * 2 + 1);
    expect(lines[0]).toBe("\uFEFFZeile;Spalte;Wert;Problem\r\n");
    expect(lines[1]).toBe("2;Produkt-ID;x1;Das sieht nicht gültig aus: Eine ID hat genau 24 Zeichen.\r\n");
    expect(lines.at(-1)).toContain(`${rows + 1};Aussteller-ID;e1;`);
  });
});
