import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";

/** Where the demo fair of `products` products lives: data/bench-scale-N and its database file. */
export function benchFairPaths(products: number): { dir: string; dbFile: string } {
  const dir = path.resolve(`data/bench-scale-${products}`);
  return { dir, dbFile: path.join(dir, "uncork.db") };
}

/**
 * The demo fair of `products` products in data/bench-scale-N (without images:
 * they change nothing the benchmarks measure), generated unless it is there
 * already or BENCH_REGENERATE=1; its database file.
 */
export function benchFair(products: number): { dir: string; dbFile: string } {
  const { dir, dbFile } = benchFairPaths(products);
  if (existsSync(dbFile) && process.env.BENCH_REGENERATE !== "1") return { dir, dbFile };
  mkdirSync(dir, { recursive: true });
  console.log(`generating the demo fair with ${products} products into ${dbFile} (once)…`);
  execFileSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "scripts/demo-fair.ts",
      "--products",
      String(products),
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
