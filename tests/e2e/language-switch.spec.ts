import type { Page } from "@playwright/test";
import {
  facet,
  facetValue,
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

// On a slow phone (or a busy machine) the language links are on the screen
// long before the page's JavaScript has taken over. A visitor who switches
// language then must still get the filtered list in the other language: the
// links carry the hash's filters however early they are followed.

/** The English products list filtered to German white wines: its URL and total. */
async function germanWhites(page: Page): Promise<{ url: string; total: number }> {
  await openFair(page, "en");
  await openSection(page, "en", "products");
  await listReady(page, "en");
  const all = await readTotal(page);
  await tick(facetValue(facet(page, "Country"), "Germany"));
  await listSettled(page, "en");
  await tick(facetValue(facet(page, "Colour"), "White"));
  await listSettled(page, "en");
  const total = await readTotal(page);
  expect(total).toBeLessThan(all);
  return { url: page.url(), total };
}

test("the language link keeps the filters when it is clicked before the page has hydrated", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const filtered = await germanWhites(page);
  const hash = new URL(filtered.url).hash;
  expect(hash).toMatch(/country=/);

  for (const run of [1, 2, 3]) {
    const slow = await context.newPage();
    // A slow phone: the CPU six times slower, and the page's scripts still on their way when the
    // visitor clicks (held until then, so the click always comes before hydration).
    const cdp = await context.newCDPSession(slow);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    let releaseScripts: () => void = () => {};
    const clicked = new Promise<void>((resolve) => {
      releaseScripts = resolve;
    });
    await slow.route("**/assets/**/*.js", async (route) => {
      await clicked;
      await route.continue();
    });
    await slow.goto(filtered.url, { waitUntil: "commit" });
    const deutsch = slow.getByRole("banner").getByRole("link", { name: "Deutsch" });
    await deutsch.click();
    releaseScripts();
    await expect(slow, `run ${run}`).toHaveURL(/\/p\/de\/events\//);
    expect(new URL(slow.url()).hash, `run ${run}: the filters in the German URL`).toBe(hash);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await listReady(slow, "de");
    await expect(facet(slow, "Land").getByRole("checkbox", { checked: true })).toHaveCount(1);
    await expect(facet(slow, "Farbe").getByRole("checkbox", { checked: true })).toHaveCount(1);
    await expect.poll(() => readTotal(slow), { message: `run ${run}: the same total in German` }).toBe(filtered.total);
    await slow.close();
  }
});
