import type { Page } from "@playwright/test";
import { insertExhibitor, insertProducer, insertProduct, register } from "../factories/catalogue";
import { e2eDatabase } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { mainHeading, waitForHydration } from "./support/catalogue";
import { eventOfMyOwn, randomId } from "./support/own-event";
import { expect, test } from "./support/test";

// A saved fair without a network (issue 31, docs/offline-package.md "Offline
// pages"): with the service worker in control and the network gone, product,
// exhibitor and producer pages never opened on the device show from the
// saved fair, a label's /q/{code} opens its product, their links work, and a
// page the fair does not hold is the offline page.

test.use({ serviceWorkers: "allow" });

async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

test("offline, a saved fair's product, exhibitor and producer pages and a label's code show from the device", async ({
  page,
  context,
}) => {
  const eventId = await eventOfMyOwn("Offline Walk");
  const db = e2eDatabase();
  const exhibitorId = await insertExhibitor(db, { id: randomId(), name: "Weingut Jörg Häußler" });
  const producerId = await insertProducer(db, { id: randomId(), name: "Kellerei Süd" });
  const riesling = await insertProduct(db, {
    id: randomId(),
    exhibitor_id: exhibitorId,
    producer_id: producerId,
    name: "Riesling Spätlese",
    vintage: 2021,
  });
  const veltliner = await insertProduct(db, { id: randomId(), exhibitor_id: exhibitorId, name: "Grüner Veltliner" });
  await register(db, {
    eventId,
    exhibitorId,
    registrationId: randomId(),
    products: [{ id: riesling }, { id: veltliner }],
  });

  const home = `/p/de/events/${eventId}`;
  await page.goto(home);
  await waitForHydration(page);
  await controlled(page);
  const panel = page.getByRole("region", { name: "Offline", exact: true });
  await panel.getByRole("button", { name: "Messe für offline speichern" }).click();
  await expect(panel.getByRole("status")).toHaveText("Die Messe ist auf Ihrem Gerät gespeichert.");
  const { code } = await db
    .selectFrom("product_codes")
    .select("code")
    .where("event_id", "=", eventId)
    .where("product_id", "=", riesling)
    .executeTakeFirstOrThrow();

  await context.setOffline(true);
  const fromDevice = page.getByRole("status").filter({ hasText: "Diese Seite stammt aus der Messe, die am" });

  // A product page never opened on this device.
  await page.goto(`${home}/products/by-exhibitor/${exhibitorId}/${riesling}`);
  await expect(mainHeading(page)).toContainText("Riesling Spätlese");
  await expect(fromDevice).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Kellerei Süd");
  await expectNoSeriousViolations(page, "a saved product page offline");

  // Its breadcrumb's exhibitor: a whole page load, answered from the saved fair again.
  await page
    .getByRole("navigation", { name: "Brotkrümelnavigation" })
    .getByRole("link", { name: "Weingut Jörg Häußler" })
    .click();
  await expect(mainHeading(page)).toHaveText("Weingut Jörg Häußler");
  await expect(fromDevice).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: /Grüner Veltliner/ })).toBeVisible();

  // The producer's page, and a label's code typed in any case.
  await page.goto(`${home}/producers/${producerId}`);
  await expect(mainHeading(page)).toHaveText("Kellerei Süd");
  await page.goto(`/q/${code.toLowerCase()}`);
  await expect(mainHeading(page)).toContainText("Riesling Spätlese");
  await expect(fromDevice).toBeVisible();

  // What the saved fair does not hold is the offline page, as without a saved fair.
  await page.goto(`${home}/products/by-exhibitor/${exhibitorId}/no-such-wine`);
  await expect(mainHeading(page)).toHaveText("Sie sind offline");
  await context.setOffline(false);
});
