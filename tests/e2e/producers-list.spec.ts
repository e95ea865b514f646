import { mainHeading, openFair, openSection } from "./support/catalogue";
import { expect, test } from "./support/test";

// The producers' A–Z a page of 150 at a time (issue 32: an event of 100,000
// products has 10,000 producers, once one page of 5.8 MB). The demo fair has
// more than 150, so its A–Z has two pages; the letter index leads to the page
// a letter starts on.

test("the producers' A–Z goes a page at a time, and its letters lead to their page", async ({ page }) => {
  await openFair(page, "en");
  await openSection(page, "en", "producers");
  const main = page.getByRole("main");
  const status = main.getByRole("status");
  const total = Number((await status.textContent())?.match(/^([\d,]+) producers$/)?.[1].replaceAll(",", ""));
  // Two pages: the demo fair (seeded) has between 150 and 300.
  expect(total).toBeGreaterThan(150);
  expect(total).toBeLessThanOrEqual(300);
  const pages = main.getByRole("navigation", { name: "Pages" });
  const names = main.locator("section li a");
  await expect(names).toHaveCount(150);
  await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");

  // The last letter with producers starts on the last page: its link leads there, to its heading.
  const letters = main.getByRole("navigation", { name: "Producers by letter" }).getByRole("link");
  const last = letters.last();
  const letter = (await last.textContent()) ?? "";
  await last.click();
  await expect(page).toHaveURL(/[?&]page=2#letter-/);
  await expect(main.getByRole("heading", { level: 2, name: letter, exact: true })).toBeVisible();
  await expect(names).toHaveCount(total - 150);
  await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(status).toHaveText(`${total.toLocaleString("en")} producers`);

  // Back a page with the pagination; focus stays on the page (the list's count), not lost to the body.
  await pages.getByRole("link", { name: "Previous" }).click();
  await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  await expect(names).toHaveCount(150);
  await expect(status).toBeFocused();
  await expect(mainHeading(page)).toHaveText("Producers");

  // A search's matches are paged the same way: few enough for one page, so no pagination.
  const box = page.getByLabel("Search producers by name");
  await box.fill("domaine");
  await box.press("Enter");
  await expect(status).toContainText(/^\d+ of [\d,]+ producers match(es)? /);
  const found = await names.allTextContents();
  expect(found.length).toBeGreaterThan(0);
  expect(found.every((name) => /domaine/i.test(name))).toBe(true);
  await expect(pages).toHaveCount(0);

  // A search with more matches than a page has pages too; their links are the cached pages' own addresses.
  await box.fill("e");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/producers\?q=e$/);
  await expect(names).toHaveCount(150);
  const matches = Number((await status.textContent())?.match(/^(\d+) of/)?.[1]);
  expect(matches).toBeGreaterThan(150);
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/producers\?page=2&q=e$/);
  await expect(names).toHaveCount(Math.min(150, matches - 150));
  // Accents aside, as the search matches: "Élise" and "Château" hold an e.
  const folded = (await names.allTextContents()).map((name) => name.normalize("NFD").replace(/\p{M}/gu, ""));
  expect(folded.filter((name) => !/e/i.test(name))).toEqual([]);

  // A page number past the last shows the last page, not an error.
  await page.goto(`${page.url().split("?")[0]}?page=999`);
  await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
});
