import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, statSync } from "node:fs";

// The site as `npm start` runs it (the build's server.js, in production), for
// the benchmarks that measure it from outside: on 127.0.0.1:port, on the
// database and media folder given, its errors on this process's stderr.

export function spawnSite(options: {
  port: number;
  databaseUrl: string;
  mediaDir?: string;
  env?: Record<string, string>;
  /** With server-probe.js loaded, answering over IPC (server-process.ts `probe`): the event loop, heap, CPU profiles. */
  probe?: boolean;
}): ChildProcess {
  const probe = options.probe ? ["--import", "./scripts/bench/server-probe.js"] : [];
  return spawn(process.execPath, [...probe, "server.js"], {
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: "127.0.0.1",
      DATABASE_URL: options.databaseUrl,
      ...(options.mediaDir ? { MEDIA_DIR: options.mediaDir } : {}),
      NODE_ENV: "production",
      ...options.env,
    },
    stdio: options.probe ? ["ignore", "ignore", "inherit", "ipc"] : ["ignore", "ignore", "inherit"],
  });
}

/** Stops a server as a deploy would (SIGTERM) and waits for it to exit. */
export function stopServer(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    server.once("exit", () => resolve());
    server.kill("SIGTERM");
  });
}

/** Resolves once a search index snapshot is on disk (a start writes it after its build; decision 0021). */
export async function snapshotWritten(file: string): Promise<void> {
  const until = Date.now() + 120_000;
  while (!existsSync(file)) {
    if (Date.now() > until) throw new Error(`no search snapshot at ${file} after 120 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
  console.log(`search snapshot: ${(statSync(file).size / 1e6).toFixed(1)} MB`);
}
