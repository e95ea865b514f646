import type { Page } from "@playwright/test";

/**
 * The page's readings of its data (React Router's GET requests to `path`, a `.data` address) take
 * `ms`, as on a hall's network; its form posts go at once. Undo with `page.unrouteAll({ behavior: "wait" })`.
 */
export async function slowReadings(page: Page, path: RegExp, ms = 1_000): Promise<void> {
  await page.route(path, async (route) => {
    if (route.request().method() === "GET") await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}
