import { randomBytes } from "node:crypto";
import { makeOrganizer } from "../factories/people";
import { e2eDatabase } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { mainHeading, waitForHydration } from "./support/catalogue";
import { eventOfMyOwn, organizerOf } from "./support/own-event";
import { saveThenReload, slowReadings } from "./support/slow-readings";
import { expect, test } from "./support/test";

// The console's exhibitors (docs/product/site-settings.md "Exhibitors"): an
// organizer adds one, edits it and removes it from the event; a visitor's
// public pages follow at once, and the audit log lists each change with who
// made it. Each journey runs on an event of its own.

test("the organizer adds an exhibitor: mistakes are named beside their fields, and the visitor's list shows it at once", async ({
  page,
  browser,
  context,
}) => {
  const eventId = await eventOfMyOwn("Exhibitor Fair");
  await organizerOf(context, eventId, "Edda");
  const name = `Weingut Sonnenhang ${randomBytes(3).toString("hex")}`;

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/p/en/events/${eventId}/exhibitors`);
  await expect(visitor.getByRole("link", { name, exact: true })).toHaveCount(0);

  // The console's exhibitors, from its navigation.
  await page.goto(`/en/organizer?event=${eventId}`);
  await page.getByRole("navigation", { name: "Organizer pages" }).getByRole("link", { name: "Exhibitors" }).click();
  await expect(mainHeading(page)).toHaveText("Exhibitors");
  await expect(page.getByText("No exhibitor matches.")).toBeVisible();
  await waitForHydration(page);
  await expectNoSeriousViolations(page, "the organizer's exhibitors");

  await page.getByRole("link", { name: "Add an exhibitor" }).click();
  await expect(mainHeading(page)).toHaveText("Add an exhibitor");
  await expect(page).toHaveURL(new RegExp(`/en/organizer/exhibitors/new\\?event=${eventId}`));
  await waitForHydration(page);
  await expectNoSeriousViolations(page, "adding an exhibitor");

  // A mistake is named next to its field, and nothing is added.
  await page.getByLabel("Country").selectOption("DE");
  await page.getByLabel("Founded").fill("the 1880s");
  await page.getByRole("button", { name: "Add the exhibitor" }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#exhibitor-name-error")).toHaveText("This is a required field");
  await expect(page.locator("#exhibitor-founded-error")).toHaveText("Please enter a year between 1000 and 2100.");
  await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
  await expectNoSeriousViolations(page, "the exhibitor form with errors");

  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Founded").fill("1887");
  await page.getByLabel("Website").fill("sonnenhang.example");
  await page.getByLabel("Description (German)").fill("Familienweingut am Rhein.");
  await page.getByRole("button", { name: "Add the exhibitor" }).click();
  await expect(mainHeading(page)).toHaveText(name);
  await expect(page.getByRole("status").filter({ hasText: "The exhibitor was added to the event." })).toBeVisible();
  await expect(page.getByLabel("Website")).toHaveValue("https://sonnenhang.example");
  await expect(page.getByLabel("Country")).toHaveValue("DE");
  await expect(page.getByLabel("Description (German)")).toHaveValue("Familienweingut am Rhein.");
  await waitForHydration(page);
  await expectNoSeriousViolations(page, "an exhibitor's console page");
  const publicPath = await page.getByRole("link", { name: "Open the exhibitor’s public page" }).getAttribute("href");
  expect(publicPath).toMatch(new RegExp(`^/p/en/events/${eventId}/exhibitors/[0-9a-f]{24}$`));

  // The visitor's public list shows it at once: the first load after the add.
  await visitor.reload();
  await expect(visitor.getByRole("link", { name, exact: true })).toBeVisible();
  await visitorContext.close();
});

test("the organizer edits and removes an exhibitor: a stale tab is refused, the public page follows, and the audit log lists each change with who", async ({
  page,
  browser,
  context,
}) => {
  const eventId = await eventOfMyOwn("Exhibitor Fair");
  const organizer = await organizerOf(context, eventId, "Edda");
  const suffix = randomBytes(3).toString("hex");
  const name = `Weingut Sonnenhang ${suffix}`;
  const renamed = `Domaine du Soleil ${suffix}`;

  await page.goto(`/en/organizer/exhibitors/new?event=${eventId}`);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Country").selectOption("DE");
  await page.getByRole("button", { name: "Add the exhibitor" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The exhibitor was added to the event." })).toBeVisible();
  const exhibitorUrl = page.url();
  const publicPath = await page.getByRole("link", { name: "Open the exhibitor’s public page" }).getAttribute("href");
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();

  // The console's list finds it by a word of its name.
  await page.goto(`/en/organizer/exhibitors?event=${eventId}`);
  await page.getByLabel("Search exhibitors").fill("Sonnenhang");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("1 exhibitor", { exact: true })).toBeVisible();
  await page.getByRole("table").getByRole("link", { name }).click();
  await expect(page).toHaveURL(exhibitorUrl.replace(/[?&]saved=added/, ""));

  // A second tab has the same form open before the rename.
  const stale = await page.context().newPage();
  await stale.goto(page.url());
  await waitForHydration(stale);

  // Renamed: the public page shows the new name after a reload.
  await visitor.goto(publicPath!);
  await expect(mainHeading(visitor)).toHaveText(name);
  await page.getByLabel("Name", { exact: true }).fill(renamed);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your changes were saved." })).toBeVisible();
  await expect(mainHeading(page)).toHaveText(renamed);
  await visitor.reload();
  await expect(mainHeading(visitor)).toHaveText(renamed);

  // The stale tab's rename is refused, not written over the other, and its form then shows the stored name.
  await stale.getByLabel("Name", { exact: true }).fill(`${name} (old tab)`);
  await stale.getByRole("button", { name: "Save changes" }).click();
  await expect(stale.getByRole("alert")).toHaveText(
    "This exhibitor was changed by someone else in the meantime. Reload to see the new values, then make your change again.",
  );
  await expect(stale.getByLabel("Name", { exact: true })).toHaveValue(renamed);
  await stale.close();

  // Removed after a confirmation: the public page is the 404 page.
  await page.getByRole("button", { name: "Remove from the event" }).click();
  await page.getByRole("button", { name: "Yes, remove it" }).click();
  await expect(mainHeading(page)).toHaveText("Exhibitors");
  await expect(page.getByRole("status").filter({ hasText: "was removed" })).toHaveText(
    `${renamed} was removed from the event.`,
  );
  const gone = await visitor.reload();
  expect(gone?.status()).toBe(404);
  const again = await page.goto(exhibitorUrl);
  expect(again?.status()).toBe(404);

  // The audit log lists the three changes, with who, and filters them.
  await page.goto(`/en/organizer/audit?event=${eventId}`);
  const added = page.getByRole("row").filter({ hasText: "Exhibitor added" });
  const changed = page.getByRole("row").filter({ hasText: "Exhibitor changed" });
  const removed = page.getByRole("row").filter({ hasText: "Exhibitor removed from the event" });
  await expect(added).toContainText(name);
  await expect(changed).toContainText(`${renamed} · Name`);
  await expect(removed).toContainText(renamed);
  for (const row of [added, changed, removed]) await expect(row).toContainText(organizer.email.toLowerCase());
  await page.getByLabel("Kind of change").selectOption("exhibitor.changed");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("row")).toHaveCount(2); // the header and the one change
  await visitorContext.close();
});

test("the exhibitor pages speak the organizer's language, and an exhibitor of another event is not found", async ({
  page,
  context,
}) => {
  const eventId = await eventOfMyOwn("Exhibitor Fair");
  const otherEvent = await eventOfMyOwn("Exhibitor Fair");
  const giulia = await organizerOf(context, eventId, "Giulia");
  await makeOrganizer(e2eDatabase(), otherEvent, giulia.userId);
  await page.goto(`/it/organizer/exhibitors/new?event=${eventId}`);
  await expect(mainHeading(page)).toHaveText("Aggiungi un espositore");
  await page.getByLabel("Nome", { exact: true }).fill("Cantina Rossa");
  await page.getByLabel("Sito web").fill("ftp://cantina.example");
  await page.getByRole("button", { name: "Aggiungi l’espositore" }).click();
  await expect(page.locator("#exhibitor-country-error")).toHaveText("Scegli un paese dall’elenco.");
  await expect(page.locator("#exhibitor-website-error")).toHaveText(
    "Inserisci un indirizzo web che inizi con http:// o https://.",
  );
  await expect(page.getByLabel("Nome", { exact: true })).toHaveValue("Cantina Rossa");
  await expectNoSeriousViolations(page, "the exhibitor form with errors, in Italian");

  await page.getByLabel("Paese").selectOption("IT");
  await page.getByLabel("Sito web").fill("");
  await page.getByRole("button", { name: "Aggiungi l’espositore" }).click();
  await expect(page.getByRole("status").filter({ hasText: "L’espositore è stato aggiunto all’evento." })).toBeVisible();
  const path = new URL(page.url()).pathname;

  // The same exhibitor under another event of hers, and a made-up id: the 404 page.
  const elsewhere = await page.goto(`${path}?event=${otherEvent}`);
  expect(elsewhere?.status()).toBe(404);
  const unknown = await page.goto(`/it/organizer/exhibitors/000000000000000000000bad?event=${eventId}`);
  expect(unknown?.status()).toBe(404);
});

test("a second save at once after the first is written, not dropped when the form starts again from the stored values", async ({
  page,
  context,
}) => {
  const eventId = await eventOfMyOwn("Exhibitor Fair");
  await organizerOf(context, eventId, "Emil");
  const suffix = randomBytes(3).toString("hex");
  await page.goto(`/en/organizer/exhibitors/new?event=${eventId}`);
  await page.getByLabel("Name", { exact: true }).fill(`Bodega Primera ${suffix}`);
  await page.getByLabel("Country").selectOption("ES");
  await page.getByRole("button", { name: "Add the exhibitor" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The exhibitor was added to the event." })).toBeVisible();
  await waitForHydration(page);
  await slowReadings(page, /\/organizer\/exhibitors\/[0-9a-f]+\.data/);
  const name = page.getByLabel("Name", { exact: true });
  const save = page.getByRole("button", { name: "Save changes" });
  await name.fill(`Bodega Segunda ${suffix}`);
  await save.click();
  await expect(page.getByRole("status").filter({ hasText: "Your changes were saved." })).toBeVisible();
  // Renamed again at once: the form takes it once it holds what the first save wrote.
  await name.fill(`Bodega Tercera ${suffix}`);
  await saveThenReload(page, save);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(`Bodega Tercera ${suffix}`);
});
