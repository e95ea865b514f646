import { readFile } from "node:fs/promises";
import { mainHeading } from "./support/catalogue";
import { hexId, openDataPage } from "./support/organizer-data";
import { expect, test } from "./support/test";

// A CSV saved by a spreadsheet in Windows-1252 (issue 29): the report says
// which encoding the file was read as; the organizer can check it again
// read otherwise and applies it read the way they chose; a file with more
// problems than the report lists offers them all as a download. Imports go
// into the demo's last fair.

test("a Windows-1252 file is read as such, checked again as UTF-8 on request, and applied read as Windows-1252", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const eventId = await openDataPage(page, context, "de");
  await expect(mainHeading(page)).toHaveText("Daten: Importe und Abgleich");
  await page.getByLabel("Was die Datei enthält").selectOption({ label: "Personen (Teilnehmer und Vertreter)" });
  const person = hexId("ec");
  const name = `Jürgen Müller-Weiß ${Date.now()}`;
  await page.getByLabel("Datei (CSV, XLSX oder JSON)").setInputFiles({
    name: "personen.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`Personen-ID;Art;Name\r\n${person};Teilnehmer;${name}\r\n`, "latin1"),
  });
  await page.getByRole("button", { name: "Datei prüfen" }).click();
  const report = page.getByRole("region", { name: "1 Zeile geprüft" });
  await expect(report.getByText("Gelesen als Windows-1252 (Westeuropäisch).", { exact: true })).toBeVisible();
  await expect(report.getByText(`Name: (leer) → ${name}`)).toBeVisible();

  const encoding = report.getByLabel("Zeichenkodierung");
  await expect(encoding).toHaveValue("windows-1252");
  await encoding.selectOption({ label: "UTF-8 (Unicode)" });
  await report.getByRole("button", { name: "Mit dieser Kodierung erneut prüfen" }).click();
  await expect(
    report.getByText("Gelesen als UTF-8 (Unicode). Erkannt: Windows-1252 (Westeuropäisch).", { exact: true }),
  ).toBeVisible();
  await expect(report.getByText(`Name: (leer) → ${name}`)).toHaveCount(0);

  await encoding.selectOption({ label: "Windows-1252 (Westeuropäisch)" });
  await report.getByRole("button", { name: "Mit dieser Kodierung erneut prüfen" }).click();
  await expect(report.getByText(`Name: (leer) → ${name}`)).toBeVisible();
  await report.getByRole("button", { name: "Import anwenden" }).click();
  await expect(page.getByRole("region", { name: "Importiert: Die Änderungen wurden geschrieben" })).toBeVisible();

  await page.goto(`/de/organizer/people?event=${eventId}&q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("table", { name: "Registrierte Personen" }).getByRole("link", { name })).toBeVisible();
});

test("a file with more problems than the report lists offers all of them as a download", async ({ page, context }) => {
  test.setTimeout(90_000);
  await openDataPage(page, context, "en");
  await page.getByLabel("What the file holds").selectOption({ label: "People (attendees and representatives)" });
  const rows = Array.from({ length: 150 }, (_, i) => `${hexId("ee")},guest,Problem Person ${i}`);
  await page.getByLabel("File (CSV, XLSX or JSON)").setInputFiles({
    name: "problems.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`person_id,kind,name\n${rows.join("\n")}\n`),
  });
  await page.getByRole("button", { name: "Check the file" }).click();
  const report = page.getByRole("region", { name: "Checked 150 rows" });
  await expect(report.getByRole("alert")).toHaveText("150 problems: nothing can be applied until they are corrected.");
  const download = page.waitForEvent("download");
  await report.getByRole("link", { name: "Download all 150 problems (CSV)" }).click();
  const lines = (await readFile(await (await download).path(), "utf8")).trim().split(/\r?\n/);
  expect(lines.length).toBeGreaterThanOrEqual(151);
});
