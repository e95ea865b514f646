import type { DB } from "~/.server/db";

// The per-process registry of one kind of search index, one per event (the
// search service, search-service.server.ts, holds one for products and one
// for exhibitors). An index is built on first use, callers arriving meanwhile
// sharing the one build; a change schedules a rebuild, and searches keep the
// previous index until the new one replaces it. With a budget, the built
// indexes hold at most that much (products: documents), the least recently
// searched events' indexes let go first, so a site of many events keeps its
// memory bounded (docs/architecture.md "Search index budget").

/** How long a rebuild waits after a change: a burst of changes becomes one rebuild. */
const REBUILD_DELAY_MS = 250;

/** How much the built indexes may hold, and what one index holds. */
export interface Budget<I> {
  limit: number;
  weigh: (index: I) => number;
}

interface Slot<I> {
  db: DB;
  /** The index searches use: the first build, later the last finished rebuild. */
  current: Promise<I>;
  building: boolean;
  /** A change arrived during a build, which may have read the data before it. */
  dirty: boolean;
  /** A rebuild waits for the changes to settle (REBUILD_DELAY_MS). */
  scheduled: boolean;
  /** The first build has finished: searches no longer wait for the catalogue to load. */
  built: boolean;
  /** When the index last took a change or a (re)build (ms since the epoch; /metrics shows its age). */
  updatedAt: number | null;
  /** What the index holds against the budget (products: its documents), once built. */
  weight: number;
  /** When a search last asked for it (a counter): the least recently used is let go first. */
  usedAt: number;
}

export class IndexRegistry<I> {
  private readonly slots = new Map<string, Slot<I>>();
  private readonly pending = new Set<Promise<unknown>>();
  private readonly pinned = new Set<string>();
  private uses = 0;
  private budget: Budget<I> | null = null;

  constructor(
    private readonly build: (db: DB, eventId: string) => Promise<I>,
    private readonly onError: (eventId: string, error: unknown) => void,
  ) {}

  /** Bounds what the built indexes hold from the next finished build on (null: no bound). */
  setBudget(budget: Budget<I> | null): void {
    this.budget = budget;
  }

  get(db: DB, eventId: string): Promise<I> {
    const existing = this.slots.get(eventId);
    if (existing) {
      existing.usedAt = ++this.uses;
      return existing.current;
    }
    const slot: Slot<I> = {
      db,
      current: Promise.resolve() as Promise<I>,
      building: true,
      dirty: false,
      scheduled: false,
      built: false,
      updatedAt: null,
      weight: 0,
      usedAt: ++this.uses,
    };
    slot.current = this.track(this.build(db, eventId)).then(
      (index) => {
        slot.built = true;
        slot.updatedAt = Date.now();
        this.weigh(eventId, slot, index);
        this.settle(eventId, slot);
        return index;
      },
      (error: unknown) => {
        // Forget a failed first build so the next request tries again.
        if (this.slots.get(eventId) === slot) this.slots.delete(eventId);
        throw error;
      },
    );
    this.slots.set(eventId, slot);
    return slot.current;
  }

  /**
   * Changes a loaded event's index in place; searches made from now on wait
   * for it. Returns when done (null when the event's index is not loaded).
   */
  update(eventId: string, change: (db: DB, index: I) => Promise<void>): Promise<void> | null {
    const slot = this.slots.get(eventId);
    if (!slot) return null;
    // A build under way may have read the data before this change.
    if (slot.building) slot.dirty = true;
    const updated = slot.current.then(async (index) => {
      try {
        await change(slot.db, index);
        slot.updatedAt = Date.now();
      } catch (error) {
        this.onError(eventId, error);
        this.invalidate([eventId]);
      }
      return index;
    });
    slot.current = updated;
    return this.track(updated).then(() => undefined);
  }

  /** Rebuilds the index of each loaded event in the background (all when none are named). */
  invalidate(eventIds: readonly string[]): void {
    const ids = eventIds.length > 0 ? eventIds : [...this.slots.keys()];
    for (const eventId of ids) {
      const slot = this.slots.get(eventId);
      if (!slot) continue; // never searched here: it will be built fresh on first use
      if (slot.building) slot.dirty = true;
      else if (!slot.scheduled) this.schedule(eventId, slot);
    }
  }

  /** Whether the event's index has been built (a search would not wait for the whole catalogue). */
  isBuilt(eventId: string): boolean {
    return this.slots.get(eventId)?.built === true;
  }

  built(): string[] {
    return [...this.slots].flatMap(([eventId, slot]) => (slot.built ? [eventId] : []));
  }

  loaded(): string[] {
    return [...this.slots.keys()];
  }

  states(): { eventId: string; built: boolean; building: boolean; updatedAt: number | null }[] {
    return [...this.slots].map(([eventId, { built, building, updatedAt }]) => ({
      eventId,
      built,
      building,
      updatedAt,
    }));
  }

  /** Keeps this event's index whatever the budget (the event readiness waits for). */
  pin(eventId: string): void {
    this.pinned.add(eventId);
  }

  /** Whether another index fits in the budget (always, without one): the start warms events while it does. */
  hasRoom(): boolean {
    return this.budget === null || this.held() < this.budget.limit;
  }

  /** What the built indexes hold against the budget. */
  held(): number {
    let total = 0;
    for (const slot of this.slots.values()) total += slot.weight;
    return total;
  }

  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  clear(): void {
    this.slots.clear();
  }

  private schedule(eventId: string, slot: Slot<I>): void {
    slot.scheduled = true;
    const wait = new Promise<void>((resolve) => setTimeout(resolve, REBUILD_DELAY_MS).unref?.());
    void this.track(wait).then(() => {
      slot.scheduled = false;
      if (this.slots.get(eventId) !== slot) return;
      if (slot.building) slot.dirty = true;
      else this.rebuild(eventId, slot);
    });
  }

  private rebuild(eventId: string, slot: Slot<I>): void {
    slot.building = true;
    slot.dirty = false;
    this.track(this.build(slot.db, eventId)).then(
      (index) => {
        if (this.slots.get(eventId) !== slot) return;
        slot.current = Promise.resolve(index);
        slot.updatedAt = Date.now();
        this.weigh(eventId, slot, index);
        this.settle(eventId, slot);
      },
      (error: unknown) => {
        this.onError(eventId, error);
        this.settle(eventId, slot);
      },
    );
  }

  /**
   * Records what a finished build holds, then lets the least recently used
   * indexes go while the built ones hold more than the budget: never the one
   * just built, a pinned one, or one being built or waiting to be; a search
   * of an event let go loads its index again (from its snapshot, when there
   * is one).
   */
  private weigh(eventId: string, slot: Slot<I>, index: I): void {
    if (!this.budget) return;
    slot.weight = this.budget.weigh(index);
    let held = this.held();
    const candidates = [...this.slots]
      .filter(([id, s]) => id !== eventId && s.built && !s.building && !s.scheduled && !this.pinned.has(id))
      .sort((a, b) => a[1].usedAt - b[1].usedAt);
    for (const [id, s] of candidates) {
      if (held <= this.budget.limit) break;
      this.slots.delete(id);
      held -= s.weight;
    }
  }

  private settle(eventId: string, slot: Slot<I>): void {
    slot.building = false;
    if (slot.dirty && this.slots.get(eventId) === slot) this.rebuild(eventId, slot);
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.pending.add(promise);
    const done = () => this.pending.delete(promise);
    promise.then(done, done);
    return promise;
  }
}
