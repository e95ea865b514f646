import { PLACEHOLDER_PRODUCER_ID } from "~/features/catalogue/vocabulary";

// A seeded PRNG (sfc32, 128 bits of state) so the demo fair is the same on
// every machine for a given seed. mulberry32 would be smaller, but its 32-bit
// state makes collisions among a million 24-hex ids likely.

const UINT32 = 0x1_0000_0000;

/** 32-bit string hash (FNV-1a), used to derive independent streams from labels. */
export function hash32(text: string, basis = 0x811c9dc5): number {
  let h = basis >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** A bijection on uint32, so distinct counters give distinct id prefixes that do not look sequential. */
function permute32(x: number, key: number): number {
  let z = (x ^ key) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x7feb352d) >>> 0;
  z = Math.imul(z ^ (z >>> 15), 0x846ca68b) >>> 0;
  return (z ^ (z >>> 16)) >>> 0;
}

const hex8 = (n: number) => n.toString(16).padStart(8, "0");

// Shared by a stream and all its forks: ids stay unique across the whole fair.
interface IdCounter {
  next: number;
  key: number;
}

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  private readonly ids: IdCounter;
  private readonly seed: number;

  constructor(seed: number, ids?: IdCounter) {
    this.seed = seed >>> 0;
    const mix = splitmix32(seed);
    this.a = mix();
    this.b = mix();
    this.c = mix();
    this.d = mix();
    this.ids = ids ?? { next: 1, key: mix() };
    for (let i = 0; i < 12; i++) this.uint32();
  }

  /**
   * An independent stream for one concern, derived from this stream's seed
   * and the label (not from its position), so adding draws elsewhere does not
   * reshuffle it. The same label gives the same stream.
   */
  fork(label: string): Random {
    return new Random(hash32(label, hash32(String(this.seed))), this.ids);
  }

  uint32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.uint32() / UINT32;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Float in [min, max), rounded to `decimals` places when given. */
  float(min: number, max: number, decimals?: number): number {
    const value = min + this.next() * (max - min);
    if (decimals === undefined) return value;
    const f = 10 ** decimals;
    return Math.round(value * f) / f;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(this.next() * items.length)];
  }

  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of entries) total += w;
    let r = this.next() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    return entries[entries.length - 1][0];
  }

  /** Fisher–Yates on a copy. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = out[i];
      out[i] = out[j];
      out[j] = tmp;
    }
    return out;
  }

  /** n distinct items (all of them when n ≥ length), in random order. */
  sample<T>(items: readonly T[], n: number): T[] {
    if (n >= items.length) return this.shuffle(items);
    // Partial Fisher–Yates: O(n) draws on an index copy, fine for the list sizes here.
    const pool = items.slice();
    const out: T[] = [];
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (pool.length - i));
      const tmp = pool[i];
      pool[i] = pool[j];
      pool[j] = tmp;
      out.push(pool[i]);
    }
    return out;
  }

  /** Approximately normal (Irwin–Hall of 4), clamped to [min, max]. */
  normal(mean: number, sd: number, min = -Infinity, max = Infinity): number {
    const z = (this.next() + this.next() + this.next() + this.next() - 2) * Math.sqrt(3);
    return Math.min(max, Math.max(min, mean + z * sd));
  }

  /**
   * 24 lowercase hex chars, unique among every stream forked from the same
   * root: a permuted shared counter, then 64 random bits.
   */
  id(): string {
    for (;;) {
      const counter = this.ids.next++;
      const value = hex8(permute32(counter >>> 0, this.ids.key)) + hex8(this.uint32()) + hex8(this.uint32());
      if (value !== PLACEHOLDER_PRODUCER_ID) return value;
    }
  }
}
