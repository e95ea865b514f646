import { parseArgs } from "node:util";
import { sql } from "kysely";
import { connect } from "~/.server/db/connect";
import { migrateToLatest } from "~/.server/db/migrate";
import { env } from "~/.server/env";
import { renderImages } from "~/features/demo-fair/render-images.server";
import { EVENTS_PER_FAIR, seasonSizes } from "~/features/demo-fair/season";
import { clearCatalogue } from "~/features/demo-fair/write-fair.server";
import { writeSeason } from "~/features/demo-fair/write-season.server";

// npm run demo:generate -- [--products N] [--events E] [--seed S] [--database URL] [--media DIR] [--no-images] [--reset]
// Writes the deterministic demo fair into a database (migrated first) and
// renders its images and documents. With --events above 2, a season of E / 2
// fairs sharing the products (season.ts), each generated, written and
// rendered before the next is made, so memory holds one fair at a time.
// Without --reset it refuses to touch a database that already has events.

function usage(): string {
  let defaults: ReturnType<typeof env> | null = null;
  try {
    defaults = env();
  } catch {
    // An invalid environment is reported by the caller; the usage text goes without defaults.
  }
  return `Usage: npm run demo:generate -- [options]
  --products N     number of products (default DEMO_PRODUCTS, ${defaults?.DEMO_PRODUCTS ?? "?"})
  --events E       number of events, an even number: E / 2 fairs share the products (default ${EVENTS_PER_FAIR})
  --seed S         random seed (default DEMO_SEED, ${defaults?.DEMO_SEED ?? "?"})
  --database URL   database (default DATABASE_URL, ${defaults?.DATABASE_URL ?? "?"})
  --media DIR      media directory (default MEDIA_DIR, ${defaults?.MEDIA_DIR ?? "?"})
  --no-images      skip rendering images and PDFs
  --reset          delete every catalogue row first`;
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n)) throw new Error(`--${name} must be an integer, got "${value}"`);
  return n;
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(2)} s`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      products: { type: "string" },
      events: { type: "string" },
      seed: { type: "string" },
      database: { type: "string" },
      media: { type: "string" },
      "no-images": { type: "boolean" },
      reset: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    console.log(usage());
    return 0;
  }
  const config = env();
  const products = integer(values.products, config.DEMO_PRODUCTS, "products");
  const seed = integer(values.seed, config.DEMO_SEED, "seed");
  const events = integer(values.events, EVENTS_PER_FAIR, "events");
  const season = { seed, products, events };
  const fairs = seasonSizes(season).length;
  const url = values.database ?? config.DATABASE_URL;
  const mediaDir = values.media ?? config.MEDIA_DIR;

  const db = connect(url);
  try {
    let started = performance.now();
    await migrateToLatest(db);
    console.log(`Database ${url.replace(/\/\/[^@/]*@/, "//…@")}: migrated in ${seconds(started)}.`);
    if (values.reset) {
      started = performance.now();
      await clearCatalogue(db);
      console.log(`Deleted every catalogue row in ${seconds(started)}.`);
    } else {
      const { rows } = await sql<{ n: number | string }>`select count(*) as n from events`.execute(db);
      if (Number(rows[0]?.n ?? 0) > 0) {
        console.error(
          `The database already has ${rows[0].n} event(s); run again with --reset to replace the catalogue.`,
        );
        return 1;
      }
    }

    started = performance.now();
    const of = (number: number) => (fairs > 1 ? ` fair ${number} of ${fairs}:` : "");
    await writeSeason(db, season, {
      generated(fair, number) {
        console.log(
          `Generated${of(number)} (seed ${seed}) in ${seconds(started)}: ${fair.products.length} products, ${fair.exhibitors.length} exhibitors, ` +
            `${fair.producers.length} producers, ${fair.events.length} events, ${fair.registeredProducts.length} registered products, ` +
            `${fair.files.length} files, ${fair.images.length} images, ${fair.history.length} history entries.`,
        );
        started = performance.now();
      },
      async written(fair, number) {
        console.log(`Wrote${of(number)} the catalogue in ${seconds(started)}.`);
        if (values["no-images"]) {
          console.log("Skipped images and documents (--no-images).");
        } else {
          started = performance.now();
          await renderImages(fair, mediaDir);
          console.log(
            `Rendered${of(number)} ${fair.imageSpecs.length} images and ${fair.pdfs.length} PDFs into ${mediaDir} in ${seconds(started)}.`,
          );
        }
        started = performance.now();
      },
    });
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    console.error(usage());
    process.exit(1);
  },
);
