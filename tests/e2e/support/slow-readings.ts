import { expect, type Locator, type Page } from "@playwright/test";

/**
 * The page's readings of its data (React Router's GET requests to `path`, a `.data` address) take
 * `ms`, as on a hall's network; its form posts go at once.
 */
export async function slowReadings(page: Page, path: RegExp, ms = 1_000): Promise<void> {
  await page.route(path, async (route) => {
    if (route.request().method() === "GET") await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/**
 * Saves with `save` on a page whose readings `slowReadings` slowed: the save is answered (200) and
 * the page has read what it wrote (the button is enabled again); then the readings go at their
 * own speed and the page is loaded anew, to show what was stored.
 */
export async function saveThenReload(page: Page, save: Locator): Promise<void> {
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await save.click();
  expect((await answered).status()).toBe(200);
  await expect(save).toBeEnabled();
  await page.unrouteAll({ behavior: "wait" });
  await page.reload();
}
