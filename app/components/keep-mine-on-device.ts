import { fetchMe } from "~/features/auth/me-client";

// When a fair is saved for offline, the signed-in user's bookmarks and
// tasting notes at it are read too: their stores keep what they read on the
// device, so the saved fair's pages show them without a network even where
// the user never opened a page with them online (docs/offline-writes.md).
// The stores load only here, after the save: the home's first load carries
// none of them.

export async function keepMineOnDevice(eventId: string): Promise<void> {
  const me = await fetchMe().catch(() => null);
  if (!me?.user || me.onDevice) return;
  const uid = me.user.id;
  const [favorites, notes] = await Promise.all([
    import("~/features/favorites/favorites-store"),
    import("~/features/tasting-notes/tasting-notes-store"),
  ]);
  await Promise.all([favorites.favoritesStore(eventId, uid).reload(), notes.tastingNotesStore(eventId, uid).reload()]);
}
