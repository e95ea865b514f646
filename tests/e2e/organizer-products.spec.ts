import { insertEvent, insertExhibitor, insertProduct, register } from "../factories/catalogue";
import { e2eDatabase } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { listReady, mainHeading, results, waitForHydration } from "./support/catalogue";
import { organizerOf, randomId } from "./support/own-event";
import { saveThenReload, slowReadings } from "./support/slow-readings";
import { expect, test } from "./support/test";

// The console's products (docs/product/site-settings.md "Products"): the
// organizer adds a product to an exhibitor of the event, edits it, reads
// its history and the audit log, and removes it; the public pages follow.
// The journey runs on an event of its own, with its own exhibitor and
// products (random ids: the factories' counter starts again in every worker).

async function fairOfMyOwn() {
  const db = e2eDatabase();
  const eventId = await insertEvent(db, { id: randomId(), name: `Product Fair ${randomId().slice(0, 6)}` });
  const exhibitorName = `Weingut Probe ${randomId().slice(0, 6)}`;
  const exhibitorId = await insertExhibitor(db, { id: randomId(), brand_id: randomId(), name: exhibitorName });
  const other = await insertExhibitor(db, { id: randomId(), brand_id: randomId(), name: "Bodega Otra" });
  const existing = await insertProduct(db, { id: randomId(), exhibitor_id: other, name: "Tinto Antiguo" });
  await register(db, { eventId, exhibitorId, tableNumber: "B12", registrationId: randomId() });
  await register(db, { eventId, exhibitorId: other, products: [{ id: existing }], registrationId: randomId() });
  return { eventId, exhibitorName, existing };
}

test("a second save at once after the first is written, not refused as someone else's change", async ({
  page,
  context,
}) => {
  const { eventId, existing } = await fairOfMyOwn();
  await organizerOf(context, eventId, "Otto Twice");
  await page.goto(`/en/organizer/products/${existing}?event=${eventId}`);
  await waitForHydration(page);
  // The page's reading after a save takes a second, as on a hall's network.
  await slowReadings(page, /\/organizer\/products\/[0-9a-f]+\.data/);
  const name = page.getByLabel("Name", { exact: true });
  const save = page.getByRole("button", { name: "Save the product" });
  await name.fill("Tinto Antiguo Uno");
  await save.click();
  await expect(page.getByRole("status").filter({ hasText: "Product saved." })).toBeVisible();
  // Renamed again at once: the button waits until the form holds what the first save wrote.
  await name.fill("Tinto Antiguo Dos");
  await saveThenReload(page, save);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Tinto Antiguo Dos");
});

test("the organizer adds a product, edits it and removes it, and the public pages follow", async ({
  page,
  context,
}) => {
  const { eventId, exhibitorName } = await fairOfMyOwn();
  const organizer = await organizerOf(context, eventId, "Petra Products");
  const name = `Grauburgunder ${randomId().slice(0, 6)}`;
  const publicList = `/p/en/events/${eventId}/products`;

  // Adding: from the products list, the exhibitor found by part of its name.
  await page.goto(`/en/organizer/products?event=${eventId}`);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Add a product" }).click();
  await expect(mainHeading(page)).toHaveText("Add a product");
  await waitForHydration(page);
  await expectNoSeriousViolations(page, "adding a product");
  await page.getByLabel("Find the exhibitor").fill("probe");
  await page.getByRole("button", { name: "Find", exact: true }).click();
  await expect(page.getByText("1 exhibitor to choose from")).toBeVisible();
  await expect(page.getByLabel("Exhibitor", { exact: true })).toHaveValue(/^[0-9a-f]{24}$/);
  await expect(page.getByLabel("Exhibitor", { exact: true }).locator("option:checked")).toHaveText(exhibitorName);
  await page.getByLabel("Kind").selectOption({ label: "Wine" });
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Alcohol (% vol)").fill("13");
  await page.getByLabel("Stand").fill("B12");
  await page.getByRole("button", { name: "Add the product" }).click();

  await expect(mainHeading(page)).toHaveText(name);
  await expect(page).toHaveURL(/\/en\/organizer\/products\/[0-9a-f]{24}\?event=.*saved=1/);
  await expect(page.getByRole("status").filter({ hasText: "Product added to the event." })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Added to the event" })).toContainText(
    organizer.email.toLowerCase(),
  );
  const consolePage = page.url().replace(/[?&]saved=1/, "");
  await waitForHydration(page);
  await expectNoSeriousViolations(page, "editing a product");

  // The event's public list has it at once.
  const visitor = await context.browser()!.newPage();
  await visitor.goto(publicList);
  await listReady(visitor, "en");
  await expect(results(visitor, "en")).toContainText(name);

  // Editing the name and the alcohol: saved, in the history, on the public page.
  const renamed = `${name} Reserve`;
  await page.getByLabel("Name", { exact: true }).fill(renamed);
  await page.getByLabel("Alcohol (% vol)").fill("13.5");
  await page.getByRole("button", { name: "Save the product" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Product saved." })).toBeVisible();
  const history = page.getByRole("table", { name: "History" });
  const changedRows = history.getByRole("row").filter({ hasText: "Changed" });
  await expect(changedRows.filter({ hasText: "Alcohol (% vol)" })).toContainText("13.5");
  await expect(changedRows.filter({ hasText: renamed })).toContainText("Name");
  const productPath = await page.getByRole("link", { name: "Open the product page" }).getAttribute("href");
  expect(productPath).toMatch(/\/products\//);
  await visitor.goto(productPath!);
  await expect(mainHeading(visitor)).toContainText(renamed);
  await expect(visitor.getByRole("main")).toContainText("13.5");

  // A value the catalogue does not take: the reason beside the field, nothing saved.
  await page.getByLabel("Alcohol (% vol)").fill("150");
  await page.getByRole("button", { name: "Save the product" }).click();
  const alcohol = page.getByLabel("Alcohol (% vol)");
  await expect(alcohol).toHaveAttribute("aria-invalid", "true");
  await expect(alcohol).toHaveAccessibleDescription("Alcohol is a percentage from 0 to 100.");
  await expect(alcohol).toBeFocused();
  await visitor.reload();
  await expect(visitor.getByRole("main")).toContainText("13.5");

  // The audit log names both changes and who made them.
  await page.goto(consolePage);
  await page.getByRole("navigation", { name: "Organizer pages" }).getByRole("link", { name: "Audit log" }).click();
  await expect(mainHeading(page)).toHaveText("Audit log");
  const added = page.getByRole("row").filter({ hasText: "Product added to the event" });
  await expect(added).toContainText(organizer.email.toLowerCase());
  await expect(added).toContainText(name);
  const changed = page.getByRole("row").filter({ hasText: "Product changed" });
  await expect(changed).toContainText(`${renamed}: Name and Alcohol (% vol)`);

  // Removing, after the confirmation: the public page is gone, and so is the list's entry.
  await page.goto(consolePage);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Remove from the event" }).click();
  await page.getByRole("button", { name: "Yes, remove it" }).click();
  await expect(page.getByRole("status").filter({ hasText: `${renamed} was removed from the event.` })).toBeVisible();
  const gone = await visitor.goto(productPath!);
  expect(gone?.status()).toBe(404);
  await visitor.goto(publicList);
  await listReady(visitor, "en");
  await expect(results(visitor, "en")).toContainText("Tinto Antiguo");
  await expect(results(visitor, "en")).not.toContainText(name);
  await visitor.close();
});

test("a new product needs an exhibitor of the event and a name", async ({ page, context }) => {
  const { eventId } = await fairOfMyOwn();
  await organizerOf(context, eventId, "Petra Products");
  await page.goto(`/en/organizer/products/new?event=${eventId}`);
  await waitForHydration(page);
  await page.getByLabel("Vintage").fill("1750");
  await page.getByRole("button", { name: "Add the product" }).click();
  await expect(page.getByLabel("Exhibitor", { exact: true })).toHaveAccessibleDescription(
    "Please choose an exhibitor of this event.",
  );
  await expect(page.getByLabel("Name", { exact: true })).toHaveAccessibleDescription(
    "Please enter the product's name (up to 200 characters).",
  );
  await expect(page.getByLabel("Vintage")).toHaveAccessibleDescription("A vintage is a year from 1800 to 2100.");
  await expect(page.getByLabel("Exhibitor", { exact: true })).toBeFocused();
  await expectNoSeriousViolations(page, "a refused new product");
});
