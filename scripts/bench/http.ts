import { type ChildProcess, fork, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import autocannon from "autocannon";
import { connect } from "~/.server/db/connect";
import { links } from "~/lib/links";

// npm run bench:http — one run, on this machine, of:
//   bare node:http hello world (the reference),
//   a cached product page (gzip), a cold product page (a new URL each request),
//   the product search endpoint (text + facets, counts included).
// Each with autocannon, 50 connections, DURATION seconds; prints req/s,
// p50/p99 latency and the ratio of req/s to the bare server.

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const BARE_PORT = 3401;
const APP_PORT = 3402;
const UNCACHED_SEARCH_PORT = 3404;
const DB_FILE = "./data/bench/uncork.db";

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

interface Row {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function run(name: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  return {
    name,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

async function main() {
  rmSync("./data/bench", { recursive: true, force: true });
  const children: ChildProcess[] = [];
  const stop = () => {
    for (const child of children) child.kill();
  };
  process.on("exit", stop);
  try {
    const bare = fork("scripts/bench/bare-server.ts", [String(BARE_PORT)], { execArgv: ["--import", "tsx"] });
    children.push(bare);
    const app = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
      env: {
        ...process.env,
        PORT: String(APP_PORT),
        HOST: "127.0.0.1",
        DATABASE_URL: `file:${DB_FILE}`,
        NODE_ENV: "production",
      },
      stdio: ["ignore", "inherit", "inherit"],
    });
    children.push(app);
    await waitFor(`http://127.0.0.1:${BARE_PORT}/`, 10_000);
    await waitFor(`http://127.0.0.1:${APP_PORT}/api/health`, 240_000);

    const db = connect(`file:${DB_FILE}`);
    const event = await db.selectFrom("events").select(["id"]).orderBy("starts_on", "desc").executeTakeFirstOrThrow();
    const products = await db
      .selectFrom("registered_products")
      .select(["product_id", "exhibitor_id"])
      .where("event_id", "=", event.id)
      .orderBy("product_id")
      .limit(200)
      .execute();
    await db.destroy();
    const base = { locale: "en" as const, collectionId: event.id };
    const productPath = links.productByExhibitor(base, products[0].exhibitor_id, products[0].product_id);
    const origin = `http://127.0.0.1:${APP_PORT}`;
    const warm = await fetch(origin + productPath, { headers: { "accept-encoding": "gzip" } });
    if (warm.status !== 200) throw new Error(`${productPath} answered ${warm.status}`);

    const searches = [
      "q=pinot&country=FR&color=red",
      "q=riesling&country=DE&color=white",
      "q=ipa&kind=Beer",
      "q=chardonay&price=10to20",
      "q=barolo&country=IT&medal=gold",
    ].map((query) => `/api/search/${event.id}/products?${query}`);

    const rows: Row[] = [];
    rows.push(await run("bare node:http hello world", { url: `http://127.0.0.1:${BARE_PORT}/` }));
    rows.push(
      await run("cached product page (gzip)", { url: origin + productPath, headers: { "accept-encoding": "gzip" } }),
    );
    let n = 0;
    rows.push(
      await run("cold product page (gzip)", {
        url: origin,
        headers: { "accept-encoding": "gzip" },
        requests: [{ setupRequest: (req) => ({ ...req, path: `${productPath}?bench=${n++}` }) }],
      }),
    );
    let s = 0;
    rows.push(
      await run("search endpoint (answer cache on, the default)", {
        url: origin,
        headers: { "accept-encoding": "gzip" },
        requests: [{ setupRequest: (req) => ({ ...req, path: searches[s++ % searches.length] }) }],
      }),
    );

    // The same searches with the answer cache off: every request is searched.
    const raw = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
      env: {
        ...process.env,
        PORT: String(UNCACHED_SEARCH_PORT),
        HOST: "127.0.0.1",
        DATABASE_URL: `file:${DB_FILE}`,
        NODE_ENV: "production",
        SEARCH_ANSWER_CACHE: "0",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    children.push(raw);
    await waitFor(`http://127.0.0.1:${UNCACHED_SEARCH_PORT}/api/health`, 120_000);
    let r = 0;
    rows.push(
      await run("search endpoint, answer cache off", {
        url: `http://127.0.0.1:${UNCACHED_SEARCH_PORT}`,
        headers: { "accept-encoding": "gzip" },
        requests: [{ setupRequest: (req) => ({ ...req, path: searches[r++ % searches.length] }) }],
      }),
    );

    const bareRps = rows[0].reqPerSec;
    console.log(`\nautocannon, ${CONNECTIONS} connections, ${DURATION} s each, one run (${new Date().toISOString()})`);
    console.log("| case | req/s | p50 ms | p99 ms | ratio to bare | errors | non-2xx |");
    console.log("|---|---:|---:|---:|---:|---:|---:|");
    for (const row of rows) {
      console.log(
        `| ${row.name} | ${Math.round(row.reqPerSec)} | ${row.p50} | ${row.p99} | ${((row.reqPerSec / bareRps) * 100).toFixed(1)} % | ${row.errors} | ${row.non2xx} |`,
      );
    }
  } finally {
    stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
