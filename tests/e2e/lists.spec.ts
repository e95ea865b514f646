import type { Page } from "@playwright/test";
import { login, uniqueEmail } from "./support/accounts";
import { patchEventSettings } from "./support/admin";
import { expectNoSeriousViolations } from "./support/axe";
import { mainHeading } from "./support/catalogue";
import {
  expectFavorited,
  favoriteEntry,
  gotoSignedIn,
  myPage,
  notice,
  type OpenedProduct,
  openProduct,
  productFavorite,
  userPath,
} from "./support/favorites";
import { expect, test } from "./support/test";

// Named lists as a visitor keeps them: create (with the name rules next to
// the field), move bookmarks in, rename (every bookmark follows), delete
// (the bookmarks stay), the list page, and a site with lists switched off.

/** Bookmarks the n-th product of the list from its page; returns it. */
async function favoriteProduct(page: Page, index: number): Promise<OpenedProduct> {
  const product = await openProduct(page, index);
  await gotoSignedIn(page, product.url);
  const button = productFavorite(page, product.name);
  await button.click();
  await expectFavorited(button, true);
  return product;
}

async function createList(page: Page, name: string) {
  await page.getByLabel("Name of the new list").fill(name);
  await page.getByRole("button", { name: "Create list" }).click();
}

async function moveTo(page: Page, product: OpenedProduct, list: string) {
  const entry = favoriteEntry(page, product.title);
  await entry.getByLabel(`List for ${product.title}`, { exact: false }).selectOption({ label: list });
  await entry.getByRole("button", { name: "Move", exact: true }).click();
  await expect(notice(page)).toHaveText(`Moved to the list “${list}”.`);
}

test("create lists (name rules next to the field), move bookmarks in, rename, and delete keeping the bookmarks", async ({
  page,
  context,
}) => {
  // A long journey (two products, four lists, every page of them): a loaded CI needs more than a minute.
  test.setTimeout(150_000);
  await login(context, { email: uniqueEmail("lists"), name: "Lisa Lists" });
  const first = await favoriteProduct(page, 0);
  const second = await favoriteProduct(page, 1);
  const eventId = first.eventId;

  await page.goto(myPage("lists", eventId));
  await expect(mainHeading(page)).toHaveText("My lists");
  await expect(page.getByText("You have no lists yet.", { exact: false })).toBeVisible();

  const field = page.getByLabel("Name of the new list");
  await createList(page, "   ");
  await expect(field).toHaveAccessibleDescription("Please enter a name for the list.");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await createList(page, "x".repeat(61));
  await expect(field).toHaveAccessibleDescription("A list name can have at most 60 characters.");
  await createList(page, "To taste");
  await expect(notice(page)).toHaveText("The list “To taste” was created.");
  await createList(page, "to TASTE");
  await expect(field).toHaveAccessibleDescription("You already have a list with this name.");
  await createList(page, "To order");
  await expect(page.getByRole("heading", { level: 2, name: "To order" })).toBeVisible();
  await expectNoSeriousViolations(page, "My lists");

  await page.goto(myPage("bookmarks", eventId));
  await moveTo(page, first, "To taste");
  await moveTo(page, second, "To taste");
  await expect(favoriteEntry(page, first.title).getByText("In the list “To taste”")).toBeVisible();

  await page.goto(myPage("lists", eventId));
  const list = page.getByRole("region", { name: "To taste" });
  await expect(list.getByText("2 bookmarks")).toBeVisible();
  await list.getByLabel("New name for the list “To taste”").fill("Must taste");
  await list.getByRole("button", { name: "Rename" }).click();
  await expect(notice(page)).toHaveText("The list is now called “Must taste”.");

  // Every bookmark in it carries the new name.
  await page.getByRole("link", { name: "Must taste", exact: true }).click();
  await expect(mainHeading(page)).toHaveText("Must taste");
  for (const product of [first, second]) {
    await expect(favoriteEntry(page, product.title).getByText("In the list “Must taste”")).toBeVisible();
  }
  await expectNoSeriousViolations(page, "My list");
  await page.goto(myPage("bookmarks", eventId));
  await expect(page.getByText("In the list “Must taste”")).toHaveCount(2);
  await expect(page.getByText("In the list “To taste”")).toHaveCount(0);

  // Move one out again from the list page.
  await page.goto(myPage("list", eventId));
  await expect(mainHeading(page)).toHaveText("Must taste");
  await moveTo(page, second, "To order");
  await expect(favoriteEntry(page, second.title)).toHaveCount(0);

  // Delete: the confirmation says what happens to the bookmarks in it.
  await page.goto(myPage("lists", eventId));
  await page.getByRole("link", { name: "Delete the list “Must taste”" }).click();
  const confirm = page.getByRole("region", { name: "Delete the list “Must taste”?" });
  await expect(confirm.getByText("The 1 bookmark in it stays in your bookmarks.")).toBeVisible();
  await expectNoSeriousViolations(page, "My lists, confirming a deletion");
  await confirm.getByRole("button", { name: "Delete the list" }).click();
  await expect(notice(page)).toHaveText("The list was deleted. Its bookmarks stay in your bookmarks.");
  await expect(page.getByRole("heading", { level: 2, name: "Must taste" })).toHaveCount(0);

  await page.goto(myPage("bookmarks", eventId));
  await expect(favoriteEntry(page, first.title)).toBeVisible();
  await expect(favoriteEntry(page, first.title).getByLabel(`List for ${first.title}`, { exact: false })).toHaveValue(
    "",
  );
  await expect(page.getByText("2 bookmarks", { exact: true })).toBeVisible();
});

test("the delete confirmation counts the bookmarks in the plural", async ({ page, context }) => {
  await login(context, { email: uniqueEmail("plural"), name: "Paul Plural" });
  const first = await favoriteProduct(page, 0);
  const second = await favoriteProduct(page, 2);
  await page.goto(myPage("lists", first.eventId));
  await createList(page, "Whites");
  await page.goto(myPage("bookmarks", first.eventId));
  await moveTo(page, first, "Whites");
  await moveTo(page, second, "Whites");
  await page.goto(myPage("lists", first.eventId));
  await page.getByRole("link", { name: "Delete the list “Whites”" }).click();
  await expect(page.getByText("The 2 bookmarks in it stay in your bookmarks.")).toBeVisible();
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByText("The 2 bookmarks in it stay in your bookmarks.")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Whites" }).getByText("2 bookmarks", { exact: true })).toBeVisible();
});

test("My list: without lists a clear empty state, an unknown list is the 404 page", async ({ page, context }) => {
  await login(context, { email: uniqueEmail("nolist"), name: "Nora Nolist" });
  await page.goto("/en/my/list");
  await expect(mainHeading(page)).toHaveText("My list");
  await expect(page.getByText("You have no lists yet.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Manage my lists" })).toBeVisible();
  await expectNoSeriousViolations(page, "My list, empty");

  const response = await page.goto("/en/my/list?list=no-such-list");
  expect(response?.status()).toBe(404);
  await expect(mainHeading(page)).toHaveText("Page not found");

  // Another event by ?event=: an unknown one is the 404 page too, on every my page.
  for (const path of ["bookmarks", "lists", "list", "catalog", "tasting-notes", "cart", "booklet"]) {
    const unknownEvent = await page.goto(`/en/my/${path}?event=no-such-fair`);
    expect(unknownEvent?.status(), path).toBe(404);
    await expect(mainHeading(page)).toHaveText("Page not found");
  }
});

test("the my pages need a signed-in user", async ({ page }) => {
  const response = await page.goto("/en/my/bookmarks");
  expect(response?.status()).toBe(401);
  await expect(page.getByText("You need to be logged in to see this page.")).toBeVisible();
});

test("with lists switched off, the pages say so and the API refuses list writes", async ({ page, context }) => {
  const slug = "uncork-autumn-tasting-2026";
  await login(context, { email: uniqueEmail("nolists"), name: "Otto Off" });
  await patchEventSettings(page.request, slug, { listsEnabled: false });
  try {
    await page.goto(myPage("lists", slug));
    await expect(page.getByText("Lists are not available for this site.")).toBeVisible();
    await expect(page.getByLabel("Name of the new list")).toHaveCount(0);
    await page.goto(myPage("list", slug));
    await expect(page.getByText("Lists are not available for this site.")).toBeVisible();
    await page.goto(myPage("bookmarks", slug));
    await expect(page.getByText("Lists are not available for this site.")).toBeVisible();

    const path = await userPath(page, slug);
    const refused = await page.request.post(`${path}/lists`, { data: { name: "Reds" } });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.message).toBe("Lists are disabled for this site.");
  } finally {
    await patchEventSettings(page.request, slug, { listsEnabled: true });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("lists and bookmarks are managed with plain forms", async ({ page, context, browser }) => {
    await login(context, { email: uniqueEmail("nojs"), name: "Nils Nojs" });
    // Finding a product takes the searchable list, which needs JavaScript: another browser finds it.
    const finder = await browser.newContext({ javaScriptEnabled: true });
    const product = await openProduct(await finder.newPage());
    await finder.close();
    const productId = new URL(product.url).pathname.split("/").pop()!;
    const path = await userPath(page, product.eventId);
    expect((await page.request.put(`${path}/favorites/${productId}`, { data: { type: "product" } })).status()).toBe(
      200,
    );

    await page.goto(myPage("lists", product.eventId));
    await createList(page, "");
    await expect(page.getByLabel("Name of the new list")).toHaveAccessibleDescription(
      "Please enter a name for the list.",
    );
    await createList(page, "Reds");
    await expect(notice(page)).toHaveText("The list “Reds” was created.");

    await page.goto(myPage("bookmarks", product.eventId));
    const entry = favoriteEntry(page, product.title);
    await entry.getByLabel(`New tag for ${product.title}`).fill("   ");
    await entry.getByRole("button", { name: "Add tag" }).click();
    await expect(
      favoriteEntry(page, product.title).getByLabel(`New tag for ${product.title}`),
    ).toHaveAccessibleDescription("A tag must have 1 to 40 characters.");
    await moveTo(page, product, "Reds");
    await expect(favoriteEntry(page, product.title).getByText("In the list “Reds”")).toBeVisible();

    await favoriteEntry(page, product.title).getByLabel(`New tag for ${product.title}`).fill("magnum");
    await favoriteEntry(page, product.title).getByRole("button", { name: "Add tag" }).click();
    await expect(notice(page)).toHaveText("Tag added.");
    // Without JavaScript the button marked disabled still submits (Playwright will not click it unforced); the server refuses with the reason.
    await favoriteEntry(page, product.title)
      .getByRole("button", { name: `Remove ${product.title}` })
      .click({ force: true });
    await expect(page.getByRole("alert")).toHaveText("A favourite with tags cannot be removed. Remove its tags first.");
    await favoriteEntry(page, product.title)
      .getByRole("button", { name: `Remove the tag “magnum” from ${product.title}` })
      .click();
    await expect(notice(page)).toHaveText("Tag removed.");
    await favoriteEntry(page, product.title)
      .getByRole("button", { name: `Remove ${product.title}` })
      .click();
    await expect(notice(page)).toHaveText("Removed from your bookmarks.");
    await expect(favoriteEntry(page, product.title)).toHaveCount(0);
    await expect(page.getByText("You have not bookmarked anything yet.", { exact: false })).toBeVisible();
  });
});
