import type { ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { NginxMirror } from "./nginx-mirror";
import { quantile } from "./quantile";
import { cpuMs } from "./server-process";
import { waitFor } from "./wait-for";

// bench:scale's comparison of cached pages with nginx (scripts/bench/scale.ts).

const NGINX_SECONDS = 5;
const NGINX_ROUNDS = 5;

/**
 * A cached product page and a cached list from Uncork and from nginx serving
 * the same bytes: NGINX_ROUNDS rounds of each server in turn (the first of
 * the pair alternating), so a moment of the machine's weighs on both. Each
 * round gives the requests a second autocannon read and each server's own
 * CPU time a request (Uncork's process; nginx's worker). The load generator
 * shares the two cores and decodes every body, so it can bound both servers'
 * req/s alike; the CPU a request is what the server itself spends.
 */
export async function compareWithNginx(options: {
  origin: string;
  uncorkPid: number;
  /** Where nginx is started among: the caller stops them. */
  children: ChildProcess[];
  /** nginx's folder (its configuration and the pages' copies) and port. */
  dir: string;
  port: number;
  pages: { product: string; list: string };
}): Promise<void> {
  const { origin, uncorkPid, children } = options;
  const nginx = new NginxMirror(options.dir, options.port);
  const pages = [
    await nginx.mirror(origin, "cached product page", options.pages.product, "product.html"),
    await nginx.mirror(origin, "cached products list", options.pages.list, "products.html"),
  ];
  const master = await nginx.start(origin + pages[0].uncorkPath);
  children.push(master);
  await waitFor(nginx.origin + pages[0].nginxPath, 10_000);
  const nginxWorker = workerOf(master.pid!);
  console.log(
    `the same bytes from Uncork and from nginx gzip_static (autocannon, 50 connections, ${NGINX_ROUNDS} rounds of ${NGINX_SECONDS} s each, taking turns):`,
  );
  for (const page of pages) {
    const uncork = { url: origin + page.uncorkPath, pid: uncorkPid, reads: [] as Read[] };
    const reference = { url: nginx.origin + page.nginxPath, pid: nginxWorker, reads: [] as Read[] };
    for (let round = 0; round < NGINX_ROUNDS; round++) {
      for (const server of round % 2 === 0 ? [uncork, reference] : [reference, uncork]) {
        server.reads.push(await readFor(server.url, server.pid));
      }
    }
    const ratios = uncork.reads.map((read, i) => (read.perSecond / reference.reads[i].perSecond) * 100);
    const each = (reads: Read[]) => reads.map((read) => read.perSecond.toFixed(0)).join(", ");
    const cpu = (reads: Read[]) =>
      quantile(
        reads.map((read) => read.cpuUs),
        0.5,
      );
    console.log(
      `  ${page.label} (${page.gzipKb.toFixed(1)} KB gzip): req/s Uncork ${each(uncork.reads)}, nginx ${each(reference.reads)}; median Uncork / nginx ${quantile(ratios, 0.5).toFixed(0)} %; CPU a request (medians) Uncork ${cpu(uncork.reads).toFixed(0)} µs, nginx ${cpu(reference.reads).toFixed(0)} µs`,
    );
  }
}

/** nginx's one worker process: the master's child (worker_processes 1). */
function workerOf(master: number): number {
  const children = readFileSync(`/proc/${master}/task/${master}/children`, "utf8").trim().split(/\s+/);
  if (children.length !== 1 || !children[0]) throw new Error(`nginx ${master} has workers ${children.join(" ")}`);
  return Number(children[0]);
}

interface Read {
  perSecond: number;
  /** The server's CPU time a request, in µs. */
  cpuUs: number;
}

/** Requests per second autocannon reads from one URL (gzip), non-2xx answers refused, and the CPU time process `pid` spent a request meanwhile. */
async function readFor(url: string, pid: number): Promise<Read> {
  const before = cpuMs(pid);
  const result = await autocannon({
    url,
    connections: 50,
    duration: NGINX_SECONDS,
    headers: { "accept-encoding": "gzip" },
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { perSecond: result.requests.average, cpuUs: ((cpuMs(pid) - before) * 1000) / result.requests.total };
}
