import { readFileSync, writeFileSync } from "node:fs";
import type { BrowserContext } from "@playwright/test";
import { login } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { mainHeading, waitForHydration } from "./support/catalogue";
import { openProduct } from "./support/favorites";
import { controlled } from "./support/saved-fair";
import { expect, test } from "./support/test";

// Installable and offline (issue 31, docs/offline.md): the manifest on every
// page type, the service worker in control, the offline page and the kept
// pages when the network is gone, the indicator, and an update that waits
// for "Reload to update". The other journeys block service workers
// (playwright.config.ts); these allow them.

test.use({ serviceWorkers: "allow" });
// The update journey serves a new /sw.js to every page of the site: the journeys of this file run one after another.
test.describe.configure({ mode: "serial" });

const SW_FILE = "build/client/sw.js";

/** The width and height a PNG's header declares. */
function pngSize(body: Buffer): string {
  expect(body.subarray(1, 4).toString("latin1")).toBe("PNG");
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

test("every page type links the manifest, which installs Uncork in the visitor's language with its icons", async ({
  page,
  context,
}) => {
  const product = await openProduct(page);
  const eventHome = product.url.replace(/\/events\/([^/]+)\/.*$/, "/events/$1");
  await login(context, { name: "Manu Manifest" });
  const pages = [
    "/en",
    "/de",
    eventHome,
    eventHome.replace("/p/en/", "/p/de/"),
    `${eventHome}/products`,
    product.url,
    product.url.replace("/p/en/", "/p/fr/"),
    "/it/my/bookmarks",
  ];
  for (const url of pages) {
    await page.goto(url);
    const lang = /^\/(?:p\/)?(en|de|fr|es|it)\b/.exec(new URL(page.url()).pathname)![1];
    await expect(page.locator('link[rel="manifest"]'), url).toHaveAttribute(
      "href",
      `/manifest.webmanifest?lang=${lang}`,
    );
  }

  const german = await page.request.get("/manifest.webmanifest?lang=de");
  expect(german.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = await german.json();
  expect(manifest).toMatchObject({ name: "Uncork", start_url: "/de", scope: "/", display: "standalone", lang: "de" });
  expect(manifest.description).toContain("Katalog der Messe");
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  // Without a language in the address, the browser's.
  const asked = await page.request.get("/manifest.webmanifest", { headers: { "Accept-Language": "es-ES,es;q=0.9" } });
  expect((await asked.json()).start_url).toBe("/es");

  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  for (const size of ["192x192", "512x512"]) {
    for (const purpose of ["any", "maskable"]) {
      const icon = icons.find((candidate) => candidate.sizes === size && candidate.purpose === purpose);
      expect(icon, `${purpose} icon ${size}`).toBeDefined();
      const answer = await page.request.get(icon!.src);
      expect(answer.status()).toBe(200);
      expect(answer.headers()["content-type"]).toBe("image/png");
      expect(pngSize(await answer.body())).toBe(size);
    }
  }
});

test("offline: a page not kept shows the offline page in German, a visited product page shows from the device, the bar says so", async ({
  page,
  context,
}) => {
  await page.goto("/de");
  await waitForHydration(page);
  await controlled(page);
  const sw = await page.request.get("/sw.js");
  expect(sw.headers()["cache-control"]).toBe("no-cache");

  // A product page visited while online is kept on the device.
  const product = await openProduct(page);
  const germanProduct = product.url.replace("/p/en/", "/p/de/");
  await page.goto(germanProduct);
  const title = (await mainHeading(page).innerText()).trim();
  await waitForHydration(page);

  const indicator = page.getByRole("status").filter({ hasText: "Sie sind offline." });
  await expect(indicator).toHaveCount(0);
  await context.setOffline(true);
  await expect(indicator).toBeVisible();
  await expect(indicator).toContainText(
    "Lesezeichen und Notizen bleiben auf dem Gerät und werden gesendet, sobald die Verbindung zurück ist.",
  );

  // Never visited: the friendly page in the address's language, not the browser's error page.
  const producers = `${germanProduct.replace(/\/products\/.*$/, "")}/producers`;
  await page.goto(producers);
  await expect(mainHeading(page)).toHaveText("Sie sind offline");
  expect(new URL(page.url()).pathname).toBe("/de/offline");
  await expect(page.getByText("Diese Seite wurde auf diesem Gerät nicht gespeichert")).toBeVisible();
  await expectNoSeriousViolations(page, "the offline page");

  // Visited: shown from the device.
  await page.goto(germanProduct);
  await expect(mainHeading(page)).toHaveText(title);

  // Back to the offline page; the network returns and "Try again" opens the page that failed.
  await page.goBack();
  await expect(mainHeading(page)).toHaveText("Sie sind offline");
  await context.setOffline(false);
  await expect(indicator).toHaveCount(0);
  await page.getByRole("button", { name: "Erneut versuchen" }).click();
  await expect(mainHeading(page)).toHaveText("Erzeuger");
  expect(new URL(page.url()).pathname).toBe(new URL(producers).pathname);
});

test("a page whose load was under way while the first worker activated is taken by it too, without a reload", async ({
  page,
  context,
}) => {
  // A second tab's request leaves before any worker exists, and is answered once the first tab is controlled.
  const late = await context.newPage();
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = false;
  await late.route(/\/de$/, async (route) => {
    held = true;
    await released;
    await route.continue();
  });
  const loading = late.goto("/de");
  await expect.poll(() => held).toBe(true);

  await page.goto("/en");
  await waitForHydration(page);
  await controlled(page);

  release();
  await loading;
  await waitForHydration(late);
  await late.evaluate(() => {
    (window as unknown as { loadedOnce: boolean }).loadedOnce = true;
  });
  await controlled(late);
  expect(await late.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce)).toBe(true);
  await late.close();
});

async function workerVersions(context: BrowserContext): Promise<number[]> {
  const versions = await Promise.all(
    context
      .serviceWorkers()
      .map((worker) =>
        worker
          .evaluate(() => (self as unknown as { uncorkTestVersion?: number }).uncorkTestVersion ?? 1)
          .catch(() => 0),
      ),
  );
  return versions.filter((version) => version > 0).sort();
}

test("a new version waits until the visitor chooses “Reload to update”, then the page runs under it", async ({
  page,
  context,
}) => {
  await page.goto("/en");
  await waitForHydration(page);
  await controlled(page);
  await expect.poll(() => workerVersions(context)).toEqual([1]);

  const original = readFileSync(SW_FILE, "utf8");
  try {
    // A deploy: a new /sw.js on the server.
    writeFileSync(SW_FILE, `${original}\nself.uncorkTestVersion = 2;\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const banner = page.getByRole("region", { name: "A new version of Uncork is ready." });
    await expect(banner).toBeVisible({ timeout: 30_000 });
    // The new version waits: the page still runs under the old one.
    await expect.poll(() => workerVersions(context)).toEqual([1, 2]);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe("activated");
    await expectNoSeriousViolations(page, "the page with the update banner");

    await page.evaluate(() => {
      (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
    });
    await banner.getByRole("button", { name: "Reload to update" }).click();
    // Reloaded (the marker is gone with the old document), under the new worker only.
    await page.waitForFunction(() => !(window as unknown as { beforeUpdate?: boolean }).beforeUpdate);
    await waitForHydration(page);
    await expect.poll(() => workerVersions(context)).toEqual([2]);
    await expect(banner).toHaveCount(0);
  } finally {
    writeFileSync(SW_FILE, original);
  }
});
