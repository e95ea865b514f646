import { fetchMe } from "~/features/auth/me-client";
import { openSignIn } from "~/features/auth/sign-in-events";
import type { TFunction } from "~/lib/i18n";
import { type BookmarkState, type BookmarkTarget, bookmarkController } from "./bookmark-controller";
import { rememberPendingBookmark } from "./pending-bookmark";

// Everything a bookmark button does beyond looking "not bookmarked": loaded
// with a dynamic import once someone is signed in, or on the first click, so
// the button that every cached catalogue page ships stays a few hundred bytes.

/** What the button shows; every field optional, so "not bookmarked" is `{}`. */
export interface BookmarkView {
  pressed?: boolean;
  busy?: true;
  /** Tagged: it cannot be un-bookmarked, `note` says why. */
  locked?: true;
  /** The reason or the error, translated; `alert` when it is an error. */
  note?: string;
  alert?: true;
}

export interface LiveBookmark {
  subscribe(listener: () => void): () => void;
  view(): BookmarkView;
  toggle(): void;
}

export type BookmarkItem = Omit<BookmarkTarget, "uid">;

export function viewOf(state: BookmarkState, t: TFunction): BookmarkView {
  const problem = state.error
    ? t(`bookmark.errors.${state.error}`)
    : state.status === "error"
      ? t("bookmark.errors.load")
      : undefined;
  const view: BookmarkView = { pressed: state.pressed };
  if (state.busy || state.status === "loading") view.busy = true;
  if (state.locked) view.locked = true;
  if (problem) {
    view.note = problem;
    view.alert = true;
  } else if (state.locked) view.note = t("bookmark.locked");
  return view;
}

const lives = new Map<string, LiveBookmark>();

/** The signed-in user's live bookmark of one item; one per item, whoever asks first. */
export function liveBookmark(item: BookmarkItem, uid: string, t: TFunction): LiveBookmark {
  const key = [item.collectionId, uid, item.type, item.id].join("\u0000");
  let live = lives.get(key);
  if (live) return live;
  const controller = bookmarkController({ ...item, uid });
  let seen: BookmarkState | undefined;
  let view: BookmarkView = {};
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
  live: LiveBookmark | null,
  item: BookmarkItem,
  t: TFunction,
  attach: (live: LiveBookmark) => void,
): Promise<void> {
  if (live) return live.toggle();
  const me = await fetchMe().catch(() => null);
  if (!me?.user) {
    openSignIn();
    rememberPendingBookmark({ collectionId: item.collectionId, type: item.type, id: item.id });
    return;
  }
  const found = liveBookmark(item, me.user.id, t);
  found.toggle();
  attach(found);
}
