import { collator } from "~/lib/format";
import type { Locale } from "~/lib/locales";
import type { Steps } from "~/lib/time-slice";

// Precomputed orders of an index's documents. Sorting at query time is then
// a numeric sort of ranks, or a walk down the order picking the hits.

/** Document ids fit in 24 bits, so (key, id) pairs pack exactly into one double. */
export const DOC_ID_SPACE = 2 ** 24;

export interface SortSpec<D> {
  id: string;
  /** The value to order by; null or "" sorts last in either direction. Ties fall back to name order. */
  value: (doc: D, locale: Locale) => string | number | null;
  descending?: boolean;
  /** Whether the order depends on the locale (country names). */
  localized?: boolean;
}

export interface SortOrder {
  /** Document ids in this order. */
  order: Uint32Array;
  /** Position of each document in `order`. */
  rank: Uint32Array;
}

/**
 * Orders the documents by a sort's value. Only the distinct values are
 * compared (a few hundred tables or vintages, not 100,000 documents); the
 * documents are then ordered by (value rank, id) with a numeric sort.
 */
export function* sortOrderSteps<D>(docs: readonly D[], spec: SortSpec<D>, locale: Locale): Steps<SortOrder> {
  const values: (string | number | null)[] = new Array(docs.length);
  const seen = new Set<string | number>();
  for (let id = 0; id < docs.length; id++) {
    const value = spec.value(docs[id], locale);
    values[id] = value;
    if (value !== null && value !== "") seen.add(value);
    if ((id & 4095) === 4095) yield;
  }
  const distinct = [...seen];
  const c = collator(locale);
  distinct.sort((a, b) => (typeof a === "number" && typeof b === "number" ? a - b : c.compare(String(a), String(b))));
  if (spec.descending) distinct.reverse();
  const rankOf = new Map(distinct.map((value, rank) => [value, rank]));
  yield;
  const keys = new Float64Array(docs.length);
  for (let id = 0; id < docs.length; id++) {
    keys[id] = (rankOf.get(values[id] as string | number) ?? distinct.length) * DOC_ID_SPACE + id;
    if ((id & 4095) === 4095) yield;
  }
  keys.sort();
  yield;
  const order = new Uint32Array(docs.length);
  const rank = new Uint32Array(docs.length);
  for (let position = 0; position < keys.length; position++) {
    const doc = keys[position] % DOC_ID_SPACE;
    order[position] = doc;
    rank[doc] = position;
  }
  return { order, rank };
}
