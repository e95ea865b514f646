import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { connect } from "~/.server/db/connect";
import { links } from "~/lib/links";
import { spawnSite } from "./site-server";

// npm run bench:js — the JavaScript a browser loads for a first visit to a
// product page (after `npm run build`), gzip-compressed as the server sends
// it (level 6), summed, with what each chunk is made of.

// BENCH_PORT moves it (a shared machine).
const PORT = Number(process.env.BENCH_PORT ?? 3403);
const DB_FILE = "./data/bench/uncork.db";

interface ManifestEntry {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
}

function describeChunks(): Map<string, string> {
  const path = "build/client/.vite/manifest.json";
  const out = new Map<string, string>();
  if (!existsSync(path)) return out;
  const manifest = JSON.parse(readFileSync(path, "utf8")) as Record<string, ManifestEntry>;
  for (const [key, entry] of Object.entries(manifest)) {
    const label = (entry.src ?? key).replace(/^.*node_modules\//, "node_modules/");
    out.set(entry.file, out.has(entry.file) ? `${out.get(entry.file)}, ${label}` : label);
  }
  return out;
}

/** What a chunk holds, from markers its libraries leave in the minified code. */
function describeByContent(code: string): string {
  const parts: string[] = [];
  if (/react-dom|__reactContainer|hydrateRoot/.test(code)) parts.push("react-dom");
  if (/ReactCurrentDispatcher|react\.element|useSyncExternalStore/.test(code) && !parts.includes("react-dom"))
    parts.push("react");
  if (/__reactRouterContext|createBrowserRouter|useNavigation/.test(code)) parts.push("react-router");
  if (/Intl\.(NumberFormat|PluralRules|DateTimeFormat)/.test(code)) parts.push("app: formatting and translation");
  return parts.join(", ") || "app code";
}

async function main() {
  const server = spawnSite({ port: PORT, databaseUrl: `file:${DB_FILE}` });
  try {
    const origin = `http://127.0.0.1:${PORT}`;
    for (let i = 0; i < 960; i++) {
      try {
        if ((await fetch(`${origin}/api/health`)).ok) break;
      } catch {
        await new Promise((r) => setTimeout(r, 250));
      }
    }
    const db = connect(`file:${DB_FILE}`);
    const event = await db.selectFrom("events").select("id").orderBy("starts_on", "desc").executeTakeFirstOrThrow();
    const product = await db
      .selectFrom("registered_products")
      .select(["product_id", "exhibitor_id"])
      .where("event_id", "=", event.id)
      .orderBy("product_id")
      .executeTakeFirstOrThrow();
    await db.destroy();
    const path = links.productByExhibitor(
      { locale: "en", collectionId: event.id },
      product.exhibitor_id,
      product.product_id,
    );

    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
    const page = await browser.newPage();
    const scripts: string[] = [];
    const data: string[] = [];
    page.on("response", (response) => {
      const type = response.request().resourceType();
      const path = new URL(response.url()).pathname;
      if (type === "script") scripts.push(path);
      else if (type === "fetch" || type === "xhr" || path.startsWith("/i18n/")) data.push(path);
    });
    // The header asks who is signed in once the page has hydrated; what the page loads right
    // after hydration (the service worker's registration) counts too. Without waiting for it, a
    // slow hydration let "networkidle" come first and the count missed that file (0.4 KB).
    const hydrated = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/me");
    await page.goto(origin + path, { waitUntil: "networkidle" });
    await hydrated;
    await page.waitForTimeout(1000);
    await browser.close();

    const chunks = describeChunks();
    let total = 0;
    const rows = [];
    // Every script as the server sends it (build files and the messages script alike).
    for (const script of scripts) {
      const body = Buffer.from(await (await fetch(origin + script)).arrayBuffer());
      const gz = gzipSync(body, { level: 6 }).length;
      total += gz;
      rows.push({ script, gz, what: chunks.get(script.replace(/^\//, "")) ?? describeByContent(body.toString()) });
    }
    rows.sort((a, b) => b.gz - a.gz);
    console.log(`First-load JavaScript of ${path}`);
    console.log("| file | gzip KB | made of |");
    console.log("|---|---:|---|");
    for (const row of rows) console.log(`| ${row.script} | ${(row.gz / 1024).toFixed(1)} | ${row.what} |`);
    let dataTotal = 0;
    for (const path of data) {
      const body = Buffer.from(await (await fetch(origin + path)).arrayBuffer());
      const gz = gzipSync(body, { level: 6 }).length;
      dataTotal += gz;
      console.log(`data fetched by the page: ${path} ${(gz / 1024).toFixed(1)} KB gzip`);
    }
    console.log(
      `first-load-js gzip_kb=${(total / 1024).toFixed(1)} files=${rows.length} data_kb=${(dataTotal / 1024).toFixed(1)}`,
    );
  } finally {
    server.kill();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
