import { mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, stop } from "esbuild";

// node scripts/run-script.mjs scripts/import.ts [its arguments]
// Runs a command-line script written in TypeScript (npm run import, sync,
// backup, …) as one JavaScript file that esbuild bundles from it in a
// fraction of a second, packages left to Node (decision 0023). Loading the
// same modules through tsx's loader held 184 MB of resident memory before
// the script read a byte; the bundle holds 85 MB. The bundle is written
// beside the packages, so it resolves them (and `createRequire`) as the
// sources do, under a name of this process's own (two imports at once do not
// share a file), and removed when the process exits (or, killed, by the next
// run: a bundle whose process is gone).

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const CACHE = path.join(ROOT, "node_modules", ".cache", "uncork-scripts");

const [script] = process.argv.splice(2, 1);
if (!script?.endsWith(".ts")) {
  console.error("Usage: node scripts/run-script.mjs <script.ts> [arguments]");
  process.exit(2);
}
mkdirSync(CACHE, { recursive: true });
for (const name of readdirSync(CACHE)) {
  const pid = Number(name.match(/-(\d+)\.mjs$/)?.[1]);
  if (pid && !running(pid)) rmSync(path.join(CACHE, name), { force: true });
}
const bundle = path.join(CACHE, `${path.basename(script, ".ts")}-${process.pid}.mjs`);
process.on("exit", () => rmSync(bundle, { force: true }));
try {
  await build({
    entryPoints: [path.resolve(ROOT, script)],
    absWorkingDir: ROOT,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    outfile: bundle,
    logLevel: "error",
  });
} finally {
  await stop();
}
await import(pathToFileURL(bundle).href);

/** Whether a process of this id is alive (signal 0 only asks). */
function running(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}
