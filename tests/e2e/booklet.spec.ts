import { execFileSync } from "node:child_process";
import type { Download, Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { login, uniqueEmail } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { mainHeading, waitForHydration } from "./support/catalogue";
import {
  expectFavorited,
  gotoSignedIn,
  type OpenedProduct,
  openProduct,
  productFavorite,
  userPath,
} from "./support/favorites";
import { expect, test } from "./support/test";

// The tasting booklet (/{locale}/my/booklet): a visitor bookmarks a product,
// writes a tasting note, and downloads the booklet as PDF and Excel; the
// files are read back (pdftotext, exceljs) for the product and the note. A
// failed export says so with a retry; without JavaScript the buttons are
// plain downloads; the page in German gives German files.

const FAILED = "There was an error creating your file.";
const NOTE = "Kirsche, Veilchen — très élégant, ñ ß œ";

async function pdfText(download: Download): Promise<string> {
  const file = await download.path();
  return execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
}

async function workbook(download: Download): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  return book;
}

/** The header row's texts, and the row that names the product. */
function readSheet(sheet: ExcelJS.Worksheet, productName: string) {
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows = sheet.getRows(2, Math.max(sheet.rowCount - 1, 1)) ?? [];
  const row = rows.find((r) => (r.values as unknown[]).includes(productName));
  return { header, row, cell: (name: string) => row?.getCell(header.indexOf(name) + 1).value };
}

/** Bookmarks the product by its button and writes a tasting note on it through the API, in the page's session. */
async function favoriteAndNote(
  page: Page,
  product: OpenedProduct,
  note: { rating: number; note: string },
): Promise<void> {
  const button = productFavorite(page, product.name);
  await gotoSignedIn(page, product.url);
  await button.click();
  await expectFavorited(button, true);
  const productId = new URL(product.url).pathname.split("/").at(-1)!;
  const origin = new URL(page.url()).origin;
  const response = await page.request.put(`${await userPath(page, product.eventId)}/tastingNotes/${productId}`, {
    headers: { Origin: origin },
    data: { ...note, sensory: {} },
  });
  expect(response.status()).toBe(200);
}

async function openBooklet(
  page: Page,
  eventId: string,
  options: { locale?: string; source?: string } = {},
): Promise<void> {
  await page.goto(
    `/${options.locale ?? "en"}/my/booklet?source=${options.source ?? "notes"}&event=${encodeURIComponent(eventId)}`,
  );
  await expect(mainHeading(page)).toBeVisible();
  await waitForHydration(page);
}

test.describe("tasting booklet", () => {
  test("the tasting notes download as PDF and Excel with the product and the note", async ({ page, context }) => {
    await login(context, { email: uniqueEmail("booklet"), name: "Zoë Lindqvist" });
    const product = await openProduct(page, 0);
    await favoriteAndNote(page, product, { rating: 4, note: NOTE });

    await openBooklet(page, product.eventId);
    await expect(mainHeading(page)).toHaveText("Tasting booklet");
    await expect(
      page
        .getByRole("navigation", { name: "What to put in the booklet" })
        .getByRole("link", { name: "My tasting notes" }),
    ).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("main")).toContainText("1 entry");
    await expectNoSeriousViolations(page, "the booklet page");

    // Progress polls answer slowly here, so the visitor sees the job running.
    await page.route("**/api/exports/*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const pdfDownload = page.waitForEvent("download");
    await page.getByRole("link", { name: "PDF" }).click();
    const status = page.getByRole("region", { name: "Download as" }).getByRole("status");
    await expect(status).toHaveText(/^Preparing \d+ of 1 product…$/);
    await expect(page.getByRole("progressbar", { name: "Creating your file" })).toBeVisible();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toMatch(/^My tasting notes - .+\.pdf$/);
    await expect(status).toHaveText("Your file is ready.");
    await expect(page.getByRole("link", { name: `Download ${pdf.suggestedFilename()}` })).toBeVisible();
    await expectNoSeriousViolations(page, "the booklet page with a finished file");
    await page.unroute("**/api/exports/*");

    const text = await pdfText(pdf);
    expect(text).toContain(product.title);
    expect(text).toContain(NOTE);
    expect(text).toContain("Prepared for Zoë Lindqvist");
    expect(text).toContain("Rating: ★★★★☆ 4/5");
    expect(text).toMatch(/Page 1 of \d+/);

    const xlsxDownload = page.waitForEvent("download");
    await page.getByRole("link", { name: "Excel" }).click();
    const xlsx = await xlsxDownload;
    expect(xlsx.suggestedFilename()).toMatch(/^My tasting notes - .+\.xlsx$/);
    const book = await workbook(xlsx);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(["My tasting notes"]);
    const { header, row, cell } = readSheet(book.worksheets[0], product.name);
    expect(header.slice(0, 3)).toEqual(["Producer", "Product", "Type"]);
    expect(row, `a row for ${product.name}`).toBeTruthy();
    expect(cell("Rating")).toBe(4);
    expect(cell("Note")).toBe(NOTE);
    expect(book.worksheets[0].views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
  });

  test("a failed export says so, and trying again gives the file", async ({ page, context }) => {
    await login(context, { email: uniqueEmail("booklet-fail") });
    const product = await openProduct(page, 1);
    await favoriteAndNote(page, product, { rating: 2, note: "Tight, needs air." });
    await openBooklet(page, product.eventId, { source: "catalog" });

    // The job's progress answers that it failed.
    await page.route("**/api/exports/*", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ id: "x", status: "failed", done: 0, total: 1, fileName: "" }),
      }),
    );
    await page.getByRole("link", { name: "PDF" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText(FAILED);
    await expectNoSeriousViolations(page, "the booklet page after a failure");

    await page.unroute("**/api/exports/*");
    const download = page.waitForEvent("download");
    await alert.getByRole("button", { name: "Try again" }).click();
    expect(await pdfText(await download)).toContain(product.title);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("in German the page, the PDF and the Excel headers are German", async ({ page, context }) => {
    await login(context, { email: uniqueEmail("booklet-de"), name: "Jürgen Weiß" });
    const product = await openProduct(page, 2);
    await favoriteAndNote(page, product, { rating: 5, note: "Großartig" });
    await openBooklet(page, product.eventId, { locale: "de", source: "catalog" });
    await expect(mainHeading(page)).toHaveText("Verkostungsheft");

    const xlsxDownload = page.waitForEvent("download");
    await page.getByRole("link", { name: "Excel" }).click();
    const xlsx = await xlsxDownload;
    expect(xlsx.suggestedFilename()).toMatch(/^Mein Katalog - .+\.xlsx$/);
    const { header, cell } = readSheet((await workbook(xlsx)).worksheets[0], product.name);
    expect(header).toEqual(
      expect.arrayContaining([
        "Erzeuger",
        "Produkt",
        "Herkunft",
        "Jahrgang",
        "Rebsorten",
        "Aussteller",
        "Tisch",
        "Preis",
        "Bewertung",
        "Notiz",
      ]),
    );
    expect(cell("Bewertung")).toBe(5);

    const pdfDownload = page.waitForEvent("download");
    await page.getByRole("link", { name: "PDF" }).click();
    const text = await pdfText(await pdfDownload);
    expect(text).toContain("Erstellt für Jürgen Weiß");
    expect(text).toMatch(/Seite 1 von \d+/);
    expect(text).toContain("Notiz: Großartig");
    await expectNoSeriousViolations(page, "the booklet page in German");
  });

  test("without JavaScript the buttons download the file directly", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      await login(context, { email: uniqueEmail("booklet-nojs"), name: "Ana Núñez" });
      const page = await context.newPage();
      await page.goto("/en/my/booklet?source=catalog");
      await expect(mainHeading(page)).toHaveText("Tasting booklet");
      const pdfLink = page.getByRole("link", { name: "PDF" });
      await expect(pdfLink).toHaveAttribute("href", /^\/api\/exports\/booklet\.pdf\?/);
      const download = page.waitForEvent("download");
      await pdfLink.click();
      const text = await pdfText(await download);
      expect(text).toContain("My catalogue");
      expect(text).toContain("Prepared for Ana Núñez");
      expect(text).toContain("There is nothing in this booklet yet");
    } finally {
      await context.close();
    }
  });

  test("an unknown list is the 404 page, and another user's job is not found", async ({ page, context, browser }) => {
    await login(context, { email: uniqueEmail("booklet-owner") });
    await page.goto("/en/my/booklet?source=list&list=no-such-list");
    await expect(mainHeading(page)).toHaveText("Page not found");

    const origin = new URL(page.url()).origin;
    const started = await page.request.post("/api/exports", {
      headers: { Origin: origin },
      data: { collectionId: await primaryEventId(page), source: "catalog", format: "xlsx", locale: "en" },
    });
    expect(started.status()).toBe(202);
    const { id } = (await started.json()) as { id: string };
    await expect
      .poll(async () => ((await (await page.request.get(`/api/exports/${id}`)).json()) as { status: string }).status)
      .toBe("done");
    expect((await page.request.get(`/api/exports/${id}/file`)).headers()["content-type"]).toContain("spreadsheetml");

    const other = await browser.newContext();
    try {
      await login(other, { email: uniqueEmail("booklet-other") });
      expect((await other.request.get(`${origin}/api/exports/${id}`)).status()).toBe(404);
      expect((await other.request.get(`${origin}/api/exports/${id}/file`)).status()).toBe(404);
    } finally {
      await other.close();
    }
    const anonymous = await browser.newContext();
    try {
      expect((await anonymous.request.get(`${origin}/api/exports/${id}`)).status()).toBe(401);
    } finally {
      await anonymous.close();
    }
  });
});

/** The event the my pages use by default, as the booklet page's own download links name it. */
async function primaryEventId(page: Page): Promise<string> {
  await page.goto("/en/my/booklet?source=catalog");
  const href = await page.getByRole("link", { name: "PDF" }).getAttribute("href");
  return new URL(href!, "http://x").searchParams.get("collectionId")!;
}
