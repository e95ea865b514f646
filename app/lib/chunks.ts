/** `values` in runs of at most `size`, in order: what one statement may write (SQLite binds at most 32,766 values). */
export function chunksOf<T>(values: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < values.length; start += size) out.push(values.slice(start, start + size));
  return out;
}
