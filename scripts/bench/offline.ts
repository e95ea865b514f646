import { monitorEventLoopDelay } from "node:perf_hooks";
import { createGzip } from "node:zlib";
import { connect } from "~/.server/db/connect";
import { migrateToLatest } from "~/.server/db/migrate";
import { catalogueVersion, recordCatalogueChange } from "~/features/events/catalogue-versions.server";
import { offlinePackageSummary, writeOfflinePackage } from "~/features/offline/offline-package.server";
import { readBenchCatalogue } from "./bench-catalogue";
import { benchFair } from "./bench-fair";

// npm run bench:offline — the saved fair's package (issue 31,
// docs/offline-package.md) from the demo fair of each size in BENCH_PRODUCTS
// (default 2,500 and 100,000, generated once into data/bench-scale-N): the
// package's bytes as sent (gzip) and as stored, the time to write it, the
// longest the event loop waited meanwhile (p99 and max of a 1 ms histogram),
// the summary's time and its estimate against the real size, and a
// difference of 50 changed products. In-process, on SQLite, the German
// package; ROUNDS runs each, medians.

const SIZES = (process.env.BENCH_PRODUCTS ?? "2500,100000").split(",").map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

type Written = Awaited<ReturnType<typeof writeOnce>>;

async function writeOnce(db: ReturnType<typeof connect>, eventId: string, since: number | null) {
  const gzip = createGzip({ level: 6 });
  let gzipped = 0;
  gzip.on("data", (chunk: Buffer) => {
    gzipped += chunk.length;
  });
  const ended = new Promise((resolve) => gzip.on("end", resolve));
  let raw = 0;
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const started = performance.now();
  await writeOfflinePackage(db, { eventId, locale: "de", since }, async (line) => {
    raw += Buffer.byteLength(line);
    if (!gzip.write(line)) await new Promise((resolve) => gzip.once("drain", resolve));
  });
  const ms = performance.now() - started;
  loop.disable();
  gzip.end();
  await ended;
  return { ms, raw, gzipped, p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 };
}

async function main() {
  for (const products of SIZES) {
    const { dbFile } = benchFair(products);
    const { event, products: rows } = await readBenchCatalogue(dbFile);
    const db = connect(`file:${dbFile}`);
    await migrateToLatest(db);
    const summaries: number[] = [];
    let estimate = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      estimate = (await offlinePackageSummary(db, { eventId: event.id, locale: "de" }))?.bytes ?? 0;
      summaries.push(performance.now() - started);
    }
    const full: Written[] = [];
    for (let round = 0; round < ROUNDS; round++) full.push(await writeOnce(db, event.id, null));
    const since = await catalogueVersion(db, event.id);
    const changed = rows.filter((_, at) => at % Math.max(1, Math.floor(rows.length / 50)) === 0).slice(0, 50);
    await recordCatalogueChange(db, [event.id], { productIds: changed.map((row) => row.product_id) });
    const diff: Written[] = [];
    for (let round = 0; round < ROUNDS; round++) diff.push(await writeOnce(db, event.id, since));
    await db.destroy();
    const mb = (bytes: number) => (bytes / 1e6).toFixed(2);
    const pick = (runs: Written[], key: keyof Written) => median(runs.map((run) => run[key]));
    console.log(`\n${products.toLocaleString("en")} products (${event.id}), German, ${ROUNDS} rounds, medians:`);
    console.log(`  whole fair: ${mb(full[0].raw)} MB stored, ${mb(full[0].gzipped)} MB gzip sent`);
    console.log(
      `    written in ${pick(full, "ms").toFixed(0)} ms; event loop p99 ${pick(full, "p99").toFixed(1)} ms, max ${pick(full, "max").toFixed(1)} ms`,
    );
    console.log(
      `  summary: ${median(summaries).toFixed(1)} ms, estimate ${mb(estimate)} MB (${((estimate / full[0].raw - 1) * 100).toFixed(1)} % off)`,
    );
    console.log(
      `  difference of 50 products: ${(diff[0].raw / 1e3).toFixed(1)} KB stored, ${(diff[0].gzipped / 1e3).toFixed(1)} KB gzip`,
    );
    console.log(`    written in ${pick(diff, "ms").toFixed(1)} ms; event loop max ${pick(diff, "max").toFixed(1)} ms`);
  }
}

await main();
