import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { connect } from "./connect";
import { checkpointOffTheEventLoop, type WalCheckpoints } from "./wal-checkpoints";

// The write-ahead log is copied into the database file by a worker thread,
// never by a commit on the event loop (decision 0020).

const dirs: string[] = [];
const stops: WalCheckpoints[] = [];
afterEach(async () => {
  for (const checkpoints of stops.splice(0)) await checkpoints.stop();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function databaseFile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "wal-checkpoints-"));
  dirs.push(dir);
  return path.join(dir, "test.db");
}

function openWriter(file: string): SQLite.Database {
  const writer = new SQLite(file);
  writer.pragma("journal_mode = WAL");
  writer.pragma("synchronous = NORMAL");
  writer.exec("create table notes (id integer primary key, body text not null)");
  return writer;
}

/** About 8 MB in one transaction: 2,000 pages, twice SQLite's automatic checkpoint threshold. */
function writeMuch(writer: SQLite.Database): void {
  const insert = writer.prepare("insert into notes (body) values (?)");
  writer.transaction(() => {
    for (let i = 0; i < 2_000; i++) insert.run(`${i} ${"x".repeat(4_000)}`);
  })();
}

async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const size = (file: string) => statSync(file).size;

describe("checkpointOffTheEventLoop", () => {
  it("leaves what a commit wrote in the log: the commit copies nothing into the file", () => {
    const file = databaseFile();
    const writer = openWriter(file);
    stops.push(checkpointOffTheEventLoop(writer, 3_600_000));
    const before = size(file);
    writeMuch(writer);
    expect(size(`${file}-wal`)).toBeGreaterThan(8_000_000);
    expect(size(file)).toBe(before);
    writer.close();
  });

  it("copies what was committed into the file from its worker", async () => {
    const file = databaseFile();
    const writer = openWriter(file);
    const checkpoints = checkpointOffTheEventLoop(writer, 20);
    stops.push(checkpoints);
    writeMuch(writer);
    await until(() => (checkpoints.last?.checkpointed ?? 0) >= 2_000, "the worker's checkpoint");
    expect(size(file)).toBeGreaterThan(8_000_000);
    // The reader sees every row, from the file now.
    expect(writer.prepare("select count(*) as n from notes").get()).toEqual({ n: 2_000 });
    writer.close();
  });

  it("has ended its worker when stop settles: nothing of the database is open, the log is copied and gone", async () => {
    const file = databaseFile();
    const writer = openWriter(file);
    const checkpoints = checkpointOffTheEventLoop(writer, 3_600_000);
    writeMuch(writer);
    writer.close();
    // The worker's exit code: stop settles once the worker has ended, not when it was asked to.
    expect(await checkpoints.stop()).toBe(0);
    expect(existsSync(`${file}-wal`)).toBe(false);
    expect(size(file)).toBeGreaterThan(8_000_000);
    // Removed at once, the database's folder stays removed: no late connection makes its files again.
    rmSync(path.dirname(file), { recursive: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(existsSync(path.dirname(file))).toBe(false);
  });
});

describe("connect", () => {
  it("opens a file database whose writer leaves the checkpoints to the worker", async () => {
    const file = databaseFile();
    const db = connect(`file:${file}`);
    try {
      await sql`create table notes (id integer primary key, body text not null)`.execute(db);
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < 400; i++) {
          await sql`insert into notes (body) values (${"y".repeat(20_000)})`.execute(trx);
        }
      });
      // 8 MB of rows: in the file once the worker has copied the log (the commit did not: the test above).
      await until(() => size(file) > 8_000_000, "the log copied into the file");
    } finally {
      await db.destroy();
    }
    // destroy waits for the worker: the folder can be removed at once and nothing makes its files again.
    rmSync(path.dirname(file), { recursive: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(existsSync(path.dirname(file))).toBe(false);
  });

  it("can be destroyed before its worker has started, and its folder removed at once", async () => {
    const file = databaseFile();
    const db = connect(`file:${file}`);
    await db.destroy();
    rmSync(path.dirname(file), { recursive: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(existsSync(path.dirname(file))).toBe(false);
  });

  it("keeps a script that has nothing else to do alive until the worker has ended, so destroy settles", () => {
    // A command-line script (backup, import, demo-fair) queries, destroys the database, then reports and
    // sets its exit code. The worker does not keep the process alive, so its stop must: without that, the
    // process ended with destroy unsettled (exit code 13 here; 0 for a script whose failure was never reported).
    const file = databaseFile();
    const connectTs = path.resolve(import.meta.dirname, "connect.ts");
    const script = `
      import { connect } from ${JSON.stringify(connectTs)};
      const db = connect(${JSON.stringify(`file:${file}`)});
      await db.selectFrom("sqlite_master").selectAll().execute();
      await db.destroy();
      console.log("destroyed");
    `;
    const output = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(output.trim()).toBe("destroyed");
  });
});
