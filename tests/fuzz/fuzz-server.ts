import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createFreshPostgres } from "~/.server/db/fresh-postgres";

// The built site on a database of its own (a fresh SQLite file, or a fresh
// PostgreSQL database beside TEST_DATABASE_URL), with the demo fair, for the
// fuzzer to attack; stopped and removed afterwards.

const root = fileURLToPath(new URL("../../", import.meta.url));
export const FUZZ_ADMIN_TOKEN = "fuzz-admin-token-0123456789";

export interface FuzzServer {
  origin: string;
  databaseUrl: string;
  output: () => string;
  stop: () => Promise<void>;
}

async function waitForHealth(origin: string, app: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (app.exitCode !== null) throw new Error(`the site exited with code ${app.exitCode} before answering`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the site did not answer ${origin}/api/health within ${timeoutMs} ms`);
}

export async function startFuzzServer(options: { dialect: "sqlite" | "postgres"; port: number }): Promise<FuzzServer> {
  const dir = await mkdtemp(path.join(tmpdir(), "uncork-fuzz-"));
  const postgres =
    options.dialect === "postgres"
      ? await createFreshPostgres(process.env.TEST_DATABASE_URL as string, { prefix: "uncork_fuzz" })
      : undefined;
  const databaseUrl = postgres?.url ?? `file:${path.join(dir, "uncork.db")}`;
  const origin = `http://127.0.0.1:${options.port}`;
  let log = "";
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(options.port),
    HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: path.join(dir, "media"),
    IMPORTS_DIR: path.join(dir, "imports"),
    OUTBOX_DIR: path.join(dir, "outbox"),
    AUTH_SECRET_FILE: path.join(dir, "auth-secret"),
    ADMIN_TOKEN: FUZZ_ADMIN_TOKEN,
    AUTH_RATE_LIMIT: "1000000",
    DEMO_PRODUCTS: "200",
    LOAD_DEMO: "auto",
    // Nothing listens there: a sync the fuzzer starts fails at once (502), without the network.
    PRODUCT_API_URL: "http://127.0.0.1:9/graphql",
    PRODUCT_API_RETRIES: "0",
  };
  // Mail goes to the outbox folder; links and cookies use the request's origin.
  delete env.SMTP_URL;
  delete env.PUBLIC_URL;
  const app = spawn(process.execPath, ["server.js"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env,
  });
  for (const stream of [app.stdout, app.stderr]) stream?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  await waitForHealth(origin, app, 180_000);
  return {
    origin,
    databaseUrl,
    output: () => log,
    stop: async () => {
      if (app.exitCode === null) {
        const exited = new Promise((resolve) => app.once("exit", resolve));
        app.kill("SIGTERM");
        await exited;
      }
      await postgres?.drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
