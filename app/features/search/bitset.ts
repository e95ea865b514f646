// Sets of document ids as Uint32Array words. Combining filters word by word
// touches 32 documents per operation, which is what keeps facet counting
// over 100,000 products inside a millisecond or two.

export function bitsetWords(size: number): number {
  return (size + 31) >>> 5;
}

export function setBit(bits: Uint32Array, id: number): void {
  bits[id >>> 5] |= 1 << (id & 31);
}

export function clearBit(bits: Uint32Array, id: number): void {
  bits[id >>> 5] &= ~(1 << (id & 31));
}

/** Sets every id in [0, size). */
export function fillAll(bits: Uint32Array, size: number): void {
  bits.fill(0xffffffff);
  const rest = size & 31;
  if (rest !== 0) bits[bits.length - 1] = (1 << rest) - 1;
}

/** out = a AND b (out may be a or b). */
export function and(out: Uint32Array, a: Uint32Array, b: Uint32Array): void {
  for (let i = 0; i < out.length; i++) out[i] = a[i] & b[i];
}

/**
 * In one pass over the words: `all` = base AND every set, and each set
 * becomes, in place, base AND every other set (what a selected facet counts
 * over: every filter but its own). A pass per pair of sets read the words
 * k² times; prefix and suffix products read them once.
 */
export function intersectLeavingOneOut(base: Uint32Array, sets: readonly Uint32Array[], all: Uint32Array): void {
  const k = sets.length;
  const before = new Int32Array(k);
  for (let w = 0; w < base.length; w++) {
    let running = base[w] | 0;
    for (let a = 0; a < k; a++) {
      before[a] = running;
      running &= sets[a][w];
    }
    all[w] = running;
    let after = -1;
    for (let a = k - 1; a >= 0; a--) {
      const own = sets[a][w];
      sets[a][w] = before[a] & after;
      after &= own;
    }
  }
}

/** Writes the ids of the set into out, ascending; returns how many. */
export function toIds(bits: Uint32Array, out: Uint32Array): number {
  let count = 0;
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w];
    while (word !== 0) {
      const lowest = word & -word;
      out[count++] = (w << 5) + 31 - Math.clz32(lowest);
      word ^= lowest;
    }
  }
  return count;
}

/** Writes the ids of a AND NOT b into out, ascending; returns how many. */
export function toIdsOfDifference(a: Uint32Array, b: Uint32Array, out: Uint32Array): number {
  let count = 0;
  for (let w = 0; w < a.length; w++) {
    let word = a[w] & ~b[w];
    while (word !== 0) {
      const lowest = word & -word;
      out[count++] = (w << 5) + 31 - Math.clz32(lowest);
      word ^= lowest;
    }
  }
  return count;
}

/** How many ids the set holds. */
export function popcount(bits: Uint32Array): number {
  let count = 0;
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w] - ((bits[w] >>> 1) & 0x55555555);
    word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
    count += (Math.imul((word + (word >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) | 0;
  }
  return count;
}
