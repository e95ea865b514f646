import { type Dirent, existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's root, whatever the working directory of the test run. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Built, generated and installed trees: not ours to check. */
const NOT_OURS = new Set(["node_modules", "build", "data", ".react-router", "test-results", "playwright-report"]);

/**
 * Every file under the given folders (relative to the repository root, with
 * "/" separators), sorted, whose name passes `keep`. A folder that does not
 * exist lists nothing.
 */
export function listFiles(folders: readonly string[], keep: (file: string) => boolean): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(path.join(REPO_ROOT, folder), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (NOT_OURS.has(entry.name)) continue;
      const file = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile() && keep(file)) files.push(file);
    }
  };
  for (const folder of folders) walk(folder);
  return files.sort();
}

export function readRepoFile(file: string): string {
  return readFileSync(path.join(REPO_ROOT, file), "utf8");
}

/** Our source code: what the house checks read (docs and locales are not code). */
export const SOURCE_FOLDERS = ["app", "server", "scripts", "tests"] as const;
const SOURCE_EXTENSION = /\.(ts|tsx|js|cjs|mjs|css)$/;
const ROOT_SOURCES = [
  "server.js",
  "vite.config.ts",
  "vitest.config.ts",
  "playwright.config.ts",
  "react-router.config.ts",
  ".dependency-cruiser.cjs",
];

export function listSourceFiles(): string[] {
  const rootFiles = ROOT_SOURCES.filter((file) => existsSync(path.join(REPO_ROOT, file)));
  return [...rootFiles, ...listFiles(SOURCE_FOLDERS, (file) => SOURCE_EXTENSION.test(file))];
}
