import { readFile } from "node:fs/promises";
import { login, signIn, uniqueEmail } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { mainHeading } from "./support/catalogue";
import { csv, DEMO_ORGANIZER, hexId, lastFair } from "./support/organizer-data";
import { expect, test } from "./support/test";

// The organizer's data page (issue 14, docs/data-in.md "From the organizer's
// page"): a file is checked first (problems by line and column, in the
// organizer's language; unknown headers mapped), nothing is written until
// "Apply", and then the rows are live. Journeys import into the demo's last
// fair, so the primary fair other journeys count stays as it was.

test("people from a file: the check reports each problem at its line, maps a header, and nothing is written until Apply", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signIn(context, DEMO_ORGANIZER);
  const eventId = await lastFair(page);
  await page.goto(`/en/organizer/data?event=${eventId}`);
  await expect(mainHeading(page)).toHaveText("Data: imports and sync");
  await expectNoSeriousViolations(page, "the organizer's data page");

  // The template is headed in the page's language.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "People template (CSV)" }).click();
  const template = await readFile(await (await download).path(), "utf8");
  expect(template.split("\r\n")[0]).toBe(
    "\uFEFFPerson ID,Kind,Name,E-mail,Exhibitor ID,Job title,Company,Country,Telephone,Attendee type,Stand",
  );

  const ada = { id: hexId("ad"), name: `Ada Import ${Date.now()}` };
  const bo = { id: hexId("b0"), name: `Bo Import ${Date.now()}` };
  await page.getByLabel("What the file holds").selectOption({ label: "People (attendees and representatives)" });
  await page
    .getByLabel("File (CSV, XLSX or JSON)")
    .setInputFiles(
      csv("people.csv", [
        "Person ID,Kind,Name,E-mail,Organisation",
        `${ada.id},attendee,${ada.name},${uniqueEmail("ada")},Ada & Co`,
        `${bo.id},Attendee,${bo.name},not-an-address,Bo GmbH`,
      ]),
    );
  await page.getByRole("button", { name: "Check the file" }).click();
  const report = page.getByRole("region", { name: "Checked 2 rows" });
  await expect(report.getByRole("alert")).toHaveText("1 problem: nothing can be applied until it is corrected.");
  const problems = report.getByRole("table", { name: "Problems by line and column" });
  await expect(problems.getByRole("row").nth(1).getByRole("cell")).toHaveText([
    "3",
    "E-mail",
    "not-an-address",
    "Please enter a valid email address.",
  ]);
  await expect(report.getByRole("button", { name: "Apply the import" })).toHaveCount(0);

  // "Organisation" is no header the import knows: the organizer says it is the company.
  await report.getByLabel("Column for “Organisation”").selectOption({ label: "Company" });
  await report.getByRole("button", { name: "Check again with these columns" }).click();
  await expect(report.getByText("Company: (empty) → Ada & Co")).toBeVisible();
  await expectNoSeriousViolations(page, "the data page with a checked file");

  // Corrected and sent again: no problems, and both rows still to add (the checks wrote nothing).
  await page
    .getByLabel("File (CSV, XLSX or JSON)")
    .setInputFiles(
      csv("people.csv", [
        "Person ID,Kind,Name,E-mail,Company",
        `${ada.id},attendee,${ada.name},${uniqueEmail("ada")},Ada & Co`,
        `${bo.id},Attendee,${bo.name},,Bo GmbH`,
      ]),
    );
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(report.getByText("No problems found.")).toBeVisible();
  await expect(report.getByText("People: 2 to add, 0 to change, 0 to remove")).toBeVisible();

  await report.getByRole("button", { name: "Apply the import" }).click();
  const applied = page.getByRole("region", { name: "Imported: the changes were written" });
  await expect(applied.getByText("People: 2 added, 0 changed, 0 removed")).toBeVisible();

  // The same file again changes nothing.
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByText("Nothing would change: the event already holds all of this.")).toBeVisible();
});

test("a product import goes live on its page at once; the report speaks German on the German page", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signIn(context, DEMO_ORGANIZER);
  const eventId = await lastFair(page);
  await page.goto(`/de/organizer/data?event=${eventId}`);
  await expect(mainHeading(page)).toHaveText("Daten: Importe und Abgleich");

  const exhibitorId = hexId("e1");
  const productId = hexId("f1");
  const name = `Importierter Riesling ${Date.now()}`;
  const file = (vintage: string) =>
    csv("produkte.csv", [
      "Produkt-ID;Aussteller-ID;Aussteller;Name;Art;Jahrgang;Land",
      `${productId};${exhibitorId};Weingut Import;${name};Wine;${vintage};DE`,
    ]);
  await page.getByLabel("Datei (CSV, XLSX oder JSON)").setInputFiles(file("zwanzig"));
  await page.getByRole("button", { name: "Datei prüfen" }).click();
  const report = page.getByRole("region", { name: "1 Zeile geprüft" });
  await expect(report.getByRole("table").getByRole("row").nth(1).getByRole("cell")).toHaveText([
    "2",
    "Jahrgang",
    "zwanzig",
    "Das sieht nicht gültig aus.",
  ]);

  await page.getByLabel("Datei (CSV, XLSX oder JSON)").setInputFiles(file("2022"));
  await page.getByRole("button", { name: "Datei prüfen" }).click();
  await expect(report.getByText("Produkte: 1 hinzuzufügen, 0 zu ändern, 0 zu entfernen")).toBeVisible();
  await report.getByRole("button", { name: "Import anwenden" }).click();
  await expect(page.getByRole("region", { name: "Importiert: Die Änderungen wurden geschrieben" })).toBeVisible();

  const product = await page.goto(`/p/de/events/${eventId}/products/by-exhibitor/${exhibitorId}/${productId}`);
  expect(product?.status()).toBe(200);
  await expect(mainHeading(page)).toContainText(name);
});

test("a large file shows its progress while the server reads it, live over the organizer's stream", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signIn(context, DEMO_ORGANIZER);
  const eventId = await lastFair(page);
  await page.goto(`/en/organizer/data?event=${eventId}`);
  await page.getByLabel("What the file holds").selectOption({ label: "People (attendees and representatives)" });
  const rows = Array.from(
    { length: 20_000 },
    (_, i) => `d${i.toString(16).padStart(23, "0")},attendee,Progress Person ${i},progress-${i}@example.com`,
  );
  await page
    .getByLabel("File (CSV, XLSX or JSON)")
    .setInputFiles(csv("many-people.csv", ["person_id,kind,name,email", ...rows]));
  // Looked for at every frame: the bar may show for less than a second.
  const shown = page.waitForFunction(
    () => {
      const status = [...document.querySelectorAll('[role="status"]')].find((e) => e.querySelector("progress"));
      const bar = status?.querySelector("progress");
      return bar && /Checking: [\d,]+ rows read/.test(status?.textContent ?? "") && bar.value > 0
        ? status?.textContent
        : null;
    },
    null,
    { polling: "raf", timeout: 60_000 },
  );
  await page.getByRole("button", { name: "Check the file" }).click();
  expect(await (await shown).jsonValue()).toMatch(/Checking: [\d,]+ rows read…/);
  await expect(page.getByRole("region", { name: "Checked 20,000 rows" })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText("People: 20,000 to add, 0 to change, 0 to remove")).toBeVisible();
});

test("a sync whose product API cannot be reached says so, and offers nothing to apply", async ({ page, context }) => {
  await signIn(context, DEMO_ORGANIZER);
  const eventId = await lastFair(page);
  await page.goto(`/en/organizer/data?event=${eventId}`);
  const sync = page.getByRole("region", { name: "Sync from the product API" });
  await expect(sync.getByText("Reads the event's exhibitors, producers and products from 127.0.0.1:9")).toBeVisible();
  await expect(sync.getByLabel("The event's id in the product API")).toHaveValue(eventId);
  await sync.getByRole("button", { name: "Check the sync" }).click();
  await expect(sync.getByRole("alert")).toHaveText(
    "The product API could not be reached or refused the request. Please try again later.",
  );
  await expect(sync.getByRole("button", { name: "Apply the sync" })).toHaveCount(0);
});

test("only the event's organizers: the permission page for anyone else, and the API refuses them", async ({
  page,
  context,
}) => {
  await login(context, { email: uniqueEmail("not-organizer"), name: "Nora Nobody" });
  const response = await page.goto("/en/organizer/data");
  expect(response?.status()).toBe(403);
  await expect(
    page.getByRole("heading", { level: 1, name: "You don't have the necessary permissions to see this page." }),
  ).toBeVisible();
  const eventId = await lastFair(page);
  const upload = await page.request.post(`/api/organizer/events/${eventId}/imports?kind=people&format=csv`, {
    headers: { "Content-Type": "text/csv", Origin: new URL(page.url()).origin },
    data: "person_id,kind,name\n",
  });
  expect(upload.status()).toBe(403);
  const template = await page.request.get(`/api/organizer/events/${eventId}/import-templates/people.csv`);
  expect(template.status()).toBe(403);
});
