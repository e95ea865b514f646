import type { Steps } from "~/lib/time-slice";
import type { FacetColumn } from "./facet-column";

// Every facet's counts over the documents of one facet value, kept for the
// values many documents have. A list with one filter and no text, the
// catalogue's commonest after the whole list, reads its counts from here
// instead of counting eleven facets over the tens of thousands of documents
// the filter leaves (about 1 ms of a cold list at 100,000 products; over
// an index of 1,000,000, kind=Wine took 16.0 ms counted and 1.9 ms so;
// docs/benchmarks.md; decision 0031). A row per such value, a column per value of every
// facet; made with the index (from a snapshot too), a removed document's
// values taken off. Values fewer documents have are counted as before: a
// few microseconds.

/** From how many documents a value keeps its row: at most 64 values of a single-valued facet have one. */
export function pairRowsFrom(size: number): number {
  return Math.max(1024, Math.ceil(size / 64));
}

/** Calls back with each position (a facet's start plus the value id) of a document's values, "no value" (id 0) of a single-valued facet included, as its counts hold it. */
function forEachPosition(
  facets: readonly FacetColumn[],
  starts: Uint32Array,
  doc: number,
  callback: (f: number, value: number, position: number) => void,
): void {
  for (let f = 0; f < facets.length; f++) {
    const facet = facets[f];
    if (facet.single) {
      callback(f, facet.single[doc], starts[f] + facet.single[doc]);
      continue;
    }
    const values = facet.multiValues!;
    const end = facet.offsets![doc + 1];
    for (let p = facet.offsets![doc]; p < end; p++) callback(f, values[p], starts[f] + values[p]);
  }
}

export class FacetPairs {
  private constructor(
    private readonly facets: readonly FacetColumn[],
    /** Where each facet's values begin in a row. */
    private readonly starts: Uint32Array,
    /** Every facet's values: the length of a row. */
    private readonly width: number,
    /** Per facet, the row of each value id, or -1. */
    private readonly rowOf: readonly Int32Array[],
    private readonly table: Uint32Array,
  ) {}

  // A document's positions and rows, reused from one document to the next.
  private readonly positions: number[] = [];
  private readonly rows: number[] = [];

  /**
   * The rows of the values at least `from` of the `size` documents have
   * (`counts`: each facet's counts over every document), in steps.
   */
  static *steps(
    facets: readonly FacetColumn[],
    counts: readonly Uint32Array[],
    size: number,
    from: number,
  ): Steps<FacetPairs> {
    const starts = new Uint32Array(facets.length + 1);
    facets.forEach((facet, f) => {
      starts[f + 1] = starts[f] + facet.values.length;
    });
    const width = starts[facets.length];
    let rows = 0;
    const rowOf = facets.map((facet, f) => {
      const row = new Int32Array(facet.values.length).fill(-1);
      for (let v = 1; v < row.length; v++) if (counts[f][v] >= from) row[v] = rows++;
      return row;
    });
    const table = new Uint32Array(rows * width);
    const pairs = new FacetPairs(facets, starts, width, rowOf, table);
    if (rows > 0) {
      for (let doc = 0; doc < size; doc++) {
        pairs.add(doc, 1);
        if ((doc & 1023) === 1023) yield;
      }
    }
    return pairs;
  }

  /** Adds (1) or takes off (-1) a document's values in the rows of its values. */
  private add(doc: number, by: 1 | -1): void {
    const { facets, starts, rowOf, table, width, positions, rows } = this;
    positions.length = 0;
    rows.length = 0;
    forEachPosition(facets, starts, doc, (f, value, position) => {
      positions.push(position);
      const row = rowOf[f][value];
      if (row >= 0) rows.push(row * width);
    });
    for (const row of rows) for (const position of positions) table[row + position] += by;
  }

  /** Takes a removed document's values off the rows of its values. */
  remove(doc: number): void {
    this.add(doc, -1);
  }

  /** Whether facet f's value has a row. */
  has(f: number, value: number): boolean {
    return this.rowOf[f][value] >= 0;
  }

  /** Facet g's counts over the documents having facet f's value (which has a row): the table's own, never change them. */
  row(f: number, value: number, g: number): Uint32Array {
    const start = this.rowOf[f][value] * this.width + this.starts[g];
    return this.table.subarray(start, start + this.facets[g].values.length);
  }

  /** Sets every facet's counts but f's own to those over the documents having facet f's value (which has a row). */
  countsInto(f: number, value: number): void {
    this.facets.forEach((facet, g) => {
      if (g !== f) facet.counts.set(this.row(f, value, g));
    });
  }
}
