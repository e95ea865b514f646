// Bounded optimal-string-alignment distance (Levenshtein plus adjacent
// transposition, the commonest typo). It runs over character codes held in
// typed arrays and gives up as soon as the bound is exceeded, because it is
// called for thousands of vocabulary terms per fuzzy query token.

export const MAX_FUZZY_TERM_LENGTH = 48;

const ROW = MAX_FUZZY_TERM_LENGTH + 1;
let twoBack = new Int32Array(ROW);
let previous = new Int32Array(ROW);
let current = new Int32Array(ROW);

/**
 * The distance between a[0..aLength) and b[bStart..bStart+bLength), or
 * max + 1 when it is greater than max. Both lengths must not exceed
 * MAX_FUZZY_TERM_LENGTH.
 */
export function boundedDistance(
  a: ArrayLike<number>,
  aLength: number,
  b: ArrayLike<number>,
  bStart: number,
  bLength: number,
  max: number,
): number {
  if (Math.abs(aLength - bLength) > max) return max + 1;
  for (let j = 0; j <= bLength; j++) previous[j] = j;
  for (let i = 1; i <= aLength; i++) {
    current[0] = i;
    let rowMin = i;
    const ai = a[i - 1];
    for (let j = 1; j <= bLength; j++) {
      const bj = b[bStart + j - 1];
      const cost = ai === bj ? 0 : 1;
      let d = previous[j - 1] + cost;
      const deletion = previous[j] + 1;
      if (deletion < d) d = deletion;
      const insertion = current[j - 1] + 1;
      if (insertion < d) d = insertion;
      if (i > 1 && j > 1 && ai === b[bStart + j - 2] && a[i - 2] === bj) {
        const transposition = twoBack[j - 2] + 1;
        if (transposition < d) d = transposition;
      }
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    const spare = twoBack;
    twoBack = previous;
    previous = current;
    current = spare;
  }
  const distance = previous[bLength];
  return distance > max ? max + 1 : distance;
}

/** Convenience form over two strings (tests, small callers). */
export function stringDistance(a: string, b: string, max: number): number {
  if (a.length > MAX_FUZZY_TERM_LENGTH || b.length > MAX_FUZZY_TERM_LENGTH) return a === b ? 0 : max + 1;
  const codes = (s: string) => {
    const out = new Uint16Array(s.length);
    for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
    return out;
  };
  return boundedDistance(codes(a), a.length, codes(b), 0, b.length, max);
}
