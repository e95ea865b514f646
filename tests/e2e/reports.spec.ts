import type { BrowserContext, Download, Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { dialectOf, fromBool } from "~/.server/db/dialect";
import { writeAnalyticsRows } from "~/features/analytics/roll-up.server";
import { insertExhibitor, insertProduct, register } from "../factories/catalogue";
import { insertPerson } from "../factories/people";
import { e2eDatabase, login, uniqueEmail } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { mainHeading, waitForHydration } from "./support/catalogue";
import { eventOfMyOwn, organizerOf, randomId } from "./support/own-event";
import { expect, test } from "./support/test";

// The reports page (issue 16, docs/analytics.md "The reports page"): a
// visitor opens an exhibitor's page and clicks its website; the exhibitor's
// representative then finds that view counted today and the click to that
// website in /en/my/reports, and the Excel export holds the same figures.
// Each journey has an event of its own, so no other journey's views count.

interface Stand {
  eventId: string;
  exhibitorId: string;
  name: string;
  website: string;
  registrationId: string;
}

async function standOfMyOwn(): Promise<Stand> {
  const db = e2eDatabase();
  const eventId = await eventOfMyOwn("Report Fair");
  const exhibitorId = randomId();
  const name = `Weingut Bericht ${exhibitorId.slice(0, 6)}`;
  const website = `https://weingut-${exhibitorId.slice(0, 8)}.example/`;
  await insertExhibitor(db, { id: exhibitorId, brand_id: randomId(), name, website });
  const registrationId = await register(db, { eventId, exhibitorId, registrationId: randomId() });
  return { eventId, exhibitorId, name, website, registrationId };
}

/** A representative of the stand, signed in in `context`, their entry claimed with their address. */
async function representativeOf(context: BrowserContext, stand: Stand, name: string): Promise<void> {
  const db = e2eDatabase();
  const email = uniqueEmail(name.split(" ")[0].toLowerCase());
  await insertPerson(db, stand.eventId, { kind: "representative", name, email, registrationId: stand.registrationId });
  await login(context, { email, name });
  const user = await db.selectFrom("auth_users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  await db
    .updateTable("person_profiles")
    .set({ claimed_by: user.id })
    .where("event_id", "=", stand.eventId)
    .where("email", "=", email)
    .execute();
}

/** Today on the clock of the test events (the factories' Europe/Berlin). */
function todayInBerlin(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date());
}

/** The cells of a report table's rows, as the page shows them. */
async function tableRows(page: Page, section: string): Promise<string[][]> {
  return page
    .locator(`table[data-section="${section}"] tbody tr`)
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? "").trim())));
}

async function workbook(download: Download): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  return book;
}

function sheetRows(book: ExcelJS.Workbook, name: string): unknown[][] {
  const sheet = book.getWorksheet(name);
  expect(sheet, `sheet ${name}`).toBeDefined();
  const rows: unknown[][] = [];
  sheet?.eachRow((row, index) => {
    if (index > 1) rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

test("a visitor's page view and click to the website appear in the representative's report and its export", async ({
  page,
  context,
}) => {
  const stand = await standOfMyOwn();
  const website = new URL(stand.website);
  await page.route(`${website.origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>Winery</title><h1>Winery</h1>" }),
  );

  // A visitor, not signed in, opens the exhibitor's page and follows its website.
  await page.goto(`/p/en/events/${stand.eventId}/exhibitors/${stand.exhibitorId}`);
  await waitForHydration(page);
  await expect(mainHeading(page)).toContainText(stand.name);
  await page.locator('a[data-outbound="website"]').first().click();
  await expect(page).toHaveURL(new RegExp(`^${website.origin}`));

  // The exhibitor's representative signs in.
  await representativeOf(context, stand, "Rita Report");

  // The analytics writer stores about once a second: the representative reloads until it shows.
  const reports = `/en/my/reports?event=${stand.eventId}`;
  await page.goto(reports);
  await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
  await expect(page.getByText(`How visitors found ${stand.name}`)).toBeVisible();
  await expect(async () => {
    await page.reload();
    const views = await tableRows(page, "views");
    // The last row is today: one view of the exhibitor page, none of a product page.
    expect(views.at(-1)?.slice(1)).toEqual(["1", "0"]);
    expect(await tableRows(page, "clicksByTarget")).toEqual([[stand.website, "Website", "1"]]);
  }).toPass({ timeout: 10_000 });
  expect(await tableRows(page, "clicksByKind")).toEqual([
    ["Website", "1"],
    ["Shop", "0"],
    ["Other link", "0"],
  ]);
  // The range is in the URL's form: today is its last day, the 30 days before it its first.
  await expect(page.getByLabel("To")).toHaveValue(todayInBerlin());
  await expectNoSeriousViolations(page, "the reports page");

  // The export holds the same figures, a sheet per section.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download all figures (Excel)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Reports - Weingut Bericht .+\.xlsx$/);
  const book = await workbook(download);
  const views = sheetRows(book, "Page views");
  expect(views).toHaveLength(30);
  const lastDay = views.at(-1) ?? [];
  expect((lastDay[0] as Date).toISOString().slice(0, 10)).toBe(todayInBerlin());
  expect(lastDay.slice(1)).toEqual([1, 0]);
  expect(sheetRows(book, "Clicks per destination")).toEqual([[stand.website, "Website", 1]]);
  expect(sheetRows(book, "Outbound clicks")).toEqual([
    ["Website", 1],
    ["Shop", 0],
    ["Other link", 0],
  ]);
  expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
    "Page views",
    "Top products",
    "Bookmarks and notes",
    "Bookmarks per product",
    "Outbound clicks",
    "Clicks per destination",
    "Meetings",
    "Sample requests",
    "Leads",
  ]);
  // No badge was scanned at this stand: each score counts none.
  expect(sheetRows(book, "Leads")).toEqual([
    ["Scanned", 0],
    ["Hot", 0],
    ["Warm", 0],
    ["Cold", 0],
    ["No score", 0],
  ]);

  // The organizer's report of the whole event reads the counts rolled up as the view and the click were
  // written (docs/analytics.md "Counts rolled up per batch"): the same figures.
  await organizerOf(context, stand.eventId, "Olga Ganzes");
  await page.goto(reports);
  await expect(page.getByText("How visitors used the catalogue of")).toBeVisible();
  const eventViews = await tableRows(page, "views");
  expect(eventViews.at(-1)?.slice(1, 3)).toEqual(["1", "0"]);
  expect(await tableRows(page, "clicksByTarget")).toEqual([[stand.website, "Website", "1"]]);
  expect(await tableRows(page, "clicksByKind")).toEqual([
    ["Website", "1"],
    ["Shop", "0"],
    ["Other link", "0"],
  ]);
});

test("a wrong range is explained beside its field, and a person without a stand gets the no-permission page", async ({
  page,
  context,
  browser,
}) => {
  const stand = await standOfMyOwn();
  const organizer = await organizerOf(context, stand.eventId, "Olga Organizer");
  expect(organizer.userId).toBeTruthy();

  const response = await page.goto(`/de/my/reports?event=${stand.eventId}&from=2026-02-30&to=2026-03-01`);
  expect(response?.status()).toBe(400);
  const from = page.getByLabel("Von");
  await expect(from).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Geben Sie ein Datum als JJJJ-MM-TT ein, z. B. 2026-12-07.")).toBeVisible();
  await page.goto(`/en/my/reports?event=${stand.eventId}&from=2024-01-01&to=2026-01-01`);
  await expect(page.getByText("A report covers at most 366 days. Choose a shorter range.")).toBeVisible();

  // The organizer sees the whole event, and may narrow it to one exhibitor.
  await page.goto(`/en/my/reports?event=${stand.eventId}`);
  await expect(page.getByText("How visitors used the catalogue of")).toBeVisible();
  await page.goto(`/en/my/reports?event=${stand.eventId}&exhibitor=${stand.exhibitorId}`);
  await expect(page.getByText(`How visitors found ${stand.name}`)).toBeVisible();
  await page.getByRole("link", { name: "Show the whole event" }).click();
  await expect(page.getByText("How visitors used the catalogue of")).toBeVisible();

  const stranger = await browser.newContext();
  try {
    await login(stranger, { email: uniqueEmail("stranger") });
    const strangerPage = await stranger.newPage();
    const refused = await strangerPage.goto(`/en/my/reports?event=${stand.eventId}`);
    expect(refused?.status()).toBe(403);
    await expect(strangerPage.getByText("You don't have the necessary permissions to see this page.")).toBeVisible();
    const exported = await strangerPage.request.get(`/en/my/reports/export.xlsx?event=${stand.eventId}`);
    expect(exported.status()).toBe(403);
  } finally {
    await stranger.close();
  }
});

test("a representative of a stand with two exhibitors chooses whose report to read", async ({ page, context }) => {
  const stand = await standOfMyOwn();
  const db = e2eDatabase();
  const secondId = randomId();
  const second = `Cantina Seconda ${secondId.slice(0, 6)}`;
  await insertExhibitor(db, { id: secondId, brand_id: randomId(), name: second });
  await db
    .insertInto("registration_exhibitors")
    .values({
      registration_id: stand.registrationId,
      event_id: stand.eventId,
      exhibitor_id: secondId,
      table_number: "",
      sort_number: null,
    })
    .execute();
  await representativeOf(context, stand, "Sam Stand");

  await page.goto(`/it/my/reports?event=${stand.eventId}`);
  const choice = page.getByLabel("Espositore");
  // The first by name: "Cantina …" before "Weingut …".
  await expect(choice).toHaveValue(secondId);
  await expect(page.getByText(`Come i visitatori hanno trovato ${second}`)).toBeVisible();
  await choice.selectOption({ label: stand.name });
  await page.getByRole("button", { name: "Mostra" }).click();
  await expect(page).toHaveURL(new RegExp(`exhibitor=${stand.exhibitorId}`));
  await expect(page.getByText(`Come i visitatori hanno trovato ${stand.name}`)).toBeVisible();
  // Another stand's exhibitor is not theirs to read.
  const other = await page.goto(`/it/my/reports?event=${stand.eventId}&exhibitor=${randomId()}`);
  expect(other?.status()).toBe(404);
});

test("a wrong range sent from the keyboard puts the focus on the field with the error", async ({ page, context }) => {
  const stand = await standOfMyOwn();
  await representativeOf(context, stand, "Kira Keys");
  await page.goto(`/en/my/reports?event=${stand.eventId}`);
  await waitForHydration(page);
  const from = page.getByLabel("From");
  const to = page.getByLabel("To");
  // A last day before the first: Enter in the field sends the form.
  await to.fill("2026-01-01");
  await to.press("Enter");
  await expect(page).toHaveURL(/to=2026-01-01/);
  await expect(from).toHaveAttribute("aria-invalid", "true");
  await expect(from).toHaveAccessibleDescription(/The first day must be on or before the last day\./);
  await expect(from).toBeFocused();
});

test("two vintages of one wine are two named rows in the report and its export", async ({ page, context }) => {
  const db = e2eDatabase();
  const stand = await standOfMyOwn();
  const wine = `Crémant d'Alsace Brut ${randomId().slice(0, 6)}`;
  const [young, old] = [randomId(), randomId()];
  for (const [id, vintage] of [
    [young, 2022],
    [old, 2020],
  ] as const) {
    await insertProduct(db, { id, exhibitor_id: stand.exhibitorId, name: wine, vintage });
    await db
      .insertInto("registered_products")
      .values({
        event_id: stand.eventId,
        product_id: id,
        registration_id: stand.registrationId,
        exhibitor_id: stand.exhibitorId,
        table_number: "",
        price: null,
        currency: "EUR",
        price_range: "",
        is_new: fromBool(dialectOf(db), false),
      })
      .execute();
  }
  const now = new Date().toISOString();
  const view = (productId: string) => ({
    kind: "page_view" as const,
    event_id: stand.eventId,
    path: `/p/en/events/${stand.eventId}`,
    entity_type: "product" as const,
    entity_id: productId,
    locale: "en",
    created_at: now,
  });
  await writeAnalyticsRows(db, [view(young), view(young), view(old)]);
  await representativeOf(context, stand, "Vera Vintage");

  await page.goto(`/en/my/reports?event=${stand.eventId}`);
  expect(await tableRows(page, "topProducts")).toEqual([
    [`${wine} 2022`, "2"],
    [`${wine} 2020`, "1"],
  ]);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download all figures (Excel)" }).click();
  const book = await workbook(await downloading);
  expect(sheetRows(book, "Top products")).toEqual([
    [`${wine} 2022`, 2],
    [`${wine} 2020`, 1],
  ]);
});
