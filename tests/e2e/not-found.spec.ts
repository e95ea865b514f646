import type { Page } from "@playwright/test";
import {
  mainHeading,
  openFair,
  openResult,
  openSection,
  partsOf,
  pathOf,
  shapes,
  type UiLang,
  ui,
} from "./support/catalogue";
import { expect, test } from "./support/test";

// Whatever a visitor mistypes or follows from an old link, the site answers
// with its 404 page and the HTTP status 404, in the language of the URL.
// "Page not found" is the spec's exact English text (docs/product/catalogue.md).

const UNKNOWN_ID = "000000000000000000000000";

async function expectNotFound(page: Page, path: string, lang: UiLang) {
  const response = await page.goto(path);
  expect(response, `a response for ${path}`).not.toBeNull();
  expect(response!.status(), `the status of ${path}`).toBe(404);
  await expect(mainHeading(page)).toHaveText(ui[lang].pageNotFound);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  // The browser tab and screen readers name the page too (soft: the other checks still run).
  expect.soft(await page.title(), `the title of ${path}`).toContain(ui[lang].pageNotFound);
}

/** The URLs of a real product, exhibitor and event, reached by clicking. */
async function realPages(page: Page) {
  await openFair(page, "en");
  const eventPath = pathOf(page.url());
  await openSection(page, "en", "products");
  await openResult(page, "en");
  const productPath = pathOf(page.url());
  const [eventId, exhibitorId, productId] = partsOf(page.url(), shapes.productByExhibitor("en"));
  return { eventId, eventPath, productPath, exhibitorId, productId };
}

test.describe("the 404 page", () => {
  test("an unknown product, exhibitor, event and locale each answer 404 with “Page not found”", async ({ page }) => {
    const real = await realPages(page);

    await expectNotFound(page, real.productPath.replace(new RegExp(`/${real.productId}$`), `/${UNKNOWN_ID}`), "en");
    await expectNotFound(page, `${real.eventPath}/exhibitors/${UNKNOWN_ID}`, "en");
    // A real product under an exhibitor that does not show it.
    await expectNotFound(
      page,
      real.productPath.replace(`/by-exhibitor/${real.exhibitorId}/`, `/by-exhibitor/${UNKNOWN_ID}/`),
      "en",
    );
    await expectNotFound(page, "/p/en/events/no-such-fair", "en");
    await expectNotFound(page, "/p/en/events/no-such-fair/products", "en");
    await expectNotFound(page, `/p/xx/events/${real.eventId}`, "en");
    await expectNotFound(page, `/p/xx/events/${real.eventId}/products`, "en");
    await expectNotFound(page, `${real.eventPath}/no-such-list`, "en");
  });

  test("a random path answers 404 and the page leads back home", async ({ page }) => {
    await expectNotFound(page, "/this/page/does-not-exist", "en");
    await page.getByRole("link", { name: ui.en.backHome }).click();
    await expect(page).not.toHaveURL(/does-not-exist/);
    await expect(mainHeading(page)).not.toHaveText(ui.en.pageNotFound);
    await expect(page.getByRole("main").getByRole("heading", { level: 3 }).getByRole("link").first()).toBeVisible();
  });

  test("in German the 404 page says “Seite nicht gefunden”", async ({ page }) => {
    await openFair(page, "de");
    const eventPath = pathOf(page.url());
    await expectNotFound(page, `${eventPath}/exhibitors/${UNKNOWN_ID}`, "de");
    await expectNotFound(page, `${eventPath}/products/by-exhibitor/${UNKNOWN_ID}/${UNKNOWN_ID}`, "de");
    await expectNotFound(page, "/p/de/events/no-such-fair", "de");
    await expectNotFound(page, "/de/gibt-es-nicht", "de");
    await expect(page.getByRole("link", { name: ui.de.backHome })).toBeVisible();
  });
});
