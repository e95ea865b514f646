import { defaultBackoff } from "~/lib/backoff";

// Saving as you go: every change asks for a save, but one write at a time
// reaches the server, in the order the changes were made, and only the
// latest waiting change is sent (last write wins, in order). A write that
// fails for a passing reason (no connection, a server error) is tried again
// with growing pauses until it goes through; a refusal (the server said no)
// stops there and says why. Pure: the timers are injected for the tests.

export type SaveStatus<T = unknown> =
  | { state: "idle" }
  | { state: "saving" }
  | { state: "saved"; at: number; value: T }
  | { state: "retrying"; attempt: number; delayMs: number }
  | { state: "failed"; error: unknown; value: T };

export interface Timers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface SaveQueueOptions<T> {
  /** Writes one value; throws when it did not go through. */
  send(value: T): Promise<void>;
  /** Whether a failure is worth trying again (no connection, 5xx) or final (a refusal). */
  isRetryable(error: unknown): boolean;
  /** "saved" comes when the last change is stored and nothing newer waits. */
  onStatus(status: SaveStatus<T>): void;
  /** Pause before the nth retry (1-based). */
  backoff?(attempt: number): number;
  timers?: Timers;
  now?(): number;
}

export interface SaveQueue<T> {
  /** Saves this value after whatever is being written now; replaces a value still waiting. */
  push(value: T): void;
  /** Tries a waiting retry at once (the connection is back). */
  retryNow(): void;
  /** Whether a change is not stored yet (waiting, being written or retrying). */
  busy(): boolean;
  dispose(): void;
}

const realTimers: Timers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createSaveQueue<T>(options: SaveQueueOptions<T>): SaveQueue<T> {
  const timers = options.timers ?? realTimers;
  const backoff = options.backoff ?? defaultBackoff;
  const now = options.now ?? Date.now;
  let waiting: { value: T } | null = null;
  let writing = false;
  let retryTimer: unknown = null;
  let attempt = 0;
  let disposed = false;

  const status = (next: SaveStatus<T>) => {
    if (!disposed) options.onStatus(next);
  };

  async function run(): Promise<void> {
    if (writing || retryTimer !== null || !waiting || disposed) return;
    const { value } = waiting;
    waiting = null;
    writing = true;
    status({ state: "saving" });
    try {
      await options.send(value);
      writing = false;
      attempt = 0;
      if (waiting) return void run();
      status({ state: "saved", at: now(), value });
    } catch (error) {
      writing = false;
      if (disposed) return;
      if (options.isRetryable(error)) {
        // A newer change replaces the failed one; otherwise the failed one is sent again.
        waiting ??= { value };
        attempt += 1;
        const delayMs = backoff(attempt);
        status({ state: "retrying", attempt, delayMs });
        retryTimer = timers.set(() => {
          retryTimer = null;
          void run();
        }, delayMs);
        return;
      }
      attempt = 0;
      status({ state: "failed", error, value });
      if (waiting) void run();
    }
  }

  return {
    push(value) {
      waiting = { value };
      void run();
    },
    retryNow() {
      if (retryTimer === null) return;
      timers.clear(retryTimer);
      retryTimer = null;
      // The connection is back: if this try fails too (its answer lost), the pauses start over at 1 s.
      attempt = 0;
      void run();
    },
    busy: () => writing || waiting !== null,
    dispose() {
      disposed = true;
      if (retryTimer !== null) timers.clear(retryTimer);
      retryTimer = null;
    },
  };
}
