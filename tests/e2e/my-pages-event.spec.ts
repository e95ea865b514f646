import { login, uniqueEmail } from "./support/accounts";
import { listReady, mainHeading, openResult, openSection } from "./support/catalogue";
import { expectFavorited, favoriteEntry, gotoSignedIn, productFavorite } from "./support/favorites";
import { expect, test } from "./support/test";

// Every personal link keeps the fair the person is in (issue 12): from the
// second fair, "My pages" → "My bookmarks" shows that fair's bookmarks.

test("from a second fair, My pages → My bookmarks shows the product just bookmarked there", async ({
  page,
  context,
}) => {
  await login(context, { email: uniqueEmail("second-fair"), name: "Selma Second" });
  await page.goto("/en");
  const fairs = page.getByRole("main").getByRole("listitem").getByRole("heading", { level: 3 }).getByRole("link");
  // The demo's earlier fair, listed last (other journeys add fairs of their own, dated like the primary one).
  await expect(fairs.last()).toBeVisible();
  const fairName = (await fairs.last().innerText()).trim();
  await fairs.last().click();
  await expect(mainHeading(page)).toHaveText(fairName);
  const eventId = decodeURIComponent(/\/events\/([^/]+)/.exec(new URL(page.url()).pathname)![1]!);

  await openSection(page, "en", "products");
  await listReady(page, "en");
  await openResult(page, "en", 0);
  // Signed in and the bookmarks read: the button answers for this user.
  await gotoSignedIn(page, page.url());
  const heading = mainHeading(page);
  const name = (await heading.evaluate((h1) => h1.firstChild?.textContent ?? "")).trim();
  const title = (await heading.innerText()).replace(/\s+/g, " ").trim();
  const button = productFavorite(page, name);
  await button.click();
  await expectFavorited(button, true);

  await page.getByRole("banner").getByRole("button", { name: "My pages" }).click();
  await page.getByRole("banner").getByRole("link", { name: "My bookmarks" }).click();
  await expect(mainHeading(page)).toHaveText("My bookmarks");
  expect(new URL(page.url()).searchParams.get("event")).toBe(eventId);
  await expect(favoriteEntry(page, title)).toBeVisible();

  // The tabs between the personal pages keep the fair too.
  await page.getByRole("navigation", { name: "My catalogue pages" }).getByRole("link", { name: "My lists" }).click();
  expect(new URL(page.url()).searchParams.get("event")).toBe(eventId);
});
