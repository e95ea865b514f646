import type { Page } from "@playwright/test";
import { recordCatalogueChange } from "../../app/features/events/catalogue-versions.server";
import { insertExhibitor, insertProducer, insertProduct, register } from "../factories/catalogue";
import { e2eDatabase } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { waitForHydration } from "./support/catalogue";
import { eventOfMyOwn, randomId } from "./support/own-event";
import { expect, test } from "./support/test";

// "Save this fair for offline" on the event's home (issue 31,
// docs/offline-package.md): the size first, the download into IndexedDB,
// the saved fair surviving a reload, its changes fetched by difference,
// removal; no room and a cut-off download each said, the device keeping
// what it had. Each test has a fair of its own, so its changes disturb
// nobody.

async function fairWithThreeWines() {
  const eventId = await eventOfMyOwn("Offline Fair");
  const db = e2eDatabase();
  const exhibitorId = await insertExhibitor(db, { id: randomId(), name: "Weingut Jörg Häußler" });
  const producerId = await insertProducer(db, { id: randomId(), name: "Kellerei Süd" });
  const wines = [];
  for (const name of ["Grüner Veltliner", "Riesling Spätlese", "Blaufränkisch"])
    wines.push(await insertProduct(db, { id: randomId(), exhibitor_id: exhibitorId, producer_id: producerId, name }));
  await register(db, { eventId, exhibitorId, registrationId: randomId(), products: wines.map((id) => ({ id })) });
  return { eventId, wines };
}

/** What the browser keeps, read from its IndexedDB as the page's own code wrote it. */
function savedNames(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open("uncork-offline");
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    if (!db.objectStoreNames.contains("records")) return [];
    const all = await new Promise<{ kind: string; value: { name: string } }[]>((resolve) => {
      const request = db.transaction("records").objectStore("records").getAll();
      request.onsuccess = () => resolve(request.result);
    });
    db.close();
    return all.map((record) => `${record.kind}: ${record.value.name}`).sort();
  });
}

/** The panel, by its heading: "Offline" in English and German, "Hors ligne" in French. */
function panelOf(page: Page, heading = "Offline") {
  return page.getByRole("region", { name: heading, exact: true });
}

test("a visitor saves a fair for offline, finds it saved after a reload, gets its changes by difference and removes it", async ({
  page,
}) => {
  const { eventId, wines } = await fairWithThreeWines();
  await page.goto(`/p/de/events/${eventId}`);
  await waitForHydration(page);
  const panel = panelOf(page);
  await expect(panel).toContainText(/Sie belegt etwa \d+ kB\./);

  await panel.getByRole("button", { name: "Messe für offline speichern" }).click();
  const answer = panel.getByRole("status");
  await expect(answer).toHaveText("Die Messe ist auf Ihrem Gerät gespeichert.");
  await expect(answer).toBeFocused();
  await expect(panel).toContainText(/Auf diesem Gerät gespeichert am .+ \(\d+ kB\)/);
  expect(await savedNames(page)).toEqual([
    "exhibitor: Weingut Jörg Häußler",
    "producer: Kellerei Süd",
    "product: Blaufränkisch",
    "product: Grüner Veltliner",
    "product: Riesling Spätlese",
  ]);
  await expectNoSeriousViolations(page, "the event home with a saved fair");

  await page.reload();
  await expect(panel).toContainText("Auf diesem Gerät gespeichert am");
  await expect(panel.getByRole("button", { name: "Messe für offline speichern" })).toHaveCount(0);

  // The organizer renames a wine: the next visit brings the saved fair up to date by difference.
  await e2eDatabase().updateTable("products").set({ name: "Riesling Auslese" }).where("id", "=", wines[1]).execute();
  await recordCatalogueChange(e2eDatabase(), [eventId], { productIds: [wines[1]] });
  await page.reload();
  await expect(panel.getByRole("status")).toHaveText("Die gespeicherte Messe ist aktuell: 1 Eintrag wurde geändert.");
  // Made on its own as the page opened: the focus stays where the page put it.
  await expect(panel.getByRole("status")).not.toBeFocused();
  expect(await savedNames(page)).toContain("product: Riesling Auslese");
  expect(await savedNames(page)).not.toContain("product: Riesling Spätlese");

  await panel.getByRole("button", { name: "Von diesem Gerät entfernen" }).click();
  await expect(panel.getByRole("status")).toHaveText("Die Messe wurde von diesem Gerät entfernt.");
  await expect(panel.getByRole("status")).toBeFocused();
  await expect(panel.getByRole("button", { name: "Messe für offline speichern" })).toBeVisible();
  expect(await savedNames(page)).toEqual([]);
});

test("a fair that does not fit in the browser's room is not saved, and the room is said", async ({ page }) => {
  const { eventId } = await fairWithThreeWines();
  // A phone whose browser lets the site keep 2 kB more.
  await page.addInitScript(() => {
    Object.defineProperty(navigator.storage, "estimate", { value: async () => ({ quota: 3_000, usage: 1_000 }) });
  });
  await page.goto(`/p/en/events/${eventId}`);
  await waitForHydration(page);
  const panel = panelOf(page);
  await panel.getByRole("button", { name: "Save this fair for offline" }).click();
  await expect(panel.getByRole("alert")).toHaveText(
    /^This fair needs about \d+ kB, but this browser lets Uncork keep only 2 kB more\. Free some space on the device and try again\.$/,
  );
  expect(await savedNames(page)).toEqual([]);
});

test("a download cut off by the network keeps what the device had, and the next try saves the fair", async ({
  page,
}) => {
  const { eventId } = await fairWithThreeWines();
  let cut = true;
  await page.route(/\/offline\?locale=fr$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    // The first two lines only: the fair and one product, never the end line.
    await route.fulfill({ response, body: cut ? body.split("\n").slice(0, 2).join("\n") : body });
  });
  await page.goto(`/p/fr/events/${eventId}`);
  await waitForHydration(page);
  const panel = panelOf(page, "Hors ligne");
  const save = panel.getByRole("button", { name: "Enregistrer ce salon hors ligne" });
  await save.click();
  await expect(panel.getByRole("alert")).toHaveText(
    "La connexion a été interrompue avant la fin de l’enregistrement. Votre appareil garde ce qu’il avait ; réessayez quand le réseau sera meilleur.",
  );
  await expect(panel).not.toContainText("Enregistré sur cet appareil");

  cut = false;
  await save.click();
  await expect(panel.getByRole("status")).toHaveText("Le salon est enregistré sur votre appareil.");
  expect(await savedNames(page)).toHaveLength(5);
});
