import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, BrowserContext } from "@playwright/test";
import { e2eDatabase, login } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { mainHeading } from "./support/catalogue";
import { APP_PORT } from "./support/stack";
import { expect, test } from "./support/test";

// QR codes on the stand (issue 31, docs/labels.md): a representative prints
// the stand's labels from the desk; every QR code of the PDF, decoded by a
// real decoder (pdftoppm + zbarimg), is a /q/{code} address that opens the
// right product in the visitor's language. Table tents too; nobody else
// gets the sheet.

const ORIGIN = `http://127.0.0.1:${APP_PORT}`;

async function signInAsSeller(context: BrowserContext): Promise<void> {
  const answer = await context.request.post(`${ORIGIN}/api/auth/sign-in/email`, {
    headers: { origin: ORIGIN },
    data: { email: "seller@uncork.example", password: "uncork-demo-2026" },
  });
  expect(answer.status()).toBe(200);
}

/** What zbarimg reads in these images (QR codes only). */
function zbar(images: string[]): string[] {
  const out = execFileSync("zbarimg", ["--raw", "-q", "-Sdisable", "-Sqrcode.enable", ...images], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });
  return out.split("\n").filter(Boolean);
}

/** Every QR code of a table tents' PDF, read by zbarimg from its pages rendered at 200 dpi. */
function decodeQrCodes(pdf: Buffer): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), "labels-"));
  const file = path.join(dir, "labels.pdf");
  writeFileSync(file, pdf);
  execFileSync("pdftoppm", ["-r", "200", "-png", file, path.join(dir, "page")]);
  const pages = readdirSync(dir).filter((name) => name.endsWith(".png"));
  expect(pages.length).toBeGreaterThan(0);
  return zbar(pages.map((p) => path.join(dir, p)));
}

// Where a label sits on the sheet: 3 × 8 labels of 70 × 37 mm centred on A4, as sticker sheets have them.
const POINTS_PER_MM = 72 / 25.4;
const LABEL = { width: 70 * POINTS_PER_MM, height: 37 * POINTS_PER_MM, columns: 3, rows: 8 };
const A4 = { width: 595.28, height: 841.89 };

/**
 * The QR code of each of the first `count` labels of a label sheet, each label
 * rendered at 200 dpi on its own and read by zbarimg: a whole page of 24 codes
 * at once made zbar miss one now and then (1 in 88 codes), which a phone
 * reading one label never does. A label whose code cannot be read gives "".
 */
function decodeLabels(pdf: Buffer, count: number): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), "labels-"));
  const file = path.join(dir, "labels.pdf");
  writeFileSync(file, pdf);
  const scale = 200 / 72;
  const left = (A4.width - LABEL.columns * LABEL.width) / 2;
  const top = (A4.height - LABEL.rows * LABEL.height) / 2;
  const perPage = LABEL.columns * LABEL.rows;
  return Array.from({ length: count }, (_, index) => {
    const slot = index % perPage;
    const page = String(Math.floor(index / perPage) + 1);
    const x = left + (slot % LABEL.columns) * LABEL.width;
    const y = top + Math.floor(slot / LABEL.columns) * LABEL.height;
    const box = [x, y, LABEL.width, LABEL.height].map((value) => String(Math.round(value * scale)));
    const image = path.join(dir, `label-${index}`);
    execFileSync("pdftoppm", [
      "-f",
      page,
      "-l",
      page,
      "-r",
      "200",
      "-singlefile",
      "-png",
      "-x",
      box[0],
      "-y",
      box[1],
      "-W",
      box[2],
      "-H",
      box[3],
      file,
      image,
    ]);
    try {
      return zbar([`${image}.png`]).join(" ");
    } catch {
      return "";
    }
  });
}

/** Opens `address` as a visitor whose browser asks for `locale`; returns the product id the page shows and its heading. */
async function openAs(browser: Browser, address: string, locale: string) {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  await page.goto(address);
  const heading = (await mainHeading(page).innerText()).replace(/\s+/g, " ").trim();
  const url = new URL(page.url());
  await context.close();
  return { pathname: url.pathname, heading };
}

test("a representative prints the stand's labels, and every QR code opens its product in the visitor's language", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAsSeller(context);
  await page.goto("/en/my/desk");
  const labels = page.getByRole("region", { name: "Labels with QR codes" });
  await expect(labels).toBeVisible();
  await expectNoSeriousViolations(page, "the desk with its labels");
  const gridLink = labels.getByRole("link", { name: "Label sheets (A4, 3 × 8 labels of 70 × 37 mm)" });
  const href = (await gridLink.getAttribute("href"))!;
  const [, eventId, exhibitorId] = /\/collections\/([^/]+)\/exhibitors\/([^/]+)\/labels\.pdf/.exec(href)!;

  const downloaded = page.waitForEvent("download");
  await gridLink.click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/labels\.pdf$/);
  const pdf = readFileSync((await download.path())!);
  // One label per product the stand shows, each its own address.
  const products = await e2eDatabase()
    .selectFrom("registered_products as rp")
    .innerJoin("products as p", "p.id", "rp.product_id")
    .select(["p.id", "p.name"])
    .where("rp.event_id", "=", eventId)
    .where("rp.exhibitor_id", "=", exhibitorId)
    .execute();
  expect(products.length).toBeGreaterThan(2);
  const addresses = decodeLabels(pdf, products.length);
  expect(new Set(addresses).size).toBe(products.length);
  for (const address of addresses) expect(address).toMatch(new RegExp(`^${ORIGIN}/q/[2-9A-HJKMNP-Z]{6}$`));

  const names = new Map(products.map((product) => [product.id, product.name]));
  for (const address of addresses.slice(0, 3)) {
    const german = await openAs(browser, address, "de-DE");
    expect(german.pathname).toMatch(new RegExp(`^/p/de/events/${eventId}/products/by-exhibitor/${exhibitorId}/`));
    const productId = german.pathname.split("/").at(-1)!;
    expect(german.heading).toContain(names.get(productId));
    // Typed in small letters, the code is the same code.
    const typed = address.replace(/[^/]+$/, (code) => code.toLowerCase());
    const english = await openAs(browser, typed, "en-GB");
    expect(english.pathname).toBe(german.pathname.replace("/p/de/", "/p/en/"));
  }

  // Table tents: one product per page, both faces decode to the same address.
  const tentHref = await labels.getByRole("link", { name: /^Table tents/ }).getAttribute("href");
  expect(tentHref).toBe(href.replace("layout=grid", "layout=tent"));
  const tents = await context.request.get(`${ORIGIN}${tentHref}`);
  expect(tents.status()).toBe(200);
  expect(tents.headers()["content-type"]).toBe("application/pdf");
  const tentAddresses = decodeQrCodes(await tents.body());
  expect(tentAddresses).toHaveLength(2 * products.length);
  expect(new Set(tentAddresses)).toEqual(new Set(addresses));
});

test("nobody but the stand's people gets its labels, and a code nobody was given is the 404 page", async ({
  page,
  context,
  browser,
}) => {
  await signInAsSeller(context);
  await page.goto("/en/my/desk");
  const href = (await page
    .getByRole("region", { name: "Labels with QR codes" })
    .getByRole("link", { name: /^Label sheets/ })
    .getAttribute("href"))!;

  const signedOut = await browser.newContext();
  expect((await signedOut.request.get(`${ORIGIN}${href}`)).status()).toBe(401);
  await signedOut.close();

  const visitor = await browser.newContext();
  await login(visitor, { name: "Vicky Visitor" });
  const refused = await visitor.request.get(`${ORIGIN}${href}`, { headers: { "Accept-Language": "de" } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.message).toBe(
    "Only the exhibitor's representatives and the event's organizers can print its labels.",
  );
  await visitor.close();

  expect(
    (await context.request.get(`${ORIGIN}${href.replace(/exhibitors\/[^/]+\//, "exhibitors/nobody/")}`)).status(),
  ).toBe(404);

  const unknown = await page.goto("/q/ZZZZZZ");
  expect(unknown?.status()).toBe(404);
  await expect(mainHeading(page)).toHaveText("Page not found");
  expect((await page.goto("/q/not-a-code"))?.status()).toBe(404);
});
