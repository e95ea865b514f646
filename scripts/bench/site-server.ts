import { type ChildProcess, spawn } from "node:child_process";

// The site as `npm start` runs it (the build's server.js, in production), for
// the benchmarks that measure it from outside: on 127.0.0.1:port, on the
// database and media folder given, its errors on this process's stderr.

export function spawnSite(options: {
  port: number;
  databaseUrl: string;
  mediaDir?: string;
  env?: Record<string, string>;
}): ChildProcess {
  return spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: "127.0.0.1",
      DATABASE_URL: options.databaseUrl,
      ...(options.mediaDir ? { MEDIA_DIR: options.mediaDir } : {}),
      NODE_ENV: "production",
      ...options.env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}
