import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { connect } from "~/.server/db/connect";
import { links } from "~/lib/links";

// npm run bench:js — the JavaScript a browser loads for a first visit to a
// product page (after `npm run build`), gzip-compressed as the server sends
// it (level 6), summed, with what each chunk is made of.

const PORT = 3403;
const DB_FILE = "./data/bench/uncork.db";

interface ManifestEntry { file: string; src?: string; name?: string; isEntry?: boolean }

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

async function main() {
  const server = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", DATABASE_URL: `file:${DB_FILE}`, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
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
    const path = links.productByExhibitor({ locale: "en", collectionId: event.id }, product.exhibitor_id, product.product_id);

    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    });
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(new URL(response.url()).pathname);
    });
    await page.goto(origin + path, { waitUntil: "networkidle" });
    await browser.close();

    const chunks = describeChunks();
    let total = 0;
    const rows = scripts.map((script) => {
      const file = `build/client${script}`;
      const gz = existsSync(file) ? gzipSync(readFileSync(file), { level: 6 }).length : 0;
      total += gz;
      return { script, gz, what: chunks.get(script.replace(/^\//, "")) ?? "" };
    });
    rows.sort((a, b) => b.gz - a.gz);
    console.log(`First-load JavaScript of ${path}`);
    console.log("| file | gzip KB | made of |");
    console.log("|---|---:|---|");
    for (const row of rows) console.log(`| ${row.script} | ${(row.gz / 1024).toFixed(1)} | ${row.what} |`);
    console.log(`first-load-js gzip_kb=${(total / 1024).toFixed(1)} files=${rows.length}`);
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
