import { connect } from "~/.server/db/connect";
import type { ProductDocument } from "~/features/catalogue/documents";
import { loadProductDocuments } from "~/features/search/load-docs.server";
import { ProductIndex } from "~/features/search/product-index";
import { readBenchEvents } from "./bench-catalogue";
import { benchFair } from "./bench-fair";
import { benchmarkQueries, machine, memoryMb, report, timeQueries } from "./search";

// npm run bench:search -- --products 1000000 --events 20: the product index
// at a season's size, on the database bench:scale uses (data/bench-scale-N-eE,
// generated once): the largest event's index among the others, then one
// index over every main fair's products together (a search across all, and
// the size of one event of 1,000,000), each timed with bench:search's
// queries. The documents are read as the server reads them.

export async function benchSeasonSearch(products: number, events: number): Promise<void> {
  console.log(`machine: ${machine()}`);
  const { dbFile } = benchFair(products, events);
  const season = await readBenchEvents(dbFile);
  const db = connect(`file:${dbFile}`);
  try {
    const largest = season[0];
    let documents = await timedLoad(db, [largest.id]);
    await timeIndex("search_largest_event", documents);
    // The main fairs register every product of their fair once: together, each product once.
    const mains = season.filter((event) => event.products >= largest.products * 0.9);
    documents = [];
    documents = await timedLoad(
      db,
      mains.map((event) => event.id),
    );
    await timeIndex("search_all_events", documents);
  } finally {
    await db.destroy();
  }
}

async function timedLoad(db: ReturnType<typeof connect>, eventIds: string[]): Promise<ProductDocument[]> {
  const before = memoryMb();
  const started = performance.now();
  const documents: ProductDocument[] = [];
  for (const eventId of eventIds) for (const doc of await loadProductDocuments(db, eventId)) documents.push(doc);
  console.log(
    `${eventIds.length} event(s): ${documents.length} documents loaded in ${((performance.now() - started) / 1000).toFixed(1)} s (${(memoryMb() - before).toFixed(0)} MB)`,
  );
  return documents;
}

async function timeIndex(name: string, documents: ProductDocument[]): Promise<void> {
  const before = memoryMb();
  const started = performance.now();
  const index = await ProductIndex.build(documents);
  console.log(
    `index: built in ${((performance.now() - started) / 1000).toFixed(2)} s, ${(memoryMb() - before).toFixed(0)} MB beyond the documents`,
  );
  const timing = timeQueries(benchmarkQueries(index), (query) => index.search(query).total);
  report(name, timing, index.size);
}
