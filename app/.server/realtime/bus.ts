import { db } from "../db";
import { dialectOfUrl } from "../db/dialect";
import { env } from "../env";
import { INSTANCE_ID } from "../instance-id";
import { type Bus, type BusListener, type BusStats, deliverLocally } from "./bus-messages";
import { PostgresBus } from "./postgres-bus";

export type {
  Bus,
  BusMessage,
  BusResync,
  BusStats,
  CatalogueChanged,
  ContentChanged,
  EventSettingsChanged,
  LiveStreamsSuperseded,
  SiteMessage,
  UserDataChanged,
} from "./bus-messages";

// The process's publish/subscribe bus. On SQLite (one process) it is
// in-process; on PostgreSQL every instance of the site hears every message
// through LISTEN/NOTIFY and catches up from the stored messages after a lost
// connection (postgres-bus.ts, docs/decisions/0015-postgres-bus.md).

export function createInProcessBus(): Bus {
  const listeners = new Set<BusListener>();
  let published = 0;
  return {
    async publish(message) {
      published++;
      deliverLocally(listeners, message);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: async () => {},
    stop: async () => {},
    isCurrent: () => true,
    stats: () => ({
      connected: true,
      current: true,
      published,
      failed: 0,
      received: 0,
      resyncs: 0,
      lastDelayMs: null,
      lastSeq: null,
    }),
  };
}

let instance: Bus | undefined;

/** The process's bus: the PostgreSQL bus when the database is PostgreSQL, else the in-process one. */
export function bus(): Bus {
  const url = env().DATABASE_URL;
  instance ??=
    dialectOfUrl(url) === "postgres" ? new PostgresBus({ db: db(), url, id: INSTANCE_ID }) : createInProcessBus();
  return instance;
}

/** What the process's bus has done (for /metrics). */
export function busStats(): BusStats {
  return bus().stats();
}
