import type { ChildProcess } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { links } from "~/lib/links";
import { productPicker, readBenchCatalogue } from "./bench-catalogue";
import { benchFair } from "./bench-fair";
import { coldListQueries, cpuMs, probe } from "./server-process";
import { spawnSite, stopServer } from "./site-server";
import { stealSince } from "./steal-time";
import { EXHIBITOR_EVERY, warmUpPages } from "./warm-up-pages";

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
// measured ones, in turn, with an exhibitor page after every fourth of each:
// N is 2,000 by default since 2026-12-03 (50 before, without exhibitors).
// V8 is still compiling a page's code after 50 (its background compiler's
// threads count in the CPU time) and settles after about 1,000; the measured
// pages are those of a server that has been serving a while, as a fair's
// has, and that has rendered other pages too (decision 0034:
// docs/decisions/0034-cold-pages-measured-on-a-server-that-has-served.md).
// What the pages cost just after a start is printed too: the warm-up's own
// CPU a page over its first 50 pages, the next 450 and the rest.

const { values: args, positionals } = parseArgs({
  options: { pages: { type: "string" }, profile: { type: "boolean" }, "warm-up": { type: "string" } },
  allowPositionals: true,
});
const PAGES = Number(args.pages ?? 300);
const WARM_UP = Number(args["warm-up"] ?? 2_000);
/** The warm-up's pages whose CPU is reported together: the first 50 (a server just started), up to 500, the rest. */
const WARM_UP_PHASES = [50, 500, Number.POSITIVE_INFINITY];
const PORT = Number(process.env.BENCH_PORT ?? 3420);

interface Site {
  build: string;
  port: number;
  server: ChildProcess;
  cpu: { product: number; list: number };
  /** The warm-up's CPU, in ms, for each of WARM_UP_PHASES. */
  warmUp: { product: number[]; list: number[] };
}

function startSite(build: string, port: number, dbFile: string, primaryEvent: string): Site {
  const server = spawnSite({
    port,
    databaseUrl: `file:${dbFile}`,
    mediaDir: path.join(path.dirname(dbFile), "media"),
    env: { BUILD_DIR: build, LOAD_DEMO: "never", PRIMARY_EVENT: primaryEvent },
    probe: true,
  });
  return { build, port, server, cpu: { product: 0, list: 0 }, warmUp: { product: [], list: [] } };
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

type Kind = "product" | "list";

/** A page to ask: its CPU counts to `kind`'s total, or to its warm-up phase's; not at all without a kind. */
interface Ask {
  path: string;
  kind: Kind | null;
  warmUpPhase?: number;
}

/** Asks every site for each page in turn, and adds each answer's CPU time where the page says. */
async function askAll(sites: Site[], pages: Ask[]): Promise<void> {
  for (const page of pages) {
    for (const site of sites) {
      const before = cpuMs(site.server.pid!);
      const response = await fetch(`http://127.0.0.1:${site.port}${page.path}`, {
        headers: { "accept-encoding": "gzip" },
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${site.build}: ${page.path} answered ${response.status}`);
      // Work after the answer (the page cache's compression) is the page's too.
      await new Promise((r) => setTimeout(r, 5));
      const cpu = cpuMs(site.server.pid!) - before;
      if (!page.kind) continue;
      if (page.warmUpPhase === undefined) site.cpu[page.kind] += cpu;
      else {
        const phases = site.warmUp[page.kind];
        phases[page.warmUpPhase] = (phases[page.warmUpPhase] ?? 0) + cpu;
      }
    }
  }
}

async function measured(sites: Site[], name: string, paths: string[], kind: Kind): Promise<void> {
  if (args.profile) for (const site of sites) await probe(site.server, "cpu-profile-start");
  await askAll(
    sites,
    paths.map((p) => ({ path: p, kind })),
  );
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
    // The warm-up (warm-up-pages.ts), after the measured pages' ranges. The lists from the PAGESth query: their
    // pages stay within every filter's products (2,000 queries reach page 385 of six filters; the smallest has 451).
    const warmUp = warmUpPages({
      count: WARM_UP,
      productPath,
      firstProduct: PAGES + 1,
      listPath,
      firstList: PAGES,
      exhibitorIds: [...new Set(products.map((p) => p.exhibitor_id))],
      base,
    }).map(
      (page): Ask =>
        page.kind === "exhibitor"
          ? { path: page.path, kind: null }
          : { path: page.path, kind: page.kind, warmUpPhase: WARM_UP_PHASES.findIndex((end) => page.index < end) },
    );
    await askAll(sites, warmUp);
    const steal = stealSince();
    await measured(
      sites,
      "product",
      Array.from({ length: PAGES }, (_, i) => productPath(i + 1)),
      "product",
    );
    await measured(sites, "list", coldListQueries(listPath, 0, PAGES), "list");
    const stolen = steal();
    const phases = WARM_UP_PHASES.map((end, i) => {
      const from = i === 0 ? 0 : WARM_UP_PHASES[i - 1];
      return { from, to: Math.min(end, WARM_UP) };
    }).filter((phase) => phase.to > phase.from);
    if (phases.length > 0) {
      console.log("the warm-up's own pages, from the server's start:");
      for (const site of sites) {
        const text = (kind: Kind) =>
          phases
            .map(
              (phase, i) =>
                `${phase.from + 1}–${phase.to} ${(site.warmUp[kind][i] / (phase.to - phase.from)).toFixed(1)} ms`,
            )
            .join(", ");
        console.log(`  ${site.build}: product pages ${text("product")}; lists ${text("list")}`);
      }
    }
    console.log(
      `${PAGES} product pages and ${PAGES} products lists never asked before, each of every build in turn, after ${WARM_UP} of each and ${Math.floor(WARM_UP / EXHIBITOR_EVERY)} exhibitor pages (the hypervisor's steal meanwhile: ${stolen.toFixed(1)} % of the machine's CPU time):`,
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
