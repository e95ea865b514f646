import { sql } from "kysely";
import type { DB } from "~/.server/db/connect";
import { generateFair } from "./generate-fair";
import { renderImages } from "./render-images.server";
import { writeFair } from "./write-fair.server";

// The embedded default: a fresh database gets the demo fair on first start.
// The caller migrates first.

export interface LoadDemoOptions {
  seed: number;
  products: number;
  mediaDir: string;
  log?: (line: string) => void;
}

async function hasEvents(db: DB): Promise<boolean> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from events`.execute(db);
  return Number(rows[0]?.n ?? 0) > 0;
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Generates, writes and renders the demo fair when there is no event yet; true when it did. */
export async function loadDemoFairIfEmpty(db: DB, options: LoadDemoOptions): Promise<boolean> {
  if (await hasEvents(db)) return false;
  const log = options.log ?? (() => {});
  let started = performance.now();
  const data = generateFair({ seed: options.seed, products: options.products });
  log(
    `Demo fair: generated ${data.products.length} products from ${data.exhibitors.length} exhibitors (seed ${options.seed}) in ${seconds(started)}.`,
  );
  started = performance.now();
  try {
    await writeFair(db, data);
  } catch (error) {
    // Another instance sharing the database may have loaded it meanwhile: the same seed gives the same ids.
    if (await hasEvents(db)) return false;
    throw error;
  }
  log(`Demo fair: wrote the catalogue in ${seconds(started)}.`);
  started = performance.now();
  await renderImages(data, options.mediaDir);
  log(
    `Demo fair: rendered ${data.imageSpecs.length} images and ${data.pdfs.length} documents into ${options.mediaDir} in ${seconds(started)}.`,
  );
  return true;
}
