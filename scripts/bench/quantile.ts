/** The value at quantile `q` (0 to 1) of `values`: the nearest rank, NaN when there are none. */
export const quantile = (values: number[], q: number): number =>
  values.toSorted((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? Number.NaN;
