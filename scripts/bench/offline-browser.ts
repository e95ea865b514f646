import type { ChildProcess } from "node:child_process";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { SAVED_INDEX_MEASURE, SAVED_SEARCH_MEASURE } from "~/features/offline/saved-search";
import { readBenchCatalogue } from "./bench-catalogue";
import { benchFair } from "./bench-fair";
import { quantile } from "./quantile";
import { spawnSite } from "./site-server";
import { waitFor } from "./wait-for";

// The saved fair in a real Chromium (issue 31, docs/offline-package.md), part
// of npm run bench:offline (BENCH_BROWSER=0 leaves it out): for each size in
// BENCH_PRODUCTS, the demo fair served by `npm start`'s server, its home
// opened on a throttled mobile profile (Lighthouse's slow 4G: 150 ms RTT,
// 1.6 Mbit/s down, 750 kbit/s up; the CPU 4× slower), "Save this fair for
// offline" pressed and timed until the page says it is saved; then the
// products list from the saved fair (the offline page), its index build
// timed, a set of searches typed as a visitor would (typos, words, a facet),
// each timed in the page (User Timing: SAVED_SEARCH_MEASURE), and the page's
// JavaScript heap and the browser's storage use. Needs Chromium
// (CHROMIUM_PATH, default /usr/bin/chromium) and a build (npm run build).

const SIZES = (process.env.BENCH_PRODUCTS ?? "2500,100000").split(",").map(Number);
const PORT = Number(process.env.BENCH_PORT ?? 3407);
const SEARCHES = [
  "rieslng",
  "riesling",
  "pinot",
  "chardonay",
  "rot",
  "sekt",
  "weingut",
  "spätburgunder",
  "brut",
  "merlot",
];
const SLOW_4G = { latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 };

async function startServer(dbFile: string, dir: string): Promise<ChildProcess> {
  const server = spawnSite({ port: PORT, databaseUrl: `file:${dbFile}`, mediaDir: path.join(dir, "media") });
  await waitFor(`http://127.0.0.1:${PORT}/api/health`, 600_000);
  return server;
}

/** The page on a throttled phone; the DevTools session it opened, for the heap later. */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...SLOW_4G });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return cdp;
}

/** React marks the nodes it hydrated with its own properties (as tests/e2e/support/catalogue.ts waits). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const main = document.querySelector("main");
      return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber$"));
    },
    undefined,
    { timeout: 600_000 },
  );
}

async function measures(page: Page, name: string): Promise<number[]> {
  return page.evaluate((n) => performance.getEntriesByName(n).map((entry) => entry.duration), name);
}

async function benchOne(products: number): Promise<void> {
  const { dir, dbFile } = benchFair(products);
  const { event } = await readBenchCatalogue(dbFile);
  const server = await startServer(dbFile, dir);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  try {
    // Without the service worker: the emulated network applies to the page's own requests only.
    const context = await browser.newContext({
      baseURL: `http://127.0.0.1:${PORT}`,
      serviceWorkers: "block",
      viewport: { width: 412, height: 915 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const home = `/p/de/events/${event.id}`;
    await page.goto(home);
    await hydrated(page);
    const cdp = await throttle(page);
    const panel = page.getByRole("region", { name: "Offline", exact: true });
    const save = panel.getByRole("button", { name: "Messe für offline speichern" });
    await save.waitFor({ timeout: 600_000 });
    const started = performance.now();
    await save.click();
    await panel
      .getByRole("status")
      .filter({ hasText: "Die Messe ist auf Ihrem Gerät gespeichert." })
      .waitFor({ timeout: 3_600_000 });
    const saveSeconds = (performance.now() - started) / 1000;
    const stored = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);

    // The products list as the saved fair shows it (the offline page answers it from the device, network or not).
    const list = `/de/offline?from=${encodeURIComponent(`${home}/products`)}`;
    await page.goto(list);
    const total = page.getByRole("region", { name: "Ergebnisse", exact: true }).getByRole("status");
    await total.waitFor({ timeout: 600_000 });
    const [indexMs] = await measures(page, SAVED_INDEX_MEASURE);
    const box = page.getByRole("searchbox", { name: "Suche", exact: true });
    await hydrated(page);
    // Each text typed and sent (Enter), then the next once the page has searched: 3 rounds of every search.
    for (let round = 0; round < 3; round++)
      for (const text of SEARCHES) {
        const before = (await measures(page, SAVED_SEARCH_MEASURE)).length;
        await box.fill(round === 1 ? text.toUpperCase() : round === 2 ? `${text}s` : text);
        await box.press("Enter");
        await page.waitForFunction(
          ([name, count]) => performance.getEntriesByName(name).length > count,
          [SAVED_SEARCH_MEASURE, before] as const,
          { timeout: 120_000 },
        );
      }
    const searches = await measures(page, SAVED_SEARCH_MEASURE);
    const heap = (await cdp.send("Runtime.getHeapUsage")) as { usedSize: number };
    const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
    console.log(`\n${products.toLocaleString("en")} products (${event.id}), German, slow 4G and a 4× slower CPU:`);
    console.log(`  saved in ${saveSeconds.toFixed(1)} s; the browser's storage in use: ${mb(stored)}`);
    console.log(`  products list from the device: index built in ${(indexMs ?? 0).toFixed(0)} ms`);
    console.log(
      `  ${searches.length} searches: p50 ${quantile(searches, 0.5).toFixed(1)} ms, p99 ${quantile(searches, 0.99).toFixed(1)} ms, max ${Math.max(...searches).toFixed(1)} ms`,
    );
    console.log(`  the page's JavaScript heap with the index: ${mb(heap.usedSize)}`);
  } finally {
    await browser.close();
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
}

if (process.env.BENCH_BROWSER !== "0") for (const products of SIZES) await benchOne(products);
