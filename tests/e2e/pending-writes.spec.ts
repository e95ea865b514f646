import type { Page } from "@playwright/test";
import { login, uniqueEmail } from "./support/accounts";
import { expectFavorited, gotoSignedIn, openProduct, productFavorite, userPath } from "./support/favorites";
import { expect, test } from "./support/test";

// Nothing the screen shows as saved is lost (docs/security.md "Nothing lost"):
// on a slow network, a bookmark still on its way asks before the page is left,
// and goes on to the server (keepalive) when the person reloads or closes the tab.

const SLOW_MS = 2_000;

/** How many bookmarks the server holds for the user, read through the API. */
async function savedFavorites(page: Page, favorites: string): Promise<number> {
  return ((await (await page.request.get(favorites)).json()) as { favorites: unknown[] }).favorites.length;
}

test("a bookmark still on its way over a slow network asks before leaving, and survives a reload", async ({
  page,
  context,
}) => {
  await login(context, { email: uniqueEmail("slow"), name: "Sam Slow" });
  const product = await openProduct(page);
  await gotoSignedIn(page, product.url);
  const favorites = `${await userPath(page, product.eventId)}/favorites`;

  // Every bookmark write takes two seconds to reach the server.
  await page.route("**/favorites/**", async (route) => {
    if (route.request().method() !== "GET") await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    await route.continue();
  });

  const button = productFavorite(page, product.name);
  await button.click();
  await expectFavorited(button, true);

  // Leaving now asks first: the browser's "Leave site?" prompt.
  const asked = page.waitForEvent("dialog");
  const reload = page.reload();
  const dialog = await asked;
  // Answered "Leave" by the journeys' own handler (support/test.ts).
  expect(dialog.type()).toBe("beforeunload");
  await reload;

  // The write was not cancelled by the reload: the server has the bookmark.
  await expect.poll(() => savedFavorites(page, favorites), { timeout: 10_000 }).toBe(1);
  await expectFavorited(productFavorite(page, product.name), true);
});

test("a bookmark on its way when the tab is closed still reaches the server", async ({ browser }) => {
  const context = await browser.newContext();
  await login(context, { email: uniqueEmail("closed"), name: "Clara Closed" });
  const page = await context.newPage();
  const product = await openProduct(page);
  await gotoSignedIn(page, product.url);
  const favorites = `${await userPath(page, product.eventId)}/favorites`;
  await page.route("**/favorites/**", async (route) => {
    if (route.request().method() !== "GET") await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    await route.continue().catch(() => {});
  });
  const button = productFavorite(page, product.name);
  await button.click();
  await expectFavorited(button, true);
  await page.close();

  const reader = await context.newPage();
  await expect.poll(() => savedFavorites(reader, favorites), { timeout: 10_000 }).toBe(1);
  await context.close();
});
