import { type QueryExecutorProvider, sql } from "kysely";
import type pg from "pg";

// The SQL of the PostgreSQL bus (migration 0016-bus-messages): storing a
// message and notifying the channel in one statement, and the reads of the
// listening connection. PostgreSQL only: SQLite has the in-process bus.

export const BUS_CHANNEL = "uncork_bus";

/**
 * PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more. A message
 * bigger than this travels by reference (its number) and is read from the
 * table; the margin leaves room for the number, sender and time before it.
 */
export const NOTIFY_INLINE_LIMIT = 7_000;

/** A stored message as an instance receives it. */
export interface StoredMessage {
  seq: number;
  sender: string;
  createdAt: string;
  /** The message's JSON; absent in a notification too big to carry it. */
  payload?: string;
}

/**
 * Stores the message and notifies the channel, on commit: `seq sender
 * createdAt[ payload]`. Runs on any executor, a transaction's included.
 */
export async function storeMessage(
  db: QueryExecutorProvider,
  message: { payload: string; sender: string; createdAt: string },
): Promise<number> {
  const { payload, sender, createdAt } = message;
  const inline = Buffer.byteLength(payload) <= NOTIFY_INLINE_LIMIT ? ` ${payload}` : "";
  const { rows } = await sql<{ seq: string }>`
    with stored as (
      insert into bus_messages (payload, sender, created_at) values (${payload}, ${sender}, ${createdAt})
      returning seq
    )
    select seq, pg_notify(${BUS_CHANNEL}, seq::text || ' ' || ${sender}::text || ' ' || ${createdAt}::text || ${inline}::text)
    from stored`.execute(db);
  return Number(rows[0].seq);
}

/** A notification's message; null for a text that is not one. */
export function parseNotification(text: string): StoredMessage | null {
  const match = /^(\d+) (\S+) (\S+)(?: ([\s\S]*))?$/.exec(text);
  if (!match) return null;
  const [, seq, sender, createdAt, payload] = match;
  return { seq: Number(seq), sender, createdAt, ...(payload === undefined ? {} : { payload }) };
}

interface Row {
  seq: string;
  sender: string;
  created_at: string;
  payload: string;
}

const toMessage = (row: Row): StoredMessage => ({
  seq: Number(row.seq),
  sender: row.sender,
  createdAt: row.created_at,
  payload: row.payload,
});

/** The stored messages numbered after `seq`, in order. */
export async function readMessagesAfter(client: pg.ClientBase, seq: number): Promise<StoredMessage[]> {
  const { rows } = await client.query<Row>(
    "select seq, sender, created_at, payload from bus_messages where seq > $1 order by seq",
    [seq],
  );
  return rows.map(toMessage);
}

/** One stored message, or null when it is gone. */
export async function readMessage(client: pg.ClientBase, seq: number): Promise<StoredMessage | null> {
  const { rows } = await client.query<Row>("select seq, sender, created_at, payload from bus_messages where seq = $1", [
    seq,
  ]);
  return rows[0] ? toMessage(rows[0]) : null;
}

/** The highest number trimming deleted. */
export async function readTrimmedThrough(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ trimmed_through: string }>("select trimmed_through from bus_trims");
  return Number(rows[0]?.trimmed_through ?? 0);
}

/** The number an instance starting now has nothing before to read: the newest stored or trimmed. */
export async function readNewestSeq(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ newest: string }>(
    "select greatest(coalesce((select max(seq) from bus_messages), 0), (select trimmed_through from bus_trims)) as newest",
  );
  return Number(rows[0].newest);
}

/**
 * Deletes the messages created before `before` and raises the trim mark in
 * the same statement; several instances may run it at once (each row goes
 * once, the mark only rises). Returns how many went.
 */
export async function trimMessages(db: QueryExecutorProvider, before: Date): Promise<number> {
  const { rows } = await sql<{ deleted: string }>`
    with gone as (delete from bus_messages where created_at < ${before.toISOString()} returning seq),
    marked as (
      update bus_trims set trimmed_through = greatest(trimmed_through, (select max(seq) from gone))
      where exists (select 1 from gone)
    )
    select count(*) as deleted from gone`.execute(db);
  return Number(rows[0].deleted);
}
