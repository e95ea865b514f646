import { monitorEventLoopDelay } from "node:perf_hooks";
import { sql } from "kysely";
import { connect } from "~/.server/db/connect";
import { migrateToLatest } from "~/.server/db/migrate";
import { updateExhibitor } from "~/features/catalogue/exhibitor-writes.server";
import { updateProduct } from "~/features/catalogue/product-writes.server";
import { generateFair } from "~/features/demo-fair/generate-fair";
import { writeFair } from "~/features/demo-fair/write-fair.server";
import { emptyProductQuery } from "~/features/search/filters";
import { createSearchService } from "~/features/search/search-service.server";
import { machine, percentile } from "./search";

// npm run bench:edits — an organizer editing the catalogue of a fair with
// 100,000 products while the site serves it. Generates the demo fair into
// an in-memory SQLite database, builds the largest event's search index,
// then makes a stream of edits through the same domain functions the admin
// API calls (product renames, now and then an exhibitor rename, one every
// EDIT_INTERVAL_MS) and measures, for each, the time until a search finds
// the new name, and over the whole stream the event loop's delay (what
// every other request waits). A last pass does a few edits the old way (a
// full rebuild of the index) for comparison in the same run.
// BENCH_PRODUCTS, BENCH_EDITS and BENCH_INTERVAL_MS change the run.

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const EDITS = Number(process.env.BENCH_EDITS ?? 300);
const EDIT_INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? 20);
const EXHIBITOR_EVERY = 25;
const REBUILDS = 3;

const RESOLUTION_MS = 5;

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  console.log(`machine: ${machine()}`);
  let started = performance.now();
  const db = connect(":memory:");
  await migrateToLatest(db);
  await writeFair(db, generateFair({ seed: 2026, products: PRODUCTS }));
  console.log(`demo fair: ${PRODUCTS} products written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const largest = await sql<{ event_id: string }>`
    select event_id, count(*) as n from registered_products group by event_id order by n desc limit 1`.execute(db);
  const eventId = largest.rows[0]?.event_id;
  if (!eventId) throw new Error("the generated fair has no registered products");
  const products = await db
    .selectFrom("registered_products")
    .select(["product_id", "exhibitor_id"])
    .where("event_id", "=", eventId)
    .execute();

  const search = createSearchService();
  started = performance.now();
  await search.warmSearch(db, [eventId]);
  console.log(
    `event ${eventId}: ${products.length} products; indexes built in ${((performance.now() - started) / 1000).toFixed(2)} s (at start, once)`,
  );

  const found = async (word: string) =>
    (await search.searchProducts(db, eventId, { ...emptyProductQuery(), q: word })).total > 0;

  // The histogram records each timer interval; the delay is what exceeds the resolution.
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  const visible: number[] = [];
  const exhibitorVisible: number[] = [];
  delay.enable();
  for (let i = 0; i < EDITS; i++) {
    const target = products[(i * 7919) % products.length];
    const word = `edit${i}x${Date.now().toString(36)}`;
    const editStarted = performance.now();
    if (i % EXHIBITOR_EVERY === EXHIBITOR_EVERY - 1) {
      // An exhibitor's new name is in every one of its products' documents.
      await updateExhibitor(db, {
        exhibitorId: target.exhibitor_id,
        changes: { name: `Maison ${word}` },
        actor: "bench",
      });
      while (!(await found(word))) await new Promise((resolve) => setTimeout(resolve, 1));
      exhibitorVisible.push(performance.now() - editStarted);
    } else {
      await updateProduct(db, { productId: target.product_id, changes: { name: `Cuvée ${word}` }, actor: "bench" });
      while (!(await found(word))) await new Promise((resolve) => setTimeout(resolve, 1));
      visible.push(performance.now() - editStarted);
    }
    await new Promise((resolve) => setTimeout(resolve, EDIT_INTERVAL_MS));
  }
  delay.disable();
  const loopMs = (p: number) => Math.max(0, delay.percentile(p) / 1e6 - RESOLUTION_MS);
  console.log(
    `${EDITS} edits, one every ${EDIT_INTERVAL_MS} ms (${visible.length} product renames, ${exhibitorVisible.length} exhibitor renames):`,
  );
  console.log(
    `  product rename searchable after: p50 ${ms(percentile(visible, 0.5))}, p99 ${ms(percentile(visible, 0.99))}, max ${ms(Math.max(...visible))}`,
  );
  console.log(
    `  exhibitor rename searchable after: p50 ${ms(percentile(exhibitorVisible, 0.5))}, max ${ms(Math.max(...exhibitorVisible))}`,
  );
  console.log(
    `  event-loop delay: p50 ${ms(loopMs(50))}, p99 ${ms(loopMs(99))}, max ${ms(delay.max / 1e6 - RESOLUTION_MS)}`,
  );

  // The old way, for comparison: every edit rebuilds the whole index.
  const rebuilt: number[] = [];
  const rebuildDelay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  rebuildDelay.enable();
  // The rebuild's own timer does not keep a process alive; a server's socket would.
  const keepAlive = setInterval(() => {}, 1_000);
  for (let i = 0; i < REBUILDS; i++) {
    const target = products[(i * 104729) % products.length];
    const word = `rebuild${i}x${Date.now().toString(36)}`;
    const editStarted = performance.now();
    await db
      .updateTable("products")
      .set({ name: `Cuvée ${word}` })
      .where("id", "=", target.product_id)
      .execute();
    search.invalidate([eventId]);
    await search.idle();
    if (!(await found(word))) throw new Error("the rebuilt index misses the edit");
    rebuilt.push(performance.now() - editStarted);
  }
  rebuildDelay.disable();
  clearInterval(keepAlive);
  console.log(
    `${REBUILDS} edits with a full rebuild each: searchable after p50 ${ms(percentile(rebuilt, 0.5))}; event-loop delay max ${ms(rebuildDelay.max / 1e6 - RESOLUTION_MS)}`,
  );
  console.log(
    `edits products=${products.length} visible_p50_ms=${percentile(visible, 0.5).toFixed(1)} visible_p99_ms=${percentile(visible, 0.99).toFixed(1)} loop_p99_ms=${loopMs(99).toFixed(1)} rebuild_ms=${percentile(rebuilt, 0.5).toFixed(0)}`,
  );
  search.close();
  await db.destroy();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
