import path from "node:path";
import autocannon from "autocannon";
import { readCatalogue, searchPath } from "../../tests/support/cluster/catalogue";
import { ADMIN_TOKEN, type Cluster, startCluster } from "../../tests/support/cluster/cluster";
import { startGetLoad } from "../../tests/support/cluster/get-load";
import { stopInstance } from "../../tests/support/cluster/instance";
import { type Nginx, startNginx } from "../../tests/support/cluster/nginx";
import { percentile, timeUntil } from "../../tests/support/cluster/time-until";
import { machine } from "./search";

// npm run bench:cluster — Uncork as docs/operations.md sets it up (instances
// on one PostgreSQL behind nginx, tests/support/cluster/), on this machine:
// 1, 2 and 3 instances behind nginx, req/s and p99 per page type, rendered
// per request (page cache and search answers off) and from the instances'
// page cache, then nginx's micro-cache; the time from a product edit on one
// instance to its page and search on another; the failover gap (errors and
// the slowest GET after a kill -9 under load). Needs the build, nginx and
// the PostgreSQL of TEST_DATABASE_URL. BENCH_PRODUCTS (demo fair size),
// BENCH_SECONDS (per measurement), BENCH_PORT (first of 30 loopback ports).

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 4550);
const CONNECTIONS = 32;
const EDITS = Number(process.env.BENCH_EDITS ?? 20);

/** Rendered per request: a page cache of 1 KB (a whole number of bytes), smaller than any page; no kept search answers. */
const UNCACHED = { PAGE_CACHE_MAX_MB: String(1 / 1024), SEARCH_ANSWER_CACHE: "0" };
const CACHED = { PAGE_CACHE_MAX_MB: "256", SEARCH_ANSWER_CACHE: "200" };

type PageType = "home" | "products list" | "product page" | "search API";

interface Row {
  mode: string;
  instances: number;
  type: PageType;
  reqPerSec: number;
  p99: number;
}

async function measure(origin: string, paths: string[]): Promise<{ reqPerSec: number; p99: number }> {
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { "accept-encoding": "gzip" },
    requests: paths.map((p) => ({ method: "GET", path: p })),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${paths[0]}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { reqPerSec: result.requests.average, p99: result.latency.p99 };
}

async function pagesByType(cluster: Cluster): Promise<Record<PageType, string[]>> {
  const { pages, products, eventId } = await readCatalogue(cluster.database.url);
  const words = ["riesling", "pinot", "chardonnay", "rose", "merlot", "syrah", "brut", "red", "white", "sweet"];
  return {
    home: [pages.home],
    "products list": [pages.products, `${pages.products}?country=FR`, `${pages.products}?sort=name`],
    "product page": products.slice(0, 100).map((p) => p.path),
    "search API": words.map((w) => searchPath(eventId, w)),
  };
}

async function behindNginx(cluster: Cluster, count: number, microCache: boolean): Promise<Nginx> {
  const port = BASE_PORT + 10 + count + (microCache ? 5 : 0);
  return startNginx({
    dir: path.join(cluster.dir, `nginx-${count}${microCache ? "-micro" : ""}`),
    port,
    upstreamPorts: cluster.instances.slice(0, count).map((i) => i.port),
    microCache,
  });
}

async function throughput(cluster: Cluster, mode: string, counts: number[], microCache: boolean): Promise<Row[]> {
  const types = await pagesByType(cluster);
  const rows: Row[] = [];
  for (const count of counts) {
    const nginx = await behindNginx(cluster, count, microCache);
    try {
      for (const [type, paths] of Object.entries(types) as [PageType, string[]][]) {
        // One pass first, so "cached" reads what the cache holds and every instance has its indexes.
        for (const p of paths) await (await fetch(nginx.origin + p)).arrayBuffer();
        const result = await measure(nginx.origin, paths);
        rows.push({ mode, instances: count, type, ...result });
        console.log(
          `  ${mode}, ${count} instance(s), ${type}: ${result.reqPerSec.toFixed(0)} req/s, p99 ${result.p99} ms`,
        );
      }
    } finally {
      await nginx.stop();
    }
  }
  return rows;
}

async function writeToVisible(cluster: Cluster): Promise<string> {
  const { products, eventId } = await readCatalogue(cluster.database.url);
  const [a, b] = cluster.instances;
  const page: number[] = [];
  const search: number[] = [];
  let missed = 0;
  for (let i = 0; i < EDITS; i++) {
    const product = products[120 + i];
    await (await fetch(b.origin + product.path)).arrayBuffer();
    const word = `Bench${i}x${Date.now().toString(36)}`;
    const edited = await fetch(`${a.origin}/api/admin/products/${product.productId}`, {
      method: "PATCH",
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify({ name: `Cuvée ${word}` }),
    });
    if (!edited.ok) throw new Error(`edit answered ${edited.status}`);
    // Both timed from the edit's answer, asked at once.
    const [onPage, found] = await Promise.all([
      timeUntil(async () => (await (await fetch(b.origin + product.path)).text()).includes(word), 5000, 5),
      timeUntil(
        async () => ((await (await fetch(b.origin + searchPath(eventId, word))).json()) as { total: number }).total > 0,
        5000,
        5,
      ),
    ]);
    if (onPage === null || found === null) missed++;
    else {
      page.push(onPage);
      search.push(found);
    }
  }
  const stats = (values: number[]) =>
    values.length
      ? `p50 ${percentile(values, 50).toFixed(0)} ms, p99 ${percentile(values, 99).toFixed(0)} ms`
      : "never";
  return `${EDITS} edits on A: on B's product page ${stats(page)}; in B's search ${stats(search)}; not visible within 5 s: ${missed}`;
}

async function failoverGap(cluster: Cluster): Promise<string> {
  const nginx = await behindNginx(cluster, 3, false);
  const types = await pagesByType(cluster);
  const load = startGetLoad(nginx.origin, Object.values(types).flat(), 16);
  try {
    await new Promise((r) => setTimeout(r, 2000));
    const killedAt = performance.now();
    await stopInstance(cluster.instances[2], "SIGKILL");
    await new Promise((r) => setTimeout(r, 5000));
    await load.stop();
    const after = load.failures.filter((f) => f.at >= killedAt);
    const gap = after.length ? Math.max(...after.map((f) => f.at)) - killedAt : 0;
    return `${load.sent} GETs through nginx, ${load.failures.length} failed; failover gap (kill -9 to the last error) ${gap.toFixed(0)} ms`;
  } finally {
    await load.stop();
    await nginx.stop();
  }
}

async function main() {
  console.log(
    `machine: ${machine()}; demo fair of ${PRODUCTS} products; autocannon ${CONNECTIONS} connections, ${SECONDS} s each`,
  );
  const cluster = await startCluster({
    name: "cluster_bench",
    instances: 3,
    basePort: BASE_PORT,
    demoProducts: PRODUCTS,
    env: UNCACHED,
  });
  try {
    const rows = await throughput(cluster, "rendered", [1, 2, 3], false);
    for (let index = 0; index < cluster.instances.length; index++) {
      await stopInstance(cluster.instances[index], "SIGTERM");
      await cluster.restart(index, CACHED);
    }
    rows.push(...(await throughput(cluster, "page cache", [1, 2, 3], false)));
    rows.push(...(await throughput(cluster, "nginx micro-cache", [3], true)));
    const visible = await writeToVisible(cluster);
    console.log(`write to visible: ${visible}`);
    const failover = await failoverGap(cluster);
    console.log(`failover: ${failover}`);
    console.log("\n| mode | instances | page | req/s | p99 ms |\n|---|---|---|---|---|");
    for (const row of rows)
      console.log(`| ${row.mode} | ${row.instances} | ${row.type} | ${row.reqPerSec.toFixed(0)} | ${row.p99} |`);
  } finally {
    await cluster.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
