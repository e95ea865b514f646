import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import { e2eDatabase } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { mainHeading } from "./support/catalogue";
import { writeQrVideo } from "./support/fake-camera";
import { APP_PORT } from "./support/stack";
import { expect, test } from "./support/test";

// The Scan button (issue 31, docs/labels.md "Scan"): Chromium's fake camera
// shows a generated QR code, and the page's decoder (zxing-wasm: Chromium
// on Linux has no BarcodeDetector) really reads it. A label's code opens the
// product with its tasting note ready; a code from elsewhere is said; a
// typed code works too.

const ORIGIN = `http://127.0.0.1:${APP_PORT}`;

/** Chromium with a camera that films `text` as a QR code. */
async function browserFilming(text: string): Promise<Browser> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "camera-")), "qr.y4m");
  writeQrVideo(file, text);
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${file}`,
    ],
  });
}

/** A product of the demo fair with its label code: the seller prints the stand's labels from the desk, which gives codes. */
async function codedProduct(page: Page) {
  const signIn = await page.context().request.post(`${ORIGIN}/api/auth/sign-in/email`, {
    headers: { origin: ORIGIN },
    data: { email: "seller@uncork.example", password: "uncork-demo-2026" },
  });
  expect(signIn.status()).toBe(200);
  await page.goto("/en/my/desk");
  const href = (await page
    .getByRole("region", { name: "Labels with QR codes" })
    .getByRole("link", { name: /^Label sheets/ })
    .getAttribute("href"))!;
  expect((await page.context().request.get(`${ORIGIN}${href}`)).status()).toBe(200);
  const eventId = /\/collections\/([^/]+)\//.exec(href)![1];
  return e2eDatabase()
    .selectFrom("product_codes as c")
    .innerJoin("products as p", "p.id", "c.product_id")
    .select(["c.code", "p.name", "p.id"])
    .where("c.event_id", "=", eventId)
    .orderBy("p.name")
    .executeTakeFirstOrThrow();
}

test("on a phone, Scan reads a label's QR code with the camera and opens the product with the tasting note ready", async ({
  page: seller,
}) => {
  const product = await codedProduct(seller);
  const browser = await browserFilming(`${ORIGIN}/q/${product.code}`);
  try {
    const context = await browser.newContext({
      baseURL: ORIGIN,
      viewport: { width: 390, height: 844 },
      locale: "de-DE",
    });
    const page = await context.newPage();
    await page.goto("/de");
    await page.getByRole("banner").getByRole("link", { name: "Scannen" }).click();
    await page.waitForURL(new RegExp(`/products/by-exhibitor/[^/]+/${product.id}#tasting-note$`), { timeout: 30_000 });
    expect(new URL(page.url()).pathname).toMatch(/^\/p\/de\/events\//);
    await expect(mainHeading(page)).toContainText(product.name);
    await expect(page.locator("#tasting-note")).toBeInViewport();
  } finally {
    await browser.close();
  }
});

test("a code from elsewhere is said and scanning goes on; a typed code opens the product; a wrong one is refused beside the field", async ({
  page: seller,
}) => {
  const product = await codedProduct(seller);
  const browser = await browserFilming("https://elsewhere.example/q/K7M2QX");
  try {
    const context = await browser.newContext({ baseURL: ORIGIN, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/en/scan");
    await expect(mainHeading(page)).toHaveText("Scan a code");
    await expect(page.getByRole("status").filter({ hasText: "This code is not from this fair's site." })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByLabel("Camera picture")).toBeVisible();
    await expectNoSeriousViolations(page, "the Scan page");

    await page.getByLabel("Or type the code").fill("q2");
    await page.getByRole("button", { name: "Open" }).click();
    await expect(page.getByText("A code has six letters and digits, for example K7M2QX.")).toBeVisible();
    await expect(page.getByLabel("Or type the code")).toHaveAttribute("aria-invalid", "true");
    // The page came again from the server. Its camera starts once it has hydrated: wait for it, as a
    // person waits for the viewfinder. In a CI run (2026-12-03) "Open" clicked while the page
    // hydrated started no navigation (the trace: the click done, nothing sent), and the test hung.
    await expect(page.getByLabel("Camera picture")).toBeVisible();

    await page.getByLabel("Or type the code").fill(product.code.toLowerCase());
    await page.getByRole("button", { name: "Open" }).click();
    await expect(page).toHaveURL(new RegExp(`/${product.id}#tasting-note$`));
    await expect(mainHeading(page)).toContainText(product.name);
  } finally {
    await browser.close();
  }
});
