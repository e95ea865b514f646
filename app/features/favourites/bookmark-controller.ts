import type { WriteErrorKey } from "./favourites-api";
import { type FavouritesSnapshot, favouritesStore } from "./favourites-store";
import type { LoadingStatus } from "./rules";

// One bookmark button's view of the store, loaded only for a signed-in user
// (or on a click): the button module stays tiny and reads this with
// useSyncExternalStore once it is there.

export interface BookmarkState {
  status: LoadingStatus;
  pressed: boolean;
  /** A write of this item is under way. */
  busy: boolean;
  /** Bookmarked with tags: it cannot be un-bookmarked until they are removed. */
  locked: boolean;
  error: WriteErrorKey | null;
}

export interface BookmarkController {
  subscribe(listener: () => void): () => void;
  getSnapshot(): BookmarkState;
  /** Toggles; a click before the user's favourites are known meant "bookmark", as the button then showed. */
  toggle(): void;
}

export interface BookmarkTarget {
  collectionId: string;
  uid: string;
  type: "product" | "exhibitor";
  id: string;
}

export function bookmarkState(snapshot: FavouritesSnapshot, id: string): BookmarkState {
  const favourite = snapshot.byId.get(id);
  return {
    status: snapshot.status,
    pressed: Boolean(favourite),
    busy: snapshot.busy.has(id),
    locked: (favourite?.tags.length ?? 0) > 0,
    error: snapshot.error?.id === id ? snapshot.error.key : null,
  };
}

const sameState = (a: BookmarkState, b: BookmarkState) =>
  a.status === b.status && a.pressed === b.pressed && a.busy === b.busy && a.locked === b.locked && a.error === b.error;

const controllers = new Map<string, BookmarkController>();

/** One controller per item and user: a click and the page's own start share it. */
export function bookmarkController(target: BookmarkTarget): BookmarkController {
  const key = [target.collectionId, target.uid, target.type, target.id].join("\u0000");
  let controller = controllers.get(key);
  if (!controller) controllers.set(key, (controller = createController(target)));
  return controller;
}

function createController({ collectionId, uid, type, id }: BookmarkTarget): BookmarkController {
  const store = favouritesStore(collectionId, uid);
  let seen = store.getSnapshot();
  let state = bookmarkState(seen, id);
  let bookmarkWhenLoaded = false;

  const current = (): BookmarkState => {
    const snapshot = store.getSnapshot();
    if (snapshot !== seen) {
      seen = snapshot;
      const next = bookmarkState(snapshot, id);
      // The same object while nothing of this item changed: the button does not re-render.
      if (!sameState(state, next)) state = next;
    }
    return state;
  };

  return {
    subscribe(listener) {
      return store.subscribe(() => {
        const snapshot = store.getSnapshot();
        if (bookmarkWhenLoaded && snapshot.status !== "loading") {
          bookmarkWhenLoaded = false;
          if (snapshot.status === "success" && !snapshot.byId.has(id)) void store.set(id, { type });
        }
        listener();
      });
    },
    getSnapshot: current,
    toggle() {
      if (store.getSnapshot().status === "loading") bookmarkWhenLoaded = true;
      else void store.toggle(type, id);
    },
  };
}
