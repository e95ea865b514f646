import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { readBenchCatalogue } from "./bench-catalogue";
import { benchFair } from "./bench-fair";
import { spawnSite } from "./site-server";
import { waitFor } from "./wait-for";

// The installable app's audits on every page type (issue 31, docs/offline.md),
// part of npm run bench:offline (BENCH_BROWSER=0 leaves it out). Lighthouse
// 12 (we pin 12.8.2) removed its PWA category and the audits in it, so this
// asks Chromium what those audits asked, on a phone-sized page with the
// service worker in control:
// - installable: DevTools' Page.getInstallabilityErrors is empty (the check
//   Lighthouse's installable-manifest audit read);
// - manifest: Page.getAppManifest parses without errors, with a name, a
//   short name, `display: standalone`, a theme colour, a start URL and
//   icons of 192 and 512 pixels, a maskable one among them;
// - themed: a theme-color meta; viewport: width=device-width; content
//   width: nothing wider than the screen;
// - offline: reloaded without a network, the page is one of ours (the kept
//   copy, or the offline page in its language), never the browser's error.
// Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium) and a build.

const PORT = Number(process.env.BENCH_PORT ?? 3408);

interface Audit {
  page: string;
  installable: string;
  manifest: string;
  themed: boolean;
  viewport: boolean;
  contentWidth: boolean;
  offline: string;
}

async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
}

async function audit(page: Page, name: string, address: string): Promise<Audit> {
  await page.goto(address);
  await controlled(page);
  // Opened once more under the worker's control, as a visitor's second visit: the first page of all loads before it.
  await page.reload();
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
    installabilityErrors: { errorId: string }[];
  };
  const { errors, url } = (await cdp.send("Page.getAppManifest")) as { errors: { message: string }[]; url: string };
  const manifest = (await (await page.request.get(url)).json()) as {
    name?: string;
    short_name?: string;
    display?: string;
    theme_color?: string;
    start_url?: string;
    icons?: { sizes: string; purpose?: string }[];
  };
  const sizes = new Set((manifest.icons ?? []).map((icon) => icon.sizes));
  const manifestOk =
    errors.length === 0 &&
    Boolean(manifest.name && manifest.short_name && manifest.theme_color && manifest.start_url) &&
    manifest.display === "standalone" &&
    sizes.has("192x192") &&
    sizes.has("512x512") &&
    (manifest.icons ?? []).some((icon) => icon.purpose?.includes("maskable"));
  const page_ = await page.evaluate(() => ({
    themed: document.querySelector('meta[name="theme-color"]') !== null,
    viewport: /width=device-width/.test(document.querySelector('meta[name="viewport"]')?.getAttribute("content") ?? ""),
    contentWidth: document.documentElement.scrollWidth <= window.innerWidth,
  }));
  await page.context().setOffline(true);
  let offline: string;
  try {
    await page.reload();
    const ours = await page.evaluate(() => document.querySelector("main") !== null && document.title !== "");
    const where = new URL(page.url()).pathname;
    offline = ours ? (where.endsWith("/offline") ? "the offline page" : "the kept page") : "the browser's error";
  } catch {
    offline = "the browser's error";
  } finally {
    await page.context().setOffline(false);
  }
  return {
    page: name,
    installable: installabilityErrors.length === 0 ? "yes" : installabilityErrors.map((e) => e.errorId).join(", "),
    manifest: manifestOk ? "complete" : `incomplete: ${errors.map((e) => e.message).join("; ")}`,
    ...page_,
    offline,
  };
}

async function main(): Promise<void> {
  const { dir, dbFile } = benchFair(2500);
  const { event, products } = await readBenchCatalogue(dbFile);
  const server = spawnSite({ port: PORT, databaseUrl: `file:${dbFile}`, mediaDir: path.join(dir, "media") });
  await waitFor(`http://127.0.0.1:${PORT}/api/health`, 600_000);
  // A profile of its own: Chromium installs nothing from an incognito window (a fresh context is one).
  const context = await chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), "uncork-pwa-")), {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    baseURL: `http://127.0.0.1:${PORT}`,
    serviceWorkers: "allow",
    viewport: { width: 412, height: 915 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const home = `/p/en/events/${event.id}`;
    const first = products[0];
    if (!first) throw new Error("the bench fair has no products");
    const product = `${home}/products/by-exhibitor/${first.exhibitor_id}/${first.product_id}`;
    await page.goto(product);
    const producer = await page.locator('main a[href*="/producers/"]').first().getAttribute("href");
    const pages: [string, string][] = [
      ["start page", "/en"],
      ["event home", home],
      ["products list", `${home}/products`],
      ["product", product],
      ["exhibitor", `${home}/exhibitors/${first.exhibitor_id}`],
      ["producer", producer ?? `${home}/producers`],
      ["exhibitors list", `${home}/exhibitors`],
      ["producers A–Z", `${home}/producers`],
      ["Scan", "/en/scan"],
      ["sign-in", "/en/sign-in"],
      ["offline page", "/en/offline"],
    ];
    const rows: Audit[] = [];
    for (const [name, address] of pages) rows.push(await audit(page, name, address));
    console.log("\n| page | installable | manifest | theme colour | viewport | content width | reloaded offline |");
    console.log("|---|---|---|---|---|---|---|");
    const yes = (value: boolean) => (value ? "yes" : "**no**");
    for (const r of rows)
      console.log(
        `| ${r.page} | ${r.installable} | ${r.manifest} | ${yes(r.themed)} | ${yes(r.viewport)} | ${yes(r.contentWidth)} | ${r.offline} |`,
      );
  } finally {
    await context.close();
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
}

if (process.env.BENCH_BROWSER !== "0") await main();
