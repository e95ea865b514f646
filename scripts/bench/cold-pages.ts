import type { ChildProcess } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { links } from "~/lib/links";
import { productPicker, readBenchCatalogue } from "./bench-catalogue";
import { benchFair } from "./bench-fair";
import { coldListQueries, cpuMs, probe } from "./server-process";
import { spawnSite, stopServer } from "./site-server";

// npm run bench:cold-pages -- [build folder…]: the CPU time of a product page
// and of a products list rendered for the first time, for one build or
// several side by side. Each build runs as its own server on the same
// database (the demo fair of 100,000 products, data/bench-scale-100000, as
// bench:scale's), and each page is asked of every server in turn, one
// request at a time: a machine that slows down or speeds up during the run
// does so for every build alike, so the builds' figures compare within one
// run (this machine's own figures vary by a third between runs).
// To compare with an earlier commit, build it into a folder inside the
// repository (node_modules must resolve): git stash; npm run build; cp -r
// build data/ab/before; git stash pop; npm run build; then
// npm run bench:cold-pages -- data/ab/before build. A build resolves its
// packages from the node_modules above it, so a change there (patches/) is
// compared with an earlier commit checked out beside this one, with its own
// npm install and build (git worktree add ../before <commit>).
// --profile writes a CPU profile of each build's measured pages into
// data/ab (server-probe.js), for chrome://inspect or `node --cpu-prof`'s tools.
// --warm-up N asks N product pages and N lists of each build before the
// measured ones (50 by default, as every figure before 2026-12-03 was
// measured). V8 is still optimizing the code of a page after 50 (its
// background compiler's threads count in the CPU time); a server that has
// rendered a thousand pages is nearer to one that has run all day.

const { values: args, positionals } = parseArgs({
  options: { pages: { type: "string" }, profile: { type: "boolean" }, "warm-up": { type: "string" } },
  allowPositionals: true,
});
const PAGES = Number(args.pages ?? 300);
const WARM_UP = Number(args["warm-up"] ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3420);

interface Site {
  build: string;
  port: number;
  server: ChildProcess;
  cpu: { product: number; list: number };
}

function startSite(build: string, port: number, dbFile: string, primaryEvent: string): Site {
  const server = spawnSite({
    port,
    databaseUrl: `file:${dbFile}`,
    mediaDir: path.join(path.dirname(dbFile), "media"),
    env: { BUILD_DIR: build, LOAD_DEMO: "never", PRIMARY_EVENT: primaryEvent },
    probe: true,
  });
  return { build, port, server, cpu: { product: 0, list: 0 } };
}

async function ready(site: Site): Promise<void> {
  for (let i = 0; i < 1_500; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${site.port}/api/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${site.build} was not ready after 300 s`);
}

/** Asks every site for each path in turn; adds each answer's CPU time to `kind`'s total (none for a warm-up). */
async function askAll(sites: Site[], paths: string[], kind: "product" | "list" | null): Promise<void> {
  for (const p of paths) {
    for (const site of sites) {
      const before = cpuMs(site.server.pid!);
      const response = await fetch(`http://127.0.0.1:${site.port}${p}`, { headers: { "accept-encoding": "gzip" } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${site.build}: ${p} answered ${response.status}`);
      // Work after the answer (the page cache's compression) is the page's too.
      await new Promise((r) => setTimeout(r, 5));
      if (kind) site.cpu[kind] += cpuMs(site.server.pid!) - before;
    }
  }
}

async function measured(sites: Site[], name: string, paths: string[], kind: "product" | "list"): Promise<void> {
  if (args.profile) for (const site of sites) await probe(site.server, "cpu-profile-start");
  await askAll(sites, paths, kind);
  if (!args.profile) return;
  mkdirSync(path.resolve("data/ab"), { recursive: true });
  for (const [i, site] of sites.entries()) {
    const file = path.resolve(`data/ab/${name}-${i}.cpuprofile`);
    const answer = await probe<{ written: boolean }>(site.server, "cpu-profile-stop", { file });
    if (!answer.written) throw new Error(`${site.build}: no CPU profile written to ${file}`);
  }
}

async function main() {
  const builds = positionals.length > 0 ? positionals : ["build"];
  for (const build of builds) {
    if (!existsSync(path.join(build, "server/index.js"))) throw new Error(`${build} holds no build (npm run build)`);
  }
  const { dbFile } = benchFair(100_000);
  const { event, products } = await readBenchCatalogue(dbFile);
  const base = { locale: "en" as const, collectionId: event.id };
  const pick = productPicker(products);
  // Measured: the pages 1 to PAGES; the warm-up's come after them (no page is asked twice).
  const productPath = (i: number) => {
    const p = pick(i);
    return links.productByExhibitor(base, p.exhibitor_id, p.product_id);
  };
  const listPath = links.products(base);
  // Each server started is stopped, also when a later one fails to start.
  const sites: Site[] = [];
  try {
    for (const [i, build] of builds.entries()) sites.push(startSite(build, PORT + i, dbFile, event.id));
    for (const site of sites) await ready(site);
    // JIT warm-up on pages not measured below.
    await askAll(
      sites,
      Array.from({ length: WARM_UP }, (_, i) => productPath(PAGES + 1 + i)),
      null,
    );
    await askAll(sites, coldListQueries(listPath, Math.max(1_000, PAGES), WARM_UP), null);
    await measured(
      sites,
      "product",
      Array.from({ length: PAGES }, (_, i) => productPath(i + 1)),
      "product",
    );
    await measured(sites, "list", coldListQueries(listPath, 0, PAGES), "list");
    console.log(
      `${PAGES} product pages and ${PAGES} products lists never asked before, each of every build in turn, after ${WARM_UP} of each:`,
    );
    const first = sites[0].cpu;
    for (const site of sites) {
      const ratio = (kind: "product" | "list") =>
        site === sites[0] ? "" : ` (${((site.cpu[kind] / first[kind]) * 100).toFixed(0)} % of the first)`;
      console.log(
        `  ${site.build}: product page ${(site.cpu.product / PAGES).toFixed(1)} ms CPU${ratio("product")}, products list ${(site.cpu.list / PAGES).toFixed(1)} ms CPU${ratio("list")}`,
      );
    }
  } finally {
    await Promise.all(sites.map((site) => stopServer(site.server)));
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
