// The signed-in user's live stream at one event (Server-Sent Events from
// GET /api/collections/{collectionId}/users/{uid}/live): one EventSource per
// page, shared by every store and page that listens. Each "change" event is
// a LiveChange; stores apply it by key, so a change heard twice is harmless.
// onResync runs on every (re)connection, the first included, and when the
// server asks (a `resync` event): read the current state there, and nothing
// missed while offline stays missing.

export type LiveResource =
  | "favorites"
  | "favoriteLists"
  | "tastingNotes"
  | "sampleCart"
  | "meetings"
  | "schedule"
  | "imports"
  /** Chat: conversations as this user sees them, each with its new message if any (features/chat/chat-views.ts). */
  | "chat"
  /** The event's site settings: pages that depend on them read themselves again. */
  | "eventSettings";

export interface LiveChange {
  resource: LiveResource;
  /** The changed documents, as the API returns them. */
  set?: unknown[];
  /** Ids of removed documents. */
  deleted?: string[];
  /** Too much changed to carry: read the resource again. */
  reload?: boolean;
}

export interface LiveListener {
  onChange(change: LiveChange): void;
  onResync(): void;
}

/** After the server refused the stream (EventSource then stops retrying by itself). */
const REOPEN_AFTER_MS = 5_000;

export function userDataPath(collectionId: string, uid: string): string {
  return `/api/collections/${encodeURIComponent(collectionId)}/users/${encodeURIComponent(uid)}`;
}

interface Stream {
  listeners: Set<LiveListener>;
  isOpen(): boolean;
  close(): void;
}

const streams = new Map<string, Stream>();

function openStream(url: string, listeners: Set<LiveListener>): Stream {
  let source: EventSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const each = (call: (listener: LiveListener) => void) => {
    for (const listener of listeners) call(listener);
  };
  const connect = () => {
    source = new EventSource(url);
    source.addEventListener("open", () => each((l) => l.onResync()));
    // The server's bus may have missed changes (docs/decisions/0015-postgres-bus.md): read as after a reconnection.
    source.addEventListener("resync", () => each((l) => l.onResync()));
    source.addEventListener("change", (event) => {
      let change: LiveChange;
      try {
        change = JSON.parse((event as MessageEvent<string>).data) as LiveChange;
      } catch {
        return;
      }
      each((l) => l.onChange(change));
    });
    source.addEventListener("error", () => {
      if (superseded || source?.readyState !== EventSource.CLOSED) return;
      timer = setTimeout(connect, REOPEN_AFTER_MS);
    });
    // The instance is stopping (a deploy): open the stream again now, which
    // the proxy sends to another instance; the new connection reads again.
    source.addEventListener("reconnect", () => {
      source?.close();
      connect();
    });
    // The user opened more pages than the server keeps streams for, and this
    // one was the oldest: stay closed until the page is looked at again.
    source.addEventListener("superseded", () => {
      superseded = true;
      source?.close();
    });
  };
  let superseded = false;
  const onVisible = () => {
    if (!superseded || document.visibilityState !== "visible") return;
    superseded = false;
    connect();
  };
  document.addEventListener("visibilitychange", onVisible);
  connect();
  return {
    listeners,
    isOpen: () => source?.readyState === EventSource.OPEN,
    close() {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
      source?.close();
    },
  };
}

/** Listens to the user's changes at the event; returns the unsubscribe. */
export function subscribeLive(collectionId: string, uid: string, listener: LiveListener): () => void {
  const url = `${userDataPath(collectionId, uid)}/live`;
  let stream = streams.get(url);
  if (!stream) {
    stream = openStream(url, new Set());
    streams.set(url, stream);
  }
  const current = stream;
  current.listeners.add(listener);
  // A stream already open will not open again: this listener reads now.
  if (current.isOpen()) queueMicrotask(() => current.listeners.has(listener) && listener.onResync());
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size === 0) {
      current.close();
      streams.delete(url);
    }
  };
}
