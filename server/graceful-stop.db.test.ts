import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect } from "~/.server/db/connect";
import { migrateToLatest } from "~/.server/db/migrate";
import { insertVerifiedPasswordUser } from "~/features/accounts/password-user.server";
import { insertEvent } from "../tests/factories/catalogue";

// SIGTERM as a deploy sends it, to the built server (`node server.js`) on a
// SQLite file, seen from outside: a request still uploading finishes, an open
// live stream hears `reconnect` and ends, new connections are refused, the
// process exits 0.

const root = fileURLToPath(new URL("../", import.meta.url));
const run = promisify(execFile);
const PASSWORD = "a password for the stop test";

let dir: string;
let server: ChildProcess;
let serverLog = "";
let origin: string;
let userId: string;
let eventId: string;

beforeAll(async () => {
  await mkdir(path.join(root, "data"), { recursive: true });
  dir = await mkdtemp(path.join(root, "data", "graceful-stop-"));
  const env = { ...process.env, NODE_ENV: undefined, BUILD_DIR: path.join(dir, "build"), NO_COLOR: "1" };
  await run(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: root,
    env,
    maxBuffer: 16 * 1024 * 1024,
  });

  const file = path.join(dir, "uncork.db");
  const database = connect(`file:${file}`);
  await migrateToLatest(database);
  eventId = await insertEvent(database);
  userId = "stop-test-user";
  await insertVerifiedPasswordUser(database, {
    id: userId,
    name: "Stop Test",
    email: "stop@example.com",
    password: PASSWORD,
    now: new Date().toISOString(),
  });
  await database.destroy();

  server = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env: {
      ...env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${file}`,
      OUTBOX_DIR: path.join(dir, "outbox"),
      AUTH_SECRET_FILE: path.join(dir, "auth-secret"),
      MEDIA_DIR: path.join(dir, "media"),
      LOAD_DEMO: "never",
      SHUTDOWN_TIMEOUT_MS: "10000",
    },
  });
  const collect = (chunk: Buffer) => {
    serverLog += chunk.toString();
  };
  server.stdout?.on("data", collect);
  server.stderr?.on("data", collect);
  const deadline = Date.now() + 60_000;
  while (!/serving on (http:\S+)/.test(serverLog)) {
    if (server.exitCode !== null) throw new Error(`the server exited:\n${serverLog}`);
    if (Date.now() > deadline) throw new Error(`the server said no more than:\n${serverLog}`);
    await new Promise((done) => setTimeout(done, 100));
  }
  origin = /serving on (http:\S+)/.exec(serverLog)?.[1] as string;
}, 180_000);

afterAll(async () => {
  if (server.exitCode === null) server.kill("SIGKILL");
  await rm(dir, { recursive: true, force: true });
});

/** A request whose body arrives in two parts: it is in flight until `finish()` sends the second. */
function slowUpload(): { finish: () => void; answer: Promise<{ status: number; connection?: string }> } {
  const body = JSON.stringify({ events: [{ kind: "page_view", path: "/en/during-the-stop" }] });
  const half = Math.floor(body.length / 2);
  const request = http.request(`${origin}/api/analytics/events`, {
    method: "POST",
    headers: { "content-type": "application/json", "content-length": String(body.length), origin },
  });
  const answer = new Promise<{ status: number; connection?: string }>((resolve, reject) => {
    request.on("response", (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }));
    });
    request.on("error", reject);
  });
  request.write(body.slice(0, half));
  return { finish: () => request.end(body.slice(half)), answer };
}

/** The user's live stream: what it received so far, and when it ended. */
function openLiveStream(cookie: string): { text: () => string; opened: Promise<void>; ended: Promise<void> } {
  let received = "";
  let opened!: () => void;
  let ended!: () => void;
  const openedPromise = new Promise<void>((resolve) => {
    opened = resolve;
  });
  const endedPromise = new Promise<void>((resolve) => {
    ended = resolve;
  });
  http.get(`${origin}/api/collections/${eventId}/users/${userId}/live`, { headers: { cookie } }, (response) => {
    expect(response.statusCode).toBe(200);
    response.setEncoding("utf8");
    response.on("data", (chunk: string) => {
      received += chunk;
      if (received.includes("retry:")) opened();
    });
    response.on("end", ended);
    response.on("close", ended);
  });
  return { text: () => received, opened: openedPromise, ended: endedPromise };
}

function connectionRefused(): Promise<boolean> {
  const { port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

describe("stopping on SIGTERM", () => {
  it("finishes what is in flight, sends live streams elsewhere, refuses new connections, then exits 0", async () => {
    const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({ email: "stop@example.com", password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const ready = await fetch(`${origin}/api/health/ready`);
    expect(ready.status).toBe(200);

    const live = openLiveStream(cookie);
    await live.opened;
    const upload = slowUpload();
    await new Promise((done) => setTimeout(done, 200));
    const exited = new Promise<number | null>((done) => server.once("exit", (code) => done(code)));
    server.kill("SIGTERM");

    await live.ended;
    expect(live.text()).toContain("event: reconnect\ndata: {}\n\n");
    const deadline = Date.now() + 2_000;
    while (!(await connectionRefused())) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((done) => setTimeout(done, 20));
    }
    // Still running: the upload holds it.
    expect(server.exitCode).toBeNull();

    upload.finish();
    expect(await upload.answer).toEqual({ status: 204, connection: "close" });
    expect(await exited).toBe(0);

    const database = connect(`file:${path.join(dir, "uncork.db")}`);
    try {
      const rows = await database.selectFrom("analytics_events").select("path").execute();
      expect(rows).toEqual([{ path: "/en/during-the-stop" }]);
    } finally {
      await database.destroy();
    }
  }, 60_000);
});
