import { getOrInsert } from "~/lib/get-or-insert";
import { runToEnd, type Steps } from "~/lib/time-slice";

// Documents grouped by keys (a producer, a stand, a grape): what "more of
// the same" lookups read, at the cost of the group instead of the catalogue.
// Kept in step with the index's edits: a replaced document leaves its old
// groups and joins its new ones.

export class DocumentGroups<D> {
  private readonly groups = new Map<string, Set<D>>();
  private static readonly EMPTY: ReadonlySet<never> = new Set();

  constructor(
    private readonly keysOf: (doc: D) => Iterable<string>,
    documents: Iterable<D> = [],
  ) {
    runToEnd(this.addSteps(documents));
  }

  /** Adds documents in steps, for grouping a large catalogue in time slices (app/lib/time-slice.ts). */
  *addSteps(documents: Iterable<D>): Steps<this> {
    let added = 0;
    for (const doc of documents) {
      this.add(doc);
      if ((++added & 1023) === 0) yield;
    }
    return this;
  }

  add(doc: D): void {
    for (const key of this.keysOf(doc)) getOrInsert(this.groups, key, () => new Set<D>()).add(doc);
  }

  remove(doc: D): void {
    for (const key of this.keysOf(doc)) {
      const group = this.groups.get(key);
      group?.delete(doc);
      if (group?.size === 0) this.groups.delete(key);
    }
  }

  /** The documents with this key, in the order they joined (the index's name order, then edits). */
  get(key: string): ReadonlySet<D> {
    return this.groups.get(key) ?? DocumentGroups.EMPTY;
  }
}
