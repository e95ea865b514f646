import { cpus } from "node:os";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { sql } from "kysely";
import { connect } from "~/.server/db/connect";
import { migrateToLatest } from "~/.server/db/migrate";
import type { ProductDocument } from "~/features/catalogue/documents";
import { generateFair } from "~/features/demo-fair/generate-fair";
import { writeFair } from "~/features/demo-fair/write-fair.server";
import { parseProductQuery } from "~/features/search/filters";
import { loadProductDocuments } from "~/features/search/load-docs.server";
import { ProductIndex } from "~/features/search/product-index";
import type { ProductFacet, ProductQuery } from "~/features/search/query";
import { readBenchEvents } from "./bench-catalogue";
import { benchFair } from "./bench-fair";

// npm run bench:search — the product index over the demo fair: generate
// 100,000 products, write them to an in-memory SQLite database, build the
// index through load-docs, then time representative searches (a text and
// three facet filters, all facet counts included). The last line is the
// summary the decision record quotes. With --events above 2, a season's
// database instead (benchSeasonSearch below).

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const WARMUP_ROUNDS = 50;
const TIMED_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

/** Heap plus typed-array memory, after a full collection. */
export function memoryMb(): number {
  gc();
  const usage = process.memoryUsage();
  return (usage.heapUsed + usage.arrayBuffers) / 1e6;
}

export interface Corpus {
  documents: ProductDocument[];
  eventId: string;
  timings: Record<string, number>;
}

/** The demo fair's largest event, as the documents the index is built from. */
export async function prepareCorpus(products = PRODUCTS): Promise<Corpus> {
  const timings: Record<string, number> = {};
  let started = performance.now();
  const fair = generateFair({ seed: 2026, products });
  timings.generateMs = performance.now() - started;

  const db = connect(":memory:");
  try {
    await migrateToLatest(db);
    started = performance.now();
    await writeFair(db, fair);
    timings.writeMs = performance.now() - started;
    const largest = await sql<{ event_id: string; n: number }>`
      select event_id, count(*) as n from registered_products group by event_id order by n desc limit 1`.execute(db);
    const eventId = largest.rows[0]?.event_id;
    if (!eventId) throw new Error("the generated fair has no registered products");
    started = performance.now();
    const documents = await loadProductDocuments(db, eventId);
    timings.loadMs = performance.now() - started;
    return { documents, eventId, timings };
  } finally {
    await db.destroy();
  }
}

interface QueryTemplate {
  text: string;
  facets: ProductFacet[];
  why: string;
}

/** A text, and three facets whose values are picked from the data so that the search finds something. */
const TEMPLATES: QueryTemplate[] = [
  { text: "pinot", facets: ["country", "color", "price"], why: "prefix of a grape" },
  { text: "riesling", facets: ["region", "vintage", "medal"], why: "grape, exact" },
  { text: "ipa", facets: ["kind", "country", "alcohol"], why: "short beer style" },
  { text: "chardonay", facets: ["country", "color", "price"], why: "typo, one edit" },
  { text: "gewurztraminer", facets: ["country", "vintage", "closure"], why: "accent left out, long word" },
  { text: "cabernet sauvignon", facets: ["region", "vintage", "alcohol"], why: "two words (AND)" },
  { text: "rhone", facets: ["color", "vintage", "price"], why: "region without its accent" },
  { text: "Frankreich", facets: ["region", "color", "price"], why: "country in German" },
  { text: "tempranilo", facets: ["country", "vintage", "price"], why: "typo, one edit" },
  { text: "sauvignon blan", facets: ["country", "characteristic", "alcohol"], why: "search as you type" },
];

/**
 * A products list without a text, as the catalogue's pages ask (page 2 on,
 * filtered): every document a candidate, most of them hits, and every
 * facet's counts over them.
 */
export const LIST_TEMPLATES: QueryTemplate[] = [
  { text: "", facets: [], why: "the whole list" },
  { text: "", facets: ["kind"], why: "the largest kind" },
  { text: "", facets: ["color"], why: "one colour" },
  { text: "", facets: ["country"], why: "one country" },
  { text: "", facets: ["kind", "country"], why: "two filters" },
  { text: "", facets: ["country", "color", "price"], why: "three filters" },
];

export interface BenchQuery {
  label: string;
  query: ProductQuery;
}

/** The benchmark's queries, with facet values chosen from the index's own counts. */
export function benchmarkQueries(index: ProductIndex, templates = TEMPLATES): BenchQuery[] {
  return templates.map(({ text, facets }) => {
    const raw: Record<string, string[]> = text ? { q: [text] } : {};
    for (const facet of facets) {
      const counts = index.search(parseProductQuery(raw)).facets[facet];
      const top = counts.find((entry) => entry.count > 0 && !entry.selected);
      if (top) raw[facet] = [top.value];
    }
    const label = Object.entries(raw)
      .map(([name, values]) => `${name}=${values.join(",")}`)
      .join(" ");
    return { label: label || "(no filter)", query: parseProductQuery(raw) };
  });
}

export interface Timing {
  perQuery: { label: string; medianMs: number; hits: number }[];
  all: number[];
}

/** Warms up, then times the queries round-robin so that noise spreads evenly. */
export function timeQueries(queries: BenchQuery[], run: (query: ProductQuery) => number): Timing {
  const hits = queries.map((q) => run(q.query));
  for (let round = 0; round < WARMUP_ROUNDS; round++) for (const q of queries) run(q.query);
  const samples = queries.map(() => [] as number[]);
  for (let round = 0; round < TIMED_ROUNDS; round++) {
    queries.forEach((q, i) => {
      const started = performance.now();
      run(q.query);
      samples[i].push(performance.now() - started);
    });
  }
  return {
    perQuery: queries.map((q, i) => ({ label: q.label, medianMs: percentile(samples[i], 0.5), hits: hits[i] })),
    all: samples.flat(),
  };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}

export function report(name: string, timing: Timing, products: number): void {
  for (const q of timing.perQuery) {
    console.log(`  ${q.medianMs.toFixed(3).padStart(7)} ms median  ${String(q.hits).padStart(6)} hits  ${q.label}`);
  }
  const p50 = percentile(timing.all, 0.5).toFixed(2);
  const p99 = percentile(timing.all, 0.99).toFixed(2);
  console.log(`${name} p50_ms=${p50} p99_ms=${p99} products=${products}`);
}

export function machine(): string {
  return `${cpus().length} × ${cpus()[0]?.model ?? "unknown CPU"}, Node ${process.version}`;
}

// npm run bench:search -- --products 1000000 --events 20: the product index
// at a season's size, on the database bench:scale uses (data/bench-scale-N-eE,
// generated once): the largest event's index among the others, then one
// index over every main fair's products together (a search across all, and
// the size of one event of 1,000,000), each timed with bench:search's
// queries. The documents are read as the server reads them.

async function benchSeasonSearch(products: number, events: number): Promise<void> {
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
  const lists = timeQueries(benchmarkQueries(index, LIST_TEMPLATES), (query) => index.search(query).total);
  report(`${name}_lists`, lists, index.size);
}

async function main() {
  const { values } = parseArgs({ options: { products: { type: "string" }, events: { type: "string" } } });
  if (values.events && Number(values.events) > 2) {
    return benchSeasonSearch(Number(values.products ?? PRODUCTS), Number(values.events));
  }
  console.log(`machine: ${machine()}`);
  const before = memoryMb();
  const corpus = await prepareCorpus();
  const documentsMb = memoryMb() - before;
  console.log(
    `demo fair: ${PRODUCTS} products generated in ${(corpus.timings.generateMs / 1000).toFixed(1)} s, ` +
      `written in ${(corpus.timings.writeMs / 1000).toFixed(1)} s; event ${corpus.eventId}: ` +
      `${corpus.documents.length} documents loaded in ${(corpus.timings.loadMs / 1000).toFixed(1)} s (${documentsMb.toFixed(0)} MB)`,
  );

  const started = performance.now();
  const index = new ProductIndex(corpus.documents);
  const buildMs = performance.now() - started;
  const indexMb = memoryMb() - before - documentsMb;
  console.log(`index: built in ${(buildMs / 1000).toFixed(2)} s, ${indexMb.toFixed(0)} MB beyond the documents`);

  const queries = benchmarkQueries(index);
  console.log(
    `${queries.length} queries × ${TIMED_ROUNDS} timed runs (after ${WARMUP_ROUNDS} warm-up rounds), all facet counts included:`,
  );
  const timing = timeQueries(queries, (query) => index.search(query).total);
  report("search", timing, index.size);
  const lists = benchmarkQueries(index, LIST_TEMPLATES);
  console.log(`${lists.length} products lists without a text (the catalogue's pages), the same rounds:`);
  report(
    "lists",
    timeQueries(lists, (query) => index.search(query).total),
    index.size,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
