import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { links } from "~/lib/links";
import { productPicker, readBenchCatalogue, readBenchEvents } from "./bench-catalogue";
import { benchFair, benchFairPaths } from "./bench-fair";
import { editsUnderLoad } from "./edits-under-load";
import { compareWithNginx } from "./nginx-comparison";
import { requireNginx } from "./nginx-mirror";
import { measureSeasonSearch } from "./season-search";
import { coldListQueries, cpuMs, delayText, type EventLoopDelay, probe, rssMb } from "./server-process";
import { snapshotWritten, spawnSite, stopServer } from "./site-server";
import { warmUpPages } from "./warm-up-pages";

// npm run bench:scale — the server with the largest fair's catalogue
// (100,000 products by default): how long a start takes to its first
// answers and to full service (/api/health/ready), once building the search
// index from the database and writing its snapshot, then restarting from that
// snapshot (decision 0021), and how long a small request waits while the index
// is built or loaded in the background, the CPU time of a product page and of
// a products list rendered for the first time, and the memory (RSS) once
// hundreds of pages are cached; then one product rename a second while
// product pages, lists and search are read (time until searchable and on
// its page, pages evicted per edit, the readers' req/s and p99, and the
// server's own event-loop delay, read through scripts/bench/server-probe.js);
// then a cached product page and a cached list from Uncork and from nginx
// serving the same bytes (scripts/bench/nginx-mirror.ts); last, the CPU time
// of cold pages again once the server has rendered 2,000 more of each and
// 500 exhibitor pages, as a server that has been serving a while renders
// them; all in the same run.
// With --events E above 2, a season of E / 2 fairs shares the products
// (npm run demo:generate -- --events): the largest event is the primary one,
// and after the restart the bench reports which events' indexes the start
// warmed within SEARCH_MAX_PRODUCTS, the memory, and the search API's latency
// in the primary event and in one whose index was not held
// (scripts/bench/season-search.ts).
// The fair is generated once into data/bench-scale-N (-eE) (without images:
// they change nothing measured here) and reused by later runs; --products
// (BENCH_PRODUCTS) and --events (BENCH_EVENTS) change it, BENCH_REGENERATE=1
// makes it again.
// Linux only: CPU time and RSS are read from /proc. Needs nginx on the PATH
// (Debian: apt-get install nginx-light).

const { values: args } = parseArgs({ options: { products: { type: "string" }, events: { type: "string" } } });
const PRODUCTS = Number(args.products ?? process.env.BENCH_PRODUCTS ?? 100_000);
const EVENTS = Number(args.events ?? process.env.BENCH_EVENTS ?? 2);
const PORT = Number(process.env.BENCH_PORT ?? 3407);
const { dir: DIR, dbFile: DB_FILE } = benchFairPaths(PRODUCTS, EVENTS);
const COLD_PAGES = 300;
const WARM_PAGES = 400;
const WARM_UP = 50;
// Which products' pages each part asks (productPicker): the first page
// (index 0), the measured cold pages, the JIT's warm-up, the pages cached for
// the memory figure (also asked during the edits), the products edited. The
// ranges do not overlap, so no page counted as cold was asked before.
const WARM_UP_FROM = COLD_PAGES + 1;
const CACHED_FROM = WARM_UP_FROM + WARM_UP;
const EDITED_FROM = CACHED_FROM + WARM_PAGES;
const EDITS = Number(process.env.BENCH_EDITS ?? 20);
// Last, the cold pages again on a server that has served a while: SETTLE
// more product pages and lists first, with exhibitor pages among them, as
// bench:cold-pages warms up (warm-up-pages.ts, decision 0034), then
// COLD_PAGES of each measured: products never asked, and the first
// measure's list queries in German.
const SETTLE = 2_000;
const SETTLED_FROM = EDITED_FROM + EDITS;
const ADMIN_TOKEN = "bench-scale-admin-token";
const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? 3408);
/** Where the server keeps the search snapshots of the benchmark's database (beside it, by default). */
const SNAPSHOTS = path.join(path.dirname(DB_FILE), "search-snapshots");

async function firstAnswer(url: string, since: number, timeoutMs: number): Promise<number> {
  while (performance.now() - since < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return performance.now() - since;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Asks for each path once, one after the other; returns the server's CPU time
 * per page, the slowest answer and the pages' HTML (uncompressed, as fetch
 * hands it over): median and largest, in KB of 1,000 bytes.
 */
async function coldPages(
  origin: string,
  pid: number,
  paths: string[],
): Promise<{ cpu: number; slowest: number; htmlKb: { median: number; max: number } }> {
  const before = cpuMs(pid);
  let slowest = 0;
  const sizes: number[] = [];
  for (const p of paths) {
    const started = performance.now();
    const response = await fetch(origin + p, { headers: { "accept-encoding": "gzip" } });
    sizes.push((await response.arrayBuffer()).byteLength / 1000);
    if (response.status !== 200) throw new Error(`${p} answered ${response.status}`);
    slowest = Math.max(slowest, performance.now() - started);
  }
  sizes.sort((a, b) => a - b);
  const htmlKb = { median: sizes[Math.floor((sizes.length - 1) / 2)] ?? 0, max: sizes.at(-1) ?? 0 };
  return { cpu: (cpuMs(pid) - before) / paths.length, slowest, htmlKb };
}

async function main() {
  requireNginx("bench:scale");
  benchFair(PRODUCTS, EVENTS);
  const { event, products } = await readBenchCatalogue(DB_FILE);
  const events = await readBenchEvents(DB_FILE);
  const base = { locale: "en" as const, collectionId: event.id };
  const pick = productPicker(products);
  const productPath = (i: number) => {
    const p = pick(i);
    return links.productByExhibitor(base, p.exhibitor_id, p.product_id);
  };

  const origin = `http://127.0.0.1:${PORT}`;
  const firstPages = { product: productPath(0), list: links.products(base), products: products.length };
  // A start that builds the index from the database (and writes its snapshot), then a restart that loads it.
  rmSync(SNAPSHOTS, { recursive: true, force: true });
  console.log("start without a search snapshot (the index built from the database):");
  const first = startServer(event.id);
  const children: ChildProcess[] = [first];
  let server = first;
  try {
    const fromDatabase = await measureStart(first, origin, performance.now(), firstPages);
    await snapshotWritten(path.join(SNAPSHOTS, `products-${event.id}.snapshot`));
    await stopServer(first);
    console.log("restart with the snapshot the first start wrote:");
    server = startServer(event.id);
    children.push(server);
    const start = await measureStart(server, origin, performance.now(), firstPages);
    console.log(
      `restart: full service (health/ready) ${(fromDatabase.ready / 1000).toFixed(1)} s → ${(start.ready / 1000).toFixed(1)} s, first products list ${(fromDatabase.firstList / 1000).toFixed(1)} s → ${(start.firstList / 1000).toFixed(1)} s`,
    );
    const pid = server.pid!;
    const season = EVENTS > 2 ? await measureSeasonSearch(origin, events, event.id, () => rssMb(pid)) : null;
    const cold = await measureColdPages(origin, pid, productPath, links.products(base));
    const rss = await measureCachedPages(server, origin, productPath);
    await probe(server, "event-loop-reset");
    await editsUnderLoad(
      origin,
      event.id,
      {
        product: Array.from({ length: 40 }, (_, i) => productPath(CACHED_FROM + i)),
        list: cold.listQueries.slice(0, 40),
        editable: Array.from({ length: EDITS }, (_, i) => pick(EDITED_FROM + i)),
      },
      { edits: EDITS, adminToken: ADMIN_TOKEN },
    );
    const editDelay = await probe<EventLoopDelay>(server, "event-loop");
    console.log(`  the server's event-loop delay during the edits: ${delayText(editDelay)}`);
    await compareWithNginx({
      origin,
      uncorkPid: pid,
      children,
      dir: path.join(DIR, "nginx"),
      port: NGINX_PORT,
      pages: { product: productPath(CACHED_FROM), list: cold.listQueries[0] },
    });
    const exhibitorIds = [...new Set(products.map((p) => p.exhibitor_id))];
    const settled = await measureSettledColdPages(origin, pid, productPath, event, exhibitorIds);
    console.log(
      `scale products=${products.length} ready_built_s=${(fromDatabase.ready / 1000).toFixed(1)} ready_restart_s=${(start.ready / 1000).toFixed(1)} start_s=${(start.health / 1000).toFixed(1)} first_product_s=${(start.firstProduct / 1000).toFixed(1)} first_list_s=${(start.firstList / 1000).toFixed(1)} build_wait_p99_ms=${start.waitP99.toFixed(0)} edit_loop_p99_ms=${editDelay.p99} product_cpu_ms=${cold.product.cpu.toFixed(1)} list_cpu_ms=${cold.list.cpu.toFixed(1)} settled_product_cpu_ms=${settled.product.toFixed(1)} settled_list_cpu_ms=${settled.list.toFixed(1)} rss_mb=${rss.toFixed(0)}` +
        (season
          ? ` events=${events.length} indexes_held=${season.held} search_p99_ms=${season.inPrimary.p99.toFixed(1)} search_other_p99_ms=${season.other?.p99.toFixed(1) ?? "-"} search_other_first_ms=${season.other?.first.toFixed(0) ?? "-"} search_again_first_ms=${season.again?.toFixed(0) ?? "-"}`
          : ""),
    );
  } finally {
    for (const child of children) child.kill();
  }
}

/** The production server over the benchmark's database, with the probe answering over IPC; the largest event is the primary one. */
function startServer(primaryEvent: string): ChildProcess {
  return spawnSite({
    port: PORT,
    databaseUrl: `file:${DB_FILE}`,
    mediaDir: path.join(DIR, "media"),
    env: { LOAD_DEMO: "never", PRIMARY_EVENT: primaryEvent, ADMIN_TOKEN },
    probe: true,
  });
}

/** The start to its first answers, and how long a small request waits while the search index is built. */
async function measureStart(
  server: ChildProcess,
  origin: string,
  started: number,
  first: { product: string; list: string; products: number },
) {
  const pid = server.pid!;
  const health = await firstAnswer(`${origin}/api/health`, started, 300_000);
  await probe(server, "event-loop-reset");
  // While the search index is built in the background: how long a small request waits.
  const waits: number[] = [];
  let building = true;
  const pinging = (async () => {
    while (building) {
      const asked = performance.now();
      await (await fetch(`${origin}/api/health`)).arrayBuffer();
      waits.push(performance.now() - asked);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const firstProduct = await firstAnswer(origin + first.product, started, 300_000);
  const firstList = await firstAnswer(origin + first.list, started, 300_000);
  // Full service: the primary event's product and exhibitor indexes are both ready.
  const ready = await firstAnswer(`${origin}/api/health/ready`, started, 300_000);
  building = false;
  await pinging;
  const buildDelay = await probe<EventLoopDelay>(server, "event-loop");
  waits.sort((a, b) => a - b);
  const at = (q: number) => waits[Math.min(waits.length - 1, Math.floor(q * waits.length))] ?? 0;
  console.log(`machine: ${process.arch}, Node ${process.version}; ${first.products} products in the largest event`);
  console.log(
    `start: first answer ${(health / 1000).toFixed(1)} s, first product page ${(firstProduct / 1000).toFixed(1)} s, first products list ${(firstList / 1000).toFixed(1)} s, ready ${(ready / 1000).toFixed(1)} s (from spawning the process)`,
  );
  console.log(
    `while the index was built: ${waits.length} health requests, median ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms, slowest ${(waits.at(-1) ?? 0).toFixed(0)} ms`,
  );
  console.log(`the server's event-loop delay meanwhile: ${delayText(buildDelay)}`);
  console.log(`RSS after start: ${rssMb(pid).toFixed(0)} MB`);
  return { health, firstProduct, firstList, ready, waitP99: at(0.99) };
}

/** The CPU time of product pages and products lists rendered for the first time, after a JIT warm-up. */
async function measureColdPages(origin: string, pid: number, productPath: (i: number) => string, listPath: string) {
  // JIT warm-up on pages not measured below.
  await coldPages(
    origin,
    pid,
    Array.from({ length: WARM_UP }, (_, i) => productPath(WARM_UP_FROM + i)),
  );
  const product = await coldPages(
    origin,
    pid,
    Array.from({ length: COLD_PAGES }, (_, i) => productPath(i + 1)),
  );
  const listQueries = coldListQueries(listPath, 0, COLD_PAGES);
  const list = await coldPages(origin, pid, listQueries);
  const html = (kb: { median: number; max: number }) =>
    `HTML median ${kb.median.toFixed(1)} KB, largest ${kb.max.toFixed(1)} KB`;
  console.log(
    `cold product page: ${product.cpu.toFixed(1)} ms CPU each (${COLD_PAGES} pages, one at a time), slowest answer ${product.slowest.toFixed(0)} ms, ${html(product.htmlKb)}`,
  );
  console.log(
    `cold products list: ${list.cpu.toFixed(1)} ms CPU each (${COLD_PAGES} queries), slowest answer ${list.slowest.toFixed(0)} ms, ${html(list.htmlKb)}`,
  );
  return { product, list, listQueries };
}

/**
 * The CPU time of cold product pages and lists once the server has rendered
 * SETTLE more of each (and exhibitor pages): a cold page as a server that
 * has been serving for a while renders it. The warm-up's lists are the next
 * queries after those asked before (pages 52 to 385 of the six filters), its
 * exhibitors the first of the catalogue's (no exhibitor page was asked
 * before); the lists measured are
 * the first measure's queries in German (pages 2 to 51, never asked in that
 * language), so both measures render the same depth of list.
 */
async function measureSettledColdPages(
  origin: string,
  pid: number,
  productPath: (i: number) => string,
  event: { id: string },
  exhibitorIds: readonly string[],
) {
  const base = { locale: "en" as const, collectionId: event.id };
  const warmUp = warmUpPages({
    count: SETTLE,
    productPath,
    firstProduct: SETTLED_FROM + COLD_PAGES,
    listPath: links.products(base),
    firstList: COLD_PAGES,
    exhibitorIds,
    base,
  });
  await coldPages(
    origin,
    pid,
    warmUp.map((page) => page.path),
  );
  const product = await coldPages(
    origin,
    pid,
    Array.from({ length: COLD_PAGES }, (_, i) => productPath(SETTLED_FROM + i)),
  );
  const germanLists = links.products({ locale: "de", collectionId: event.id });
  const list = await coldPages(origin, pid, coldListQueries(germanLists, 0, COLD_PAGES));
  console.log(
    `cold pages after ${SETTLE} more of each and ${warmUp.filter((page) => page.kind === "exhibitor").length} exhibitor pages: product page ${product.cpu.toFixed(1)} ms CPU each, products list ${list.cpu.toFixed(1)} ms CPU each (${COLD_PAGES} of each, the lists in German)`,
  );
  return { product: product.cpu, list: list.cpu };
}

/** The memory once WARM_PAGES more pages are cached; returns the RSS in MB. */
async function measureCachedPages(server: ChildProcess, origin: string, productPath: (i: number) => string) {
  const pid = server.pid!;
  await coldPages(
    origin,
    pid,
    Array.from({ length: WARM_PAGES }, (_, i) => productPath(CACHED_FROM + i)),
  );
  const stats = (await (await fetch(`${origin}/api/health`)).json()) as {
    pageCache: { entries: number; bytes: number };
  };
  const rss = rssMb(pid);
  const memory = await probe<{ heapUsed: number; heapTotal: number; external: number }>(server, "memory");
  console.log(
    `RSS with ${stats.pageCache.entries} pages cached (${(stats.pageCache.bytes / 1e6).toFixed(0)} MB of page cache): ${rss.toFixed(0)} MB (V8 heap ${memory.heapUsed} MB used of ${memory.heapTotal} MB, external ${memory.external} MB)`,
  );
  return rss;
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
