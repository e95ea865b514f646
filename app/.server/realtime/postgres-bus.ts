import { randomUUID } from "node:crypto";
import pg from "pg";
import type { DB } from "../db/connect";
import { type Bus, type BusListener, type BusStats, deliverLocally, type SiteMessage } from "./bus-messages";
import { HandledSequence } from "./bus-sequence";
import {
  BUS_CHANNEL,
  parseNotification,
  readMessage,
  readMessagesAfter,
  readNewestSeq,
  readTrimmedThrough,
  type StoredMessage,
  storeMessage,
  trimMessages,
} from "./postgres-bus-store";

// The bus of a site whose instances share a PostgreSQL database
// (docs/decisions/0015-postgres-bus.md). A message is delivered to this
// process's listeners at once, stored with a sequence number and notified on
// one channel. Each instance listens on a connection of its own (not the
// pool's, whose waits under load would delay every instance's caches), skips
// its own messages and hands the others' to its listeners once, in the order
// they were committed. A lost connection is opened again, then the stored
// messages after the last settled number are read (HandledSequence). When
// the instance may have missed something (it heard nothing for longer than
// the stale bound, or what it needed was trimmed) its listeners get a
// bus.resync, and until the connection proves alive again isCurrent() is
// false, so the page cache does not answer from what it holds.

export interface PostgresBusOptions {
  /** The pool: publishing and trimming. */
  db: DB;
  /** The database of the listening connection (the pool's). */
  url: string;
  /** This instance's name (INSTANCE_ID); a new one when not given (tests run several buses in one process). */
  id?: string;
  /** How long the instance may go without proof that it hears the others before it counts as stale. */
  staleMs?: number;
  /** Waits between reconnection attempts: the first, doubling up to the max. */
  retryMs?: { first: number; max: number };
  /** How often the listening connection is asked whether it is alive. */
  heartbeatMs?: number;
  /** How long a stored message is kept for instances catching up. */
  retainMs?: number;
  /** How often this instance deletes the messages older than retainMs. */
  trimEveryMs?: number;
  log?: (line: string) => void;
}

const DEFAULTS = {
  staleMs: 5_000,
  retryMs: { first: 100, max: 2_000 },
  heartbeatMs: 1_000,
  retainMs: 5 * 60_000,
  trimEveryMs: 60_000,
  log: (line: string) => console.warn(line),
};

/** A skipped number is waited for half a minute (an insert is one statement); handled ones are remembered longer. */
const SEQUENCE_WINDOWS = { gapMs: 30_000, recentMs: 120_000 };

interface Connection {
  client: pg.Client;
  /** Resolves when the connection is gone, whatever closed it. */
  ended: Promise<void>;
}

export class PostgresBus implements Bus {
  /** This instance's name in the messages it stores, and in its connection's application_name. */
  readonly id: string;
  private readonly settings: Required<Omit<PostgresBusOptions, "id">>;
  private readonly listeners = new Set<BusListener>();
  private handled: HandledSequence | undefined;
  private connection: pg.Client | undefined;
  /** Messages are handled one at a time, in the order they arrive. */
  private queue: Promise<void> = Promise.resolve();
  /** When the listening connection last proved alive and caught up. */
  private confirmedAt = Number.NEGATIVE_INFINITY;
  private running = false;
  private beating = false;
  private timers: NodeJS.Timeout[] = [];
  private readonly counts = { published: 0, failed: 0, received: 0, resyncs: 0 };
  private lastDelayMs: number | null = null;

  constructor({ id, ...options }: PostgresBusOptions) {
    this.id = id ?? randomUUID();
    this.settings = { ...DEFAULTS, ...options };
  }

  async publish(message: SiteMessage): Promise<void> {
    deliverLocally(this.listeners, message);
    try {
      const payload = JSON.stringify(message);
      const seq = await storeMessage(this.settings.db, {
        payload,
        sender: this.id,
        createdAt: new Date().toISOString(),
      });
      this.counts.published++;
      this.handled?.take(seq, Date.now());
    } catch (error) {
      // The write before it is committed: failing the request would not undo it.
      this.counts.failed++;
      this.settings.log(`The bus could not store a ${message.type} message for the other instances: ${String(error)}`);
    }
  }

  subscribe(listener: BusListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      void this.supervise(await this.open());
    } catch (error) {
      this.running = false;
      throw error;
    }
    this.every(this.settings.heartbeatMs, () => this.heartbeat());
    this.every(this.settings.trimEveryMs, () => {
      this.trim(new Date(Date.now() - this.settings.retainMs)).catch((error: unknown) =>
        this.settings.log(`The bus could not trim its old messages: ${String(error)}`),
      );
    });
  }

  async stop(): Promise<void> {
    this.running = false;
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    const client = this.connection;
    this.connection = undefined;
    this.confirmedAt = Number.NEGATIVE_INFINITY;
    await client?.end().catch(() => {});
    await this.queue;
  }

  isCurrent(): boolean {
    return Date.now() - this.confirmedAt <= this.settings.staleMs;
  }

  stats(): BusStats {
    return {
      connected: this.connection !== undefined,
      current: this.isCurrent(),
      ...this.counts,
      lastDelayMs: this.lastDelayMs,
      lastSeq: this.handled?.last ?? null,
    };
  }

  /** Deletes the stored messages created before `before`; returns how many. */
  trim(before: Date): Promise<number> {
    return trimMessages(this.settings.db, before);
  }

  /** Connects, listens, and reads what was stored meanwhile; notifications heard meanwhile wait their turn. */
  private async open(): Promise<Connection> {
    const client = new pg.Client({
      connectionString: this.settings.url,
      application_name: `uncork-bus:${this.id}`,
      keepAlive: true,
      connectionTimeoutMillis: this.settings.staleMs,
      // A query on this connection unanswered within the stale bound: the connection is taken for lost.
      query_timeout: this.settings.staleMs,
    });
    const ended = new Promise<void>((resolve) => client.once("end", () => resolve()));
    // Reported by the supervisor once the connection has ended.
    client.on("error", () => void client.end().catch(() => {}));
    const held: string[] = [];
    let holding = true;
    client.on("notification", ({ channel, payload }) => {
      if (channel !== BUS_CHANNEL) return;
      if (holding) held.push(payload ?? "");
      else
        this.enqueue(() => this.receiveNotification(client, payload ?? "")).catch((error: unknown) => {
          // Reconnecting catches up, reading the message again.
          this.settings.log(`The bus could not read a message; reconnecting: ${String(error)}`);
          void client.end().catch(() => {});
        });
    });
    try {
      await client.connect();
      await client.query(`listen ${BUS_CHANNEL}`);
      await this.enqueue(async () => {
        await this.catchUp(client);
        for (const text of held) await this.receiveNotification(client, text);
        holding = false;
      });
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    this.connection = client;
    this.confirmedAt = Date.now();
    return { client, ended };
  }

  /** Opens the connection again whenever it ends, until stopped. */
  private async supervise(first: Connection): Promise<void> {
    let current = first;
    while (this.running) {
      await current.ended;
      if (current.client === this.connection) this.connection = undefined;
      if (!this.running) return;
      this.settings.log("The bus lost its LISTEN connection; reconnecting.");
      let delay = this.settings.retryMs.first;
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, delay).unref());
        if (!this.running) return;
        try {
          current = await this.open();
          break;
        } catch (error) {
          delay = Math.min(delay * 2, this.settings.retryMs.max);
          this.settings.log(`The bus could not reconnect (next try in ${delay} ms): ${String(error)}`);
        }
      }
      if (!this.running) {
        this.connection = undefined;
        await current.client.end().catch(() => {});
        return;
      }
      this.settings.log("The bus is listening again.");
    }
  }

  /** The first time: where to start. Later: what was stored after the last settled number. */
  private async catchUp(client: pg.Client): Promise<void> {
    if (!this.handled) {
      this.handled = new HandledSequence(await readNewestSeq(client), SEQUENCE_WINDOWS);
      return;
    }
    const silentMs = Date.now() - this.confirmedAt;
    for (const message of await readMessagesAfter(client, this.handled.settledThrough(Date.now())))
      this.receive(message);
    // Read after the messages: a trim between the two reads can only make this say "lost" wrongly, never miss one.
    const lost = this.handled.missedThrough(await readTrimmedThrough(client));
    if (lost) this.resync("messages it missed were trimmed before it read them");
    else if (silentMs > this.settings.staleMs) this.resync(`it heard nothing for ${silentMs} ms`);
  }

  private async receiveNotification(client: pg.Client, text: string): Promise<void> {
    const note = parseNotification(text);
    if (!note) return this.settings.log(`The bus ignored a notification it cannot read: ${text.slice(0, 80)}`);
    if (note.payload !== undefined || note.sender === this.id || this.handled?.has(note.seq)) return this.receive(note);
    // Too big for a notification: read from the table.
    const stored = await readMessage(client, note.seq);
    if (stored) this.receive(stored);
    else {
      this.handled?.take(note.seq, Date.now());
      this.resync(`message ${note.seq} was trimmed before it could be read`);
    }
  }

  private receive(message: StoredMessage): void {
    if (!this.handled?.take(message.seq, Date.now()) || message.sender === this.id) return;
    if (message.payload === undefined) return;
    this.counts.received++;
    this.lastDelayMs = Math.max(0, Date.now() - Date.parse(message.createdAt));
    deliverLocally(this.listeners, JSON.parse(message.payload) as SiteMessage);
  }

  private resync(reason: string): void {
    this.counts.resyncs++;
    this.settings.log(`The bus resyncs this instance: ${reason}.`);
    deliverLocally(this.listeners, { type: "bus.resync" });
  }

  /** A connection that does not answer within the stale bound is closed, and opened again by the supervisor. */
  private heartbeat(): void {
    const client = this.connection;
    if (!client || this.beating) return;
    this.beating = true;
    client
      .query("select 1")
      .then(
        () => {
          if (client === this.connection) this.confirmedAt = Date.now();
        },
        () => void client.end().catch(() => {}),
      )
      .finally(() => {
        this.beating = false;
      });
  }

  private enqueue(task: () => Promise<void>): Promise<void> {
    const run = this.queue.then(task);
    this.queue = run.then(
      () => {},
      () => {},
    );
    return run;
  }

  private every(ms: number, run: () => void): void {
    const timer = setInterval(run, ms);
    timer.unref();
    this.timers.push(timer);
  }
}
