import { createFavoritesStore, type StoreOptions } from "~/features/favorites/favorites-store";

// The favourites store of user u1 at event "fair" as a page holds it, with
// no live stream, after its first read (favorites-offline.test.ts, lists-offline.test.ts).

export const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

export async function openFavoritesStore(options: Pick<StoreOptions, "storage" | "online" | "now">) {
  const store = createFavoritesStore({ collectionId: "fair", uid: "u1", live: () => () => undefined, ...options });
  store.subscribe(() => undefined);
  await settled();
  return store;
}
