import {
  listReady,
  openExhibitorOfProduct,
  openFair,
  openResult,
  openSection,
  waitForHydration,
} from "./support/catalogue";
import { expect, test } from "./support/test";

// The browser gets React Router's whole route manifest with the scripts, one
// hashed file the service worker keeps (decision 0026), not a part of it in
// each page and the rest asked for as links appear: a visitor moving through
// the fair on a weak network never waits on a /__manifest answer before a
// page, and the server is never asked for one.

test("moving through the catalogue asks the server for no part of the route manifest", async ({ page }) => {
  const manifestRequests: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/__manifest")) manifestRequests.push(url.pathname + url.search);
  });
  await openFair(page, "en");
  await waitForHydration(page);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
  });

  await openSection(page, "en", "products");
  await listReady(page, "en");
  await openResult(page, "en", 0);
  await openExhibitorOfProduct(page, "en");
  await page.goBack();
  await openSection(page, "en", "exhibitors");
  await openResult(page, "en", 0);

  // Every page came by the router, without a document request.
  expect(documents).toEqual([]);
  expect(manifestRequests).toEqual([]);
  expect(await page.evaluate(() => "__reactRouterManifest" in window)).toBe(true);
  await expect(page.locator("script:not([src])", { hasText: "__reactRouterManifest" })).toHaveCount(0);
});
