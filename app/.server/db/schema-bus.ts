import type { Generated } from "kysely";

// Row types of the PostgreSQL bus (migration 0016-bus-messages, docs/decisions/0015-postgres-bus.md).

export interface BusMessagesTable {
  /** bigint on PostgreSQL, which the driver reads as a string. */
  seq: Generated<number | string>;
  /** The message as JSON. */
  payload: string;
  /** The publishing instance's id: an instance skips its own messages. */
  sender: string;
  created_at: string;
}

export interface BusTrimsTable {
  id: number;
  /** The highest sequence number deleted by trimming. */
  trimmed_through: number | string;
}

export interface BusDatabase {
  bus_messages: BusMessagesTable;
  bus_trims: BusTrimsTable;
}
