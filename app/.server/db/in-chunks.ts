import { nextTurn } from "~/lib/time-slice";

// Reading many rows without holding the event loop: ids a chunk at a time
// (keyset: the ids after the last one read, or the next slice of a list),
// the rows of each chunk read, and the event loop given a turn between
// chunks. better-sqlite3 is synchronous, so one query over 100,000 rows
// would stop every other request for its whole duration.

/** Ids read this many at a time: a chunk's queries take a few milliseconds, then requests get their turn. */
export const CHUNK = 500;

/**
 * Reads documents a chunk of ids at a time (the ids after the last one, in
 * order, at most CHUNK), letting the event loop run between chunks.
 */
export async function inChunks<T>(
  idsAfter: (after: string | null) => Promise<string[]>,
  read: (chunk: readonly string[]) => Promise<T[]>,
): Promise<T[]> {
  const out: T[] = [];
  let after: string | null = null;
  for (;;) {
    const ids = await idsAfter(after);
    if (ids.length === 0) return out;
    for (const item of await read(ids)) out.push(item);
    after = ids[ids.length - 1];
    await nextTurn();
  }
}

/** The ids of a list, CHUNK at a time, for inChunks. */
export function listedIds(ids: readonly string[]): () => Promise<string[]> {
  let at = 0;
  return async () => {
    const chunk = ids.slice(at, at + CHUNK);
    at += CHUNK;
    return chunk;
  };
}

/**
 * Walks rows a page at a time along a key (each page the rows after the
 * last one's key, in key order, at most `size`), handing each page to
 * `visit` and letting the event loop run between pages: for reads that need
 * more than ids from every row (a join's columns), where inChunks would read
 * twice.
 */
export async function walkPages<R>(
  page: (after: string | null, size: number) => Promise<R[]>,
  keyOf: (row: R) => string,
  visit: (rows: R[]) => void,
  size = CHUNK,
): Promise<void> {
  for (let after: string | null = null; ; ) {
    const rows = await page(after, size);
    visit(rows);
    if (rows.length < size) return;
    after = keyOf(rows[rows.length - 1]);
    await nextTurn();
  }
}
