import { eventsWithQueuedFavorites } from "~/features/favorites/favorite-outbox";
import { sendQueuedScans } from "~/features/leads/lead-outbox";
import { userDrafts } from "~/features/tasting-notes/note-draft";
import { browserStorage } from "~/lib/device-storage";
import { whenBackOnline } from "~/lib/when-back-online";

// Writes made without a network wait on the device (docs/offline-writes.md):
// they are sent from whatever page of the site is open when the network
// returns, not only from the page where they were made. Started by the
// signed-in user's menu, which every page has: badges scanned offline,
// bookmarks and lists (their store, loaded only when some wait, sends them
// in order), and tasting notes whose editor was left before they were sent.

export function sendKeptWrites(uid: string): () => void {
  const send = () => {
    void sendQueuedScans(uid);
    const storage = browserStorage();
    const events = eventsWithQueuedFavorites(uid, storage);
    if (events.length > 0)
      void import("~/features/favorites/favorites-store").then(({ favoritesStore }) => {
        for (const eventId of events) void favoritesStore(eventId, uid).reload();
      });
    if (userDrafts(storage, uid).length > 0)
      void Promise.all([import("~/features/tasting-notes/draft-sender"), import("~/features/catalogue/sensory")]).then(
        ([{ sendKeptDrafts }, { SENSORY_GROUPS, SENSORY_SCALES }]) =>
          sendKeptDrafts(uid, { storage, vocabulary: { groups: SENSORY_GROUPS, scales: SENSORY_SCALES } }),
      );
  };
  send();
  return whenBackOnline(send);
}
