import { mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { connect, type DB } from "~/.server/db/connect";
import { migrateToLatest } from "~/.server/db/migrate";
import { generateFair } from "~/features/demo-fair/generate-fair";
import { writeFair } from "~/features/demo-fair/write-fair.server";
import { getEvent } from "~/features/events/events.server";
import { type Booklet, fileNameOf, loadBooklet } from "~/features/exports/booklet.server";
import { writeBookletPdf } from "~/features/exports/booklet-pdf.server";
import { writeBookletXlsx } from "~/features/exports/booklet-xlsx.server";
import type { Locale } from "~/lib/locales";
import { insertUser } from "../../tests/factories/people";

// npm run bench:exports — the tasting booklet of a user who bookmarked 500
// products of the demo fair (in three named lists and outside any), each
// with a rating and a tasting note full of accents: load it, then write the
// PDF and the Excel workbook 7 times each and report the medians.
// Targets: PDF under 3 s, Excel under 1 s. BENCH_OUT=<dir> keeps the files.

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 500);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const LOCALE = (process.env.BENCH_LOCALE ?? "en") as Locale;
const NOTE =
  "Cerise noire, réglisse et épices douces ; Säure frisch, Abgang lang — ¡muy elegante! Più fresco che caldo, œnologie à suivre.";

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const machine = () => `${cpus().length} × ${cpus()[0]?.model ?? "unknown CPU"}, Node ${process.version}`;

async function prepare(db: DB): Promise<{ booklet: () => Promise<Booklet> }> {
  await migrateToLatest(db);
  await writeFair(db, generateFair({ seed: 2026, products: Math.max(2500, ENTRIES * 3) }));
  const largest = await sql<{ event_id: string }>`
    select event_id, count(*) as n from registered_products group by event_id order by n desc limit 1`.execute(db);
  const eventId = largest.rows[0].event_id;
  const products = await db
    .selectFrom("registered_products")
    .select("product_id")
    .where("event_id", "=", eventId)
    .orderBy("product_id")
    .limit(ENTRIES)
    .execute();
  if (products.length < ENTRIES) throw new Error(`the demo event has only ${products.length} products`);

  const user = await insertUser(db, { email: "bench@example.com", name: "Benoît Müller-Núñez" });
  const now = new Date().toISOString();
  const lists = ["Rotweine", "Blancs & bulles", "À revoir"];
  await db
    .insertInto("favorite_lists")
    .values(lists.map((name, i) => ({ event_id: eventId, user_id: user.id, id: `list-${i}`, name, created_at: now })))
    .execute();
  for (let start = 0; start < products.length; start += 100) {
    const batch = products.slice(start, start + 100);
    await db
      .insertInto("favorites")
      .values(
        batch.map((row, j) => {
          const list = (start + j) % 4;
          return {
            event_id: eventId,
            user_id: user.id,
            item_id: row.product_id,
            type: "product" as const,
            added_at: now,
            tags: JSON.stringify(list === 0 ? ["à goûter"] : []),
            list_id: list < 3 ? `list-${list}` : null,
            list_name: list < 3 ? lists[list] : null,
          };
        }),
      )
      .execute();
    await db
      .insertInto("tasting_notes")
      .values(
        batch.map((row, j) => ({
          event_id: eventId,
          user_id: user.id,
          product_id: row.product_id,
          rating: ((start + j) % 5) + 1,
          note: NOTE,
          added_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
  const event = (await getEvent(db, { idOrSlug: eventId, locale: LOCALE }))!;
  return { booklet: () => loadBooklet(db, { event, user, locale: LOCALE, source: "catalog" }) };
}

async function time<T>(label: string, run: () => Promise<T>): Promise<{ medianMs: number; last: T }> {
  const samples: number[] = [];
  let last!: T;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    last = await run();
    samples.push(performance.now() - started);
  }
  const medianMs = median(samples);
  console.log(
    `  ${label.padEnd(14)} median ${medianMs.toFixed(0).padStart(5)} ms  (runs: ${samples.map((s) => s.toFixed(0)).join(", ")})`,
  );
  return { medianMs, last };
}

async function main() {
  console.log(`machine: ${machine()}`);
  const db = connect(":memory:");
  try {
    let started = performance.now();
    const { booklet: load } = await prepare(db);
    console.log(
      `demo fair written and ${ENTRIES} bookmarks with notes added in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    started = performance.now();
    const booklet = await load();
    console.log(
      `booklet: ${booklet.entries.length} entries, ${booklet.sheets.length} sheets, first load ${(performance.now() - started).toFixed(0)} ms`,
    );
    console.log(`${RUNS} runs each:`);
    const loaded = await time("load", load);
    const pdf = await time("pdf", () => writeBookletPdf(booklet));
    const xlsx = await time("xlsx", () => writeBookletXlsx(booklet));
    const pages = (pdf.last.toString("latin1").match(/\/Type \/Page\b/g) ?? []).length;
    console.log(
      `files: PDF ${(pdf.last.length / 1024).toFixed(0)} KB, ${pages} pages; Excel ${(xlsx.last.length / 1024).toFixed(0)} KB`,
    );
    if (process.env.BENCH_OUT) {
      mkdirSync(process.env.BENCH_OUT, { recursive: true });
      writeFileSync(join(process.env.BENCH_OUT, fileNameOf(booklet, "pdf")), pdf.last);
      writeFileSync(join(process.env.BENCH_OUT, fileNameOf(booklet, "xlsx")), xlsx.last);
    }
    const verdict = (ms: number, limit: number) => (ms < limit ? "met" : "MISSED");
    console.log(
      `PDF target < 3000 ms: ${verdict(pdf.medianMs, 3000)}; Excel target < 1000 ms: ${verdict(xlsx.medianMs, 1000)}`,
    );
    console.log(
      `exports entries=${booklet.entries.length} load_ms=${loaded.medianMs.toFixed(0)} pdf_ms=${pdf.medianMs.toFixed(0)} xlsx_ms=${xlsx.medianMs.toFixed(0)}`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
