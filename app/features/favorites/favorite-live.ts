import { fetchMe } from "~/features/auth/me-client";
import { openSignIn } from "~/features/auth/sign-in-events";
import type { TFunction } from "~/lib/i18n";
import { type FavoriteState, type FavoriteTarget, favoriteController } from "./favorite-controller";
import { rememberPendingFavorite } from "./pending-favorite";

// Everything a bookmark button does beyond looking "not bookmarked": loaded
// with a dynamic import once someone is signed in, or on the first click, so
// the button that every cached catalogue page ships stays a few hundred bytes.

/** What the button shows; every field optional, so "not bookmarked" is `{}`. */
export interface FavoriteView {
  pressed?: boolean;
  busy?: true;
  /** Tagged: it cannot be un-bookmarked, `note` says why. */
  locked?: true;
  /** The reason or the error, translated; `alert` when it is an error. */
  note?: string;
  alert?: true;
}

export interface LiveFavorite {
  subscribe(listener: () => void): () => void;
  view(): FavoriteView;
  toggle(): void;
}

export type FavoriteItem = Omit<FavoriteTarget, "uid">;

export function viewOf(state: FavoriteState, t: TFunction): FavoriteView {
  const problem = state.error ? t(state.error) : state.status === "error" ? t("bookmark.errors.load") : undefined;
  const view: FavoriteView = { pressed: state.pressed };
  if (state.busy || state.status === "loading") view.busy = true;
  if (state.locked) view.locked = true;
  if (problem) {
    view.note = problem;
    view.alert = true;
  } else if (state.locked) view.note = t("bookmark.locked");
  else if (state.queued) view.note = t("bookmark.queued");
  return view;
}

const lives = new Map<string, LiveFavorite>();

/** The signed-in user's live bookmark of one item; one per item, whoever asks first. */
export function liveFavorite(item: FavoriteItem, uid: string, t: TFunction): LiveFavorite {
  const key = [item.collectionId, uid, item.type, item.id].join("\u0000");
  let live = lives.get(key);
  if (live) return live;
  const controller = favoriteController({ ...item, uid });
  let seen: FavoriteState | undefined;
  let view: FavoriteView = {};
  live = {
    subscribe: controller.subscribe,
    view() {
      const state = controller.getSnapshot();
      if (state !== seen) {
        seen = state;
        view = viewOf(state, t);
      }
      return view;
    },
    toggle: () => controller.toggle(),
  };
  lives.set(key, live);
  return live;
}

/**
 * A click: toggles the live bookmark, or, before the button knew the
 * visitor, finds out. Signed out, the login dialog opens and the bookmark
 * waits in this browser for after signing in; signed in, it toggles and the
 * button goes live (`attach`).
 */
export async function click(
  live: LiveFavorite | null,
  item: FavoriteItem,
  t: TFunction,
  attach: (live: LiveFavorite) => void,
): Promise<void> {
  if (live) return live.toggle();
  const me = await fetchMe().catch(() => null);
  if (!me?.user) {
    openSignIn();
    rememberPendingFavorite({ collectionId: item.collectionId, type: item.type, id: item.id });
    return;
  }
  const found = liveFavorite(item, me.user.id, t);
  found.toggle();
  attach(found);
}
