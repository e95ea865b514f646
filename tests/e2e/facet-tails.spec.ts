import { facet, facetCount, facetLabel, listReady, openFair, openSection, readTotal, tick } from "./support/catalogue";
import { expect, test } from "./support/test";

// A long facet's values on demand (issue 32, docs/product/catalogue.md "Facet
// values on demand"): the list is sent with each facet's first values and the
// chosen ones; the others come when the visitor asks, by keyboard too, and
// stay for the next searches. Without JavaScript they are one link away.

const VISIBLE = 8;
const GRAPES = "Grape varieties";

function countIn(text: string): number {
  return Number((text.match(/\d[\d,]*/)?.[0] ?? "").replace(/,/g, ""));
}

test("a folded facet unfolds from the keyboard, its last value filters, and it stays whole", async ({ page }) => {
  await openFair(page, "en");
  await openSection(page, "en", "products");
  await listReady(page, "en");
  const grapes = facet(page, GRAPES);
  await expect(grapes.getByRole("checkbox")).toHaveCount(VISIBLE);
  const more = grapes.locator("summary");
  await expect.poll(() => more.innerText()).toMatch(/^Show \d+ more$/);
  const hidden = countIn(await more.innerText());
  expect(hidden).toBeGreaterThan(0);

  await more.focus();
  await page.keyboard.press("Enter");
  await expect(grapes.getByRole("checkbox")).toHaveCount(VISIBLE + hidden);
  await expect.poll(() => more.innerText()).toBe("Show fewer");
  await expect(more).toBeFocused();

  const last = VISIBLE + hidden - 1;
  const label = await facetLabel(grapes, last);
  const promised = await facetCount(grapes, label);
  await tick(grapes.getByRole("checkbox").nth(last));
  await expect.poll(() => readTotal(page), { message: "the total after ticking the last grape" }).toBe(promised);
  // The next search keeps the facet whole: the chosen value and the others are still there.
  await expect(grapes.getByRole("checkbox", { checked: true })).toHaveCount(1);
  expect(await grapes.getByRole("checkbox").count()).toBeGreaterThan(VISIBLE);
  await expect(grapes.getByRole("checkbox", { checked: true })).toBeVisible();
});

test("without JavaScript a folded facet's values are one link away", async ({ page, browser, baseURL }) => {
  await openFair(page, "en");
  await openSection(page, "en", "products");
  const path = new URL(page.url()).pathname;
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const plain = await noScript.newPage();
    await plain.goto(path);
    const grapes = facet(plain, GRAPES);
    await expect(grapes.getByRole("checkbox")).toHaveCount(VISIBLE);
    const hidden = countIn(await grapes.locator("summary").innerText());
    await grapes.locator("summary").click();
    await grapes.getByRole("link", { name: `Show all ${VISIBLE + hidden} values` }).click();
    await expect(plain).toHaveURL(/[?&]more=grape/);
    await expect(facet(plain, GRAPES).getByRole("checkbox")).toHaveCount(VISIBLE + hidden);
    // Shown open: the visitor asked for them.
    await expect(facet(plain, GRAPES).getByRole("checkbox").last()).toBeVisible();
  } finally {
    await noScript.close();
  }
});
