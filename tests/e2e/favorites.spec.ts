import type { BrowserContext, Locator, Page } from "@playwright/test";
import { DEFAULT_PASSWORD, login, uniqueEmail } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import {
  definition,
  listReady,
  mainHeading,
  openFair,
  openSection,
  productArticle,
  results,
  waitForHydration,
} from "./support/catalogue";
import {
  expectFavorited,
  expectSignedIn,
  favoriteEntry,
  gotoSignedIn,
  myPage,
  notice,
  openProduct,
  productFavorite,
  signInWithDialog,
  userPath,
} from "./support/favorites";
import { expect, test } from "./support/test";

// Bookmarking as a visitor does it: the button on the product page, the
// login dialog first when signed out, the bookmark set after signing in,
// every open tab of the same user following along, tags that keep a
// bookmark, the error state, the keyboard alone.

/** Signs up in a context of its own, so the page under test starts signed out. */
async function accountElsewhere(context: BrowserContext) {
  const other = await context.browser()!.newContext();
  const account = await login(other, { email: uniqueEmail("bookmark"), name: "Bettina Bookmark" });
  await other.close();
  return account;
}

test("signed out, Bookmark opens the login dialog; after signing in the product is bookmarked", async ({
  page,
  context,
}) => {
  const account = await accountElsewhere(context);
  const product = await openProduct(page);
  const button = productFavorite(page, product.name);
  await expectFavorited(button, false);

  await button.click();
  const dialog = page.getByRole("dialog", { name: "Sign in to Uncork" });
  await expect(dialog).toBeVisible();
  await signInWithDialog(page, account);

  // The page reloads in place, signed in, and the bookmark asked for is set.
  await expectSignedIn(page);
  await expect(page).toHaveURL(product.url);
  await expectFavorited(productFavorite(page, product.name), true);

  await page.goto(myPage("bookmarks", product.eventId));
  await expect(mainHeading(page)).toHaveText("My bookmarks");
  await expect(favoriteEntry(page, product.title)).toBeVisible();
  await expect(page.getByText("1 bookmark", { exact: true })).toBeVisible();
});

test("two tabs of the same user: a bookmark appears in the other's open pages without reload, and disappears", async ({
  browser,
}) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  const account = await login(first, { email: uniqueEmail("tabs"), name: "Tabea Tabs" });

  const pageA = await first.newPage();
  const product = await openProduct(pageA);

  // The second browser signs in through the login form.
  const listB = await second.newPage();
  await listB.goto("/en");
  await waitForHydration(listB);
  await signInWithDialog(listB, { email: account.email, password: DEFAULT_PASSWORD });
  await expectSignedIn(listB);
  await listB.goto(myPage("bookmarks", product.eventId));
  await expect(listB.getByText("You have not bookmarked anything yet.", { exact: false })).toBeVisible();
  await waitForHydration(listB);
  const productB = await second.newPage();
  await gotoSignedIn(productB, product.url);
  await expectFavorited(productFavorite(productB, product.name), false);

  await gotoSignedIn(pageA, product.url);
  const button = productFavorite(pageA, product.name);
  await button.click();
  await expectFavorited(button, true);

  await expect(favoriteEntry(listB, product.title)).toBeVisible();
  await expectFavorited(productFavorite(productB, product.name), true);

  await button.click();
  await expectFavorited(button, false);
  await expect(favoriteEntry(listB, product.title)).toHaveCount(0);
  await expectFavorited(productFavorite(productB, product.name), false);

  await first.close();
  await second.close();
});

test("a tagged bookmark cannot be removed: the button says why, and the server's refusal is shown", async ({
  page,
  context,
}) => {
  await login(context, { email: uniqueEmail("tagged"), name: "Tamara Tags" });
  const product = await openProduct(page);
  await gotoSignedIn(page, product.url);
  await productFavorite(page, product.name).click();
  await expectFavorited(productFavorite(page, product.name), true);

  // Tag it on My bookmarks: removal is now refused there, with the reason.
  await page.goto(myPage("bookmarks", product.eventId));
  const entry = favoriteEntry(page, product.title);
  await entry.getByLabel(`New tag for ${product.title}`, { exact: false }).fill("buy for the shop");
  await entry.getByRole("button", { name: "Add tag" }).click();
  await expect(notice(page)).toHaveText("Tag added.");
  await expect(entry.getByText("buy for the shop")).toBeVisible();
  const remove = entry.getByRole("button", { name: `Remove ${product.title}`, exact: false });
  await expect(remove).toBeDisabled();
  await expect(remove).toHaveAccessibleDescription("Remove its tags first.");

  // The API refuses too.
  const path = await userPath(page, product.eventId);
  const refused = await page.request.delete(
    `${path}/favorites/${encodeURIComponent(new URL(product.url).pathname.split("/").pop()!)}`,
  );
  expect(refused.status()).toBe(409);
  expect((await refused.json()).error.message).toBe("A favourite with tags cannot be removed. Remove its tags first.");

  // The product page knows: the button cannot un-bookmark it and says why.
  await gotoSignedIn(page, product.url);
  const button = productFavorite(page, product.name);
  await expectFavorited(button, true);
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription("It has tags: remove its tags first to remove the bookmark.");
});

test("a page that missed the tags tries, is refused, rolls back and shows the server's answer", async ({
  page,
  context,
}) => {
  await login(context, { email: uniqueEmail("stale"), name: "Stella Stale" });
  const product = await openProduct(page);
  const productId = new URL(product.url).pathname.split("/").pop()!;
  // No live stream for this page: it will not hear of the tag added elsewhere.
  await page.route("**/live", (route) => route.abort());
  await gotoSignedIn(page, product.url);
  const button = productFavorite(page, product.name);
  await button.click();
  await expectFavorited(button, true);

  const path = await userPath(page, product.eventId);
  const tagged = await page.request.put(`${path}/favorites/${productId}`, {
    data: { type: "product", tags: ["ask about allocation"] },
  });
  expect(tagged.status()).toBe(200);

  await button.click();
  await expect(
    page.getByRole("alert").filter({ hasText: "A favourite with tags cannot be removed. Remove its tags first." }),
  ).toBeVisible();
  await expectFavorited(button, true);
});

test('a failed read shows "There was an error loading your list data."', async ({ page, context }) => {
  await login(context, { email: uniqueEmail("failing"), name: "Fabian Fail" });
  const product = await openProduct(page);
  await page.route(/\/api\/collections\/[^/]+\/users\/[^/]+\/favorites$/, (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "internal", message: "boom" } }),
    }),
  );
  await page.goto(product.url);
  await expect(productArticle(page).getByText("There was an error loading your list data.")).toBeVisible();
  await expect(productFavorite(page, product.name)).toHaveAttribute("aria-pressed", "false");
});

test("bookmarking works by keyboard alone", async ({ page, context }) => {
  await login(context, { email: uniqueEmail("keyboard"), name: "Karla Keys" });
  const product = await openProduct(page);
  await gotoSignedIn(page, product.url);
  const button = productFavorite(page, product.name);
  await tabTo(page, button);
  await page.keyboard.press("Enter");
  await expectFavorited(button, true);
  await expect(button).toBeFocused();
  await page.keyboard.press("Space");
  await expectFavorited(button, false);
  await page.keyboard.press("Space");
  await expectFavorited(button, true);

  await page.goto(myPage("bookmarks", product.eventId));
  await expect(favoriteEntry(page, product.title)).toBeVisible();
});

test("bookmark an exhibitor on its page, then find it on My bookmarks and My catalogue (axe on each)", async ({
  page,
  context,
}) => {
  await login(context, { email: uniqueEmail("exhibitor"), name: "Eli Exhibitor" });
  const product = await openProduct(page);
  const exhibitorLink = definition(productArticle(page), "Exhibitor").getByRole("link");
  const exhibitor = (await exhibitorLink.innerText()).trim();
  await exhibitorLink.click();
  await expect(mainHeading(page)).toHaveText(exhibitor);
  await gotoSignedIn(page, page.url());
  const headerButton = page.getByRole("main").getByRole("button", { name: `Bookmark ${exhibitor}`, exact: true });
  await headerButton.click();
  await expectFavorited(
    page.getByRole("main").getByRole("button", { name: `Bookmarked ${exhibitor}`, exact: true }),
    true,
  );
  await expectNoSeriousViolations(page, "exhibitor page with its bookmark");

  await page.goto(myPage("bookmarks", product.eventId));
  const entry = favoriteEntry(page, exhibitor);
  await expect(entry).toBeVisible();
  await expect(entry.getByText("Exhibitor", { exact: true })).toBeVisible();
  await expect(entry.getByText(/^Added on \w+ \d{1,2}, \d{4}$/)).toBeVisible();
  await expectNoSeriousViolations(page, "My bookmarks");

  await page.goto(myPage("catalog", product.eventId));
  await expect(mainHeading(page)).toHaveText("My catalogue");
  await expect(page.getByRole("heading", { level: 2, name: exhibitor })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download as PDF or Excel" })).toHaveAttribute(
    "href",
    /\/en\/my\/booklet\?source=catalog/,
  );
  await expectNoSeriousViolations(page, "My catalogue");
});

test("each card of a list carries its own bookmark, beside its link rather than in it", async ({ page, context }) => {
  await login(context, { email: uniqueEmail("cards"), name: "Carla Cards" });
  await openFair(page, "en");
  await openSection(page, "en", "exhibitors");
  await listReady(page, "en");
  const card = results(page, "en").getByRole("article").nth(1);
  const name = (await card.getByRole("heading", { level: 3 }).innerText()).trim();
  await expect(card.getByRole("link").locator("button")).toHaveCount(0);
  await card.getByRole("button", { name: `Bookmark ${name}`, exact: true }).click();
  await expect(card.getByRole("button", { name: `Bookmarked ${name}`, exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(results(page, "en").getByRole("button", { pressed: true })).toHaveCount(1);
});

test("the account menu leads to the user's pages", async ({ page, context }) => {
  await login(context, { email: uniqueEmail("menu"), name: "Mena Menu" });
  await page.goto("/en");
  const menu = page.getByRole("banner").getByRole("button", { name: "My pages" });
  await menu.click();
  const nav = page.getByRole("navigation", { name: "My pages" });
  for (const name of ["My bookmarks", "My lists", "My catalogue", "My tasting notes", "Sample cart", "My profile"]) {
    await expect(nav.getByRole("link", { name })).toBeVisible();
  }
  // A visitor without a stand has no desk and no reports (work pages show where one has them).
  await expect(nav.getByRole("link", { name: "Exhibitor desk" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Reports" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();
  await menu.click();
  await nav.getByRole("link", { name: "My bookmarks" }).click();
  await expect(mainHeading(page)).toHaveText("My bookmarks");
});

/** Presses Tab until the element has the focus, as a keyboard user does. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 200; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error("the element never received the focus");
}
