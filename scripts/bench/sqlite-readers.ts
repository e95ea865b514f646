import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { connect, connectSqlite, type DB } from "~/.server/db/connect";
import { sliceYielder } from "~/lib/time-slice";
import { quantile } from "./quantile";

// npm run bench:sqlite-readers: what a page's query waits while a long write
// transaction runs (a sync or an import applying 100,000 rows, awaiting
// between statements as ours do), on one SQLite connection (Kysely's driver)
// and on a writer and a reader (decision 0010), in one run on one machine.

const ROWS = 100_000;
const READ_EVERY_MS = 5;

async function measure(label: string, open: (file: string) => DB): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), "uncork-readers-"));
  const db = open(path.join(dir, "bench.db"));
  try {
    await sql`create table items (id integer primary key, name text not null)`.execute(db);
    await sql`create table history (item_id integer not null, note text not null)`.execute(db);
    await sql`insert into items (id, name) values (0, 'seed')`.execute(db);
    const waits: number[] = [];
    let writing = true;
    const started = performance.now();
    const write = db
      .transaction()
      .execute(async (trx) => {
        // As the sync's apply writes a product: several statements per row, and a turn for the
        // event loop every few milliseconds (sliceYielder, as applySync does).
        const yieldTurn = sliceYielder();
        for (let i = 1; i <= ROWS; i++) {
          await sql`insert into items (id, name) values (${i}, ${`row ${i}`})`.execute(trx);
          await sql`select id from items where id = ${i}`.execute(trx);
          await sql`update items set name = ${`row ${i}!`} where id = ${i}`.execute(trx);
          await sql`insert into history (item_id, note) values (${i}, 'added')`.execute(trx);
          await yieldTurn();
        }
      })
      .finally(() => {
        writing = false;
      });
    const reads = (async () => {
      while (writing) {
        const asked = performance.now();
        await sql`select count(*) as n from items`.execute(db);
        waits.push(performance.now() - asked);
        await new Promise((resolve) => setTimeout(resolve, READ_EVERY_MS));
      }
    })();
    await Promise.all([write, reads]);
    const seconds = (performance.now() - started) / 1000;
    waits.sort((a, b) => a - b);
    console.log(
      `${label}: transaction writing ${ROWS.toLocaleString("en")} rows took ${seconds.toFixed(1)} s; ` +
        `${waits.length} reads meanwhile, wait p50 ${quantile(waits, 0.5).toFixed(1)} ms, ` +
        `p99 ${quantile(waits, 0.99).toFixed(1)} ms, max ${waits[waits.length - 1].toFixed(1)} ms`,
    );
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(`machine: ${process.arch}, Node ${process.version}`);
await measure("one connection (Kysely's SQLite driver)", (file) => connectSqlite(new SQLite(file)));
await measure("writer and reader (connect)", (file) => connect(`file:${file}`));
