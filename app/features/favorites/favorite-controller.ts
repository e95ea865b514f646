import { getOrInsert } from "~/lib/get-or-insert";
import type { FavoritesSnapshot } from "./favorites-snapshot";
import { favoritesStore } from "./favorites-store";
import type { LoadingStatus } from "./rules";

// One bookmark button's view of the store, loaded only for a signed-in user
// (or on a click): the button module stays tiny and reads this with
// useSyncExternalStore once it is there.

export interface FavoriteState {
  status: LoadingStatus;
  pressed: boolean;
  /** A write of this item is under way. */
  busy: boolean;
  /** Made without a network: kept on the device until it is sent. */
  queued: boolean;
  /** Bookmarked with tags: it cannot be un-bookmarked until they are removed. */
  locked: boolean;
  /** The message key of the last refused write. */
  error: string | null;
}

export interface FavoriteController {
  subscribe(listener: () => void): () => void;
  getSnapshot(): FavoriteState;
  /** Toggles; a click before the user's favourites are known meant "bookmark", as the button then showed. */
  toggle(): void;
}

export interface FavoriteTarget {
  collectionId: string;
  uid: string;
  type: "product" | "exhibitor";
  id: string;
}

export function favoriteState(snapshot: FavoritesSnapshot, id: string): FavoriteState {
  const favorite = snapshot.byId.get(id);
  return {
    status: snapshot.status,
    pressed: Boolean(favorite),
    busy: snapshot.busy.has(id),
    queued: snapshot.queued.has(id),
    locked: (favorite?.tags.length ?? 0) > 0,
    error: snapshot.error?.id === id ? snapshot.error.key : null,
  };
}

const sameState = (a: FavoriteState, b: FavoriteState) =>
  a.status === b.status &&
  a.pressed === b.pressed &&
  a.busy === b.busy &&
  a.queued === b.queued &&
  a.locked === b.locked &&
  a.error === b.error;

const controllers = new Map<string, FavoriteController>();

/** One controller per item and user: a click and the page's own start share it. */
export function favoriteController(target: FavoriteTarget): FavoriteController {
  const key = [target.collectionId, target.uid, target.type, target.id].join("\u0000");
  return getOrInsert(controllers, key, () => createController(target));
}

function createController({ collectionId, uid, type, id }: FavoriteTarget): FavoriteController {
  const store = favoritesStore(collectionId, uid);
  let seen = store.getSnapshot();
  let state = favoriteState(seen, id);
  let favoriteWhenLoaded = false;

  const current = (): FavoriteState => {
    const snapshot = store.getSnapshot();
    if (snapshot !== seen) {
      seen = snapshot;
      const next = favoriteState(snapshot, id);
      // The same object while nothing of this item changed: the button does not re-render.
      if (!sameState(state, next)) state = next;
    }
    return state;
  };

  return {
    subscribe(listener) {
      return store.subscribe(() => {
        const snapshot = store.getSnapshot();
        if (favoriteWhenLoaded && snapshot.status !== "loading") {
          favoriteWhenLoaded = false;
          if (snapshot.status === "success" && !snapshot.byId.has(id)) void store.set(id, { type });
        }
        listener();
      });
    },
    getSnapshot: current,
    toggle() {
      if (store.getSnapshot().status === "loading") favoriteWhenLoaded = true;
      else void store.toggle(type, id);
    },
  };
}
