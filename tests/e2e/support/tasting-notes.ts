import { type BrowserContext, devices, type Locator, type Page } from "@playwright/test";
import { DEFAULT_PASSWORD } from "./accounts";
import { productArticle, waitForHydration } from "./catalogue";
import { expectSignedIn, signInWithDialog } from "./favorites";
import { expect } from "./test";

// The tasting note as a visitor finds it on a product page, phone in hand:
// its section, its editor and fields, the status line, and a second browser
// of the same user (tasting-notes*.spec.ts).

const { defaultBrowserType: _unused, ...pixel } = devices["Pixel 7"];
/** A phone (Pixel 7) without its browser type: for test.use in each spec. */
export const phone = pixel;

export const SAVED = /^Saved at /;
/** What the status line says while the device has no network: the note waits on it. */
export const ON_DEVICE = "Kept on this device: it is sent once you are back online.";

export function section(page: Page): Locator {
  return productArticle(page).getByRole("region", { name: "Tasting note", exact: true });
}

export function editor(page: Page, name: string): Locator {
  return page.getByRole("form", { name: `Your tasting note on ${name}` });
}

export function noteStatus(page: Page): Locator {
  return section(page).getByRole("status");
}

export function scale(form: Locator, name: string): Locator {
  return form.getByRole("group", { name, exact: true });
}

export function noteField(form: Locator): Locator {
  return form.getByRole("textbox", { name: "Your notes" });
}

/** Opens the note of the product page: the button says whether there is one; a note opens by itself. */
export async function openEditor(page: Page, name: string, existing: boolean): Promise<Locator> {
  const form = editor(page, name);
  const button = section(page).getByRole("button", { name: existing ? "Your tasting note" : "Write a tasting note" });
  await expect(button).toHaveAttribute("aria-expanded", /true|false/);
  if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
  await expect(form).toBeVisible();
  return form;
}

export async function expectSaved(page: Page, timeout?: number): Promise<void> {
  await expect(noteStatus(page)).toHaveText(SAVED, { timeout });
}

export function myNote(page: Page, title: string): Locator {
  return page
    .getByRole("main")
    .getByRole("listitem")
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) });
}

/** A second browser of the same user, signed in through the login dialog. */
export async function sameUserElsewhere(context: BrowserContext, email: string): Promise<BrowserContext> {
  const other = await context.browser()!.newContext(phone);
  const page = await other.newPage();
  await page.goto("/en");
  await waitForHydration(page);
  await signInWithDialog(page, { email, password: DEFAULT_PASSWORD });
  await expectSignedIn(page);
  await page.close();
  return other;
}
