import { signIn } from "./support/accounts";
import { mainHeading } from "./support/catalogue";
import { csv, DEMO_ORGANIZER, hexId, openDataPage } from "./support/organizer-data";
import { expect, test } from "./support/test";

// The console in German (issue 29): one word for an attendee everywhere
// ("Teilnehmer", never "Besucher" or "Teilnehmende"), and a file's report in
// the organizer's language: column labels, not keys ("Restzucker (g/l)", not
// `residual_sugar`), numbers with a decimal comma, kinds by their German
// names, nothing as "(leer)". Imports go into the demo's last fair, so the
// primary fair other journeys count stays as it was.

test("the German console calls an attendee “Teilnehmer” in the filter, the list, the person page and the import", async ({
  page,
  context,
}) => {
  await signIn(context, DEMO_ORGANIZER);
  await page.goto("/de/organizer/people");
  await expect(mainHeading(page)).toHaveText("Registrierte Personen");
  const filter = page.getByRole("navigation", { name: "Anzeigen" });
  await expect(filter.getByRole("link")).toHaveText(["Alle", "Vertreter", "Teilnehmer"]);
  await filter.getByRole("link", { name: "Teilnehmer" }).click();
  await expect(filter.getByRole("link", { name: "Teilnehmer" })).toHaveAttribute("aria-current", "page");
  const table = page.getByRole("table", { name: "Registrierte Personen" });
  const kinds = await table.getByRole("row").locator("td:nth-child(3)").allTextContents();
  expect(kinds.length).toBeGreaterThan(0);
  expect(new Set(kinds)).toEqual(new Set(["Teilnehmer"]));

  await table.getByRole("row").nth(1).getByRole("link").first().click();
  await expect(page.getByRole("main")).toContainText("Teilnehmer");
  await expect(page.getByLabel("Teilnehmerart")).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText("Teilnehmende");

  await page.goto("/de/organizer/data");
  await expect(page.getByLabel("Was die Datei enthält").getByRole("option")).toContainText([
    "Personen (Teilnehmer und Vertreter)",
  ]);
});

test("a people file's check speaks German: column labels, the kind's German name, (leer)", async ({
  page,
  context,
}) => {
  await openDataPage(page, context, "de");
  await expect(mainHeading(page)).toHaveText("Daten: Importe und Abgleich");
  await page.getByLabel("Was die Datei enthält").selectOption({ label: "Personen (Teilnehmer und Vertreter)" });
  const person = hexId("ab");
  await page
    .getByLabel("Datei (CSV, XLSX oder JSON)")
    .setInputFiles(
      csv("personen.csv", [
        "Personen-ID;Art;Name;Position;Teilnehmerart",
        `${person};Teilnehmer;Berta Import;Einkaufsleiterin;Fachhandel`,
      ]),
    );
  await page.getByRole("button", { name: "Datei prüfen" }).click();
  const report = page.getByRole("region", { name: "1 Zeile geprüft" });
  await expect(report.getByText("Keine Probleme gefunden.")).toBeVisible();
  await expect(report.getByText("Art: (leer) → Teilnehmer")).toBeVisible();
  await expect(report.getByText("Position: (leer) → Einkaufsleiterin")).toBeVisible();
  await expect(report.getByText("Teilnehmerart: (leer) → Fachhandel")).toBeVisible();
  await expect(report).not.toContainText(/job_title|attendee|registration_id|kind:/);
});

test("a product file's check writes numbers with a decimal comma and columns by their German labels", async ({
  page,
  context,
}) => {
  await openDataPage(page, context, "de");
  const productId = hexId("c1");
  await page
    .getByLabel("Datei (CSV, XLSX oder JSON)")
    .setInputFiles(
      csv("produkte.csv", [
        "Produkt-ID;Aussteller-ID;Aussteller;Name;Art;Jahrgang;Land;Restzucker (g/l);Alkohol (% vol)",
        `${productId};${hexId("e2")};Weingut Komma;Riesling Komma;Wine;2022;DE;13.5;12,5`,
      ]),
    );
  await page.getByRole("button", { name: "Datei prüfen" }).click();
  const report = page.getByRole("region", { name: "1 Zeile geprüft" });
  await expect(report.getByText("Keine Probleme gefunden.")).toBeVisible();
  await expect(report.getByText("Restzucker (g/l): (leer) → 13,5")).toBeVisible();
  await expect(report.getByText("Alkohol (% vol): (leer) → 12,5")).toBeVisible();
  await expect(report.getByText("Jahrgang: (leer) → 2022")).toBeVisible();
  await expect(report.getByText("Art: (leer) → Wein")).toBeVisible();
  await expect(report.getByText("Land: (leer) → Deutschland")).toBeVisible();
  await expect(report).not.toContainText(/residual_sugar|13\.5|alcohol/);
});
