import { createHash } from "node:crypto";
import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { injectManifest } from "@serwist/build";
import { build } from "esbuild";
import { messagesFile } from "../app/.server/i18n";
import { OFFLINE_PAGES } from "../app/features/pwa/service-worker/offline-routes";
import { APP_ICONS } from "../app/features/pwa/web-manifest";
import { LOCALES } from "../app/lib/locales";

// Part of `npm run build`, after the client build: bundles the service
// worker (app/features/pwa/service-worker/service-worker.ts) and injects the
// list of what it precaches (Serwist's injectManifest), into
// build/client/sw.js, served at /sw.js (docs/offline.md).

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");
const bundled = path.join(buildDir, "sw-bundle.js");

await build({
  entryPoints: [path.resolve("app/features/pwa/service-worker/service-worker.ts")],
  outfile: bundled,
  bundle: true,
  format: "iife",
  target: "es2020",
  minify: true,
  // Serwist's development logging goes with it.
  define: { "process.env.NODE_ENV": '"production"' },
  alias: { "~": path.resolve("app") },
  logLevel: "warning",
});

// The offline pages are rendered by the server: their revision is the build's,
// so a new build fetches them again (their scripts' names change with it).
const assets = readdirSync(path.join(clientDir, "assets")).sort();
const revision = createHash("sha256").update(assets.join("\n")).digest("hex").slice(0, 16);

const { count, size, warnings } = await injectManifest({
  swSrc: bundled,
  swDest: path.join(clientDir, "sw.js"),
  globDirectory: clientDir,
  globPatterns: ["assets/*.{js,css}"],
  // Hashed names: the name is the revision.
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
  additionalPrecacheEntries: [
    ...OFFLINE_PAGES.map((url) => ({ url, revision })),
    // Named by their content's hash (app/.server/i18n.ts): their own revision.
    ...LOCALES.map((locale) => ({ url: messagesFile(locale).href, revision: null })),
    ...APP_ICONS.map((icon) => ({ url: icon.src, revision })),
    { url: "/favicon.svg", revision },
  ],
});
rmSync(bundled);
for (const warning of warnings) console.warn(warning);
console.log(`service worker: ${count} files precached, ${(size / 1024).toFixed(0)} KB`);
