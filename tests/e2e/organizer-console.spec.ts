import type { Page } from "@playwright/test";
import { makeOrganizer } from "../factories/people";
import { e2eDatabase, login, uniqueEmail } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { mainHeading, waitForHydration } from "./support/catalogue";
import { linkFrom, waitForMail } from "./support/inbox";
import { eventOfMyOwn, organizerOf } from "./support/own-event";
import { saveThenReload, slowReadings } from "./support/slow-readings";
import { expect, test } from "./support/test";

// The organizer's console (docs/product/site-settings.md): settings saved
// with compare-and-swap and live on open pages (how soon: npm run
// bench:live), organizers
// added and removed, the audit log. Each journey runs on an event of its own,
// so switching its settings disturbs no other journey.

async function openSettings(page: Page, eventId: string, lang = "en") {
  await page.goto(`/${lang}/organizer?event=${eventId}`);
  await waitForHydration(page);
}

test("the organizer switches tasting notes off and a visitor's open notes page says so without a reload", async ({
  page,
  browser,
  context,
}) => {
  const eventId = await eventOfMyOwn("Console Fair");
  const organizer = await organizerOf(context, eventId, "Olga");

  const visitorContext = await browser.newContext();
  await login(visitorContext, { name: "Vera Visitor" });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/en/my/tasting-notes?event=${eventId}`);
  await waitForHydration(visitor);
  await expect(mainHeading(visitor)).toHaveText("My tasting notes");
  const disabled = visitor.getByText("Tasting notes are disabled for this site.", { exact: true });
  await expect(disabled).toHaveCount(0);

  await openSettings(page, eventId);
  await expect(mainHeading(page)).toHaveText("Event settings");
  await expectNoSeriousViolations(page, "the organizer's settings");
  const notes = page.getByRole("checkbox", { name: "Tasting notes" });
  await expect(notes).toBeChecked();
  // The defaults of docs/product/site-settings.md "Settings", as the form shows them.
  await expect(page.getByRole("checkbox", { name: "Lists" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Markets where the exhibitor has distribution" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Meeting booking" })).not.toBeChecked();
  await notes.uncheck();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Settings saved." })).toBeVisible();
  // Live: the visitor did nothing, the page they have open follows.
  await expect(disabled).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Tasting notes" })).not.toBeChecked();

  // What is saved survives a reload.
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Tasting notes" })).not.toBeChecked();

  // The audit log says who changed what, from what to what.
  await page.getByRole("navigation", { name: "Organizer pages" }).getByRole("link", { name: "Audit log" }).click();
  await expect(mainHeading(page)).toHaveText("Audit log");
  const row = page.getByRole("row").filter({ hasText: "Settings changed" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(organizer.email.toLowerCase());
  await expect(row).toContainText("Tasting notes: On → Off");
  await expectNoSeriousViolations(page, "the audit log");
  await visitorContext.close();
});

test("two organizers never overwrite each other's settings silently", async ({ page, browser, context }) => {
  const eventId = await eventOfMyOwn("Console Fair");
  await organizerOf(context, eventId, "Anna");
  const otherContext = await browser.newContext();
  await organizerOf(otherContext, eventId, "Bruno");
  const other = await otherContext.newPage();

  await openSettings(page, eventId);
  await openSettings(other, eventId);

  // Anna switches lists off.
  await page.getByRole("checkbox", { name: "Lists" }).uncheck();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Settings saved." })).toBeVisible();

  // Bruno, on the form he opened before, changes another setting: saved, Anna's stays.
  await other.getByRole("radio", { name: "None" }).check();
  await other.getByRole("button", { name: "Save settings" }).click();
  await expect(other.getByRole("status").filter({ hasText: "Settings saved." })).toBeVisible();
  await expect(other.getByRole("checkbox", { name: "Lists" })).not.toBeChecked();

  // Bruno, on the fresh form, switches lists back on.
  await other.getByRole("checkbox", { name: "Lists" }).check();
  await other.getByRole("button", { name: "Save settings" }).click();
  await expect(other.getByRole("status").filter({ hasText: "Settings saved." })).toBeVisible();

  // Anna, on the form of her own save, changes the distribution Bruno changed meanwhile
  // (and tasting notes, which nobody touched): refused, with Bruno's value shown.
  await page.getByRole("checkbox", { name: "Tasting notes" }).uncheck();
  await page.getByRole("radio", { name: "All markets: with distribution and seeking distribution" }).check();
  await page.getByRole("button", { name: "Save settings" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText(
    "These settings were changed by someone else in the meantime. Reload to see their values, then make your change again.",
  );
  await expect(alert).toContainText("Distribution details on exhibitor pages: None");
  await alert.getByRole("link", { name: "Reload the settings" }).click();
  await expect(page.getByRole("radio", { name: "None" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Lists" })).toBeChecked();
  // Nothing of the refused save was written, not even the setting nobody else touched.
  await expect(page.getByRole("checkbox", { name: "Tasting notes" })).toBeChecked();
  await otherContext.close();
});

test("a second save at once after the first is written: the form waits until it holds the values saved", async ({
  page,
  context,
}) => {
  const eventId = await eventOfMyOwn("Console Fair");
  await organizerOf(context, eventId, "Sven");
  await openSettings(page, eventId);
  // The page's reading after a save takes a second, as on a hall's network.
  await slowReadings(page, /\/organizer\.data/);
  const notes = page.getByRole("checkbox", { name: "Tasting notes" });
  const save = page.getByRole("button", { name: "Save settings" });
  await notes.uncheck();
  await save.click();
  await expect(page.getByRole("status").filter({ hasText: "Settings saved." })).toBeVisible();
  // Switched back on at once: the form takes it once it holds the values the first save wrote, so the
  // second save is a change, and written.
  await notes.check();
  await saveThenReload(page, save);
  await expect(page.getByRole("checkbox", { name: "Tasting notes" })).toBeChecked();
});

test("a wrong setting is named next to its field, in the organizer's language", async ({ page, context }) => {
  const eventId = await eventOfMyOwn("Console Fair");
  await organizerOf(context, eventId, "Gerda");
  await openSettings(page, eventId, "de");
  await expect(mainHeading(page)).toHaveText("Einstellungen der Veranstaltung");
  await page.getByLabel("Termine beginnen um").fill("18:00");
  await page.getByLabel("Termine enden um").fill("10:00");
  await page.getByRole("button", { name: "Einstellungen speichern" }).click();
  await expect(page.getByText("Die Terminzeiten müssen nach ihrem Beginn enden.")).toBeVisible();
  await expect(page.getByLabel("Termine enden um")).toHaveAttribute("aria-invalid", "true");
  await expectNoSeriousViolations(page, "the settings with an error, in German");
  await page.goto(`/en/organizer?event=${eventId}`);
  await expect(page.getByLabel("Meetings end at")).toHaveValue("18:00");
});

test("an organizer invites another by e-mail, who becomes organizer at sign-in; the last one cannot leave", async ({
  page,
  browser,
  context,
}) => {
  const eventId = await eventOfMyOwn("Console Fair");
  const first = await organizerOf(context, eventId, "Ines");
  await page.goto(`/en/organizer/organizers?event=${eventId}`);
  await waitForHydration(page);
  await expect(mainHeading(page)).toHaveText("Organizers");
  await expectNoSeriousViolations(page, "the organizers page");

  await page.getByLabel("E-mail address").fill("not an address");
  await page.getByRole("button", { name: "Add organizer" }).click();
  await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
  await expect(page.getByLabel("E-mail address")).toBeFocused();

  const invited = uniqueEmail("jonas");
  await page.getByLabel("E-mail address").fill(invited);
  await page.getByLabel("Language of the e-mail").selectOption("de");
  await page.getByRole("button", { name: "Add organizer" }).click();
  await expect(page.getByRole("status").filter({ hasText: invited })).toHaveText(
    `${invited} is invited: they become an organizer when they first sign in with this address. An e-mail went to ${invited}.`,
  );
  const mail = await waitForMail({ to: invited, subject: /Sie sind Veranstalter von Console Fair/ });
  expect(mail.text).toContain("Melden Sie sich mit dieser E-Mail-Adresse an");
  expect(linkFrom(mail, /\/de\/sign-in\?next=/)).toContain("/de/sign-in?next=%2Fde%2Forganizer");

  // Jonas signs in with the address (verified): the invitation is now his role.
  const jonasContext = await browser.newContext();
  await login(jonasContext, { email: invited, name: "Jonas" });
  const jonas = await jonasContext.newPage();
  await jonas.goto(`/en/organizer/organizers?event=${eventId}`);
  await expect(mainHeading(jonas)).toHaveText("Organizers");
  await expect(jonas.getByRole("heading", { name: "2 organizers" })).toBeVisible();

  // Jonas removes Ines; then he is the last and cannot remove himself.
  await jonas.getByRole("button", { name: `Remove ${first.email.toLowerCase()} as organizer` }).click();
  await expect(jonas.getByRole("status").filter({ hasText: "no longer" })).toHaveText(
    `${first.email.toLowerCase()} is no longer an organizer.`,
  );
  await jonas.getByRole("button", { name: `Remove ${invited} as organizer` }).click();
  await expect(jonas.getByRole("alert")).toHaveText(
    "An event keeps at least one organizer: add another before you remove this one.",
  );
  await expect(jonas.getByRole("heading", { name: "1 organizer" })).toBeVisible();

  // Ines, no longer an organizer, gets the no-permission page.
  await page.goto(`/en/organizer?event=${eventId}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "You don't have the necessary permissions to see this page." }),
  ).toBeVisible();

  await jonas.goto(`/en/organizer/audit?event=${eventId}`);
  await expect(jonas.getByRole("row").filter({ hasText: "Organizer invited" })).toContainText(invited);
  await expect(jonas.getByRole("row").filter({ hasText: "Organizer removed" })).toContainText(
    first.email.toLowerCase(),
  );
  await auditFilters(jonas, invited);
  await jonasContext.close();
});

async function auditFilters(page: Page, actor: string) {
  await page.getByLabel("Kind of change").selectOption("organizer.removed");
  await page.getByLabel("Made by").selectOption(actor);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/action=organizer.removed/);
  await expect(page.getByRole("row")).toHaveCount(2); // the header and the one removal
}

test("no console page is open to anyone but the event's organizers", async ({ page, context }) => {
  const pages = [
    "",
    "/people",
    "/data",
    "/organizers",
    "/audit",
    "/reports",
    "/products",
    "/products/new",
    "/products/000000000000000000000bad",
    "/exhibitors",
    "/exhibitors/new",
    "/exhibitors/000000000000000000000bad",
    "/people/new",
    "/people/000000000000000000000bad",
    "/pages",
  ];
  for (const path of pages) {
    const response = await page.goto(`/en/organizer${path}`);
    expect(response?.status(), path).toBe(401);
    await expect(page.getByText("You need to be logged in to see this page.").first()).toBeVisible();
  }
  await login(context, { name: "Nora Nobody" });
  for (const path of pages) {
    const response = await page.goto(`/en/organizer${path}`);
    expect(response?.status(), path).toBe(403);
    await expect(
      page.getByRole("heading", { level: 1, name: "You don't have the necessary permissions to see this page." }),
    ).toBeVisible();
  }
});

test("the organizer finds a product and reads its history", async ({ page, context }) => {
  const account = await login(context, { name: "Hanna History" });
  const db = e2eDatabase();
  const user = await db
    .selectFrom("auth_users")
    .select("id")
    .where("email", "=", account.email)
    .executeTakeFirstOrThrow();
  const fair = await db.selectFrom("events").select("id").where("slug", "=", "uncork-2026").executeTakeFirstOrThrow();
  await makeOrganizer(db, fair.id, user.id);

  await page.goto(`/en/organizer?event=${fair.id}`);
  await page.getByRole("navigation", { name: "Organizer pages" }).getByRole("link", { name: "Products" }).click();
  await expect(mainHeading(page)).toHaveText("Products");
  await waitForHydration(page);
  await expectNoSeriousViolations(page, "the organizer's products");
  const first = page.getByRole("table").getByRole("link").first();
  const name = (await first.textContent())?.trim() ?? "";
  expect(name).not.toBe("");

  // Words of the name (the vintage is a filter of its own, not a search word).
  await page.getByLabel("Search products").fill(name.replace(/ \d{4}$/, ""));
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=/);
  await page.getByRole("table").getByRole("link", { name, exact: true }).first().click();
  await expect(mainHeading(page)).toHaveText(name);
  const added = page.getByRole("row").filter({ hasText: "Added to the event" });
  await expect(added).toHaveCount(1);
  await expect(added).toContainText("Demo fair");
  await expect(page.getByRole("link", { name: "Open the product page" })).toHaveAttribute("href", /\/products\//);
  await expectNoSeriousViolations(page, "a product's history");

  // An id the event does not know is the 404 page, not an error.
  const missing = await page.goto(`/en/organizer/products/000000000000000000000bad?event=${fair.id}`);
  expect(missing?.status()).toBe(404);
});
