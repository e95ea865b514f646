// What an instance has handled of the PostgreSQL bus's numbered messages
// (docs/decisions/0015-postgres-bus.md "Catch-up"). Numbers are handed out
// before commit, so a lower number may arrive after a higher one: a number
// skipped over is a gap, waited for (catch-up reads from the lowest gap on)
// until it arrives or `gapMs` passes (a number burned by a failed insert
// never arrives). Numbers handled in the last `recentMs` are remembered, so a
// message read by catch-up and heard again as a notification counts once.

export interface SequenceWindows {
  /** How long a skipped number is waited for; shorter than the table keeps its rows. */
  gapMs: number;
  /** How long a handled number is remembered; longer than gapMs, so a catch-up never re-reads a forgotten one. */
  recentMs: number;
}

/** More numbers skipped at once than this are not waited for one by one (a sequence reset, not a gap). */
const MAX_GAPS = 10_000;

export class HandledSequence {
  private high: number;
  /** Skipped numbers and when they were skipped, lowest (and oldest) first. */
  private readonly gaps = new Map<number, number>();
  /** Handled numbers and when, oldest first. */
  private readonly recent = new Map<number, number>();

  /** `start`: the highest number already settled (nothing before it will be read). */
  constructor(
    start: number,
    private readonly windows: SequenceWindows,
  ) {
    this.high = start;
  }

  /** The highest number handled. */
  get last(): number {
    return this.high;
  }

  /** Whether the number was handled recently (a message to skip). */
  has(seq: number): boolean {
    return this.recent.has(seq);
  }

  /** Records the number as handled; false when it already was. */
  take(seq: number, now: number): boolean {
    this.forget(now);
    if (this.recent.has(seq)) return false;
    this.recent.set(seq, now);
    if (seq > this.high) {
      if (seq - this.high <= MAX_GAPS)
        for (let skipped = this.high + 1; skipped < seq; skipped++) this.gaps.set(skipped, now);
      this.high = seq;
    } else {
      this.gaps.delete(seq);
    }
    return true;
  }

  /** Every number up to the returned one is handled or given up: a catch-up reads the numbers after it. */
  settledThrough(now: number): number {
    this.forget(now);
    const lowestGap = this.gaps.keys().next();
    return lowestGap.done ? this.high : lowestGap.value - 1;
  }

  /**
   * After trimming deleted every number up to `through`: whether one of them
   * was never handled (its message is lost). Those are no longer waited for.
   */
  missedThrough(through: number): boolean {
    let missed = through > this.high;
    for (const seq of this.gaps.keys()) {
      if (seq > through) break;
      this.gaps.delete(seq);
      missed = true;
    }
    if (through > this.high) this.high = through;
    return missed;
  }

  private forget(now: number): void {
    dropOlder(this.gaps, now - this.windows.gapMs);
    dropOlder(this.recent, now - this.windows.recentMs);
  }
}

/** Deletes the entries stamped at or before `cutoff` from a map kept in stamp order. */
function dropOlder(stamped: Map<number, number>, cutoff: number): void {
  for (const [key, at] of stamped) {
    if (at > cutoff) return;
    stamped.delete(key);
  }
}
