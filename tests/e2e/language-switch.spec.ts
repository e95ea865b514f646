import {
  facet,
  listReady,
  listSettled,
  openFair,
  openSection,
  readTotal,
  searchFor,
  tick,
  ui,
} from "./support/catalogue";
import { expect, test } from "./support/test";

// Switching language keeps what the visitor chose on a list (issue 12): the
// filters live in the URL's hash, and the other language's page opens with them.

test("switching to German keeps the search and the filters of the products list", async ({ page }) => {
  test.setTimeout(120_000);
  await openFair(page, "en");
  await openSection(page, "en", "products");
  await listReady(page, "en");
  const all = await readTotal(page);
  await searchFor(page, "en", "Riesling", all);
  const country = facet(page, "Country").getByRole("checkbox").first();
  await tick(country);
  await listSettled(page, "en");
  const total = await readTotal(page);
  const hash = new URL(page.url()).hash;
  expect(hash).toContain("q=Riesling");

  await page.getByRole("banner").getByRole("link", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/p\/de\/events\//);
  expect(new URL(page.url()).hash).toBe(hash);
  await listReady(page, "de");
  await expect(page.getByRole("searchbox", { name: ui.de.search })).toHaveValue("Riesling");
  await expect(facet(page, "Land").getByRole("checkbox", { checked: true })).toHaveCount(1);
  await expect.poll(() => readTotal(page), { message: "the same total in German" }).toBe(total);
});
