import { getOrInsert } from "./get-or-insert";

/** Rows grouped by a key, each group in the rows' order, each row mapped (or kept as it is). */
export function groupBy<R, T = R>(
  rows: readonly R[],
  key: (row: R) => string,
  map: (row: R) => T = (row) => row as unknown as T,
): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) getOrInsert(out, key(row), () => []).push(map(row));
  return out;
}
