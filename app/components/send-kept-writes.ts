import { eventsWithQueuedFavorites } from "~/features/favorites/favorite-outbox";
import { sendQueuedScans } from "~/features/leads/lead-outbox";
import { browserStorage } from "~/lib/device-storage";

// Writes made without a network wait on the device (docs/offline-writes.md):
// they are sent from whatever page of the site is open when the network
// returns, not only from the page where they were made. Started by the
// signed-in user's menu, which every page has: badges scanned offline, and
// bookmarks (their store, loaded only when some wait, sends them in order).

export function sendKeptWrites(uid: string): () => void {
  const send = () => {
    void sendQueuedScans(uid);
    const events = eventsWithQueuedFavorites(uid, browserStorage());
    if (events.length === 0) return;
    void import("~/features/favorites/favorites-store").then(({ favoritesStore }) => {
      for (const eventId of events) void favoritesStore(eventId, uid).reload();
    });
  };
  send();
  window.addEventListener("online", send);
  return () => window.removeEventListener("online", send);
}
