import { getOrInsert } from "~/lib/get-or-insert";

// Which kept entries show which records (their tags: event:…, product:…,
// region:…), and when each tag was last invalidated: the bookkeeping the page
// cache and the kept records (kept-records.ts) share. An entry loaded while
// one of its tags was invalidated, or the whole cache cleared, may hold what
// the write replaced: `staleSince` says so, and such an entry is not stored.

export class TagIndex {
  private readonly byTag = new Map<string, Set<string>>();
  private epoch = 0;
  private readonly tagEpoch = new Map<string, number>();
  private clearedEpoch = 0;

  /** Taken before an entry is loaded, for `staleSince`. */
  mark(): number {
    return this.epoch;
  }

  add(key: string, tags: Iterable<string>): void {
    for (const tag of tags) getOrInsert(this.byTag, tag, () => new Set<string>()).add(key);
  }

  /** Forgets an entry that is no longer kept. */
  remove(key: string, tags: Iterable<string>): void {
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.byTag.delete(tag);
    }
  }

  /** Notes that the tags' records changed; returns the keys of the entries that show one of them. */
  invalidate(tags: Iterable<string>): Set<string> {
    const keys = new Set<string>();
    this.epoch++;
    for (const tag of tags) {
      this.tagEpoch.set(tag, this.epoch);
      for (const key of this.byTag.get(tag) ?? []) keys.add(key);
    }
    return keys;
  }

  /** Notes that everything kept was let go. */
  cleared(): void {
    this.epoch++;
    this.clearedEpoch = this.epoch;
  }

  /** Whether an entry with these tags, loaded from `mark` on, may miss a change. */
  staleSince(tags: readonly string[], mark: number): boolean {
    return this.clearedEpoch > mark || tags.some((tag) => (this.tagEpoch.get(tag) ?? 0) > mark);
  }
}
