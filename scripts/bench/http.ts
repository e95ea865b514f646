import { type ChildProcess, fork } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { connect } from "~/.server/db/connect";
import { type LinkBase, links } from "~/lib/links";
import { type BenchProduct, readBenchCatalogue } from "./bench-catalogue";
import { type Mirrored, NginxMirror, requireNginx } from "./nginx-mirror";
import { spawnSite } from "./site-server";
import { waitFor } from "./wait-for";

// npm run bench:http — one run, on this machine, of:
//   bare node:http hello world (the reference);
//   every cached page type (home, the fair's home, products list, exhibitor,
//   product) and a JavaScript asset, each from Uncork and from nginx with
//   gzip_static serving the very same gzip bytes and headers (the ratio is
//   Uncork / nginx: the target is ≥ 100 %);
//   cold pages (a product page and a products list never asked for before,
//   on a second instance whose page cache holds almost nothing);
//   the product search endpoint (text + facets, counts included);
//   the analytics endpoint (POST /api/analytics/events, a page view), and
//   the product page's latency with and without beacons arriving meanwhile
//   (docs/analytics.md: a page view must cost the server nothing measurable).
// Each with autocannon, 50 connections, DURATION seconds.
// BENCH_ONLY=analytics runs only the analytics cases (and the bare reference).
// Needs nginx on the PATH (Debian: apt-get install nginx-light); nginx runs
// one worker process, as Node runs one thread.

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ONLY_ANALYTICS = process.env.BENCH_ONLY === "analytics";
/** Runs of the page with and without beacons, each ANALYTICS_RUN_SECONDS long; the median is reported. */
const ANALYTICS_RUNS = 3;
const ANALYTICS_RUN_SECONDS = 5;
/** Beacons per second sent while the page is measured: a page view every 5 ms, far more than a fair's visitors make. */
const BEACON_RATE = 200;
const CONNECTIONS = 50;
// BENCH_ONLY=analytics needs these two only; BENCH_BARE_PORT and BENCH_APP_PORT move them (a shared machine).
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3401);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3402);
const COLD_PORT = 3404;
const NGINX_PORT = 3405;
const BENCH_DIR = path.resolve("data/bench");
const DB_FILE = path.join(BENCH_DIR, "uncork.db");
const NGINX_DIR = path.join(BENCH_DIR, "nginx");
const GZIP = { "accept-encoding": "gzip" };

interface Row {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  kb: number;
}

async function run(name: string, options: autocannon.Options, kb = 0): Promise<Row> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  return {
    name,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    kb,
  };
}

function startUncork(port: number, extra: Record<string, string> = {}): ChildProcess {
  return spawnSite({ port, databaseUrl: `file:${DB_FILE}`, mediaDir: path.join(BENCH_DIR, "media"), env: extra });
}

async function main() {
  if (!ONLY_ANALYTICS) requireNginx("bench:http");
  rmSync(BENCH_DIR, { recursive: true, force: true });
  const nginxMirror = new NginxMirror(NGINX_DIR, NGINX_PORT);
  const children: ChildProcess[] = [];
  const stop = () => {
    for (const child of children) child.kill();
  };
  process.on("exit", stop);
  try {
    const bare = fork("scripts/bench/bare-server.ts", [String(BARE_PORT)], { execArgv: ["--import", "tsx"] });
    children.push(bare);
    // The analytics limit is per address, and every benchmark request comes from one.
    children.push(startUncork(APP_PORT, { ANALYTICS_RATE_LIMIT: "1000000000" }));
    await waitFor(`http://127.0.0.1:${BARE_PORT}/`, 10_000);
    await waitFor(`http://127.0.0.1:${APP_PORT}/api/health`, 240_000);

    const { event, products } = await readBenchCatalogue(DB_FILE);
    const base = { locale: "en" as const, collectionId: event.id };
    const origin = `http://127.0.0.1:${APP_PORT}`;
    const home = await fetch(`${origin}/en`);
    const asset = (await home.text()).match(/\/assets\/entry\.client-[\w-]+\.js/)?.[0];
    if (!asset) throw new Error("no entry script on the home page");
    const productPath = links.productByExhibitor(base, products[0].exhibitor_id, products[0].product_id);
    if (ONLY_ANALYTICS) {
      const rows = [await run("bare node:http hello world", { url: `http://127.0.0.1:${BARE_PORT}/` })];
      const analytics = await benchAnalytics(origin, productPath, event.id);
      printRows([...rows, ...analytics.rows]);
      printAnalytics(analytics);
      return;
    }

    const pages = await mirrorPages(nginxMirror, origin, base, products[0], asset);
    children.push(await nginxMirror.start(origin + pages[4].uncorkPath));
    await waitFor(`http://127.0.0.1:${NGINX_PORT}/home.html`, 10_000);

    const rows: Row[] = [];
    rows.push(await run("bare node:http hello world", { url: `http://127.0.0.1:${BARE_PORT}/` }));
    const analytics = await benchAnalytics(origin, productPath, event.id);
    rows.push(...analytics.rows);
    const pairs = await benchPagePairs(origin, pages, rows);
    const searches = searchPaths(event.id);
    rows.push(await benchSearch("search endpoint (answer cache on, the default)", origin, searches));

    // Cold pages: an instance whose page cache holds a few pages, asked for pages it has not seen.
    children.push(startUncork(COLD_PORT, { PAGE_CACHE_MAX_MB: "1", SEARCH_ANSWER_CACHE: "0" }));
    await waitFor(`http://127.0.0.1:${COLD_PORT}/api/health`, 120_000);
    const cold = `http://127.0.0.1:${COLD_PORT}`;
    rows.push(...(await benchColdPages(cold, base, products)));
    rows.push(await benchSearch("search endpoint, answer cache off", cold, searches));

    printRows(rows);
    printAnalytics(analytics);
    printPairs(pairs);
  } finally {
    stop();
  }
}

/** The same bytes and headers from nginx, page type by page type. */
async function mirrorPages(
  nginxMirror: NginxMirror,
  origin: string,
  base: LinkBase,
  product: BenchProduct,
  asset: string,
): Promise<Mirrored[]> {
  return [
    await nginxMirror.mirror(origin, "home", "/en", "home.html"),
    await nginxMirror.mirror(origin, "fair's home", links.eventHome(base), "event.html"),
    await nginxMirror.mirror(origin, "products list", links.products(base), "products.html"),
    await nginxMirror.mirror(origin, "exhibitor", links.exhibitor(base, product.exhibitor_id), "exhibitor.html"),
    await nginxMirror.mirror(
      origin,
      "product",
      links.productByExhibitor(base, product.exhibitor_id, product.product_id),
      "product.html",
    ),
    await nginxMirror.mirror(origin, "JavaScript asset (entry)", asset, "entry.js"),
  ];
}

/** Each page from nginx, then from Uncork; both rows go into `rows`, the pairs (Uncork, nginx) are returned. */
async function benchPagePairs(origin: string, pages: Mirrored[], rows: Row[]): Promise<[Row, Row][]> {
  const pairs: [Row, Row][] = [];
  for (const page of pages) {
    const nginxRow = await run(
      `${page.label}: nginx gzip_static`,
      { url: `http://127.0.0.1:${NGINX_PORT}${page.nginxPath}`, headers: GZIP },
      page.gzipKb,
    );
    const uncorkRow = await run(`${page.label}: Uncork`, { url: origin + page.uncorkPath, headers: GZIP }, page.gzipKb);
    rows.push(nginxRow, uncorkRow);
    pairs.push([uncorkRow, nginxRow]);
  }
  return pairs;
}

function searchPaths(eventId: string): string[] {
  return [
    "q=pinot&country=FR&color=red",
    "q=riesling&country=DE&color=white",
    "q=ipa&kind=Beer",
    "q=chardonay&price=10to20",
    "q=barolo&country=IT&medal=gold",
  ].map((query) => `/api/search/${eventId}/products?${query}`);
}

/** The product search endpoint, the searches taking turns. */
function benchSearch(name: string, origin: string, searches: string[]): Promise<Row> {
  let s = 0;
  return run(name, {
    url: origin,
    headers: GZIP,
    requests: [{ setupRequest: (req) => ({ ...req, path: searches[s++ % searches.length] }) }],
  });
}

/** Product pages and products lists the cold instance has not been asked for before. */
async function benchColdPages(cold: string, base: LinkBase, products: BenchProduct[]): Promise<Row[]> {
  let n = 0;
  const productRow = await run("cold product page (a product not asked for before)", {
    url: cold,
    headers: GZIP,
    requests: [
      {
        setupRequest: (req) => {
          const p = products[n++ % products.length];
          return { ...req, path: links.productByExhibitor(base, p.exhibitor_id, p.product_id) };
        },
      },
    ],
  });
  const listQueries = ["", "kind=Wine", "kind=Beer", "color=red", "color=white", "country=FR", "country=IT"];
  const sorts = ["", "sort=price", "sort=vintage", "sort=table"];
  let l = 0;
  const listRow = await run("cold products list (a query not asked for before)", {
    url: cold,
    headers: GZIP,
    requests: [
      {
        setupRequest: (req) => {
          const i = l++;
          // Distinct canonical queries (names in order): filter, page, sort.
          const parts = [
            listQueries[i % listQueries.length],
            `page=${(Math.floor(i / listQueries.length) % 40) + 1}`,
            sorts[Math.floor(i / (listQueries.length * 40)) % sorts.length],
          ].filter(Boolean);
          const query = parts.sort().join("&");
          return { ...req, path: `${links.products(base)}?${query}` };
        },
      },
    ],
  });
  return [productRow, listRow];
}

function printPairs(pairs: [Row, Row][]): void {
  console.log("\n| page type | Uncork req/s | nginx req/s | Uncork / nginx |");
  console.log("|---|---:|---:|---:|");
  for (const [uncork, nginxRow] of pairs) {
    console.log(
      `| ${uncork.name.replace(/: Uncork$/, "")} | ${Math.round(uncork.reqPerSec)} | ${Math.round(nginxRow.reqPerSec)} | ${((uncork.reqPerSec / nginxRow.reqPerSec) * 100).toFixed(0)} % |`,
    );
  }
}

function printRows(rows: Row[]): void {
  const bareRps = rows[0].reqPerSec;
  console.log(`\nautocannon, ${CONNECTIONS} connections, ${DURATION} s each, one run (${new Date().toISOString()})`);
  console.log("| case | gzip KB | req/s | p50 ms | p99 ms | ratio to bare | errors | non-2xx |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${row.kb ? row.kb.toFixed(1) : ""} | ${Math.round(row.reqPerSec)} | ${row.p50} | ${row.p99} | ${((row.reqPerSec / bareRps) * 100).toFixed(1)} % | ${row.errors} | ${row.non2xx} |`,
    );
  }
}

interface PageRun {
  p50: number;
  p99: number;
  reqPerSec: number;
  /** Beacons answered per second meanwhile, and how many were not 204. */
  beaconsPerSec: number;
  beaconNon2xx: number;
}

/** The product page alone; with beacons sent with DNT: 1 (answered 204, not parsed: the cost of the request itself); with beacons stored. */
type Condition = "alone" | "with DNT beacons (dropped)" | "with beacons (stored)";
const CONDITIONS: Condition[] = ["alone", "with DNT beacons (dropped)", "with beacons (stored)"];

interface AnalyticsBench {
  rows: Row[];
  runs: Record<Condition, PageRun[]>;
  stored: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * POST /api/analytics/events as fast as it answers; then the cached product
 * page alone, with BEACON_RATE refused beacons a second (DNT: the HTTP
 * request and nothing else) and with BEACON_RATE stored beacons a second,
 * ANALYTICS_RUNS runs of each, taking turns, in this one run.
 */
async function benchAnalytics(origin: string, pagePath: string, eventId: string): Promise<AnalyticsBench> {
  const url = `${origin}/api/analytics/events`;
  const beacon = (headers: Record<string, string> = {}) => ({
    url,
    method: "POST" as const,
    headers: { "content-type": "application/json", origin, ...headers },
    body: JSON.stringify({ locale: "en", events: [{ kind: "page_view", path: pagePath }] }),
  });
  const rows = [
    await run("analytics endpoint: POST /api/analytics/events (a page view, stored)", beacon()),
    await run("analytics endpoint with DNT: 1 (answered 204, nothing parsed or stored)", beacon({ dnt: "1" })),
  ];
  const runs: AnalyticsBench["runs"] = {
    alone: [],
    "with DNT beacons (dropped)": [],
    "with beacons (stored)": [],
  };
  const page = { url: origin + pagePath, headers: GZIP, connections: CONNECTIONS, duration: ANALYTICS_RUN_SECONDS };
  const sender = (headers?: Record<string, string>) =>
    autocannon({ ...beacon(headers), connections: 10, overallRate: BEACON_RATE, duration: ANALYTICS_RUN_SECONDS });
  for (let i = 0; i < ANALYTICS_RUNS; i++) {
    for (const condition of CONDITIONS) {
      const [measured, beacons] = await Promise.all([
        autocannon(page),
        condition === "alone" ? null : sender(condition.includes("DNT") ? { dnt: "1" } : {}),
      ]);
      runs[condition].push({
        p50: measured.latency.p50,
        p99: measured.latency.p99,
        reqPerSec: measured.requests.average,
        beaconsPerSec: beacons?.requests.average ?? 0,
        beaconNon2xx: beacons?.non2xx ?? 0,
      });
    }
  }
  // The writer's second passes; then what it stored.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const db = connect(`file:${DB_FILE}`);
  const stored = await db
    .selectFrom("analytics_events")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("event_id", "=", eventId)
    .executeTakeFirstOrThrow();
  await db.destroy();
  return { rows, runs, stored: Number(stored.n) };
}

function printAnalytics(a: AnalyticsBench): void {
  console.log(
    `\nproduct page (cached), ${CONNECTIONS} connections, ${ANALYTICS_RUN_SECONDS} s × ${ANALYTICS_RUNS} runs of each, taking turns; median of the runs`,
  );
  console.log("| product page | req/s | p50 ms | p99 ms | beacons/s meanwhile | runs' p50 |");
  console.log("|---|---:|---:|---:|---:|---|");
  for (const condition of CONDITIONS) {
    const runs = a.runs[condition];
    console.log(
      `| ${condition} | ${Math.round(median(runs.map((r) => r.reqPerSec)))} | ${median(runs.map((r) => r.p50))} | ${median(runs.map((r) => r.p99))} | ${Math.round(median(runs.map((r) => r.beaconsPerSec)))} | ${runs.map((r) => r.p50).join(", ")} |`,
    );
  }
  const refused = Object.values(a.runs)
    .flat()
    .reduce((sum, r) => sum + r.beaconNon2xx, 0);
  console.log(`analytics rows stored in the run: ${a.stored}; beacons not answered 204 while the page ran: ${refused}`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
