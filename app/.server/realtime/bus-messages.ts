// The messages of the bus, and what every bus offers (bus.ts chooses one).

export interface CatalogueChanged {
  type: "catalogue.changed";
  eventIds: string[];
  /** Page-cache tags touched by the write: event:…, exhibitor:…, product:…, producer:… */
  tags: string[];
  productIds: string[];
  exhibitorIds: string[];
}

/**
 * A signed-in user's own data changed (favourites, lists, tasting notes,
 * sample cart, meetings, schedule, chat; for a meeting or a conversation,
 * either participant's change): every open tab of that user hears it over its live stream.
 * `set` holds the changed documents as the API returns them, `deleted` the
 * ids removed; `reload` asks for a fresh read instead (a batch too big to
 * carry, which a NOTIFY payload could not hold).
 */
export interface UserDataChanged {
  type: "user.changed";
  userId: string;
  eventId: string;
  resource:
    | "favorites"
    | "favoriteLists"
    | "tastingNotes"
    | "sampleCart"
    | "meetings"
    | "schedule"
    | "imports"
    /** Chat: each update a conversation as this user sees it, with the new message if there is one. */
    | "chat";
  set?: unknown[];
  deleted?: string[];
  reload?: boolean;
}

/**
 * An event's site settings changed (docs/product/site-settings.md): every
 * open page of the event's signed-in people hears it over its live stream
 * and reads itself again (notes or lists switched off show at once).
 */
export interface EventSettingsChanged {
  type: "event.settingsChanged";
  eventId: string;
}

/**
 * Content pages were published (docs/product/content-pages.md): the page
 * cache evicts these tags. Not a catalogue.changed, which would have every
 * search index of the event rebuilt for a text no search reads.
 */
export interface ContentChanged {
  type: "content.changed";
  eventIds: string[];
  /** Page-cache tags: page:…, region:…, pages:… */
  tags: string[];
}

/**
 * Local only, never published: this instance may have missed other
 * instances' messages (its LISTEN connection was down longer than the stale
 * bound, or the messages it needed were trimmed). Everything may have
 * changed: caches clear, search indexes rebuild, live streams read again.
 */
export interface BusResync {
  type: "bus.resync";
}

/**
 * Live streams the site's per-user cap closes (app/.server/realtime/site-stream-cap.ts):
 * the instance holding one of them sends it `superseded` and ends it.
 */
export interface LiveStreamsSuperseded {
  type: "live.superseded";
  streamIds: string[];
}

/** What an instance publishes for every instance of the site. */
export type SiteMessage =
  | CatalogueChanged
  | UserDataChanged
  | EventSettingsChanged
  | ContentChanged
  | LiveStreamsSuperseded;

/** What a listener hears. */
export type BusMessage = SiteMessage | BusResync;

export type BusListener = (message: BusMessage) => void;

export interface BusStats {
  /** Whether the bus hears the other instances now (the in-process bus: always). */
  connected: boolean;
  /** isCurrent(): false while the page cache must not answer from memory (heard nothing for longer than the stale bound). */
  current: boolean;
  /** Messages this instance published, since start. */
  published: number;
  /** Messages this instance published that could not be stored for the others (they missed them). */
  failed: number;
  /** Messages received from other instances, since start. */
  received: number;
  /** Resyncs delivered: times this instance may have missed messages. */
  resyncs: number;
  /** The last received message's age on receipt (now minus its creation), in milliseconds. */
  lastDelayMs: number | null;
  /** The highest sequence number handled. */
  lastSeq: number | null;
}

export interface Bus {
  /** Delivers to this process's listeners before it resolves, and to the other instances. */
  publish(message: SiteMessage): Promise<void>;
  subscribe(listener: BusListener): () => void;
  /** Starts hearing the other instances; before the server listens. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * False while this instance may have missed messages for longer than the
   * stale bound: a cache must not answer from what it holds.
   */
  isCurrent(): boolean;
  stats(): BusStats;
}

/** Hands the message to each listener; one that throws does not keep it from the others. */
export function deliverLocally(listeners: Iterable<BusListener>, message: BusMessage): void {
  for (const listener of listeners) {
    try {
      listener(message);
    } catch (error) {
      console.error("bus listener failed", error);
    }
  }
}
