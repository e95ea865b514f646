import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { connect } from "~/.server/db/connect";
import { links } from "~/lib/links";
import { spawnSite } from "./site-server";
import { waitFor } from "./wait-for";

// npm run bench:lighthouse — Lighthouse (mobile, its default: a mid-range
// phone on a slow 4G line, simulated) on every public page type of the demo
// fair, served by `npm start`'s server on a fresh SQLite database. Prints the
// performance score, Cumulative Layout Shift, Largest Contentful Paint and
// Total Blocking Time per page, then a summary line. Needs Chromium
// (CHROMIUM_PATH, default /usr/bin/chromium: apt-get install chromium).
// The targets (issue 13): performance ≥ 95 and CLS ≤ 0.05 on every page type.

const PORT = Number(process.env.BENCH_PORT ?? 3406);
const BENCH_DIR = path.resolve("data/bench-lighthouse");
const DB_FILE = path.join(BENCH_DIR, "uncork.db");

async function main() {
  rmSync(BENCH_DIR, { recursive: true, force: true });
  const server: ChildProcess = spawnSite({
    port: PORT,
    databaseUrl: `file:${DB_FILE}`,
    mediaDir: path.join(BENCH_DIR, "media"),
  });
  const origin = `http://127.0.0.1:${PORT}`;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitFor(`${origin}/api/health`, 240_000);
    const db = connect(`file:${DB_FILE}`);
    const event = await db.selectFrom("events").select(["id"]).orderBy("starts_on", "desc").executeTakeFirstOrThrow();
    const product = await db
      .selectFrom("registered_products")
      .select(["product_id", "exhibitor_id"])
      .where("event_id", "=", event.id)
      .orderBy("product_id")
      .executeTakeFirstOrThrow();
    await db.destroy();
    const base = { locale: "en" as const, collectionId: event.id };
    const pages: [string, string][] = [
      ["home", "/en"],
      ["fair's home", links.eventHome(base)],
      ["products list", links.products(base)],
      ["exhibitors list", links.exhibitors(base)],
      ["exhibitor", links.exhibitor(base, product.exhibitor_id)],
      ["product", links.productByExhibitor(base, product.exhibitor_id, product.product_id)],
    ];
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
    });
    console.log(`Lighthouse, mobile (simulated slow 4G, 4× CPU slowdown), ${new Date().toISOString()}`);
    console.log("| page type | performance | CLS | LCP ms | TBT ms | largest shift | LCP element |");
    console.log("|---|---:|---:|---:|---:|---|---|");
    let lowest = 100;
    let worstCls = 0;
    for (const [label, pagePath] of pages) {
      // Once to fill the page cache, as a visitor after the first would find it.
      await fetch(origin + pagePath);
      const result = await lighthouse(origin + pagePath, {
        port: chrome.port,
        onlyCategories: ["performance"],
        output: "json",
        logLevel: "error",
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${pagePath}`);
      const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
      const cls = lhr.audits["cumulative-layout-shift"].numericValue ?? 0;
      const lcp = lhr.audits["largest-contentful-paint"].numericValue ?? 0;
      const tbt = lhr.audits["total-blocking-time"].numericValue ?? 0;
      lowest = Math.min(lowest, score);
      worstCls = Math.max(worstCls, cls);
      // What moved most, and what the largest paint was: the first things to look at when a target is missed.
      const shifts = lhr.audits["layout-shifts"]?.details as { items?: { node?: { selector?: string } }[] } | undefined;
      const lcpElement = lhr.audits["largest-contentful-paint-element"]?.details as
        | { items?: { items?: { node?: { selector?: string } }[] }[] }
        | undefined;
      console.log(
        `| ${label} | ${score} | ${cls.toFixed(3)} | ${Math.round(lcp)} | ${Math.round(tbt)} | ${shifts?.items?.[0]?.node?.selector ?? ""} | ${lcpElement?.items?.[0]?.items?.[0]?.node?.selector ?? ""} |`,
      );
    }
    console.log(`lighthouse lowest_performance=${lowest} worst_cls=${worstCls.toFixed(3)} pages=${pages.length}`);
  } finally {
    await chrome?.kill();
    server.kill();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
