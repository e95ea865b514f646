// @ts-check
import { createServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import express from "express";

// The process entry: HTTP, compression of what is not already compressed,
// built assets, then the bundled application (server/app.ts). In development
// Vite serves the assets and loads the application with hot reloading.
// Plain JavaScript (types checked from JSDoc), run by Node itself: loading
// the 1.3 MB application bundle through a TypeScript loader (tsx) cost
// 200 MB of resident memory (docs/benchmarks.md, bench:scale).

const dev = process.argv.includes("--dev");
// React and React Router choose their production builds by NODE_ENV when the
// application bundle is loaded below; `npm start` must not run development React.
process.env.NODE_ENV ??= dev ? "development" : "production";
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";

/** The application's own account of where it is (URL, database, mail), printed once listening. */
/** @type {(address: { host: string; port: number }) => Promise<string[]>} */
let describeSetup = async () => [];
/**
 * The application's parts around the whole server (server/app.ts): its
 * logger, the observer every request passes first, and its graceful stop.
 * @type {{
 *   logger: () => { info(line: string): void; error(line: string, error?: unknown): void };
 *   observe: (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, answerAtOnce: typeof fastPath, handle: () => void) => void;
 *   stopGracefully: (listener: import("node:http").Server) => Promise<void>;
 *   shutdownTimeoutMs: () => number;
 * }}
 */
let outer;

const server = express();
/** What is in memory (built assets, cached pages) is answered before Express; see server/fast-path.ts. */
/** @type {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, own: readonly string[]) => boolean} */
let fastPath = () => false;
server.disable("x-powered-by");
// Which proxies' X-Forwarded-For and X-Forwarded-Proto to believe (README "Running behind a proxy").
server.set("trust proxy", trustProxy(process.env.TRUST_PROXY));

if (dev) {
  server.use(compression());
  const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
  server.use(vite.middlewares);
  const load = () => vite.ssrLoadModule("./server/app.ts");
  outer = /** @type {typeof outer} */ (await load());
  await (await load()).start().catch(refuseToStart);
  describeSetup = async (address) => (await load()).describeSetup(address);
  const headers = (await load()).securityHeaders({ dev: true });
  server.use((req, res, next) => headers(req, res, next));
  server.use(async (req, res, next) => (await load()).limitRequestBodies(req, res, next));
  server.use(async (req, res, next) => (await load()).refuseUnstorableUrls(req, res, next));
  server.use(async (req, res, next) => {
    try {
      (await load()).app(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  // The bundle exists only after `npm run build` (into BUILD_DIR, default ./build).
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const application = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
  outer = application;
  await application.start().catch(refuseToStart);
  describeSetup = async (address) => application.describeSetup(address);
  // Security headers on every response, cached pages and files included.
  server.use(application.securityHeaders());
  // Bodies over their route's limit are refused before they are read.
  server.use(application.limitRequestBodies);
  // A URL that decodes to a NUL is refused before any lookup (docs/security.md "Bad input").
  server.use(application.refuseUnstorableUrls);
  // Built assets (with the brotli and gzip copies the build made) and cached
  // pages are answered from memory before Express, with the same headers.
  fastPath = application.createFastPath({
    assets: new application.AssetStore(path.join(buildDir, "client/assets"), "/assets/"),
    trustProxy: server.get("trust proxy fn"),
  });
  // The same answers on the Express path, for what the fast path leaves to it.
  server.use(application.serveCachedPage);
  server.use("/assets", express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }));
  // Files at the top of build/client (favicon…); no other path pays a file lookup.
  // The service worker (/sw.js) is asked again on every visit: a new build reaches phones at once (docs/offline.md).
  const rootFiles = express.static(path.join(buildDir, "client"), {
    maxAge: "1h",
    index: false,
    setHeaders: (res, file) => {
      if (path.basename(file) === "sw.js") res.setHeader("Cache-Control", "no-cache");
    },
  });
  server.use((req, res, next) => (/^\/[\w.-]+\.\w+$/.test(req.path) ? rootFiles(req, res, next) : next()));
  server.use(application.app);
}

/**
 * A start the application refuses (StartRefused: a secret other than the
 * other instances') is told in its own words and exits with 1; anything else
 * is a bug, thrown with its stack.
 * @param {unknown} error
 * @returns {never}
 */
function refuseToStart(error) {
  if (!(error instanceof Error) || error.name !== "StartRefused") throw error;
  console.error(error.message);
  process.exit(1);
}

/** TRUST_PROXY: "true", "false", a number of hops, or addresses and subnets ("loopback" by default). */
/**
 * @param {string | undefined} value
 * @returns {boolean | number | string}
 */
function trustProxy(value) {
  if (!value) return "loopback";
  if (value === "true" || value === "false") return value === "true";
  return /^\d+$/.test(value) ? Number(value) : value;
}

const listener = createServer((req, res) => {
  outer.observe(req, res, fastPath, () => server(req, res));
}).listen(port, host, async () => {
  const bound = listener.address();
  const lines = await describeSetup({ host, port: typeof bound === "object" && bound ? bound.port : port });
  for (const line of lines) outer.logger().info(line);
});
// Node closes an idle kept-alive connection after 5 s; a client (a proxy, a
// load balancer, a browser's API client) that reuses it at that moment gets
// a reset. Keep idle connections longer than the usual 60 s of the proxies
// in front, so the client is the one that closes them.
listener.keepAliveTimeout = 65_000;
listener.headersTimeout = 66_000;

// Asked to stop (a deploy, Ctrl-C): refuse new connections, tell live
// streams to reconnect elsewhere, let requests in flight finish (at most
// SHUTDOWN_TIMEOUT_MS), write what the application buffers (analytics,
// docs/analytics.md), then exit (server/graceful-stop.ts). Should that hang,
// the process exits 5 s after the timeout all the same, with status 1.
for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT"])) {
  process.once(signal, () => {
    setTimeout(() => {
      outer.logger().error("Stopping took too long; exiting.");
      process.exit(1);
    }, outer.shutdownTimeoutMs() + 5000).unref();
    outer
      .stopGracefully(listener)
      .then(() => process.exit(0))
      .catch((error) => {
        outer.logger().error("Stopping failed", error);
        process.exit(1);
      });
  });
}
