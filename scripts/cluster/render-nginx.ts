import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// Fills deploy/nginx/uncork.conf for one machine: the instances' ports, where
// nginx listens, its cache folder and log. The cluster test and benchmark
// render the same file, so the configuration they prove is the one shipped.

const TEMPLATE = fileURLToPath(new URL("../../deploy/nginx/uncork.conf", import.meta.url));

/** How long nginx leaves an instance out after it failed to reach it (the upstream's `fail_timeout`). */
export const UPSTREAM_FAIL_TIMEOUT_S = 1;

/**
 * How long after an instance answers ready nginx may still pass it over: a
 * request that failed on it just before (while it restarted) leaves it out
 * for fail_timeout. A rolling restart waits this long before taking the next
 * instance, or nginx can find none to send to (docs/operations.md).
 */
export const BACK_IN_ROTATION_MS = UPSTREAM_FAIL_TIMEOUT_S * 1000 + 250;

export interface NginxSite {
  /** Ports of the instances on UPSTREAM_HOST. */
  ports: number[];
  upstreamHost?: string;
  /** nginx's `listen` argument: "80", "127.0.0.1:4580". */
  listen: string;
  serverName?: string;
  cacheDir: string;
  accessLog: string;
  /** The one-second cache of anonymous pages (on unless false). */
  microCache?: boolean;
}

export function renderNginxSite(site: NginxSite): string {
  const host = site.upstreamHost ?? "127.0.0.1";
  const values: Record<string, string> = {
    UPSTREAM_SERVERS: site.ports
      .map((port) => `    server ${host}:${port} max_fails=3 fail_timeout=${UPSTREAM_FAIL_TIMEOUT_S}s;`)
      .join("\n"),
    LISTEN: site.listen,
    SERVER_NAME: site.serverName ?? "_",
    CACHE_DIR: site.cacheDir,
    ACCESS_LOG: site.accessLog,
    MICRO_CACHE_SKIP: site.microCache === false ? "1" : "0",
  };
  const text = readFileSync(TEMPLATE, "utf8").replace(/\{\{([A-Z_]+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/nginx/uncork.conf names {{${name}}}, which nothing fills`);
    return value;
  });
  return text;
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
}

// npm run deploy:nginx -- --ports 3001,3002,3003 [--listen 80] [--server-name fair.example.com]
//   [--cache-dir /var/cache/nginx/uncork] [--access-log /var/log/nginx/uncork.access.log] [--no-micro-cache]
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const ports = (option(args, "--ports") ?? "3001,3002,3003").split(",").map(Number);
  if (ports.some((port) => !Number.isInteger(port) || port < 1 || port > 65535)) {
    console.error("--ports takes ports separated by commas, such as 3001,3002,3003");
    process.exit(2);
  }
  process.stdout.write(
    renderNginxSite({
      ports,
      listen: option(args, "--listen") ?? "80",
      serverName: option(args, "--server-name"),
      cacheDir: option(args, "--cache-dir") ?? "/var/cache/nginx/uncork",
      accessLog: option(args, "--access-log") ?? "/var/log/nginx/uncork.access.log",
      microCache: !args.includes("--no-micro-cache"),
    }),
  );
}
