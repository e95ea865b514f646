// A small publish/subscribe bus. In-process by default; the interface is the
// one a PostgreSQL LISTEN/NOTIFY or Redis implementation will provide when
// several instances share a database.

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
 * Live streams the site's per-user cap closes (app/.server/realtime/site-stream-cap.ts):
 * the instance holding one of them sends it `superseded` and ends it.
 */
export interface LiveStreamsSuperseded {
  type: "live.superseded";
  streamIds: string[];
}

export type BusMessage =
  | CatalogueChanged
  | UserDataChanged
  | EventSettingsChanged
  | ContentChanged
  | LiveStreamsSuperseded;

export interface Bus {
  publish(message: BusMessage): Promise<void>;
  subscribe(listener: (message: BusMessage) => void): () => void;
}

export function createInProcessBus(): Bus {
  const listeners = new Set<(message: BusMessage) => void>();
  return {
    async publish(message) {
      for (const listener of listeners) {
        try {
          listener(message);
        } catch (error) {
          console.error("bus listener failed", error);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let instance: Bus | undefined;

export function bus(): Bus {
  instance ??= createInProcessBus();
  return instance;
}
