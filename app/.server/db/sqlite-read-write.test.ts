import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { CompiledQuery, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { connect, type DB } from "./connect";
import { PER_ROW } from "./statement-per-row";

// A SQLite file is read through its own connection (decision 0010): a long
// transaction no longer holds up reads, which see the last committed state;
// writes still wait their turn.

let dir: string;
let db: DB;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "uncork-rw-"));
  db = connect(`file:${path.join(dir, "rw.db")}`);
  await sql`create table notes (id integer primary key, body text not null)`.execute(db);
  await sql`insert into notes (id, body) values (1, 'first')`.execute(db);
});

afterEach(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const bodies = async () =>
  (await sql<{ body: string }>`select body from notes order by id`.execute(db)).rows.map((r) => r.body);

/** A transaction that has written and waits, open, until `commit` is called. */
function openTransaction(work: (trx: DB) => Promise<void>) {
  let commit!: () => void;
  const mayCommit = new Promise<void>((resolve) => {
    commit = resolve;
  });
  let written!: () => void;
  const hasWritten = new Promise<void>((resolve) => {
    written = resolve;
  });
  const done = db.transaction().execute(async (trx) => {
    await work(trx as unknown as DB);
    written();
    await mayCommit;
  });
  return { hasWritten, commit, done };
}

describe("SQLite read and write connections", () => {
  it("reads while a transaction is open, seeing what was committed before it", async () => {
    const tx = openTransaction(async (trx) => {
      await sql`insert into notes (id, body) values (2, 'uncommitted')`.execute(trx);
    });
    await tx.hasWritten;
    expect(await bodies()).toEqual(["first"]);
    tx.commit();
    await tx.done;
    expect(await bodies()).toEqual(["first", "uncommitted"]);
  });

  it("a write outside the transaction waits for its commit, and then runs", async () => {
    const order: string[] = [];
    const tx = openTransaction(async (trx) => {
      await sql`insert into notes (id, body) values (2, 'in the transaction')`.execute(trx);
    });
    await tx.hasWritten;
    const write = sql`insert into notes (id, body) values (3, 'after it') returning id`
      .execute(db)
      .then((result) => order.push(`write ${JSON.stringify(result.rows)}`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    order.push("commit");
    tx.commit();
    await Promise.all([tx.done, write]);
    expect(order).toEqual(["commit", 'write [{"id":3}]']);
    expect(await bodies()).toEqual(["first", "in the transaction", "after it"]);
  });

  it("a rolled-back transaction leaves nothing, and the writer is free again", async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`insert into notes (id, body) values (2, 'lost')`.execute(trx);
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    await sql`insert into notes (id, body) values (2, 'kept')`.execute(db);
    expect(await bodies()).toEqual(["first", "kept"]);
  });

  it("a read of a table an open transaction is creating waits for it rather than failing", async () => {
    const tx = openTransaction(async (trx) => {
      await sql`create table later (id integer primary key)`.execute(trx);
      await sql`insert into later (id) values (7)`.execute(trx);
    });
    await tx.hasWritten;
    const read = sql<{ id: number }>`select id from later`.execute(db);
    tx.commit();
    expect((await read).rows).toEqual([{ id: 7 }]);
    await tx.done;
  });

  it("a transaction that reads before it writes waits for another process's write instead of failing", async () => {
    // Another process (a command, a test harness) holds the file's write lock for a moment. SQLite lets a
    // transaction that has read wait for the lock only if it asked for it at its start (BEGIN IMMEDIATE):
    // a deferred one that reads, then writes, is refused at once (SQLITE_BUSY), an error page for a person.
    const file = path.join(dir, "rw.db");
    const other = spawn(
      process.execPath,
      [
        "-e",
        `const db = new (require(process.argv[1]))(process.argv[2]);
         db.pragma("busy_timeout = 5000");
         db.exec("begin immediate; insert into notes (id, body) values (9, 'other process')");
         process.stdout.write("locked\\n");
         Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
         db.exec("commit");
         db.close();`,
        createRequire(import.meta.url).resolve("better-sqlite3"),
        file,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    const exited = new Promise((resolve) => other.once("exit", resolve));
    await new Promise<void>((resolve) => other.stdout.once("data", () => resolve()));
    await db.transaction().execute(async (trx) => {
      const [row] = (await sql<{ n: number }>`select count(*) as n from notes`.execute(trx)).rows;
      await sql`insert into notes (id, body) values (${Number(row.n) + 10}, 'after the other')`.execute(trx);
    });
    expect(await exited).toBe(0);
    expect(await bodies()).toEqual(["first", "other process", "after the other"]);
  });

  it("writes a statement run per row (insertMany's) through the writer, alone and in a transaction", async () => {
    const perRow = (rows: [number, string][]) =>
      CompiledQuery.raw(`${PER_ROW}insert into notes (id, body) values (?, ?)`, rows);
    await db.executeQuery(perRow([[2, "second"]]));
    await db.transaction().execute((trx) => trx.executeQuery(perRow([[3, "third"]])));
    expect(await bodies()).toEqual(["first", "second", "third"]);
  });
});
