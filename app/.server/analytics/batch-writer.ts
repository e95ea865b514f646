// A write-behind buffer (docs/analytics.md "Batching"): a request pushes its
// items and returns; the buffer is written in one call every `intervalMs`, or
// as soon as `batchSize` items wait, whichever comes first. It never holds
// more than `capacity` items: past that, pushes are dropped and counted, so a
// flood or a database that stopped answering cannot grow the process. A
// write that fails loses its batch (counted): these are statistics, and
// retrying would hold memory for a database that may stay down.

export interface BatchWriterOptions<T> {
  /** Writes one batch, in one statement. */
  write: (items: T[]) => Promise<void>;
  intervalMs?: number;
  batchSize?: number;
  capacity?: number;
  onError?: (error: unknown, lost: number) => void;
}

export interface BatchWriterStats {
  buffered: number;
  written: number;
  dropped: number;
  failed: number;
}

export interface BatchWriter<T> {
  /** Buffers the items; returns how many were kept (the rest were over capacity). */
  push(items: readonly T[]): number;
  /** Writes everything buffered now, in batches of batchSize; resolves when it is written (or failed). */
  flush(): Promise<void>;
  /** Flushes and stops the timer: for shutdown. Later pushes are dropped. */
  close(): Promise<void>;
  stats(): BatchWriterStats;
}

export function createBatchWriter<T>(options: BatchWriterOptions<T>): BatchWriter<T> {
  const { write, intervalMs = 1000, batchSize = 500, capacity = 10_000 } = options;
  let buffer: T[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();
  let closed = false;
  /** Items handed to write and not yet written: they count against the capacity too. */
  let pending = 0;
  const counts = { written: 0, dropped: 0, failed: 0 };

  function writeBatch(batch: T[]): Promise<void> {
    // One write at a time, in order: a slow database is not hit by overlapping inserts.
    pending += batch.length;
    writing = writing.then(async () => {
      try {
        await write(batch);
        counts.written += batch.length;
      } catch (error) {
        counts.failed += batch.length;
        options.onError?.(error, batch.length);
      } finally {
        pending -= batch.length;
      }
    });
    return writing;
  }

  function drain(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    let last = writing;
    while (buffer.length > 0) {
      last = writeBatch(buffer.slice(0, batchSize));
      buffer = buffer.slice(batchSize);
    }
    return last;
  }

  function schedule(): void {
    if (timer || closed) return;
    timer = setTimeout(() => {
      timer = undefined;
      void drain();
    }, intervalMs);
    // Waiting statistics never keep a process alive that has nothing else to do.
    timer.unref?.();
  }

  return {
    push(items) {
      if (closed) {
        counts.dropped += items.length;
        return 0;
      }
      const room = Math.max(0, capacity - buffer.length - pending);
      const kept = items.length <= room ? items : items.slice(0, room);
      counts.dropped += items.length - kept.length;
      if (kept.length > 0) buffer.push(...kept);
      if (buffer.length >= batchSize) void drain();
      else if (buffer.length > 0) schedule();
      return kept.length;
    },
    flush: () => drain(),
    async close() {
      closed = true;
      await drain();
    },
    stats: () => ({ buffered: buffer.length + pending, ...counts }),
  };
}
