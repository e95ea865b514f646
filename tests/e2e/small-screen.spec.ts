import type { Page } from "@playwright/test";
import { e2eDatabase } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { eventOfMyOwn, organizerOf, randomId } from "./support/own-event";
import { gotoSettled } from "./support/settled";
import { APP_PORT } from "./support/stack";
import { expect, test } from "./support/test";

// At 390 px (a phone), no page type scrolls sideways and every menu opens
// inside the screen (issue 12: the My pages menu opened at −123 px, exhibitor
// pages were 402–455 px wide, product cards 407 px, the schedule 586 px).

const WIDTH = 390;
test.use({ viewport: { width: WIDTH, height: 844 } });

const ORIGIN = `http://127.0.0.1:${APP_PORT}`;

async function expectNoSidewaysScroll(page: Page, url: string): Promise<void> {
  await gotoSettled(page, url);
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect.soft(width, `${url} is ${width} px wide`).toBeLessThanOrEqual(WIDTH);
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
    "/en/my/desk/leads",
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

/** The first link on the page whose address is `{prefix}/{id}` (not `…/new`). */
async function firstDetail(page: Page, url: string, prefix: string): Promise<string> {
  await page.goto(url);
  const hrefs = await page
    .getByRole("main")
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => new URL(a.getAttribute("href") ?? "", location.href).pathname));
  const detail = hrefs.find((href) => href.startsWith(`${prefix}/`) && !href.endsWith("/new"));
  expect(detail, `a link to ${prefix}/… on ${url}`).toBeDefined();
  return detail!;
}

// Issue 29: People was 704 px wide (its table 688 px), Data 422 px, the
// audit log 628 px. Every page of app/routes.ts's organizer/* is visited, in
// English and in German (longer words), and the data page with a checked
// file's report on it.
test("every page of the organizer's console fits at 390 px, in English and in German", async ({ page, context }) => {
  test.setTimeout(240_000);
  const signIn = await context.request.post(`${ORIGIN}/api/auth/sign-in/email`, {
    headers: { origin: ORIGIN },
    data: { email: "organizer@uncork.example", password: "uncork-demo-2026" },
  });
  expect(signIn.status()).toBe(200);

  const product = await firstDetail(page, "/en/organizer/products", "/en/organizer/products");
  const exhibitor = await firstDetail(page, "/en/organizer/exhibitors", "/en/organizer/exhibitors");
  const person = await firstDetail(page, "/en/organizer/people", "/en/organizer/people");
  const contentPage = await firstDetail(page, "/en/organizer/pages", "/en/organizer/pages");
  const pages = [
    "/organizer",
    "/organizer/organizers",
    "/organizer/audit",
    "/organizer/reports",
    "/organizer/products",
    "/organizer/products/new",
    product.slice(3),
    "/organizer/exhibitors",
    "/organizer/exhibitors/new",
    exhibitor.slice(3),
    "/organizer/people",
    "/organizer/people/new",
    person.slice(3),
    "/organizer/data",
    "/organizer/pages",
    contentPage.slice(3),
  ];
  for (const lang of ["en", "de"]) {
    for (const path of pages) await expectNoSidewaysScroll(page, `/${lang}${path}`);
  }

  // A checked file's report: its tables scroll inside their own box.
  await page.goto("/de/organizer/data");
  await page.getByLabel("Was die Datei enthält").selectOption("people");
  await page.getByLabel("Datei (CSV, XLSX oder JSON)").setInputFiles({
    name: "people.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      "Person ID,Kind,Name,E-mail,Job title,registration_id_with_a_long_unknown_header_name\n" +
        "ffffffffffffffffffffff01,attendee,Ada Lovelace-Longname,ada.lovelace.with.a.very.long.address@example.com,Head of purchasing and tasting,x\n" +
        "ffffffffffffffffffffff02,visitor,,not-an-address,,y\n",
    ),
  });
  await page.getByRole("button", { name: "Datei prüfen" }).click();
  await expect(page.getByRole("table", { name: "Probleme nach Zeile und Spalte" })).toBeVisible();
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(width, `the data page with a report is ${width} px wide`).toBeLessThanOrEqual(WIDTH);
  // A table wider than the screen is a region the keyboard can scroll (axe: scrollable-region-focusable).
  await expectNoSeriousViolations(page, "the data page's report at 390 px");

  // An event's audit log with long addresses and names in it (its actor filter lists every address).
  const eventId = await eventOfMyOwn("Small Screen Fair");
  await organizerOf(context, eventId, "Olga");
  const long = "maximiliane.mustermann-oberhuber.einkaufsleitung@weinhandelsgesellschaft-rheinhessen.example";
  const at = new Date().toISOString();
  await e2eDatabase()
    .insertInto("audit_log")
    .values(
      [
        { action: "organizer.added", subject: long, details: "{}" },
        {
          action: "exhibitor.changed",
          subject: randomId(),
          details: JSON.stringify({ name: long, fields: ["website"] }),
        },
        {
          action: "product.changed",
          subject: randomId(),
          details: JSON.stringify({ name: long, fields: ["alcohol"] }),
        },
      ].map((entry) => ({ ...entry, id: randomId(), event_id: eventId, actor_id: null, actor: long, created_at: at })),
    )
    .execute();
  for (const lang of ["en", "de"]) await expectNoSidewaysScroll(page, `/${lang}/organizer/audit?event=${eventId}`);
});
