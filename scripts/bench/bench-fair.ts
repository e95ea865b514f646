import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";

/** Where the demo fair of `products` products lives: data/bench-scale-N (-eE for a season of E events) and its database file. */
export function benchFairPaths(products: number, events = 2): { dir: string; dbFile: string } {
  const dir = path.resolve(`data/bench-scale-${products}${events === 2 ? "" : `-e${events}`}`);
  return { dir, dbFile: path.join(dir, "uncork.db") };
}

/**
 * The demo fair of `products` products in data/bench-scale-N (without images:
 * they change nothing the benchmarks measure), generated unless it is there
 * already or BENCH_REGENERATE=1; its database file. With `events` above 2, a
 * season of events / 2 fairs sharing the products (demo-fair --events).
 */
export function benchFair(products: number, events = 2): { dir: string; dbFile: string } {
  const { dir, dbFile } = benchFairPaths(products, events);
  if (existsSync(dbFile) && process.env.BENCH_REGENERATE !== "1") return { dir, dbFile };
  mkdirSync(dir, { recursive: true });
  console.log(`generating the demo fair with ${products} products in ${events} events into ${dbFile} (once)…`);
  execFileSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "scripts/demo-fair.ts",
      "--products",
      String(products),
      "--events",
      String(events),
      "--database",
      `file:${dbFile}`,
      "--media",
      path.join(dir, "media"),
      "--no-images",
      "--reset",
    ],
    { stdio: "inherit" },
  );
  return { dir, dbFile };
}
