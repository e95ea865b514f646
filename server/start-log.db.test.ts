import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect } from "~/.server/db/connect";

// `npm start` is `react-router build` then `node server.js`: both
// run here as a visitor would run them (a build of its own, a fresh SQLite
// file, no SMTP_URL), and what they print is read.

const root = fileURLToPath(new URL("../", import.meta.url));
const run = promisify(execFile);
/** The one line the build still prints from @react-router/dev 7.18.4 itself: it hands Vite 8 the Vite 7 option `envFile: false` (README "Starting"). */
const UPSTREAM = /^The `envFile` option is deprecated, please use `envDir: false` instead\.$/;

let dir: string;
let buildLog: string;
let server: ChildProcess | undefined;
let serverLog = "";

beforeAll(async () => {
  // Inside the project: the server bundle finds its packages in ./node_modules.
  await mkdir(path.join(root, "data"), { recursive: true });
  dir = await mkdtemp(path.join(root, "data", "start-log-"));
  // As from a shell: no NODE_ENV (vitest's "test" would build development React).
  const env = { ...process.env, NODE_ENV: undefined, BUILD_DIR: path.join(dir, "build"), NO_COLOR: "1" };
  const built = await run(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: root,
    env,
    maxBuffer: 16 * 1024 * 1024,
  });
  buildLog = `${built.stdout}\n${built.stderr}`;

  server = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env: {
      ...env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${path.join(dir, "uncork.db")}`,
      OUTBOX_DIR: path.join(dir, "outbox"),
      AUTH_SECRET_FILE: path.join(dir, "auth-secret"),
      MEDIA_DIR: path.join(dir, "media"),
      LOAD_DEMO: "never",
      SMTP_URL: undefined,
      PUBLIC_URL: undefined,
      AUTH_SECRET: undefined,
    },
  });
  const collect = (chunk: Buffer) => {
    serverLog += chunk.toString();
  };
  server.stdout?.on("data", collect);
  server.stderr?.on("data", collect);
  const deadline = Date.now() + 60_000;
  while (!/^Mail: .*$/m.test(serverLog)) {
    if (server.exitCode !== null) throw new Error(`the server exited:\n${serverLog}`);
    if (Date.now() > deadline) throw new Error(`the server said no more than:\n${serverLog}`);
    await new Promise((done) => setTimeout(done, 100));
  }
  // better-auth speaks on its first request: ask for a session, then read the log again.
  const url = /serving on (http:\S+)/.exec(serverLog)?.[1];
  await fetch(`${url}/api/auth/get-session`);
  await fetch(`${url}/en`);
  await new Promise((done) => setTimeout(done, 300));
}, 180_000);

afterAll(async () => {
  server?.kill("SIGTERM");
  await rm(dir, { recursive: true, force: true });
});

describe("the start log", () => {
  it("says where the site is, which database it uses and where mail goes, and nothing more", () => {
    const lines = serverLog.trim().split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Uncork is serving on http:\/\/127\.0\.0\.1:\d+$/);
    expect(lines[1]).toBe(`Database: SQLite file ${path.join(dir, "uncork.db")}`);
    expect(lines[2]).toBe(`Mail: written to the outbox folder ${path.join(dir, "outbox")} (no SMTP_URL)`);
    expect(serverLog).not.toMatch(/warn|deprecat/i);
  });

  it("the build warns of nothing but the one upstream line", () => {
    const warnings = buildLog
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => /warn|deprecat|future flag/i.test(line) && !UPSTREAM.test(line));
    expect(warnings).toEqual([]);
  });
});

describe("stopping", () => {
  it("writes the analytics still buffered before the process exits on SIGTERM (docs/analytics.md)", async () => {
    const url = /serving on (http:\S+)/.exec(serverLog)?.[1];
    const response = await fetch(`${url}/api/analytics/events`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ events: [{ kind: "page_view", path: "/en/before-the-stop" }] }),
    });
    expect(response.status).toBe(204);
    // At once: the writer's second has not passed, the event is only in memory.
    const exited = new Promise<number | null>((done) => server?.once("exit", (code) => done(code)));
    server?.kill("SIGTERM");
    expect(await exited).toBe(0);
    const database = connect(`file:${path.join(dir, "uncork.db")}`);
    try {
      const rows = await database.selectFrom("analytics_events").select(["kind", "path"]).execute();
      expect(rows).toEqual([{ kind: "page_view", path: "/en/before-the-stop" }]);
    } finally {
      await database.destroy();
    }
  });
});
