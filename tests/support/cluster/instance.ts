import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// One instance as an operator runs it: `node server.js` from the build, its
// output kept in a log file the run prints when a check fails.

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
/** The readiness the operator's monitor and a rolling restart wait for (docs/operations.md). */
export const READY_PATH = "/api/health/ready";

export interface Instance {
  readonly name: string;
  readonly port: number;
  readonly origin: string;
  readonly process: ChildProcess;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  readonly logFile: string;
}

export interface InstanceOptions {
  name: string;
  port: number;
  env: Record<string, string>;
  logDir: string;
}

export function startInstance(options: InstanceOptions): Instance {
  const logFile = path.join(options.logDir, `${options.name}-${options.port}.log`);
  const log = createWriteStream(logFile, { flags: "a" });
  const child = spawn(process.execPath, ["server.js"], {
    cwd: ROOT,
    env: { ...process.env, ...options.env, PORT: String(options.port), HOST: "127.0.0.1", NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  // An instance never outlives the run that started it, whatever ends the run.
  const orphan = () => child.kill("SIGKILL");
  process.once("exit", orphan);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => {
      log.end();
      process.off("exit", orphan);
      resolve({ code, signal });
    }),
  );
  return {
    name: options.name,
    port: options.port,
    origin: `http://127.0.0.1:${options.port}`,
    process: child,
    exited,
    logFile,
  };
}

/** Resolves once the instance answers ready; throws with the end of its log otherwise. */
export async function waitUntilReady(instance: Instance, timeoutMs: number): Promise<number> {
  const started = performance.now();
  let gone = false;
  instance.exited.then(() => {
    gone = true;
  });
  while (performance.now() - started < timeoutMs && !gone) {
    try {
      const response = await fetch(instance.origin + READY_PATH, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const why = gone ? "exited" : `was not ready within ${timeoutMs} ms`;
  throw new Error(`instance ${instance.name} (${instance.origin}) ${why}:\n${logTail(instance)}`);
}

/** The last lines an instance wrote, for a failure message. */
export function logTail(instance: Instance, lines = 20): string {
  try {
    return readFileSync(instance.logFile, "utf8")
      .trimEnd()
      .split("\n")
      .slice(-lines)
      .map((line) => (line.length > 300 ? `${line.slice(0, 300)}…` : line))
      .join("\n");
  } catch {
    return "(no log)";
  }
}

/** Sends a signal and waits for the process to end (SIGKILL after graceMs). */
export async function stopInstance(instance: Instance, signal: NodeJS.Signals, graceMs = 30_000): Promise<void> {
  if (instance.process.exitCode !== null || instance.process.signalCode !== null) return;
  instance.process.kill(signal);
  const timer = setTimeout(() => instance.process.kill("SIGKILL"), graceMs);
  await instance.exited;
  clearTimeout(timer);
}
