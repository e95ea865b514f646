import type { Page } from "@playwright/test";
import { APP_PORT } from "./support/stack";
import { expect, test } from "./support/test";

// At 390 px (a phone), no page type scrolls sideways and every menu opens
// inside the screen (issue 12: the My pages menu opened at −123 px, exhibitor
// pages were 402–455 px wide, product cards 407 px, the schedule 586 px).

const WIDTH = 390;
test.use({ viewport: { width: WIDTH, height: 844 } });

const ORIGIN = `http://127.0.0.1:${APP_PORT}`;

async function expectNoSidewaysScroll(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${url} is ${width} px wide`).toBeLessThanOrEqual(WIDTH);
}

async function expectMenuInside(page: Page): Promise<void> {
  const button = page.getByRole("banner").getByRole("button", { name: "My pages" });
  await button.click();
  const menu = page.getByRole("banner").getByRole("navigation", { name: "My pages" });
  await expect(menu).toBeVisible();
  const box = (await menu.boundingBox())!;
  expect(box.x, "the menu's left edge").toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, "the menu's right edge").toBeLessThanOrEqual(WIDTH);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
}

test("no page type scrolls sideways at 390 px, signed out or in, and the My pages menu opens on screen", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  // The demo seller: a person with meetings and an exhibitor's desk, so My schedule, My meetings and the desk have content.
  const signIn = await context.request.post(`${ORIGIN}/api/auth/sign-in/email`, {
    headers: { origin: ORIGIN },
    data: { email: "seller@uncork.example", password: "uncork-demo-2026" },
  });
  expect(signIn.status()).toBe(200);

  await page.goto("/en");
  const fair = page
    .getByRole("main")
    .getByRole("listitem")
    .getByRole("heading", { level: 3 })
    .getByRole("link")
    .first();
  const event = new URL((await fair.getAttribute("href"))!, ORIGIN).pathname.replace(/\/$/, "");
  await page.goto(`${event}/exhibitors`);
  const exhibitors = await page
    .getByRole("main")
    .getByRole("article")
    .getByRole("heading", { level: 3 })
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => ({ href: a.getAttribute("href") ?? "", name: a.textContent ?? "" })));
  // The exhibitors with the longest names, and their product cards.
  const longest = exhibitors.toSorted((a, b) => b.name.length - a.name.length).slice(0, 4);
  await page.goto(`${event}/products`);
  const product = await page
    .getByRole("main")
    .getByRole("article")
    .getByRole("heading", { level: 3 })
    .getByRole("link")
    .first()
    .getAttribute("href");

  const urls = [
    "/en",
    event,
    `${event}/products`,
    product!,
    `${event}/exhibitors`,
    ...longest.map((e) => e.href),
    `${event}/producers`,
    "/en/people",
    "/en/my/bookmarks",
    "/en/my/lists",
    "/en/my/tasting-notes",
    "/en/my/cart",
    "/en/my/meetings",
    "/en/my/schedule",
    "/en/my/reports",
    "/en/my/profile",
    "/en/my/desk",
    "/en/my/desk/meetings",
    "/en/my/desk/people",
    "/en/catalog",
    "/de/my/schedule",
  ];
  for (const url of urls) await expectNoSidewaysScroll(page, url);
  for (const url of ["/en", product!, "/en/my/schedule"]) {
    await page.goto(url);
    await expectMenuInside(page);
  }
});

test("the sign-in page and the sign-in dialog fit at 390 px", async ({ page }) => {
  await expectNoSidewaysScroll(page, "/en/sign-in");
  await page.goto("/en");
  await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(WIDTH);
});
