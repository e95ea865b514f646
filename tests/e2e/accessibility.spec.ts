import { expectNoSeriousViolations } from "./support/axe";
import {
  facet,
  listReady,
  listSettled,
  mainHeading,
  openFair,
  openIndexCard,
  openResult,
  openSection,
  parseCount,
  readTotal,
  searchBox,
  tick,
  totalLine,
  ui,
} from "./support/catalogue";
import { expect, test } from "./support/test";

// Every kind of catalogue page, reached as a visitor reaches it, checked
// with axe-core against WCAG 2.1 A/AA; and the products list used with the
// keyboard alone.

test.describe("accessibility (axe-core, WCAG 2.1 AA)", () => {
  test("home page", async ({ page }) => {
    await page.goto("/en");
    await expect(mainHeading(page)).toBeVisible();
    await expectNoSeriousViolations(page, "the home page");
  });

  test("event home", async ({ page }) => {
    await openFair(page, "en");
    await expectNoSeriousViolations(page, "the event home");
  });

  test("exhibitors list and an exhibitor page", async ({ page }) => {
    await openFair(page, "en");
    await openSection(page, "en", "exhibitors");
    await listReady(page, "en");
    await expectNoSeriousViolations(page, "the exhibitors list");
    await openResult(page, "en");
    await expectNoSeriousViolations(page, "an exhibitor page");
  });

  test("products list with a filter, and a product page", async ({ page }) => {
    await openFair(page, "en");
    await openSection(page, "en", "products");
    await listReady(page, "en");
    const all = await readTotal(page);
    await tick(facet(page, "Country").getByRole("checkbox").first());
    await expect.poll(() => readTotal(page)).not.toBe(all);
    await listSettled(page, "en");
    await expectNoSeriousViolations(page, "the products list with a country filter");
    await openResult(page, "en");
    await expectNoSeriousViolations(page, "a product page");
  });

  test("producers list and a producer page", async ({ page }) => {
    await openFair(page, "en");
    await openSection(page, "en", "producers");
    await expect(totalLine(page)).toBeVisible();
    await expectNoSeriousViolations(page, "the producers list");
    // Producers that exhibit themselves link to their exhibitor page; take a producer's own page.
    const producer = page.getByRole("main").locator('section a[href*="/producers/"]').first();
    const name = (await producer.innerText()).trim();
    await producer.click();
    await expect(mainHeading(page)).toHaveText(name);
    await expectNoSeriousViolations(page, "a producer page");
  });

  for (const title of ["Curated selections", "Areas of the fair"]) {
    test(`${title}: the index and one page`, async ({ page }) => {
      await openFair(page, "en");
      // The event home's section of that name, headed by a link to the index.
      await page
        .getByRole("region", { name: title })
        .getByRole("heading", { level: 2 })
        .getByRole("link", { name: title })
        .click();
      await expect(mainHeading(page)).toHaveText(title);
      await expectNoSeriousViolations(page, `the index “${title}”`);
      await openIndexCard(page);
      await expectNoSeriousViolations(page, `a page of “${title}”`);
    });
  }

  test("catalog index and a catalog exhibitor page", async ({ page }) => {
    // docs/product/catalogue.md: /{locale}/catalog, the printed-style catalogue of the main fair (no page links to it yet).
    await page.goto("/en/catalog");
    await expect(mainHeading(page)).toContainText("Catalogue");
    await expectNoSeriousViolations(page, "the catalog index");
    const entry = page.getByRole("main").locator("section").getByRole("link").first();
    const name = (await entry.innerText()).trim();
    await entry.click();
    await expect(mainHeading(page)).toHaveText(name);
    await expectNoSeriousViolations(page, "a catalog exhibitor page");
  });

  test("404 page", async ({ page }) => {
    const response = await page.goto("/en/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(mainHeading(page)).toHaveText(ui.en.pageNotFound);
    await expectNoSeriousViolations(page, "the 404 page");
  });
});

test("the products list works with the keyboard alone: search, then a facet", async ({ page }) => {
  await openFair(page, "en");
  await openSection(page, "en", "products");
  await listReady(page, "en");
  const all = await readTotal(page);

  // From the navigation link just used, Tab forward to the search box.
  const box = searchBox(page, "en");
  for (let i = 0; i < 30 && !(await box.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press("Tab");
  await expect(box).toBeFocused();
  await page.keyboard.type("Riesling");
  await expect.poll(() => readTotal(page), { message: "the total after typing a search" }).not.toBe(all);
  await listSettled(page, "en");
  const searched = await readTotal(page);
  await expect(box).toBeFocused();

  // Tab on to a facet value that narrows the results (its count, read beside it, is below the total) and tick it with Space.
  const focused = page.locator(":focus");
  const narrows = async () => {
    if ((await focused.getAttribute("type")) !== "checkbox") return false;
    const count = parseCount(await focused.locator("xpath=ancestor::label[1]").innerText(), "last");
    return count > 0 && count < searched;
  };
  for (let i = 0; i < 40 && !(await narrows()); i++) await page.keyboard.press("Tab");
  expect(await narrows(), "Tab reaches a facet value that narrows the results").toBe(true);
  const name = await focused.getAttribute("name");
  const value = await focused.getAttribute("value");
  const checkbox = page.locator(`input[type=checkbox][name="${name}"][value="${value}"]`);
  const promised = parseCount(await focused.locator("xpath=ancestor::label[1]").innerText(), "last");
  await expect(checkbox).not.toBeChecked();
  await page.keyboard.press("Space");
  await expect(checkbox).toBeChecked();
  await expect.poll(() => readTotal(page), { message: "the total after ticking a facet with Space" }).toBe(promised);
  await listSettled(page, "en");
  // Focus stays on the box the visitor ticked.
  await expect(checkbox).toBeFocused();
});
