import { expect, type Locator, type Page } from "@playwright/test";
import type { TestAccount } from "./accounts";
import {
  escapeRegExp,
  listReady,
  mainHeading,
  openFair,
  openResult,
  openSection,
  productArticle,
  waitForHydration,
} from "./catalogue";

// How a visitor keeps bookmarks: the bookmark button on product pages and
// cards, the login dialog, and the pages under /{locale}/my/.

export interface OpenedProduct {
  /** As the page's bookmark button names it (without the vintage). */
  name: string;
  /** As the page's heading and the my pages show it (with the vintage). */
  title: string;
  url: string;
  /** The event's id, from the product's URL (/p/en/events/{id}/…). */
  eventId: string;
}

/** Opens the n-th product of the first fair's product list, the way a visitor finds it. */
export async function openProduct(page: Page, index = 0): Promise<OpenedProduct> {
  await openFair(page, "en");
  await openSection(page, "en", "products");
  await listReady(page, "en");
  await openResult(page, "en", index);
  const url = page.url();
  const eventId = decodeURIComponent(/\/events\/([^/]+)\//.exec(new URL(url).pathname)![1]!);
  // The heading shows the vintage in a span of its own; the button names the product alone.
  const name = (await mainHeading(page).evaluate((h1) => h1.firstChild?.textContent ?? "")).trim();
  const title = (await mainHeading(page).innerText()).replace(/\s+/g, " ").trim();
  return { name, title, url, eventId };
}

/** The product page's own bookmark button (cards of related products have their own). */
export function productFavorite(page: Page, name: string): Locator {
  return productArticle(page).getByRole("button", { name: new RegExp(`^Bookmark(ed)? ${escapeRegExp(name)}$`) });
}

/** Opens a page as a signed-in user and waits until its bookmark buttons know the user's favourites. */
export async function gotoSignedIn(page: Page, url: string): Promise<void> {
  const read = page.waitForResponse(
    (r) => /\/favorites$/.test(new URL(r.url()).pathname) && r.request().method() === "GET",
  );
  await page.goto(url);
  await read;
  await waitForHydration(page);
  await expect(page.locator("button[aria-pressed][aria-busy=true]")).toHaveCount(0);
}

export async function expectFavorited(button: Locator, favorited: boolean): Promise<void> {
  await expect(button).toHaveAttribute("aria-pressed", String(favorited));
  await expect(button).toContainText(favorited ? "Bookmarked" : "Bookmark");
  if (!favorited) await expect(button).not.toContainText("Bookmarked");
}

/** Signs in through the header's login dialog with email and password. */
export async function signInWithDialog(page: Page, account: Pick<TestAccount, "email" | "password">): Promise<void> {
  const dialog = page.getByRole("dialog", { name: "Sign in to Uncork" });
  if (!(await dialog.isVisible())) await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Email address").fill(account.email);
  await dialog.getByLabel("Password", { exact: true }).fill(account.password);
  await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Whether the header shows someone signed in (the link to their profile). */
export async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByRole("banner").getByRole("link", { name: "My profile:", exact: false })).toBeVisible();
}

export function myPage(page: "bookmarks" | "lists" | "list" | "catalog", eventId: string, extra = ""): string {
  return `/en/my/${page}?event=${encodeURIComponent(eventId)}${extra}`;
}

/** One bookmark on My bookmarks or My list, found by its heading (the name, with the vintage for a product). */
export function favoriteEntry(page: Page, title: string): Locator {
  return page
    .getByRole("main")
    .getByRole("listitem")
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) });
}

/** The user's API path at the event (docs/my-catalogue.md). */
export async function userPath(page: Page, eventId: string): Promise<string> {
  const me = (await (await page.request.get("/api/me")).json()) as { user: { id: string } };
  return `/api/collections/${encodeURIComponent(eventId)}/users/${encodeURIComponent(me.user.id)}`;
}

/** What the last action on a my page did ("Tag added."). */
export function notice(page: Page): Locator {
  return page.getByRole("main").getByRole("status");
}
