import {
  definition,
  listReady,
  mainHeading,
  openFair,
  openResult,
  openSection,
  productArticle,
  readTotal,
  searchFor,
} from "./support/catalogue";
import { expect, test } from "./support/test";

// A visitor who likes a wine looks for more like it: a product page offers
// similar products from elsewhere at the fair (another stand), of the same
// kind, colour and region or sharing a grape, and each opens its own page.

test("a wine's page offers similar products from other stands; the first opens its page", async ({ page }) => {
  await openFair(page, "en");
  await openSection(page, "en", "products");
  await listReady(page, "en");
  await searchFor(page, "en", "Riesling", await readTotal(page));
  const wine = await openResult(page, "en");
  const wineStand = (await definition(productArticle(page), "Exhibitor").innerText()).trim();
  const regionOf = async () => {
    const region = definition(productArticle(page), "Region");
    return (await region.count()) > 0 ? (await region.innerText()).trim() : null;
  };
  const wineRegion = await regionOf();
  await expect(page.getByRole("region", { name: "Grape varieties", exact: true })).toContainText("Riesling");

  const similar = page.getByRole("region", { name: "Similar products at this fair", exact: true });
  await expect(similar.getByRole("article").first()).toBeVisible();
  const first = similar.getByRole("article").first().getByRole("heading", { level: 3 }).getByRole("link");
  const name = (await first.innerText()).trim();
  expect(name).not.toBe(wine);

  await first.click();
  await expect(mainHeading(page)).toHaveText(name);
  // From another stand …
  const stand = (await definition(productArticle(page), "Exhibitor").innerText()).trim();
  expect(stand).not.toBe(wineStand);
  // … and alike: the same region (with the same kind and colour) or a shared grape.
  const grapes = page.getByRole("region", { name: "Grape varieties", exact: true });
  const sharesRiesling = (await grapes.count()) > 0 && (await grapes.innerText()).includes("Riesling");
  const sameRegion = wineRegion !== null && (await regionOf()) === wineRegion;
  expect(sharesRiesling || sameRegion, `${name} (${stand}) shares Riesling or ${wineRegion}`).toBe(true);
});
