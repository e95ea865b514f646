// How many of each record the fair gets, from the requested product count.

export interface FairOptions {
  seed: number;
  products: number;
  exhibitors?: number;
  producers?: number;
  /** The fair's place in a season of fairs (season.ts), from 0: the first is the demo fair itself. */
  fair?: number;
}

export interface Plan {
  products: number;
  exhibitors: number;
  producers: number;
  /** Exhibitors whose products have no producer row: they stand in as the producer (docs/product/catalogue.md). */
  standIns: number;
  /** Producing exhibitors that also appear as a producer of the same name. */
  twins: number;
  importers: number;
  kinds: { Wine: number; Beer: number; Spirit: number; Cider: number; ProductV1: number };
}

/** Share of products whose exhibitor stands in as producer (about 8 % null + 4 % placeholder). */
export const STAND_IN_SHARE = 0.12;

export function plan(options: FairOptions): Plan {
  const products = Math.floor(options.products);
  if (!Number.isFinite(products) || products < 10) throw new Error("the demo fair needs at least 10 products");
  // Every producer and every stand-in exhibitor needs at least one product of
  // its own, and every importer at least one producer: clamp accordingly.
  let producers = Math.min(options.producers ?? Math.max(250, Math.round(products / 10)), Math.floor(products * 0.8));
  let exhibitors = Math.min(
    options.exhibitors ?? Math.max(150, Math.round(products / 16)),
    Math.floor(producers / 0.9),
  );
  exhibitors = Math.max(3, exhibitors);
  const standIns = Math.max(2, Math.round(exhibitors * 0.1));
  producers = Math.max(1, Math.min(producers, products - standIns));
  exhibitors = Math.min(exhibitors, producers + standIns);
  const twins = Math.max(1, Math.min(Math.round(exhibitors * 0.45), exhibitors - standIns - 1));
  const importers = exhibitors - standIns - twins;

  const ProductV1 = Math.round(products * 0.01);
  const Cider = Math.round(products * 0.05);
  const Spirit = Math.round(products * 0.12);
  const Beer = Math.round(products * 0.12);
  const Wine = products - ProductV1 - Cider - Spirit - Beer;
  return {
    products,
    exhibitors,
    producers,
    standIns,
    twins,
    importers,
    kinds: { Wine, Beer, Spirit, Cider, ProductV1 },
  };
}

/**
 * Splits `total` into integer parts proportional to `weights`, each at least
 * `min` (largest-remainder method, so the parts add up exactly).
 */
export function allocate(total: number, weights: readonly number[], min = 1): number[] {
  const n = weights.length;
  if (n === 0) return [];
  const base = Math.min(min, Math.floor(total / n));
  const extra = total - base * n;
  const sum = weights.reduce((a, b) => a + b, 0) || 1;
  const exact = weights.map((w) => (extra * w) / sum);
  const parts = exact.map((x) => base + Math.floor(x));
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let k = 0; left > 0; k = (k + 1) % n, left--) parts[order[k][1]]++;
  return parts;
}
