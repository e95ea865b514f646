import type { FairData } from "./fair-data";
import { generateFair } from "./generate-fair";

// A season of fairs on one site (npm run demo:generate -- --events N): N / 2
// fairs, each the demo fair's pair of events (a main fair and an autumn
// tasting) with its own companies and products, generated one at a time so
// that a million products never sit in memory at once. The first fair is the
// demo fair itself; the others come from their own streams of the seed, and
// their event, exhibitor and producer slugs carry the fair's number, which
// keeps the slugs unique across the site. The demo's meeting people hold
// their meetings, samples and messages at the first fair only (as one buyer,
// the contact form's limit would stop them at the third).

/** Events per fair: its main fair and its autumn tasting. */
export const EVENTS_PER_FAIR = 2;

export interface SeasonOptions {
  seed: number;
  products: number;
  events: number;
}

/** How many products each fair of the season gets (they add up to `products`); throws on a season that cannot be made. */
export function seasonSizes(options: SeasonOptions): number[] {
  const { products, events } = options;
  if (!Number.isInteger(events) || events < EVENTS_PER_FAIR || events % EVENTS_PER_FAIR !== 0) {
    throw new Error(`--events must be an even number of at least ${EVENTS_PER_FAIR}, got ${events}`);
  }
  const fairs = events / EVENTS_PER_FAIR;
  const each = Math.floor(products / fairs);
  if (each < 10) throw new Error(`each of the ${fairs} fairs needs at least 10 products, ${products} is too few`);
  return Array.from({ length: fairs }, (_, fair) => (fair < products % fairs ? each + 1 : each));
}

/** Makes fair `fair` (from 0) of a season distinct from the others where the site needs it: slugs, and event names. */
function numberFair(data: FairData, fair: number): FairData {
  if (fair === 0) return data;
  const suffix = `-${fair + 1}`;
  for (const rows of [data.events, data.exhibitors, data.producers]) {
    for (const row of rows) row.slug = `${row.slug}${suffix}`;
  }
  for (const row of data.eventTranslations) row.name = `${row.name} · ${fair + 1}`;
  return data;
}

/**
 * The season's fairs, one at a time: the caller writes each before asking
 * for the next, so only one fair is ever held in memory.
 */
export function* seasonFairs(options: SeasonOptions): Generator<FairData> {
  const sizes = seasonSizes(options);
  // Yielded without a local name, so the generator holds no fair while the next one is made.
  for (const [fair, products] of sizes.entries())
    yield numberFair(generateFair({ seed: options.seed, products, fair }), fair);
}
