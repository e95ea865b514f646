import { listReady, listSettled, openFair, openSection, readTotal, ui } from "./support/catalogue";
import { expect, test } from "./support/test";

// "Did you mean": a search that finds nothing offers a close spelling that
// would, and following it searches for it (docs/product/catalogue.md search).

test("a misspelled search offers the close spelling, and one click finds the wines", async ({ page }) => {
  await openFair(page, "en");
  await openSection(page, "en", "products");
  await listReady(page, "en");
  const box = page.getByRole("searchbox", { name: ui.en.search });
  // Two letters swapped twice: past what matching forgives for a six-letter word.
  await box.fill("Mrelto");
  await box.press("Enter");
  await listSettled(page, "en");
  await expect(page.getByText("Nothing found.")).toBeVisible();
  const suggestion = page.getByRole("link", { name: "merlot" });
  await expect(page.getByText("Did you mean:")).toBeVisible();
  await suggestion.click();
  await listSettled(page, "en");
  await expect(box).toHaveValue("merlot");
  expect(await readTotal(page)).toBeGreaterThan(0);
});

test("the suggestion is in the reader's language and works without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const page = await context.newPage();
    await openFair(page, "de");
    await page.goto(`${new URL(page.url()).pathname.replace(/\/$/, "")}/products?q=Mrelto`);
    await expect(page.getByText("Meinten Sie:")).toBeVisible();
    await page.getByRole("link", { name: "merlot" }).click();
    expect(await readTotal(page)).toBeGreaterThan(0);
  } finally {
    await context.close();
  }
});
