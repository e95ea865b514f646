import { defaultBackoff } from "./backoff";
import { type DeviceStorage, readJson, removeKey, writeJson } from "./device-storage";

// Writes made without a network, kept in the browser (localStorage) until
// the server has them, and sent in the order they were made when the network
// returns (docs/offline-writes.md). Each kind of write has its own outbox
// (bookmarks, lead scans): its key, what an entry looks like, and how a newer
// write of the same thing replaces an older one still waiting. Every write
// kept here must be one the server applies once however often it arrives.

export interface OutboxEntry {
  /** What the write is about (a product's id, a badge's code): a newer write of it replaces a waiting one. */
  id: string;
  /** When it was made (ms since the epoch): the order of sending, and what a sent entry is recognised by. */
  at: number;
}

export interface Outbox<T extends OutboxEntry> {
  key: string;
  valid(value: unknown): value is T;
  /** The entry a new write leaves over a waiting one of the same id (default: the new one). */
  merge?(earlier: T, next: T): T;
}

/** The queued writes, oldest first; what is not an entry of this outbox is skipped. */
export function readOutbox<T extends OutboxEntry>(storage: DeviceStorage | null, outbox: Outbox<T>): T[] {
  const value = readJson(storage, outbox.key);
  return Array.isArray(value) ? value.filter(outbox.valid).sort((a, b) => a.at - b.at) : [];
}

function writeOutbox<T extends OutboxEntry>(
  storage: DeviceStorage | null,
  key: string,
  entries: readonly T[],
): boolean {
  if (entries.length === 0) {
    removeKey(storage, key);
    return true;
  }
  return writeJson(storage, key, entries);
}

/** Queues a write behind the others, replacing a waiting one of the same id; false when the storage refused it. */
export function queueEntry<T extends OutboxEntry>(storage: DeviceStorage | null, outbox: Outbox<T>, entry: T): boolean {
  const entries = readOutbox(storage, outbox);
  const earlier = entries.find((e) => e.id === entry.id);
  const next = earlier && outbox.merge ? outbox.merge(earlier, entry) : entry;
  return writeOutbox(storage, outbox.key, [...entries.filter((e) => e.id !== entry.id), next]);
}

/** Takes a write off once the server has it, unless a newer one of the same id replaced it meanwhile. */
export function unqueueEntry<T extends OutboxEntry>(
  storage: DeviceStorage | null,
  outbox: Outbox<T>,
  sent: Pick<OutboxEntry, "id" | "at">,
): void {
  const entries = readOutbox(storage, outbox);
  const rest = entries.filter((e) => !(e.id === sent.id && e.at <= sent.at));
  if (rest.length !== entries.length) writeOutbox(storage, outbox.key, rest);
}

export interface OutboxSender<T extends OutboxEntry> {
  /** Sends one write; throws when it did not go through. */
  send(entry: T): Promise<unknown>;
  /** The server took it (its answer). */
  sent(entry: T, answer: unknown): void;
  /** The server refused it: it leaves the queue, and the user is told. */
  refused(entry: T, error: unknown): void;
  /** No answer (offline, a server failure): it stays, with everything after it, for the next time. */
  isRetryable(error: unknown): boolean;
  /** The queue after each step. */
  changed(queued: T[]): void;
}

/**
 * Sends the queued writes, oldest first, one at a time, each taken off the
 * queue once the server has answered it. One tab of the browser sends at a
 * time (a Web Lock named after the outbox, where the browser has them),
 * reading the queue afresh for each write, so two tabs never send one write
 * again after a newer one.
 */
export function sendOutbox<T extends OutboxEntry>(
  storage: DeviceStorage | null,
  outbox: Outbox<T>,
  sender: OutboxSender<T>,
): Promise<OutboxSent> {
  const work = async (): Promise<OutboxSent> => {
    let answered = true;
    for (;;) {
      const [entry] = readOutbox(storage, outbox);
      if (!entry) break;
      try {
        sender.sent(entry, await sender.send(entry));
      } catch (error) {
        answered = !sender.isRetryable(error);
        if (!answered) break;
        sender.refused(entry, error);
      }
      unqueueEntry(storage, outbox, entry);
      sender.changed(readOutbox(storage, outbox));
    }
    sender.changed(readOutbox(storage, outbox));
    return answered ? "answered" : "waiting";
  };
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  // The lock answers what the work answered (its typing does not unwrap the promise).
  return locks ? locks.request(outbox.key, work).then((sent) => sent) : work();
}

/** How a send ended: every write answered (taken or refused), or stopped at one that got no answer. */
export type OutboxSent = "answered" | "waiting";

/**
 * Sends an outbox, and again what got no answer while the browser says it
 * is online (an answer lost on a weak network): after 1 s, 2 s, 4 s, 8 s,
 * then every 15 s, until a send is answered. Offline, the `online` event
 * sends instead. One per outbox and page.
 */
export class OutboxRetry {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;

  /**
   * Runs a send (`sendOutbox` behind the caller's checks; undefined when it
   * sent nothing). A send asked for anew (a new write, the network back)
   * starts the pauses over; a retry goes on counting them.
   */
  async run(send: () => Promise<OutboxSent | undefined>, { again = false } = {}): Promise<void> {
    clearTimeout(this.timer);
    if (!again) this.attempt = 0;
    const sent = await send();
    if (sent === undefined) return;
    if (sent === "answered") {
      this.attempt = 0;
      return;
    }
    this.attempt += 1;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(send, { again: true }), defaultBackoff(this.attempt));
  }
}
